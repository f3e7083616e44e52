import torch
x = torch.ones(2, requires_grad=True)
x.grad = torch.ones(3)
x.grad = torch.ones(2, dtype=torch.float64)
x.grad = torch.ones(2, 1, dtype=torch.int64)
x.grad = torch.ones(2, dtype=torch.float16)
x.grad = torch.ones(3, dtype=torch.float64)
x.data = torch.ones(2, dtype=torch.float64)
x.dtype, x.requires_grad
x.data = torch.ones(2, dtype=torch.int64)
y = torch.ones(2)
y.data = torch.ones(3, dtype=torch.int64)
y
torch.addcdiv(torch.ones(2, dtype=torch.int64), torch.ones(2, dtype=torch.int64), torch.ones(2, dtype=torch.int64))
torch.optim.SGD()
torch.optim.SGD([torch.nn.Parameter(torch.ones(1))], foo=1)
torch.optim.Adam([torch.nn.Parameter(torch.ones(1))], lr=0.1, bar=2)
p = torch.nn.Parameter(torch.ones(2))
p.grad = torch.ones(2)
opt = torch.optim.Adam([p], lr=0.1)
opt.step()
opt.param_groups[0]["amsgrad"] = True
opt.step()
