import torch

# In-place comparisons write 0/1 in the tensor's own dtype.
x = torch.tensor([1., 2., 3., 4.])
x.eq_(2.)
x
y = torch.tensor([1, 5, 3, 7])
y.lt_(4)
y.dtype
z = torch.tensor([1, 2, 3])
z.le_(1.5)
a = torch.tensor([[1., 2.], [3., 4.]])
a.ge_(torch.tensor([2., 3.]))
a
b = torch.tensor([1., 2., 3.])
b.greater_(torch.tensor(2.))
b.less_equal_(0.5)
b.not_equal_(1.)
b.greater_equal_(torch.tensor([0., 1., 2.]))
b.less_(1.)
b.ne_(0.)
b.gt_(0.)
b._version
c = torch.tensor([1., 2., 3.])
c.eq_(torch.tensor([[1.], [2.]]))

# Autograd: comparisons record EqBackward0/1, whose gradients are zeros.
w = torch.tensor([1., 2., 3.], requires_grad=True)
h = w * 3
h.eq_(6.)
h.grad_fn
h.grad_fn.next_functions
h.sum().backward()
w.grad
w2 = torch.tensor([1., 2., 3.], requires_grad=True)
o = torch.tensor([3., 6., 0.], requires_grad=True)
h2 = w2 * 3
h2.lt_(o)
h2.grad_fn
len(h2.grad_fn.next_functions)
h2.sum().backward()
w2.grad
o.grad
leaf = torch.tensor([1., 2.], requires_grad=True)
leaf.eq_(1.)

# Logical in-place ops write 0/1 and keep the history (PyTorch records no node for them).
l = torch.tensor([2., 0., 1.])
l.logical_and_(torch.tensor([1., 1., 0.]))
l.logical_or_(torch.tensor([0., 0., 1.]))
l.logical_xor_(torch.tensor([1., 0., 0.]))
l.logical_not_()
w3 = torch.tensor([1., 2., 3.], requires_grad=True)
h3 = w3 * 3
h3.logical_not_()
h3.grad_fn
h3.sum().backward()
w3.grad
i = torch.tensor([5, -1, 0], dtype=torch.int32)
i.bitwise_not_()
torch.tensor([1.5]).bitwise_not_()

# Binary math in place.
p = torch.tensor([3., 5., -8.])
p.hypot_(torch.tensor([4., 12., 6.]))
p.copysign_(torch.tensor([-1., 1., -1.]))
q = torch.tensor([0., 1., 2., 3.])
q.xlogy_(torch.tensor([2., 3., 4., 5.]))
q.xlogy_(2)
r = torch.tensor([-1., 0., 2.])
r.heaviside_(torch.tensor([0.5]))
r.arctan2_(torch.tensor([1., 1., 1.]))
k = torch.tensor([1, 2], dtype=torch.int32)
k.copysign_(torch.tensor([-1., 1.]))
wa = torch.tensor([3., 5.], requires_grad=True)
wb = torch.tensor([4., 12.], requires_grad=True)
ha = wa * 1
ha.hypot_(wb)
ha.grad_fn
ha.sum().backward()
wa.grad
wb.grad
wc = torch.tensor([1., 2.], requires_grad=True)
hc = wc * 2
hc.copysign_(torch.tensor([-1., 1.]))
hc.grad_fn
hc.sum().backward()
wc.grad
wx = torch.tensor([1., 2.], requires_grad=True)
hx = wx * 2
hx.xlogy_(torch.tensor([3., 4.]))
hx.grad_fn
hx.sum().backward()
wx.grad
wh = torch.tensor([1., 2.], requires_grad=True)
hh = wh * 2
hh.heaviside_(torch.tensor([1., 1.]))
hh.grad_fn
hh.sum().backward()

# Unary in place.
u = torch.tensor([0.25, 0.5, 0.75])
u.logit_()
u.sgn_()
v = torch.tensor([0., 0.5, 1.5])
v.sinc_()
d = torch.tensor([180., 90.])
d.deg2rad_()
d.rad2deg_()
n = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.])
n.nan_to_num_()
n2 = torch.tensor([float('nan'), float('inf'), 1.])
n2.nan_to_num_(nan=0.5, posinf=9.)
f = torch.tensor([-1.7, 2.5])
f.fix_()
f.absolute_()
g = torch.tensor([0.5, -0.25])
g.arccos_()
g2 = torch.tensor([0.5, -0.25])
g2.arcsin_()
g2.arctan_()
wl = torch.tensor([0.25, 0.5], requires_grad=True)
hl = wl * 1
hl.logit_()
hl.grad_fn
hl.sum().backward()
wl.grad
ws = torch.tensor([0.3, 0.6], requires_grad=True)
hs = ws * 1
hs.sinc_()
hs.sum().backward()
ws.grad
m = torch.tensor([2.5, 3.5])
m.mvlgamma_(2)

# Scans and triangles in place.
s = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
s.cumsum_(1)
s.cumprod_(0)
s
t = torch.ones(3, 3)
t.tril_()
t2 = torch.ones(3, 3)
t2.triu_(1)
t2.tril_(-1)
ti = torch.tensor([1, 2, 3], dtype=torch.int32)
ti.cumsum_(0)
ti.dtype
wt = torch.ones(3, 3, requires_grad=True)
ht = wt * 2
ht.tril_()
ht.grad_fn
ht.sum().backward()
wt.grad
wq = torch.tensor([1., 2., 3.], requires_grad=True)
hq = wq * 1
hq.cumsum_(0)
hq.grad_fn
hq.sum().backward()
wq.grad
wp = torch.tensor([1., 2., 3.], requires_grad=True)
hp = wp * 1
hp.cumprod_(0)
hp.grad_fn
hp.sum().backward()
wp.grad

# On views: the base sees the write and its history goes through CopySlices.
base = torch.arange(6.).reshape(2, 3)
row = base[0]
row.gt_(0.5)
base
wv = torch.arange(6., requires_grad=True)
bv = wv * 1
bv[2:5].hypot_(torch.tensor([1., 1., 1.]))
bv.grad_fn
bv.sum().backward()
wv.grad
col = torch.zeros(3, 3)
col.t().cumsum_(0)
e = torch.zeros(3).expand(2, 3)
e.eq_(0.)

# Matrix products in place.
M = torch.ones(2, 2)
M.addmm_(torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([[1., 0.], [0., 1.]]), beta=0.5, alpha=2)
V = torch.ones(2)
V.addmv_(torch.tensor([[1., 2.], [3., 4.]]), torch.tensor([1., -1.]))
R = torch.zeros(2, 3)
R.addr_(torch.tensor([1., 2.]), torch.tensor([1., 2., 3.]))
B = torch.zeros(2, 2, 2)
B.baddbmm_(torch.ones(2, 2, 3), torch.ones(2, 3, 2))
A = torch.zeros(2, 2)
A.addbmm_(torch.ones(2, 2, 3), torch.ones(2, 3, 2))
Mw = torch.ones(2, 2, requires_grad=True)
Mh = Mw * 1
m1 = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
Mh.addmm_(m1, torch.eye(2))
Mh.grad_fn
Mh.sum().backward()
Mw.grad
m1.grad
torch.ones(2).addmm_(torch.ones(2, 2), torch.ones(2, 2))
