# torch.func over namedtuples and OrderedDicts (pytree nodes in torch.utils._pytree), and
# has_aux outputs that are not tensors (refused by every transform, as PyTorch's).
import torch
from torch.func import grad, vjp, jacrev, jacfwd, jvp, grad_and_value, vmap
from collections import namedtuple, OrderedDict

x = torch.arange(3.)
Params = namedtuple("Params", "w b")
p = Params(x, x + 1)
g = grad(lambda q: (q.w * q.b).sum())(p)
g
type(g).__name__, g.w, g.b
od = OrderedDict(a=x, b=x + 1)
god = grad(lambda q: (q["a"] * q["b"]).sum())(od)
god
type(god).__name__
jvp(lambda q: q.w * q.b, (p,), (Params(x, x),))
jacrev(lambda a: Params(a, a * 2))(x)
jacfwd(lambda q: q.w.sin() + q.b)(p)
out, fn = vjp(lambda q: q.w * q.b, p)
fn(torch.ones(3))
vmap(lambda q: q.w + q.b)(Params(torch.ones(2, 3), torch.ones(2, 3) * 2))
vmap(lambda q: q["a"].sum())(OrderedDict(a=torch.ones(2, 3)))
jvp(lambda q: q.w, (p,), ((x, x),))
jvp(lambda q: q["a"], (OrderedDict(a=x),), ({"a": x},))

grad(lambda a: (a.sum(), 3.0), has_aux=True)(x)
grad(lambda a: (a.sum(), "s"), has_aux=True)(x)
grad(lambda a: (a.sum(), None), has_aux=True)(x)
grad(lambda a: (a.sum(), [a, 1]), has_aux=True)(x)
grad_and_value(lambda a: (a.sum(), 2), has_aux=True)(x)
vjp(lambda a: (a, 3.0), x, has_aux=True)
jacrev(lambda a: (a, 3.0), has_aux=True)(x)
jacfwd(lambda a: (a, 3.0), has_aux=True)(x)
jvp(lambda a: (a, 3.0), (x,), (x,), has_aux=True)
grad(lambda a: (a.sum(), {"n": a.norm(), "t": (a.max(),)}), has_aux=True)(x)
grad(lambda a: (a.sum(), Params(a.sum(), a.mean())), has_aux=True)(x)
