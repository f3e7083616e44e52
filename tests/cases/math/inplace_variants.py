# In-place forms of ops we had out of place (found missing by a sweep of Tensor's methods).
import torch

d64 = torch.tensor([1.5, -2.0, 3.0], dtype=torch.float64)
rows = []
for name, args in [("log1p_", ()), ("expm1_", ()), ("log2_", ()), ("rsqrt_", ()), ("negative_", ()),
                   ("fmod_", (torch.tensor([0.7, -0.4, 2.0]),)), ("atan2_", (torch.tensor([1.0, -1.0, 0.5]),)),
                   ("multiply_", (d64,)), ("subtract_", (d64,)), ("divide_", (d64,)), ("true_divide_", (d64,)),
                   ("fmod_", (1.5,)), ("multiply_", (2,))]:
    t = torch.tensor([0.5, 1.5, 4.0])
    r = getattr(t, name)(*args)
    rows.append((name, r is t, t.tolist(), t.dtype, t._version))
rows
t = torch.tensor([1.0, 2.0]).subtract_(torch.ones(2), alpha=3)
t
t = torch.tensor([7.0, -7.0]).divide_(2.0, rounding_mode="floor")
t
w = torch.tensor([0.5, 1.5, 4.0], requires_grad=True)
grads = []
for name, args in [("log1p_", ()), ("expm1_", ()), ("log2_", ()), ("rsqrt_", ()), ("negative_", ()),
                   ("fmod_", (torch.tensor([0.7, -0.4, 2.0]),)), ("atan2_", (torch.tensor([1.0, -1.0, 0.5]),)),
                   ("multiply_", (torch.tensor([2.0, 3.0, 4.0]),)), ("subtract_", (torch.ones(3),)),
                   ("divide_", (torch.tensor([2.0, 3.0, 4.0]),)), ("true_divide_", (torch.tensor([2.0, 3.0, 4.0]),))]:
    w.grad = None
    y = w * 1
    getattr(y, name)(*args)
    y.sum().backward()
    grads.append((name, y.grad_fn.name(), [round(v, 6) for v in w.grad.tolist()]))
grads
i = torch.arange(3)
i.fmod_(2)
i.log1p_()
i.multiply_(1.5)
leaf = torch.ones(2, requires_grad=True)
leaf.log1p_()

# One write moves the version on once (an in-place op computed in a wider dtype and cast
# back counted two writes: t.add_(float64 tensor) gave _version 2).
d = torch.ones(3)
versions = []
for f in [lambda t: t.add_(d64), lambda t: t.mul_(d64), lambda t: t.sub_(d64, alpha=2), lambda t: t.div_(d64),
          lambda t: t.pow_(d64), lambda t: t.addcmul_(d64, d64), lambda t: t.clamp_(0.5, 0.7),
          lambda t: t.remainder_(d64), lambda t: t.fmod_(d64), lambda t: t.atan2_(d64)]:
    t = torch.ones(3)
    f(t)
    versions.append(t._version)
versions
