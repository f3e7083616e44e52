import torch
torch.manual_seed(0)
W = torch.randn(4, 3, requires_grad=True)
with torch.no_grad():
    rows = W.unbind(0)
    head = W[:2]
    chunks = W.chunk(2)
rows[0].requires_grad
head.requires_grad
chunks[1].requires_grad
loss = (head * 2).sum() + rows[3].sum() + (W ** 2).sum()
loss.backward()
W.grad
opt = torch.optim.SGD([W], lr=0.1)
opt.step()
head
rows[0]
with torch.no_grad():
    head.mul_(0.5)
    rows[1].add_(1)
W
head.add_(1)
rows[1].add_(1)
