# Losses over a class dim with extra dims: a sequence model's (B, C, T) logits and a
# segmentation map's (N, C, H, W), as tutorials write them.
import torch
import torch.nn.functional as F
import math


def det(*shape):
    # Deterministic stand-ins for randn/randint: the wgpu device draws from its own stream.
    n = math.prod(shape)
    return (torch.arange(n, dtype=torch.float32) * 0.7).sin().mul(2).reshape(shape)


def labels(high, *shape):
    n = math.prod(shape)
    return (torch.arange(n) * 7 + 3).remainder(high).reshape(shape)


logits = det(2, 5, 3).requires_grad_()
targets = torch.tensor([[0, 4, 2], [1, 1, 3]])
loss = F.cross_entropy(logits, targets)
loss
loss.backward()
logits.grad
F.cross_entropy(logits, targets, reduction="none")
F.cross_entropy(logits, targets, reduction="sum")
F.cross_entropy(logits, targets, reduction="none").grad_fn
F.cross_entropy(logits, targets, ignore_index=1)
F.cross_entropy(logits, targets, weight=torch.tensor([1., 2., 3., 4., 5.]))
F.cross_entropy(logits, targets, label_smoothing=0.1)
B, T, C = 4, 6, 7
lm_logits = det(B, T, C).requires_grad_()
y = labels(C, B, T)
l1 = F.cross_entropy(lm_logits.transpose(1, 2), y)
l2 = F.cross_entropy(lm_logits.view(-1, C), y.view(-1))
l1
l2
torch.allclose(l1, l2)
l1.backward()
lm_logits.grad[0]
seg = det(2, 3, 4, 5).requires_grad_()
mask = labels(3, 2, 4, 5)
s = F.cross_entropy(seg, mask)
s
s.grad_fn
s.backward()
seg.grad[1, :, 0]
F.cross_entropy(seg, mask, reduction="none").shape
F.cross_entropy(seg, mask, reduction="none").grad_fn
F.nll_loss(F.log_softmax(seg, dim=1), mask)
F.nll_loss(F.log_softmax(seg, dim=1), mask).grad_fn
vol = det(2, 3, 2, 2, 2)
F.cross_entropy(vol, labels(3, 2, 2, 2, 2))
F.cross_entropy(vol, labels(3, 2, 2, 2, 2), reduction="none").shape
F.nll_loss(det(2, 3, 4), torch.zeros(2, 5, dtype=torch.long))
F.nll_loss(det(2, 3, 4, 5), torch.zeros(2, 4, dtype=torch.long))
F.nll_loss(det(2, 3, 4), torch.zeros(3, 4, dtype=torch.long))
F.cross_entropy(det(2, 3, 4), torch.tensor([[0, 1, 2, 3], [0, 0, 0, 0]]))
loss_fn = torch.nn.CrossEntropyLoss()
loss_fn(det(3, 4, 2), torch.zeros(3, 2, dtype=torch.long))
torch.nn.NLLLoss(reduction="none")(det(3, 4, 2), torch.ones(3, 2, dtype=torch.long)).grad_fn
F.nll_loss(det(3), torch.tensor([2]))
F.nll_loss(det(3), torch.tensor(2), reduction="none")
F.nll_loss(det(3), torch.tensor([1, 2]))
F.nll_loss(det(3), torch.tensor([[1]]))
F.nll_loss(det(2, 3), torch.tensor([[1], [2]]))
F.nll_loss(det(2, 3), torch.tensor(1))
F.nll_loss(det(2, 3), torch.tensor([0, 1, 2]))
F.nll_loss(det(2, 3, 4, 5), torch.zeros(2, 4, 4, dtype=torch.long))
F.nll_loss(det(2, 3, 4, 5, 6), torch.zeros(2, 4, 5, dtype=torch.long))
F.nll_loss(det(0, 3, 4), torch.zeros(0, 4, dtype=torch.long))
F.nll_loss(det(2, 3, 4), torch.full((2, 4), -100))
F.nll_loss(det(2, 3, 4), torch.full((2, 4), 5))
