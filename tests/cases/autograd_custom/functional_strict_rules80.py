import torch
import torch.autograd.functional as AF

# torch.autograd.functional's argument rules as test_functional.py exercises them.
def cubic(t):
    return t.pow(3).sum()

def exp_reducer(t):
    return t.exp().sum(dim=1)

x = torch.arange(4.0) / 4
m = torch.arange(4.0).view(2, 2) / 4

# jacobian: strict and vectorize do not go together (reverse mode).
try:
    AF.jacobian(exp_reducer, m, strict=True, vectorize=True)
except RuntimeError as e:
    err = str(e)
err
AF.jacobian(exp_reducer, m, vectorize=True)
AF.jacobian(exp_reducer, m, strict=True)

# hessian passes vectorize and its outer strategy to jacobian.
AF.hessian(cubic, x)
AF.hessian(cubic, x, vectorize=True)
AF.hessian(cubic, x, vectorize=True, outer_jacobian_strategy="forward-mode")
errors = []
for kwargs in [dict(outer_jacobian_strategy="forward-mode"),
               dict(outer_jacobian_strategy="forward-mode", vectorize=True, create_graph=True),
               dict(outer_jacobian_strategy="bogus"),
               dict(strict=True, vectorize=True),
               dict(strict=True, outer_jacobian_strategy="forward-mode", vectorize=True)]:
    try:
        AF.hessian(cubic, x, **kwargs)
        errors.append(None)
    except Exception as e:
        errors.append((type(e).__name__, str(e)))
errors

# strict mode: the jacobian of a linear function does not depend on the input.
def linear(t):
    return (t * 2).sum()

strict_errors = []
for call in [lambda: AF.hessian(linear, x, strict=True),
             lambda: AF.hessian(linear, x, strict=True, create_graph=True),
             lambda: AF.hessian(lambda a, b: (a * 2 + b * b).sum(), (x, x.clone()), strict=True),
             lambda: AF.vhp(linear, x, torch.ones(4), strict=True),
             lambda: AF.hvp(linear, x, torch.ones(4), strict=True),
             lambda: AF.hvp(cubic, x, torch.ones(4), strict=True)[1],
             lambda: AF.vhp(cubic, x, torch.ones(4), strict=True)[1],
             lambda: AF.hessian(cubic, x, strict=True)]:
    try:
        strict_errors.append(call())
    except RuntimeError as e:
        strict_errors.append(str(e))
strict_errors
# Non-strict: zeros.
AF.hessian(linear, x)
AF.vhp(linear, x, torch.ones(4))
