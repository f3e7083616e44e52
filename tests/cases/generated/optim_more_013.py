w = (torch.arange(9.).view(3, 3).T.clone() / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 3).requires_grad_()
target = torch.arange(9.).view(3, 3) / 20
opt = torch.optim.SGD([{'params': [w]}, {'params': [b], 'lr': 0.2}], lr=0.3)
opt.zero_grad(set_to_none=False)
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
opt.zero_grad()
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
opt.zero_grad()
loss = ((w + b - target) ** 2).sum() + (w * w).mean()
loss.backward()
opt.step()
w
b
w.stride()
w.grad
loss
list(opt.state[w].keys())
opt.state[w].get('momentum_buffer')
