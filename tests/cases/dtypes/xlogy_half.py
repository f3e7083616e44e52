import torch
h = torch.tensor([60000., 2., 0., 3.], dtype=torch.float16)
o = torch.tensor([127., 3., float('nan'), 0.], dtype=torch.float16)
torch.xlogy(h, o)
torch.special.xlog1py(h, o)
torch.xlogy(h, torch.tensor([127, 3, 1, 2], dtype=torch.int8))
torch.xlogy(h, 127)
b = torch.tensor([3e38, 2.5], dtype=torch.bfloat16)
torch.xlogy(b, torch.tensor([100., 7.], dtype=torch.bfloat16))
x = torch.tensor([2., 0., 3.], requires_grad=True)
y = torch.tensor([3., 4., float('inf')])
r = torch.xlogy(x, y)
r
r.sum().backward()
x.grad
