w = (torch.arange(9.).view(3, 3).T.clone() / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 3).requires_grad_()
target = torch.arange(9.).view(3, 3) / 20
opt = torch.optim.AdamW([w, b], lr=0.01, betas=(0.9, 0.999), weight_decay=0.01, maximize=True)
opt.zero_grad()
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
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
