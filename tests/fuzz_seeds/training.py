# A small training loop: modules, autograd, an optimizer, in-place updates through views.
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
x = torch.randn(16, 4)
y = torch.randn(16, 2)
for step in range(5):
    opt.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    opt.step()
loss.item() > 0
p = list(model.parameters())[0]
p.grad.shape, p.T.stride()
with torch.no_grad():
    p.T[0].mul_(0.5)
p.requires_grad, p.grad_fn
q = p.detach()
q.data_ptr() == p.data_ptr()
