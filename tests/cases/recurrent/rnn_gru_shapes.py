# The recurrent layers a course walks through: shapes, parameters, batch_first, stacked and
# bidirectional layers, cells, and the errors a wrong shape gets.
import torch
import torch.nn as nn

torch.manual_seed(0)
rnn = nn.RNN(4, 5, num_layers=2)
rnn
[(n, tuple(p.shape)) for n, p in rnn.named_parameters()]
x = torch.randn(6, 2, 4)
out, h = rnn(x)
out
h
out.grad_fn.name()
h.grad_fn.name()
torch.equal(out[-1], h[-1])

gru = nn.GRU(4, 3, batch_first=True, bidirectional=True)
gru
xb = torch.randn(2, 6, 4)
out, h = gru(xb)
out.shape, out.stride(), h.shape
out
h
out.grad_fn.name()
torch.allclose(out[:, -1, :3], h[0]) and torch.allclose(out[:, 0, 3:], h[1])
out.sum().backward()
gru.weight_hh_l0_reverse.grad
gru.bias_ih_l0.grad

relu_rnn = nn.RNN(2, 3, 1, "relu", bias=False)
relu_rnn
relu_rnn(torch.randn(5, 2))

lstm = nn.LSTM(input_size=4, hidden_size=6, num_layers=2, batch_first=True, bidirectional=True)
lstm
out, (h, c) = lstm(xb)
out.shape, h.shape, c.shape
out.grad_fn.name()
out[0, :2]
c[:, 0]
(out.sum() + c.sum()).backward()
lstm.weight_ih_l1_reverse.grad.norm()
lstm.bias_hh_l0.grad

proj = nn.LSTM(4, 6, proj_size=2)
proj
[(n, tuple(p.shape)) for n, p in proj.named_parameters()]
out, (h, c) = proj(torch.randn(3, 2, 4))
out.shape, h.shape, c.shape
out
out.grad_fn.name()

dl = nn.LSTM(4, 6).double()
o, (h, c) = dl(torch.randn(3, 2, 4, dtype=torch.float64))
o.grad_fn.name()
o

cell = nn.LSTMCell(4, 5)
cell
hx, cx = cell(torch.randn(3, 4))
hx
cx
hx.grad_fn.name(), cx.grad_fn.name()
gcell = nn.GRUCell(4, 5)
gcell(torch.randn(3, 4))
gcell(torch.randn(4))
rcell = nn.RNNCell(4, 5, nonlinearity="relu")
rcell
rcell(torch.randn(2, 4), torch.randn(2, 5))

# unbatched sequences
out, h = nn.GRU(4, 3)(torch.randn(6, 4))
out.shape, h.shape, out.grad_fn.name()
out, (h, c) = nn.LSTM(4, 3)(torch.randn(6, 4))
out.shape, h.shape, h.grad_fn.name()

# what goes wrong
rnn(torch.randn(6, 2, 3))
rnn(torch.randn(6, 2, 4), torch.zeros(1, 2, 5))
rnn(torch.randn(6, 2, 4).double())
rnn(torch.randn(6, 4), torch.zeros(2, 1, 5))
lstm(xb, (torch.zeros(4, 2, 6), torch.zeros(4, 3, 6)))
nn.LSTM(3, 3)(torch.randn(2, 3, 3, 3))
nn.RNN(3, 3, nonlinearity="sigmoid")
nn.GRU(3, 3, proj_size=1)
nn.LSTM(3, 3, proj_size=3)
nn.LSTM(3, 3, dropout=1.5)
nn.LSTM(3, 0)
cell(torch.randn(3, 5))
cell(torch.randn(3, 4), (torch.zeros(2, 5), torch.zeros(3, 5)))
lstm(xb, (torch.zeros(4, 2, 6), torch.zeros(4, 2, 6), torch.zeros(4, 2, 6)))
nn.GRU(3, 4, bias=0)
nn.RNN(3, 4, batch_first=1)
nn.RNN(0, 4)
nn.LSTM(3.0, 4)
nn.GRU(4, 3)(torch.zeros(0, 2, 4))

# second derivatives through an LSTM (a gradient penalty)
pen = nn.LSTM(2, 3)
xs = torch.randn(4, 1, 2, requires_grad=True)
(gx,) = torch.autograd.grad(pen(xs)[0].sum(), xs, create_graph=True)
gx.requires_grad
(gx ** 2).sum().backward()
pen.weight_hh_l0.grad
xs.grad
