import functools
import torch
import torch.nn as nn
import torch.func as ft
from torch.func import functional_call, grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian

torch.manual_seed(0)


def fn(x, y):
    return x ** 2 + y ** 2


p0, t0, p1, t1 = torch.randn(3, 3), torch.randn(3, 3), torch.randn(3, 3), torch.randn(3, 3)
primal_out, tangent_out = ft.jvp(fn, (p0, p1), (t0, t1))
primal_out
tangent_out
torch.allclose(tangent_out, 2 * p0 * t0 + 2 * p1 * t1)
y = torch.randn(3, 3)
new_fn = functools.partial(fn, y=y)
_, tan = ft.jvp(new_fn, (p0,), (t0,))
torch.allclose(tan, 2 * p0 * t0)
model = nn.Linear(5, 5)
inp = torch.randn(4, 5)
tangents = tuple([torch.rand_like(p) for p in model.parameters()])
params = dict(model.named_parameters())


def func_params_only(weight, bias):
    return functional_call(model, {"weight": weight, "bias": bias}, (inp,))


model_output, jvp_out = ft.jvp(func_params_only, (params["weight"], params["bias"]), tangents)
model_output.shape, model_output.grad_fn
torch.allclose(jvp_out, inp @ tangents[0].T + tangents[1])
model.weight is params["weight"]
zeros = {k: torch.zeros_like(v) for k, v in params.items()}
functional_call(model, zeros, inp)
model(inp).abs().sum() > 0
x = torch.tensor([1.0, 2.0, 3.0])
grad(lambda x: (x ** 3).sum())(x)
grad(lambda x, w: (x * w).sum(), argnums=1)(x, torch.ones(3))
grad(lambda x, w: (x * w).sum(), argnums=(0, 1))(x, torch.full((3,), 2.0))
grad_and_value(lambda x: (x.sin()).sum())(x)
grad(lambda x: ((x ** 2).sum(), x.mean()), has_aux=True)(x)
grad(lambda x: torch.tensor(3.0))(x)
out, fn_vjp = vjp(torch.sin, x)
out
fn_vjp(torch.ones(3))
jacrev(torch.sin)(x)
jacfwd(lambda x: x ** 2)(x)
jacrev(lambda a, b: a * b, argnums=(0, 1))(x, x)
hessian(lambda x: (x ** 3).sum())(x)
ft.grad(ft.grad(torch.sin))(torch.tensor(1.0))
errs = []
for f in [lambda: grad(lambda x: x ** 2)(x),
          lambda: jvp(lambda x: x, [x], [x]),
          lambda: grad(lambda x: x.sum(), argnums=3)(x),
          lambda: grad(lambda x: x.sum(), argnums=(0, 0))(x),
          lambda: grad(lambda x: x.sum())(3.0),
          lambda: vjp(lambda x: (x > 0).long(), x)]:
    try:
        f()
    except Exception as e:
        errs.append((type(e).__name__, str(e)))
errs
