# x ** 0.5 and sqrt at their edges: dtypes, in-place casts, out=, meta, bool, complex, grads.
import torch
i = torch.tensor([4, 9, 2])
i ** 0.5
(i ** 0.5).dtype
torch.pow(i, 0.5)
try:
    i.pow_(0.5)
except RuntimeError as e:
    str(e)
try:
    torch.tensor([True, False]) ** 0.5
except RuntimeError as e:
    str(e)
torch.tensor([True, False]).float() ** 0.5
torch.tensor([1.0, 4.0], dtype=torch.float64) ** 0.5
o = torch.empty(3)
torch.pow(i.float(), 0.5, out=o)
o
torch.sqrt(i.float(), out=o)
o
try:
    torch.sqrt(torch.tensor([4.0]), out=torch.empty(1, dtype=torch.long))
except RuntimeError as e:
    str(e)
m = torch.empty(3, 4, device="meta")
(m ** 0.5).shape
torch.sqrt(m).dtype
c = torch.tensor([4.0 + 0j, -4.0 + 0j])
str((c ** 0.5).tolist())
str(torch.sqrt(c).tolist())
torch.tensor(2.0) ** 0.5
(torch.tensor(2.0) ** 0.5).item()
2.0 ** torch.tensor(0.5)
torch.tensor([2.0]) ** torch.tensor([0.5])
h = torch.tensor([2.0, 3.0], dtype=torch.float16)
h ** 0.5
h.sqrt_()
h
b = torch.tensor([2.0, 3.0], dtype=torch.bfloat16)
b ** 0.5
x = torch.tensor([0.0, 1.0, 4.0], requires_grad=True)
y = x ** 0.5
y.grad_fn
y.sum().backward()
x.grad
x2 = torch.tensor([0.0, 1.0, 4.0], requires_grad=True)
z = x2.sqrt()
z.grad_fn
z.sum().backward()
x2.grad
w = torch.tensor([3.0, 5.0])
w **= 0.5
w
v = torch.arange(6.0).reshape(2, 3).t()
(v ** 0.5).stride()
torch.sqrt(v).stride()
(v.contiguous() ** 0.5).is_contiguous()
torch.tensor([2.0, 3.0]).pow(torch.tensor(0.5))
torch.tensor([[2.0], [3.0]]) ** 0.5 + torch.zeros(2, 2)
