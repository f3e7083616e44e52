w = (torch.arange(12.).view(4, 3) / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 3).requires_grad_()
target = torch.arange(12.).view(4, 3) / 20
opt = torch.optim.SGD([w, b], lr=0.1, momentum=0.9)
opt.zero_grad()
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
