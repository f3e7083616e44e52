w = (torch.arange(8.).view(2, 4) / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 4).requires_grad_()
target = torch.arange(8.).view(2, 4) / 20
opt = torch.optim.Adam([{'params': [w]}, {'params': [b], 'lr': 0.2}], lr=0.1, betas=(0.9, 0.99), maximize=True)
opt.zero_grad()
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
opt.param_groups[0]['lr'] = 0.02
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
