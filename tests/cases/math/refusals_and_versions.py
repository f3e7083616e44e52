import torch
a = torch.tensor([2., 3.], requires_grad=True)
torch.unique(a)
torch.unique(a).grad_fn
torch.unique(a).sum().backward()
torch.unique(torch.stack([a, a]), dim=0).grad_fn
torch.unique_consecutive(a).grad_fn
torch.unique_consecutive(a).sum().backward()
torch.unique(a, return_counts=True)[1].requires_grad
with torch.no_grad():
    torch.unique(a).requires_grad
p = torch.nn.Parameter(torch.ones(2))
p2 = torch.nn.Parameter(torch.ones(2))
torch.optim.SGD([{'params': [p]}, {'params': [p2, p]}], lr=0.1)
torch.optim.Adam([{'params': [p, p2]}, {'params': [p2]}])
opt = torch.optim.SGD([p], lr=0.1)
opt.add_param_group({'params': [p2, p]})
len(opt.param_groups)
t = torch.arange(24.).reshape(2, 3, 4)
t.norm(dim=(0, 1, 2))
t.norm(p='fro', dim=(0, 1, 2))
t.norm(p='fro', dim=(0, 1))
t.norm(p='fro')
t.norm(p='nuc', dim=(1,))
torch.norm(t, dim=(0, 2))
torch.norm(t, p=None)
e = torch.arange(6.).reshape(2, 3)
torch.gather(e, 1, torch.tensor([[0, -1], [1, 0]]))
e.scatter(1, torch.tensor([[-2], [0]]), 5.)
e.scatter_add(1, torch.tensor([[0, -3]]), torch.ones(1, 2))
e.scatter_(1, torch.tensor([[-1]]), 9.)
torch.gather(e, 0, torch.tensor([[1, 2, 0]]))
f = torch.ones(3)
f._version
f[:] = f
f._version
f.copy_(f)
f._version
f.copy_(f[0])
f._version
