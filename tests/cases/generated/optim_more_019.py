w = (torch.arange(4.).view(2, 2) / 10 - 0.2).requires_grad_()
b = torch.linspace(-0.5, 0.5, 2).requires_grad_()
target = torch.arange(4.).view(2, 2) / 20
opt = torch.optim.SGD([w, b], lr=0.1, momentum=0.5, nesterov=True)
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
