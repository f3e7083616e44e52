import torch
import torch.nn as nn
# nn.CTCLoss's own examples: padded targets, then unpadded (concatenated) targets.
torch.manual_seed(0)
T = 50      # Input sequence length
C = 20      # Number of classes (including blank)
N = 16      # Batch size
S = 30      # Target sequence length of longest target in batch (padding length)
S_min = 10  # Minimum target length, for demonstration purposes
input = torch.randn(T, N, C).log_softmax(2).detach().requires_grad_()
target = torch.randint(low=1, high=C, size=(N, S), dtype=torch.long)
input_lengths = torch.full(size=(N,), fill_value=T, dtype=torch.long)
target_lengths = torch.randint(low=S_min, high=S, size=(N,), dtype=torch.long)
ctc_loss = nn.CTCLoss()
loss = ctc_loss(input, target, input_lengths, target_lengths)
loss
loss.backward()
input.grad[0]
input.grad[-1]
input.grad.sum()
input.grad.abs().sum(dim=(0, 2))
# Target are to be un-padded
input = torch.randn(T, N, C).log_softmax(2).detach().requires_grad_()
input_lengths = torch.full(size=(N,), fill_value=T, dtype=torch.long)
target_lengths = torch.randint(low=1, high=T, size=(N,), dtype=torch.long)
target = torch.randint(low=1, high=C, size=(sum(target_lengths),), dtype=torch.long)
loss = nn.CTCLoss(reduction="none")(input, target, input_lengths, target_lengths)
loss
loss.sum().backward()
input.grad[:, 3]
input.grad.abs().sum(dim=(0, 2))
# Target are to be un-padded and unbatched (effectively N=1)
input = torch.randn(T, C).log_softmax(1).detach().requires_grad_()
input_lengths = torch.tensor(T, dtype=torch.long)
target_lengths = torch.randint(low=1, high=T, size=(), dtype=torch.long)
target = torch.randint(low=1, high=C, size=(target_lengths,), dtype=torch.long)
loss = ctc_loss(input, target, input_lengths, target_lengths)
loss
loss.backward()
input.grad[:5]
# Varying input lengths, zero_infinity, a model's output.
torch.manual_seed(1)
rnn = nn.GRU(8, 16)
head = nn.Linear(16, 6)
x = torch.randn(12, 4, 8)
out, _ = rnn(x)
log_probs = head(out).log_softmax(2)
targets = torch.randint(1, 6, (4, 7))
lengths_in = torch.tensor([12, 10, 7, 3])
lengths_tg = torch.tensor([5, 7, 3, 4])
crit = nn.CTCLoss(zero_infinity=True)
loss = crit(log_probs, targets, lengths_in, lengths_tg)
loss
loss.grad_fn
loss.backward()
head.weight.grad
rnn.weight_hh_l0.grad.sum()
nn.CTCLoss(reduction="none")(log_probs, targets, lengths_in, lengths_tg)
