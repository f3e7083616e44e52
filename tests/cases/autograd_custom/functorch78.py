# `import functorch` (torch<2.0 tutorials and posts: `import functorch as ft; ft.vmap`, ft.grad,
# ft.jvp, make_functional): PyTorch 2.15 still ships it, each transform a wrapper over
# torch.func that warns a FutureWarning when called (importing warns nothing).
import warnings
import torch
import torch.nn as nn
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import functorch as ft
    from functorch import vmap, grad, jvp, make_functional
len(caught)
ft.__version__ == torch.__version__
ft.jvp(lambda x: x ** 2, (torch.tensor([1., 2.]),), (torch.tensor([1., 1.]),))[1]
ft.vmap(torch.dot)(torch.ones(2, 3), torch.ones(2, 3))
ft.grad(lambda x: (x ** 3).sum())(torch.tensor([1., 2.]))
ft.grad_and_value(lambda x: (x * x).sum())(torch.tensor([3., 4.]))
ft.jacrev(torch.sin)(torch.tensor([0.0, 1.0]))
ft.jacfwd(lambda x: x * x)(torch.tensor([1.0, 2.0]))
ft.hessian(lambda x: (x ** 3).sum())(torch.tensor([1.0, 2.0]))
out, fn = ft.vjp(lambda x: x * 2, torch.tensor([1.0, 3.0]))
fn(torch.tensor([1.0, 1.0]))[0]
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    g = grad(lambda x: (x * x).sum())
    g(torch.tensor([1.0]))
[(w.category.__name__, str(w.message)[:80]) for w in caught]
str(caught[0].message)
vmap(lambda x: x * 2)(torch.arange(3.0))
jvp(torch.exp, (torch.tensor([0.0]),), (torch.tensor([2.0]),))

# make_functional: the module as a function of its parameters.
torch.manual_seed(0)
lin = nn.Linear(3, 2)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]]))
    lin.bias.copy_(torch.tensor([0.1, -0.2]))
fmodel, params = make_functional(lin)
type(fmodel).__name__
len(params)
[p.shape for p in params]
[p.requires_grad for p in params]
params[0] is lin.weight
x = torch.tensor([[1.0, 1.0, 1.0], [0.0, 2.0, -1.0]])
fmodel(params, x)
new = tuple(p * 2 for p in params)
fmodel(new, x)
grads = ft.grad(lambda ps: fmodel(ps, x).sum())(params)
grads
fm2, p2 = make_functional(lin, disable_autograd_tracking=True)
[p.requires_grad for p in p2]
lin(x)

# With buffers.
bn = nn.BatchNorm1d(2)
_ = bn.eval()
fbn, bp, bb = ft.make_functional_with_buffers(bn)
len(bp), len(bb)
[b.shape for b in bb]
fbn(bp, bb, torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
err = None
try:
    make_functional(bn)
except RuntimeError as e:
    err = str(e)
err

# An ensemble.
models = [nn.Linear(3, 2) for _ in range(3)]
with torch.no_grad():
    for i, m in enumerate(models):
        m.weight.fill_(float(i))
        m.bias.fill_(-float(i))
f3, ep, eb = ft.combine_state_for_ensemble(models)
[p.shape for p in ep]
eb
[p.requires_grad for p in ep]
ft.vmap(f3, in_dims=(0, 0, None))(ep, eb, x)
err = None
try:
    ft.combine_state_for_ensemble([])
except RuntimeError as e:
    err = str(e)
err
