# Recorded from lessons/08-optimizers.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
p = torch.tensor([1., 2., 3.], requires_grad=True)
opt = torch.optim.SGD([p], lr=0.1, momentum=0.9)
g = torch.tensor([1., -1., 2.])
p.grad = g.clone()
opt.step()
p.grad = g.clone()
opt.step()
p
opt.state[p]['momentum_buffer']
buf = g.clone()
mine = torch.tensor([1., 2., 3.]) - 0.1 * buf
buf = 0.9 * buf + g
mine = mine - 0.1 * buf
mine
torch.allclose(mine, p.detach())
before = p.untyped_storage().data_ptr()
p._version
opt.step()
p.untyped_storage().data_ptr() == before
p._version
p0 = torch.tensor([1., -2., 3.])
g = torch.tensor([0.5, 0.5, -1.])
w = p0.clone().requires_grad_()
adam = torch.optim.Adam([w], lr=0.1, betas=(0.9, 0.999), eps=1e-8, foreach=False)
w.grad = g.clone()
adam.step()
w
sorted(adam.state[w].keys())
adam.state[w]['step']
adam.state[w]['exp_avg']
m = (1 - 0.9) * g
v = (1 - 0.999) * g * g
m_hat = m / (1 - 0.9 ** 1)
v_hat = v / (1 - 0.999 ** 1)
by_hand = p0 - 0.1 * m_hat / (v_hat.sqrt() + 1e-8)
by_hand
torch.allclose(by_hand, w.detach())
dec = torch.arange(6.).view(2, 3)
enc = dec.t().clone().requires_grad_()
enc.stride()
enc.is_contiguous()
opt = torch.optim.Adam([enc], lr=0.1)
(enc * enc).sum().backward()
enc.grad.stride()
opt.step()
ea = opt.state[enc]['exp_avg']
ea.stride()
opt.state[enc]['exp_avg_sq'].stride()
s = torch.arange(12.).view(3, 4)[:, ::2].detach().requires_grad_()
s.stride()
s.is_leaf
opt_s = torch.optim.Adam([s], lr=0.1)
(s * 3).sum().backward()
s.grad.stride()
opt_s.step()
opt_s.state[s]['exp_avg'].stride()
f = p0.clone().requires_grad_()
fused = torch.optim.Adam([f], lr=0.1, fused=True)
f.grad = g.clone()
fused.step()
torch.allclose(f.detach(), w.detach())
fused.state[f]['exp_avg']
# exercise: The momentum buffer after two steps
import torch
p = torch.tensor([0.], requires_grad=True)
opt = torch.optim.SGD([p], lr=0.1, momentum=0.9)
for _ in range(2):
    p.grad = torch.tensor([2.])
    opt.step()
opt.state[p]['momentum_buffer'][0]
# exercise: Where does the state live?
import torch
dec = torch.arange(6.).view(2, 3)
enc = dec.t().clone().requires_grad_()
opt = torch.optim.Adam([enc], lr=0.01)
enc.grad = torch.ones(3, 2)
opt.step()
opt.state[enc]['exp_avg'].stride()
# exercise: Two Adam steps by hand
import torch
p0 = torch.tensor([1., -2., 3.])
g1 = torch.tensor([0.5, 0.5, -1.])
g2 = torch.tensor([1., -0.25, 0.])
lr, b1, b2, eps = 0.1, 0.9, 0.999, 1e-8
m = torch.zeros(3)
v = torch.zeros(3)
p_hand = p0.clone()
for t, g in ((1, g1), (2, g2)):
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    m_hat = m / (1 - b1 ** t)
    v_hat = v / (1 - b2 ** t)
    p_hand = p_hand - lr * m_hat / (v_hat.sqrt() + eps)
ref = p0.clone().requires_grad_()
ref_opt = torch.optim.Adam([ref], lr=0.1, betas=(0.9, 0.999), eps=1e-8)
for grad in (g1, g2):
    ref.grad = grad.clone()
    ref_opt.step()
assert isinstance(p_hand, torch.Tensor) and p_hand.shape == (3,), "p_hand should be a tensor of 3 values"
assert torch.allclose(p_hand, ref.detach(), atol=1e-6), f"p_hand is {p_hand.tolist()}, torch.optim.Adam gives {ref.detach().tolist()}"
# exercise: The gradients pile up
import torch
q = torch.tensor([1., -1.], requires_grad=True)
opt = torch.optim.SGD([q], lr=0.1)
for _ in range(3):
    opt.zero_grad()
    loss = (q * q).sum()
    loss.backward()
    opt.step()
assert torch.allclose(q.detach(), torch.tensor([0.512, -0.512])), f"q is {q.detach().tolist()} after three steps"
