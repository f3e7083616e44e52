import torch
x = torch.arange(12.0).view(3, 4).requires_grad_(True)
r = x.roll(1, 1)
r
x.roll(-5)
x.roll((1, 2), (0, 1))
torch.roll(x, shifts=2, dims=0)
x.T.roll(1, 0)
x.roll(0, 1)
(r * torch.arange(12.0).view(3, 4)).sum().backward()
x.grad
x.roll((1, 2), 0)
x.roll(1, 5)
y = torch.arange(6.0).view(2, 3).requires_grad_(True)
a = y.repeat_interleave(2, dim=0)
a
y.repeat_interleave(3)
y.repeat_interleave(2, dim=-1)
b = y.repeat_interleave(torch.tensor([1, 3]), dim=0)
b
(a.sum() + (b * b).sum()).backward()
y.grad
torch.repeat_interleave(torch.tensor([2, 0, 3]))
torch.repeat_interleave(torch.tensor([1, 2, 3]), 2)
y.T.repeat_interleave(2, dim=1)
y.repeat_interleave(torch.tensor([1, 2, 3]), dim=0)
y.repeat_interleave(-1)
torch.tensor(5.0).repeat_interleave(3)
