# @torch.no_grad() on a generator function: the body runs without grad at every resume,
# the loop around it with the caller's mode (its body ran with grad enabled).
import torch
x = torch.ones(2, requires_grad=True)
@torch.no_grad()
def batches(n):
    for i in range(n):
        yield x * i, torch.is_grad_enabled()
outs = []
for y, mode in batches(3):
    outs.append((y.requires_grad, mode, torch.is_grad_enabled()))
outs
@torch.enable_grad()
def grads():
    yield (x * 2).requires_grad
with torch.no_grad():
    list(grads()), torch.is_grad_enabled()
g = batches(2)
next(g)[1], torch.is_grad_enabled()
@torch.no_grad
def plain():
    yield torch.is_grad_enabled()
list(plain())
