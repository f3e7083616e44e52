# torch.func transforms over pytrees (stop 54), as the functorch tutorials call them: a
# model's parameters as a dict for functional_call, nested tuples/lists/dicts in and out,
# has_aux, and PyTorch's structure errors. Before stop 54 every dict input was refused.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import functional_call, jvp, vjp, grad, grad_and_value, jacrev, jacfwd, hessian
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2))
x = torch.randn(5, 3)
y = torch.tensor([0, 1, 1, 0, 1])
params = {k: v.detach() for k, v in model.named_parameters()}
tang = {k: torch.randn_like(v) for k, v in params.items()}
def loss(p, xb, yb):
    return F.cross_entropy(functional_call(model, p, (xb,)), yb)
g = grad(loss)(params, x, y)
sorted(g.keys())
g['0.weight']
g['2.bias']
gv, value = grad_and_value(loss)(params, x, y)
value
gp, gx = grad(loss, argnums=(0, 1))(params, x, y)
gp['2.weight']
gx
out, jv = jvp(lambda p: functional_call(model, p, (x,)), (params,), (tang,))
out
jv
_, jv2 = jvp(lambda p, xx: functional_call(model, p, (xx,)).sum(), (params, x), (tang, torch.ones_like(x)))
jv2
hvp = jvp(grad(lambda p: loss(p, x, y)), (params,), (tang,))[1]
hvp['0.weight']
hvp['2.bias']
J = jacrev(lambda p: functional_call(model, p, (x[0],)))(params)
J['0.weight'].shape
J['2.bias']
Jf = jacfwd(lambda p: functional_call(model, p, (x[0],)))(params)
Jf['0.bias']
o, vjp_fn = vjp(lambda p: functional_call(model, p, (x,)), params)
ct = vjp_fn(torch.ones(5, 2))
type(ct), len(ct), sorted(ct[0].keys())
ct[0]['2.weight']
# Nested structures in and out.
a = torch.tensor([1.0, 2.0, 3.0])
tree = {'w': a, 'pair': (a * 2, [a.flip(0)])}
grad(lambda t: t['w'].sin().sum() + (t['pair'][0] * t['pair'][1][0]).sum())(tree)
jvp(lambda t: {'s': t['w'] * t['pair'][0], 'l': [t['pair'][1][0].exp()]}, (tree,), ({'w': a, 'pair': (a, [a])},))
jacrev(lambda t: (t['w'] * 2, t['pair'][0].sum()))(tree)
jacfwd(lambda u: {'sq': u ** 2, 'cube': (u ** 3).sum()})(a)
jacrev(lambda u: (u.sin(), u.cos().sum()), has_aux=True)(a)
jacfwd(lambda u: (u.exp(), {'aux': u.sum()}), has_aux=True)(a)
hessian(lambda t: (t['w'] ** 3).sum() * t['v'].sum())({'w': a, 'v': a + 1})
# PyTorch's refusals.
def err(fn):
    try:
        fn()
        return 'no error'
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
err(lambda: jvp(lambda t: t['w'], (tree,), ({'w': a},)))
err(lambda: jvp(lambda t: t, (tree,), ([a],)))
err(lambda: jvp(lambda u: u, (3,), (a,)))
err(lambda: jvp(lambda u: u, (a,), (3,)))
err(lambda: jvp(lambda u: u, ({'k': 3},), ({'k': a},)))
err(lambda: jvp(lambda: a, (), ()))
err(lambda: jvp(lambda u: {'o': 3}, (a,), (a,)))
err(lambda: vjp(lambda t: {'o': t * 2}, a)[1](torch.ones(3)))
err(lambda: vjp(lambda t: (t, t * 2), a)[1]([torch.ones(3), torch.ones(3)]))
err(lambda: grad(lambda t: t['w'].sum())({'w': a, 'n': 3}))
err(lambda: jacrev(lambda t: t['w'])({'w': a, 'n': [1]}))
