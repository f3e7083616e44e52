import torch
import torch.nn as nn
import torch.nn.functional as F
# A target longer than the input can be aligned with has an infinite loss.
logits = torch.tensor([
    [[0.1, 0.5, -0.3], [1.0, -0.5, 0.3]],
    [[0.4, -0.2, 0.6], [-0.3, 0.8, 0.2]],
    [[-0.5, 0.3, 0.1], [0.2, 0.1, -0.4]],
])
lp = logits.log_softmax(2).detach().requires_grad_()
targets = torch.tensor([[1, 1, 2], [1, 2, 1]])
per = F.ctc_loss(lp, targets, (3, 3), (3, 2), reduction="none")
per
per.sum().backward()
lp.grad
# zero_infinity replaces the infinite losses (and their gradients) by zero.
lp.grad = None
z = F.ctc_loss(lp, targets, (3, 3), (3, 2), reduction="none", zero_infinity=True)
z
z.grad_fn
z.grad_fn.next_functions
z.sum().backward()
lp.grad
lp.grad = None
zm = F.ctc_loss(lp, targets, (3, 3), (3, 2), zero_infinity=True)
zm
zm.backward()
lp.grad
lp.grad = None
m = F.ctc_loss(lp, targets, (3, 3), (3, 2))
m
m.backward()
lp.grad
# Only the infinite entry's gradient is weighted by zero: the rest is still used.
lp.grad = None
w = F.ctc_loss(lp, targets, (3, 3), (3, 2), reduction="none")
(w * torch.tensor([0.0, 1.0])).sum().backward()
lp.grad
# An empty input with a non-empty target.
lp.grad = None
e = F.ctc_loss(lp, targets, (0, 3), (1, 2), reduction="none")
e
e.sum().backward()
lp.grad
lp.grad = None
e2 = F.ctc_loss(lp, targets, (0, 3), (0, 2), reduction="none")
e2
e2.sum().backward()
lp.grad
nn.CTCLoss(zero_infinity=True)(lp, targets, (1, 3), (2, 2))
nn.CTCLoss(reduction="sum")(lp, targets, (1, 3), (2, 2))
# Shorter inputs leave the later steps' gradient at zero.
lp.grad = None
s = F.ctc_loss(lp, targets, (2, 3), (1, 2), reduction="sum")
s
s.backward()
lp.grad
