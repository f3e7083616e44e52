import torch
class Ident(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x
    @staticmethod
    def backward(ctx, g):
        return g * 3
class Sl(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x[1:]
    @staticmethod
    def backward(ctx, g):
        r = torch.zeros(3); r[1:] = g
        return r
class Two(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x, x[:2]
    @staticmethod
    def backward(ctx, g1, g2):
        return g1
errs = []
def attempt(f):
    try:
        f()
        errs.append("ok")
    except RuntimeError as e:
        errs.append(str(e))
# nothing requires grad
p = torch.ones(3)
q = Ident.apply(p)
q is p, q._is_view(), q._base is p, q.requires_grad, q.grad_fn
attempt(lambda: q.mul_(2))
p
# requires grad, as-is
a = torch.ones(3, requires_grad=True)
b = a * 1
c = Ident.apply(b)
c is b, c._is_view(), c._base is b, c.requires_grad, c.grad_fn.name(), c._version, b._version
attempt(lambda: c.mul_(2))
b
with torch.no_grad():
    c.mul_(2)
b, c._version
attempt(lambda: c.grad_fn)
attempt(lambda: c + 1)
# base write, then use view
b2 = a * 1
c2 = Ident.apply(b2)
b2.add_(1)
attempt(lambda: c2.grad_fn)
attempt(lambda: (c2 * 1).sum())
# view of leaf as-is
c3 = Ident.apply(a)
c3._is_view(), c3._base is a
attempt(lambda: c3.add_(1))
# forward returns a slice
s = Sl.apply(b2)
s._is_view(), s._base is b2, s.grad_fn.name(), s.shape
attempt(lambda: s.mul_(2))
sv = s[:1]
sv.grad_fn.name()
attempt(lambda: sv.mul_(2))
# two outputs
u, w = Two.apply(b2)
u._is_view(), w._is_view(), u.grad_fn.name()
attempt(lambda: u.mul_(2))
attempt(lambda: w.mul_(2))
uv = u.view(3)
attempt(lambda: uv.mul_(2))
# detach of view
cd = c3.detach()
cd.add_(1)
a
errs
# backward through ident view
a.grad = None
(Ident.apply(a * 1) * 2).sum().backward()
a.grad
# Grad-CAM's trap: a full backward hook wraps the module's output, which ReLU(inplace=True)
# then writes; the write is refused before it happens, and a view of the output too
torch.manual_seed(0)
conv = torch.nn.Conv2d(1, 2, 3)
grads = []
conv.register_full_backward_hook(lambda m, gi, go: grads.append(go[0].shape))
img = torch.arange(25.0).reshape(1, 1, 5, 5) / 10 - 1
out = conv(img)
before = out.detach().clone()
out._is_view(), out.grad_fn.name()
errs2 = []
try:
    torch.relu_(out)
except RuntimeError as e:
    errs2.append(str(e)[:80])
torch.equal(out, before)
try:
    out[0, 0].zero_()
except RuntimeError as e:
    errs2.append(str(e)[:80])
torch.equal(out, before)
errs2
out.relu().sum().backward()
grads
# domain-adversarial training's gradient reversal layer
class GradReverse(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha):
        ctx.alpha = alpha
        return x.view_as(x)
    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.neg() * ctx.alpha, None
feat = torch.linspace(-1, 1, 6, requires_grad=True)
rev = GradReverse.apply(feat, 0.5)
rev._is_view(), rev._base is feat, rev.grad_fn.name()
(rev ** 2).sum().backward()
feat.grad
