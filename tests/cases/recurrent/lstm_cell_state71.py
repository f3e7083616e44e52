# An LSTMCell's state is the pair (h, c): passing h alone is the parser's TypeError, as in
# PyTorch (probe 72 found a batch-size error instead).
import torch

torch.manual_seed(0)
cell = torch.nn.LSTMCell(8, 6)
x = torch.randn(2, 8)
hx, cx = cell(x)
cell(x, hx)
cell(x, [hx, cx])[0].shape
h1, c1 = cell(x, (hx, cx))
h1
cell(x[0], (hx[0], cx[0]))[1].shape
cell(x, (hx, cx, cx))
