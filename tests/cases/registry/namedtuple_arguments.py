# A namedtuple is a tuple wherever PyTorch takes one: kernel sizes, pads, split sizes,
# normalized shapes, nested in the data given to torch.tensor; copy keeps its type.
import copy
from collections import namedtuple
import torch
import torch.nn.functional as F

P = namedtuple("P", "a b")
Q = namedtuple("Q", "a b c d")
img = torch.arange(32.0).view(1, 2, 4, 4)
F.max_pool2d(img, P(2, 2))
F.avg_pool2d(img, P(2, 2), stride=P(1, 2))
F.pad(img, Q(1, 0, 0, 1)).shape
F.interpolate(img, size=P(2, 3)).shape
F.unfold(img, kernel_size=P(2, 2)).shape
torch.split(torch.arange(5), P(2, 3))
torch.arange(6.0).view(2, 3).norm(dim=P(0, 1))
F.layer_norm(img, P(4, 4)).shape
w = torch.ones(3, 2, 2, 2)
F.conv2d(img, w, stride=P(1, 2), padding=P(1, 0)).shape
torch.tensor([P(1, 2), P(3, 4)])
torch.tensor(P(1.5, 2))
torch.as_tensor([P(1, 2)])
torch.LongTensor([P(1, 2)])
p = P(1, torch.ones(2))
c = copy.deepcopy(p)
type(c).__name__
c.a
c.b.data_ptr() == p.b.data_ptr()
s = copy.copy(p)
type(s).__name__
m = torch.max(torch.arange(6.0).view(2, 3), 1)
d = copy.deepcopy(m)
type(d).__name__, repr(d)[:24]
d.values
e = copy.copy(m)
type(e).__name__, isinstance(e, tuple)
m[0:1]
m[:]
m + (1,)
