import torch
y = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
z = y.addcdiv(torch.ones(3), torch.full((3,), 2.0))
z.sum().backward()
z.sum().backward()
y.grad
w = torch.tensor([1.0, 2.0], requires_grad=True)
u = torch.addcdiv(w, torch.ones(2), torch.ones(2), value=3)
u.sum().backward()
u.sum().backward()
torch.Size(i for i in range(3))
torch.Size(i for i in range(3)) == torch.Size([0, 1, 2])
torch.ones(2).to(torch.float64, None)
