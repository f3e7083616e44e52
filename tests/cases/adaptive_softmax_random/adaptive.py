import torch
import torch.nn as nn
# An adaptive softmax over 10 classes: a shortlist of 4, clusters [4, 7) and [7, 10).
torch.manual_seed(0)
asm = nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[4, 7], div_value=2.0)
asm
repr(asm)
str(type(asm))
[n for n, _ in asm.named_parameters()]
[tuple(p.shape) for p in asm.parameters()]
list(asm.state_dict().keys())
asm.head.weight[0]
asm.tail[1][0].weight[0]
asm.shortlist_size, asm.n_clusters, asm.head_size, asm.cutoffs
x = torch.randn(6, 16, requires_grad=True)
target = torch.tensor([0, 5, 9, 3, 7, 4])
out = asm(x, target)
type(out).__name__
repr(out)[:60]
out._fields
out.output
out.loss
out.output.grad_fn
out.loss.grad_fn
output, loss = out
loss.backward()
x.grad[0]
asm.head.weight.grad.sum()
asm.tail[0][1].weight.grad
lp = asm.log_prob(x)
lp
lp.exp().sum(1)
asm.predict(x)
# Unbatched.
single = asm(x[2], torch.tensor(9))
single.output
single.loss
# head_bias, and every target in the shortlist.
torch.manual_seed(1)
asm2 = nn.AdaptiveLogSoftmaxWithLoss(8, 6, [2], head_bias=True)
repr(asm2)
[n for n, _ in asm2.named_parameters()]
y = torch.randn(3, 8)
asm2(y, torch.tensor([0, 1, 1]))
asm2(y, torch.tensor([4, 5, 3]))
asm2.predict(y)
asm2.log_prob(y)
# Errors.
try:
    nn.AdaptiveLogSoftmaxWithLoss(8, 6, [])
except ValueError as e:
    m1 = str(e)
m1
try:
    nn.AdaptiveLogSoftmaxWithLoss(8, 6, [3, 2])
except ValueError as e:
    m2 = str(e)
m2
try:
    nn.AdaptiveLogSoftmaxWithLoss(8, 6, [2, 6])
except ValueError as e:
    m3 = str(e)
m3
try:
    asm2(y, torch.tensor([0, 6, 1]))
except RuntimeError as e:
    m4 = str(e)
m4
try:
    asm2(y, torch.tensor([0, 1]))
except RuntimeError as e:
    m5 = str(e)
m5
try:
    asm2(y[0], torch.tensor([0]))
except RuntimeError as e:
    m6 = str(e)
m6
try:
    asm2(y, torch.tensor([[0, 1, 1]]))
except RuntimeError as e:
    m7 = str(e)
m7
try:
    asm2(y, torch.tensor(1))
except RuntimeError as e:
    m8 = str(e)
m8
