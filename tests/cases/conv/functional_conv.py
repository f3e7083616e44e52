import torch.nn.functional as F
# Deterministic data (not torch.randn), so the wgpu device sees the same numbers.
def rnd(*shape, requires_grad=False):
    n = math.prod(shape)
    t = torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(2.0).reshape(shape)
    return t.requires_grad_(requires_grad)
x = rnd(2, 3, 7, 6, requires_grad=True)
w = rnd(4, 3, 3, 3, requires_grad=True)
b = rnd(4, requires_grad=True)
y = F.conv2d(x, w, b)
y
y.sum().backward()
x.grad
w.grad
b.grad
y2 = F.conv2d(x, w, stride=2, padding=1, dilation=(1, 2))
y2
(y2 * y2).sum().backward()
x.grad
w.grad
F.conv2d(x, w, padding='same')
F.conv2d(x, w, padding='valid').shape
F.conv2d(x, rnd(4, 3, 2, 2), padding='same')
F.conv2d(x, w, padding='same', stride=2)
F.conv2d(x[0], w)
F.conv2d(x.to(memory_format=torch.channels_last), w)
F.conv2d(x, w.to(memory_format=torch.channels_last)).stride()
F.conv2d(x.transpose(2, 3), w)
g = rnd(6, 1, 3, 3)
F.conv2d(rnd(1, 3, 5, 5).repeat(1, 2, 1, 1), g, groups=6)
F.conv2d(rnd(1, 4, 5, 5), rnd(6, 2, 3, 3), groups=2)
F.conv2d(rnd(1, 4, 5, 5), rnd(5, 2, 3, 3), groups=2)
F.conv2d(rnd(1, 2, 8, 8), w)
F.conv2d(rnd(1, 3, 2, 2), w)
F.conv2d(rnd(2, 3), w)
F.conv2d(x, w, padding=-1)
F.conv2d(x, w, stride=0)
F.conv2d(x, w, stride=(1, 1, 1))
F.conv2d(x.double(), w)
F.conv2d(x, w, rnd(5))
F.conv2d(torch.ones(1, 1, 4, 4, dtype=torch.int64), torch.ones(1, 1, 2, 2, dtype=torch.int64))
s = rnd(2, 3, 10, requires_grad=True)
k = rnd(5, 3, 4, requires_grad=True)
c1 = F.conv1d(s, k, padding=2, stride=3)
c1
c1.pow(2).sum().backward()
s.grad
k.grad
F.conv1d(s, k, padding='same')
torch.conv2d(x, w).shape
t = rnd(1, 4, 3, 3, requires_grad=True)
tw = rnd(4, 2, 3, 3, requires_grad=True)
ct = F.conv_transpose2d(t, tw, stride=2, padding=1, output_padding=1)
ct
ct.sum().backward()
t.grad
tw.grad
F.conv_transpose2d(t, rnd(4, 1, 2, 2), groups=2, stride=2)
F.conv_transpose1d(rnd(2, 3, 5), rnd(3, 2, 3), stride=2)
F.conv_transpose2d(t, tw, stride=2, output_padding=2)
