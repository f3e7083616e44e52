# torch.constant_pad_nd(input, pad, value): ATen's pad under its own name (F.pad's constant
# mode), with its own texts for a bad pad list; values, strides and the graph as F.pad's.
import torch
import torch.nn.functional as F
x = torch.arange(6.).reshape(2, 3)
torch.constant_pad_nd(x, (1, 1))
torch.constant_pad_nd(x, (1, 2, 0, 1), 9.5)
torch.constant_pad_nd(x, [-1, 1], value=2)
torch.constant_pad_nd(x, pad=(1, 1), value=3)
torch.constant_pad_nd(torch.arange(4), (1, 2), 7)
torch.constant_pad_nd(torch.arange(4), (1, 1), 2.5)
torch.constant_pad_nd(torch.arange(4), (1, 1), 2**53 + 1)
torch.constant_pad_nd(torch.arange(4), (1,), 2.5)
torch.constant_pad_nd(x, (1, 1, 1, 1, 1, 1))
torch.constant_pad_nd(x, (1, 1, 1))
torch.constant_pad_nd(x, (-2, -2))
torch.constant_pad_nd(x, (0, 0)).data_ptr() == x.data_ptr()
torch.constant_pad_nd(x.t(), (0, 1)).stride()
torch.constant_pad_nd(x.t(), (0, -1)).stride()
torch.constant_pad_nd(x, (1, 1), value=1e39)
torch.constant_pad_nd(x.half(), (1, 1), value=70000.0)
torch.equal(torch.constant_pad_nd(x, (2, 1, 1, 0), -1.0), F.pad(x, (2, 1, 1, 0), value=-1.0))
w = torch.ones(2, 2, requires_grad=True)
p = torch.constant_pad_nd(w * 3, (1, 0, 0, 1), 5.0)
p
p.grad_fn.name()
p.sum().backward()
w.grad
img = torch.arange(24.).reshape(1, 2, 3, 4).to(memory_format=torch.channels_last)
torch.constant_pad_nd(img, (1, 1, 1, 1)).stride()
torch.constant_pad_nd(torch.tensor([True, False]), (1, 1), True)
