import torch
import torch.nn as nn
import torch.nn.functional as F
# Log-probabilities for T=5 steps, a batch of 2, C=4 classes (0 is the blank).
logits = torch.tensor([
    [[0.1, 0.5, -0.3, 0.2], [1.0, -0.5, 0.3, 0.0]],
    [[0.4, -0.2, 0.6, 0.1], [-0.3, 0.8, 0.2, -0.1]],
    [[-0.5, 0.3, 0.1, 0.9], [0.2, 0.1, -0.4, 0.7]],
    [[0.6, 0.0, -0.1, 0.3], [0.5, -0.6, 0.9, 0.2]],
    [[0.2, 0.7, 0.4, -0.2], [0.0, 0.3, 0.1, 0.6]],
])
log_probs = logits.log_softmax(2).detach().requires_grad_()
targets = torch.tensor([[1, 2, 3], [2, 2, 0]])
input_lengths = (5, 4)
target_lengths = (3, 2)
loss = F.ctc_loss(log_probs, targets, input_lengths, target_lengths)
loss
loss.grad_fn
loss.grad_fn.next_functions[0][0]
loss.grad_fn.next_functions[0][0].next_functions[0][0]
loss.backward()
log_probs.grad
# reduction='none' gives one loss per sequence.
per = F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="none")
per
per.grad_fn
per.grad_fn.next_functions
total = F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="sum")
total
total.grad_fn
log_probs.grad = None
total.backward()
log_probs.grad
# mean divides each loss by its target length, then averages.
(per / torch.tensor([3.0, 2.0])).mean()
# Lengths as tensors, targets concatenated.
flat = torch.tensor([1, 2, 3, 2, 2])
F.ctc_loss(log_probs, flat, torch.tensor([5, 4]), torch.tensor([3, 2]), reduction="none")
F.ctc_loss(log_probs, flat, [5, 4], [3, 2])
F.ctc_loss(log_probs, targets.int(), torch.tensor([5, 4], dtype=torch.int32), torch.tensor([3, 2], dtype=torch.int32))
# A repeated label needs a blank between its copies.
F.ctc_loss(log_probs, torch.tensor([[2, 2]]).expand(2, 2), (5, 3), (2, 2), reduction="none")
F.ctc_loss(log_probs, torch.tensor([[2, 2, 2]]).expand(2, 3), (5, 4), (3, 3), reduction="none")
# Another blank index.
F.ctc_loss(log_probs, torch.tensor([[0, 1], [2, 0]]), (5, 5), (2, 2), blank=3, reduction="none")
# An empty target: every step must be blank.
F.ctc_loss(log_probs, torch.tensor([[1], [1]]), (5, 3), (0, 1), reduction="none")
F.ctc_loss(log_probs, torch.tensor([[1], [1]]), (5, 3), (0, 1))
# Input lengths of zero.
F.ctc_loss(log_probs, targets, (0, 4), (0, 2), reduction="none")
# Unbatched input (T, C) with a 1-d target.
one = F.ctc_loss(log_probs[:, 0], targets[0], (5,), (3,), reduction="none")
one
one.grad_fn
one.grad_fn.next_functions[0][0].next_functions
F.ctc_loss(log_probs[:, 0], targets[0], torch.tensor(5), torch.tensor(3))
# float64
lp64 = logits.double().log_softmax(2).requires_grad_()
l64 = F.ctc_loss(lp64, targets, input_lengths, target_lengths)
l64
l64.backward()
lp64.grad
# The module.
ctc = nn.CTCLoss()
ctc
nn.CTCLoss(blank=2, reduction="sum", zero_infinity=True)
ctc(log_probs, targets, input_lengths, target_lengths)
ctc.blank, ctc.reduction, ctc.zero_infinity
nn.CTCLoss(reduction="none")(log_probs, flat, torch.tensor([5, 4]), torch.tensor([3, 2]))
# A strided (N, T, C) tensor transposed to (T, N, C).
ntc = logits.transpose(0, 1).contiguous().log_softmax(2).requires_grad_()
lt = F.ctc_loss(ntc.transpose(0, 1), targets, input_lengths, target_lengths)
lt
lt.backward()
ntc.grad
ntc.grad.stride()
repr(ctc)
repr(nn.CTCLoss(blank=2, reduction="sum", zero_infinity=True))
str(type(ctc))
