# PyTorch 2.15's weight= of F.mse_loss, F.l1_loss and F.huber_loss: per-element weights,
# as a regression tutorial weights noisy samples less.
import torch
import torch.nn.functional as F


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


pred = torch.tensor([[0.5, 1.5, -0.25], [2.0, 0.0, 1.0]], requires_grad=True)
target = torch.tensor([[1.0, 1.0, 0.0], [1.5, 0.5, 3.0]])
w = torch.tensor([[1.0, 0.5, 2.0], [0.25, 1.0, 3.0]])

out = []
for fn in (F.mse_loss, F.l1_loss, F.huber_loss):
    for reduction in ("mean", "sum", "none"):
        loss = fn(pred, target, reduction=reduction, weight=w)
        out.append((fn.__name__, reduction, loss.detach(), type(loss.grad_fn).__name__))
out

loss = F.mse_loss(pred, target, weight=w)
loss
loss.backward()
pred.grad
pred.grad = None
F.huber_loss(pred, target, delta=0.5, weight=w).backward()
pred.grad
pred.grad = None
F.l1_loss(pred, target, weight=w, reduction="sum").backward()
pred.grad

# The unweighted call is ATen's kernel, as before.
F.mse_loss(pred, target, weight=None)
F.mse_loss(pred, target, weight=None).grad_fn

# A target that broadcasts, and the weight's size rule (the input's size).
F.mse_loss(pred, torch.ones(3), weight=w)
attempt(lambda: F.mse_loss(pred, target, weight=torch.ones(3)))
attempt(lambda: F.l1_loss(pred, target, weight=w, reduction="avg"))
attempt(lambda: F.huber_loss(pred, target, weight=w, reduction="avg"))
attempt(lambda: F.mse_loss(pred, target, reduction="avg"))
F.mse_loss(pred, target, weight=torch.ones(2, 3).double())
F.l1_loss(pred, target, weight=torch.zeros(2, 3))
attempt(lambda: F.huber_loss(pred, target, weight=[1.0, 2.0]))
attempt(lambda: F.mse_loss(pred, target, weight=3.0))
F.mse_loss(torch.ones(0), torch.ones(0), weight=torch.ones(0))
F.mse_loss(torch.ones(()), torch.ones(()), weight=torch.ones(()))
