# Assignments through masks and index tensors in code that trains: a hand-written ReLU,
# attention scores masked to -inf, rows of an output filled one by one, a clamp by mask.
# Each is an in-place op PyTorch records (masked_fill_, index_fill_, index_put_), so the
# gradient must skip what was overwritten and reach a tensor value.
import torch

x = torch.tensor([[1.5, -2.0, 3.0], [-0.5, 4.0, -1.0]], requires_grad=True)
y = x * 2
y[y < 0] = 0.
y
y.grad_fn
(y * torch.arange(1., 7.).reshape(2, 3)).sum().backward()
x.grad
scores = torch.tensor([[0.1, 0.7, -0.3], [1.2, 0.4, 0.9]], requires_grad=True)
s = scores * 1
causal = torch.tensor([[False, True, True], [False, False, True]])
s[causal] = float("-inf")
s
attn = s.softmax(dim=-1)
attn
(attn * torch.tensor([1., 2., 3.])).sum().backward()
scores.grad
w = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
out = torch.zeros(3, 3)
for i in range(3):
    out[i] = w * (i + 1)
out
out.grad_fn
out.sum().backward()
w.grad
v = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
z = v * 1
z[z > 1] *= 10
z
z.grad_fn
z.sum().backward()
v.grad
a = torch.tensor([[1., 2., 3.], [4., 5., 6.]], requires_grad=True)
b = a * 1
b[torch.tensor([1])] = 0.
b.grad_fn
b2 = a * 1
b2[:, [0, 2]] = 5.
b2.grad_fn
b3 = a * 1
b3[0, [0, 2]] = 5.
b3.grad_fn
b3.grad_fn.next_functions[0][0]
b4 = a * 1
b4[[0, 1], [0, 2]] = torch.tensor([7., 8.])
b4.grad_fn
b5 = a * 1
b5[..., torch.tensor([True, False, True])] = 3.
b5
b5.grad_fn
b6 = a * 1
b6[torch.tensor([True, False])] = torch.tensor(9., dtype=torch.float64)
b6
b6.grad_fn
b7 = a * 1
b7[1] = torch.tensor([[40., 50., 60.]])
b7
b7[0:1] = torch.tensor([[[1., 1., 1.]]])
b7
b7[0:2] = torch.ones(3, 3)
b7[torch.tensor([0, 1])] = torch.tensor(7)
b7[torch.tensor([True, True])] = torch.tensor(7)
b7
b7[torch.tensor([1, 0], dtype=torch.uint8)] = 3.
b7.__setitem__(0, 2.)
b7.__getitem__(0)
b7[Ellipsis, 0]
b8 = a * 1
b8[...] = 1.
b8.grad_fn
(b + b2 + b3 + b4 + b5 + b6 + b8).sum().backward()
a.grad
val = torch.tensor(5., requires_grad=True)
filled = torch.zeros(3)
filled[[0, 2]] = val
filled
filled.grad_fn
filled.sum().backward()
val.grad
leaf = torch.tensor([1., 2.], requires_grad=True)
leaf[leaf > 1] = 0.
