# A bidirectional RNN written by hand (d2l's BiRNNScratch) runs the backward layer over
# `reversed(inputs)`: Tensor.__reversed__ is `flip(0)`, a new tensor, and a 0-d tensor is
# itself.
import torch
inputs = torch.linspace(-1.0, 1.0, 24).reshape(4, 2, 3)
W = (torch.arange(15.0).reshape(3, 5) / 10 - 0.7).requires_grad_()
def run(xs):
    h = torch.zeros(2, 5)
    outs = []
    for x in xs:
        h = torch.tanh(x @ W + h)
        outs.append(h)
    return outs
f_outs = run(inputs)
rev = reversed(inputs)
type(rev)
rev.shape
rev
b_outs = run(rev)
outputs = [torch.cat((f, b), -1) for f, b in zip(f_outs, reversed(b_outs))]
torch.stack(outputs).shape
reversed(torch.stack(outputs)).grad_fn
torch.stack(outputs).sum().backward()
W.grad
s = torch.tensor(5.0)
reversed(s) is s
[t for t in reversed(torch.arange(3))]
inputs.__reversed__().equal(inputs.flip(0))
list(reversed([1, 2, 3]))
