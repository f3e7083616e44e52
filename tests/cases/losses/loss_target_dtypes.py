# A binary classifier as tutorials write it, with the labels left as integers (the first
# thing many people try): PyTorch refuses integer targets in BCE, BCE-with-logits and
# kl_div, and keeps the input's (or target's) dtype when weights are float64.
import torch
import torch.nn as nn
import torch.nn.functional as F

logits = torch.tensor([[0.3, -1.2], [2.0, 0.1], [-0.5, 0.7]], requires_grad=True)
labels = torch.tensor([[0, 1], [1, 0], [1, 1]])
probs = torch.sigmoid(logits)
F.binary_cross_entropy_with_logits(logits, labels)
nn.BCEWithLogitsLoss()(logits, labels)
nn.BCEWithLogitsLoss(pos_weight=torch.tensor([2.0, 1.0]))(logits, labels)
F.binary_cross_entropy_with_logits(logits, labels.bool())
F.binary_cross_entropy_with_logits(logits.long(), labels.float())
F.binary_cross_entropy_with_logits(logits, labels, reduction='none')
F.binary_cross_entropy(probs, labels)
nn.BCELoss()(probs, labels)
F.binary_cross_entropy(probs, labels.bool())
F.binary_cross_entropy(probs, labels.double())
F.binary_cross_entropy(probs.double(), labels.float())
F.binary_cross_entropy(probs.long(), labels)
F.binary_cross_entropy(probs * 8, labels)
loss = F.binary_cross_entropy_with_logits(logits, labels.float())
loss
loss.backward()
logits.grad
w64 = torch.tensor([1.0, 3.0], dtype=torch.float64)
F.binary_cross_entropy(probs, labels.float(), weight=w64)
F.binary_cross_entropy(probs, labels.float(), weight=torch.tensor([1, 3]))
F.binary_cross_entropy_with_logits(logits, labels.float(), weight=w64)
F.binary_cross_entropy_with_logits(logits, labels.float(), pos_weight=w64)
F.binary_cross_entropy_with_logits(logits.double(), labels.float())
F.binary_cross_entropy_with_logits(logits, labels.double())
F.binary_cross_entropy_with_logits(logits, labels.double(), weight=torch.ones(2))
nn.BCEWithLogitsLoss(weight=w64, reduction='none')(logits, labels.float()).dtype
log_q = F.log_softmax(logits, dim=1)
F.kl_div(log_q, labels, reduction='batchmean')
F.kl_div(log_q.long(), labels.float(), reduction='sum')
F.kl_div(log_q, labels.bool(), reduction='sum')
nn.KLDivLoss(reduction='batchmean')(log_q, labels)
F.kl_div(log_q, labels[:2], reduction='sum')
F.kl_div(log_q, labels.float() / 2, reduction='batchmean')
F.kl_div(log_q, (labels.double() / 2), reduction='sum')
F.mse_loss(logits, labels)
F.l1_loss(logits, labels)
