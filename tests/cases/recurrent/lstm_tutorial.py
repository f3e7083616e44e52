# PyTorch's "Sequence Models and Long Short-Term Memory Networks" tutorial, its first part:
# an LSTM stepped one element at a time, then the whole sequence at once.
import torch
import torch.nn as nn

torch.manual_seed(1)

lstm = nn.LSTM(3, 3)  # Input dim is 3, output dim is 3
lstm
inputs = [torch.randn(1, 3) for _ in range(5)]  # make a sequence of length 5

# initialize the hidden state.
hidden = (torch.randn(1, 1, 3), torch.randn(1, 1, 3))
for i in inputs:
    # Step through the sequence one element at a time.
    # after each step, hidden contains the hidden state.
    out, hidden = lstm(i.view(1, 1, -1), hidden)
out
hidden

inputs = torch.cat(inputs).view(len(inputs), 1, -1)
hidden = (torch.randn(1, 1, 3), torch.randn(1, 1, 3))  # clean out hidden state
out, hidden = lstm(inputs, hidden)
out
hidden
[name for name, _ in lstm.named_parameters()]
lstm.weight_ih_l0

# and a training step, as the tagger in the same tutorial takes one
loss = out.pow(2).sum() + hidden[1].sum()
loss.backward()
lstm.weight_hh_l0.grad
lstm.bias_ih_l0.grad
out.grad_fn.name()
hidden[0].grad_fn.name()
hidden[0].grad_fn.next_functions[0][0].name()
