# torch.nextafter as PyTorch's test_binary_ufuncs checks it
import torch
a = torch.tensor([1.0, 0.0, -0.0, float("inf"), float("nan"), 1.0, -1.0, -1.0, 3.4028234663852886e38])
b = torch.tensor([2.0, -1.0, 1.0, 0.0, 1.0, float("nan"), -1.0, -2.0, float("inf")])
torch.nextafter(a, b).tolist()
torch.nextafter(torch.tensor([1.0], dtype=torch.float64), torch.tensor(2.0, dtype=torch.float64)).item()
torch.nextafter(torch.tensor(0.0, dtype=torch.float64), torch.tensor(-1.0, dtype=torch.float64)).item()
torch.nextafter(torch.tensor(1.0), torch.tensor([0.0, 2.0])).tolist()
torch.nextafter(torch.tensor([1.0], dtype=torch.float16), torch.tensor([2.0], dtype=torch.float16))
torch.nextafter(torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([0.0], dtype=torch.bfloat16))
torch.nextafter(torch.tensor([1.0]), torch.tensor([2.0], dtype=torch.float64)).dtype
torch.tensor([1.0, -2.0]).nextafter(torch.tensor(0.0)).tolist()
t = torch.tensor([1.0, 2.0])
t.nextafter_(torch.tensor([0.0, 3.0]))
t.tolist()
o = torch.empty(2)
torch.nextafter(torch.tensor([1.0, 1.0]), torch.tensor([2.0, 0.0]), out=o)
o.tolist()
x = torch.ones(2, requires_grad=True)
y = torch.zeros(2, requires_grad=True)
r = torch.nextafter(x, y)
r.grad_fn.name()
r.sum().backward()
x.grad, y.grad
eps = torch.nextafter(torch.tensor(1.0), torch.tensor(2.0)) - 1
eps.item() == torch.finfo(torch.float32).eps
try:
    torch.nextafter(torch.tensor([1]), torch.tensor([2]))
except NotImplementedError as e:
    err = str(e)
err
try:
    torch.nextafter(torch.tensor([1.0]), 2.0)
except TypeError as e:
    err2 = str(e)
err2
