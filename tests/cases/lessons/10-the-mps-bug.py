# Recorded from lessons/10-the-mps-bug.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
decoder_weight = torch.arange(1., 7.).view(2, 3) / 10
enc = torch.nn.Parameter(decoder_weight.T.clone())
enc.shape
enc.stride()
enc.is_contiguous()
opt = torch.optim.Adam([enc], lr=0.1)
x = torch.ones(4, 3)
loss = (x @ enc).pow(2).mean()
loss.backward()
enc.grad.stride()
opt.step()
opt.state[enc]['exp_avg'].stride()
opt.state[enc]['exp_avg_sq'].stride()
opt.state[enc]['exp_avg_sq'].abs().max() > 0
torch.equal(enc.detach(), decoder_weight.T)
# exercise: Does Adam's state inherit the layout?
import torch
W = torch.ones(3, 5)
p = W.T.clone()
torch.zeros_like(p).stride()
