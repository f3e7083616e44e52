# Losses over a class dim with extra dims: a sequence model's (B, C, T) logits and a
# segmentation map's (N, C, H, W), as tutorials write them.
import torch
import torch.nn.functional as F
torch.manual_seed(0)
logits = torch.randn(2, 5, 3, requires_grad=True)
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
lm_logits = torch.randn(B, T, C, requires_grad=True)
y = torch.randint(0, C, (B, T))
l1 = F.cross_entropy(lm_logits.transpose(1, 2), y)
l2 = F.cross_entropy(lm_logits.view(-1, C), y.view(-1))
l1
l2
torch.allclose(l1, l2)
l1.backward()
lm_logits.grad[0]
seg = torch.randn(2, 3, 4, 5, requires_grad=True)
mask = torch.randint(0, 3, (2, 4, 5))
s = F.cross_entropy(seg, mask)
s
s.grad_fn
s.backward()
seg.grad[1, :, 0]
F.cross_entropy(seg, mask, reduction="none").shape
F.cross_entropy(seg, mask, reduction="none").grad_fn
F.nll_loss(F.log_softmax(seg, dim=1), mask)
F.nll_loss(F.log_softmax(seg, dim=1), mask).grad_fn
vol = torch.randn(2, 3, 2, 2, 2)
F.cross_entropy(vol, torch.randint(0, 3, (2, 2, 2, 2)))
F.cross_entropy(vol, torch.randint(0, 3, (2, 2, 2, 2)), reduction="none").shape
F.nll_loss(torch.randn(2, 3, 4), torch.zeros(2, 5, dtype=torch.long))
F.nll_loss(torch.randn(2, 3, 4, 5), torch.zeros(2, 4, dtype=torch.long))
F.nll_loss(torch.randn(2, 3, 4), torch.zeros(3, 4, dtype=torch.long))
F.cross_entropy(torch.randn(2, 3, 4), torch.tensor([[0, 1, 2, 3], [0, 0, 0, 0]]))
loss_fn = torch.nn.CrossEntropyLoss()
loss_fn(torch.randn(3, 4, 2), torch.zeros(3, 2, dtype=torch.long))
torch.nn.NLLLoss(reduction="none")(torch.randn(3, 4, 2), torch.ones(3, 2, dtype=torch.long)).grad_fn
F.nll_loss(torch.randn(3), torch.tensor([2]))
F.nll_loss(torch.randn(3), torch.tensor(2), reduction="none")
F.nll_loss(torch.randn(3), torch.tensor([1, 2]))
F.nll_loss(torch.randn(3), torch.tensor([[1]]))
F.nll_loss(torch.randn(2, 3), torch.tensor([[1], [2]]))
F.nll_loss(torch.randn(2, 3), torch.tensor(1))
F.nll_loss(torch.randn(2, 3), torch.tensor([0, 1, 2]))
F.nll_loss(torch.randn(2, 3, 4, 5), torch.zeros(2, 4, 4, dtype=torch.long))
F.nll_loss(torch.randn(2, 3, 4, 5, 6), torch.zeros(2, 4, 5, dtype=torch.long))
F.nll_loss(torch.randn(0, 3, 4), torch.zeros(0, 4, dtype=torch.long))
F.nll_loss(torch.randn(2, 3, 4), torch.full((2, 4), -100))
F.nll_loss(torch.randn(2, 3, 4), torch.full((2, 4), 5))
