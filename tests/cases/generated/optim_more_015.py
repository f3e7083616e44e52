w = (torch.arange(8.).view(2, 4) / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 4).requires_grad_()
target = torch.arange(8.).view(2, 4) / 20
opt = torch.optim.Adam([w, b], lr=0.1, amsgrad=True)
opt.zero_grad(set_to_none=False)
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
opt.param_groups[0]['lr'] = 0.02
opt.zero_grad(set_to_none=False)
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
w
b
w.stride()
w.grad
loss
opt.state[w]['step']
opt.state[w]['exp_avg'].stride()
opt.state[w]['exp_avg_sq']
opt.state[b]['exp_avg']
list(opt.state[w].keys())
