import torch.nn.functional as F
# Deterministic data (not torch.randn), so the wgpu device sees the same numbers.
def rnd(*shape, requires_grad=False):
    n = math.prod(shape)
    t = torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(2.0).reshape(shape)
    return t.requires_grad_(requires_grad)
x = rnd(2, 3, 7, 6, requires_grad=True)
m = F.max_pool2d(x, 2)
m
m.sum().backward()
x.grad
v, i = F.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)
v
i
F.max_pool2d(x, (2, 3), stride=(1, 2), dilation=(2, 1))
F.max_pool2d(x, 2, ceil_mode=True, return_indices=True)
F.max_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)
F.max_pool2d(x[0], 2)
F.max_pool2d(x.to(memory_format=torch.channels_last), 2, return_indices=True)
F.max_pool2d(x, 8)
F.max_pool2d(x, 2, padding=2)
F.max_pool2d(torch.ones(4, 4), 2)
F.max_pool2d(torch.full((1, 1, 3, 3), float('-inf')), 2, padding=1, return_indices=True)
F.max_pool2d(torch.arange(25.).view(1, 1, 5, 5), 2, ceil_mode=True, return_indices=True)
F.max_pool2d(torch.arange(16).view(1, 1, 4, 4), 2)
x.grad = None
a = F.avg_pool2d(x, 2)
a
(a * a).sum().backward()
x.grad
F.avg_pool2d(x, 3, stride=2, padding=1)
F.avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False)
F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)
F.avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)
F.avg_pool2d(x, 2, divisor_override=3)
F.avg_pool2d(torch.ones(1, 1, 5, 5), 3, stride=2, padding=1, ceil_mode=True)
F.avg_pool2d(torch.arange(16).view(1, 1, 4, 4), 2)
F.avg_pool2d(x.to(memory_format=torch.channels_last), 2).stride()
s = rnd(2, 3, 9, requires_grad=True)
p1 = F.max_pool1d(s, 3, stride=2, return_indices=True)
p1
p1[0].sum().backward()
s.grad
F.avg_pool1d(s, 2)
F.avg_pool1d(s, 4, stride=3, padding=2, ceil_mode=True)
x.grad = None
ad = F.adaptive_avg_pool2d(x, (3, 4))
ad
ad.sum().backward()
x.grad
F.adaptive_avg_pool2d(x, 1)
F.adaptive_avg_pool2d(x, (None, 2))
F.adaptive_avg_pool2d(x.to(memory_format=torch.channels_last), 3).stride()
F.adaptive_avg_pool1d(s, 4)
x.grad = None
am, ai = F.adaptive_max_pool2d(x, (3, 2), return_indices=True)
am
ai
am.sum().backward()
x.grad
F.adaptive_max_pool1d(s, 4)
torch.max_pool2d(x, 2).shape
torch.avg_pool1d(s, 3)
# A window with NaNs picks the last NaN (ATen's loop replaces a held NaN), and its gradient
# goes there
n = float("nan")
w = torch.tensor([[[[1., n, 2., n], [n, 0., 5., 1.]]]])
F.adaptive_max_pool2d(w, 1, return_indices=True)
F.adaptive_max_pool2d(w, (1, 2), return_indices=True)
F.max_pool2d(w, 2, return_indices=True)
F.max_pool1d(torch.tensor([[n, 1., n, 2., 7., n]]), 3, return_indices=True)
F.max_pool1d(torch.tensor([[n, 1., n, 2., 7., n]]), 3, stride=1, return_indices=True)
v = torch.tensor([[n, 1., n, 2.]], requires_grad=True)
F.max_pool1d(v, 4).sum().backward()
v.grad
F.max_pool2d(torch.tensor([[[[3., 3.], [3., 1.]]]]), 2, return_indices=True)
# Adaptive max pooling takes floating inputs only
F.adaptive_max_pool2d(torch.ones(1, 2, 2, dtype=torch.int64), 1)
F.adaptive_max_pool1d(torch.ones(1, 2, dtype=torch.int32), 1)
F.adaptive_max_pool2d(torch.ones(1, 2, 2, dtype=torch.bool), 1)
F.adaptive_max_pool2d(torch.ones(1, 2, 2, dtype=torch.float64), 1)
# Many output cells: ties pick the first maximum in scan order
g = torch.tensor([[[3., 1., 3., 2., 2., 0., 1.], [0., 3., 1., 3., 2., 2., 9.], [3., 3., 3., 0., 1., 0., 1.]]])
F.adaptive_max_pool2d(g, (2, 3), return_indices=True)
F.adaptive_max_pool2d(g, (3, 7), return_indices=True)
F.adaptive_max_pool2d(g, (5, 9), return_indices=True)
F.adaptive_max_pool1d(g, 4, return_indices=True)
h = torch.linspace(-2., 2., 2 * 3 * 9 * 11).view(2, 3, 9, 11).cos().requires_grad_()
o, i = F.adaptive_max_pool2d(h, (4, 5), return_indices=True)
i
(o * torch.arange(20.).view(4, 5)).sum().backward()
h.grad.sum((0, 1))
big = F.adaptive_max_pool2d(torch.linspace(0., 1., 64 * 64).view(1, 64, 64).sin(), (1000, 1000))
big.shape
big[0, 990:, 995:]
