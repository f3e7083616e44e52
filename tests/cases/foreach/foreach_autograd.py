import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0, 5.0], requires_grad=True)
r = torch._foreach_add([a, b], 1.0)
r[0].grad_fn.name()
r[0].grad_fn is r[1].grad_fn
r
r = torch._foreach_add([a, b], [a, b], alpha=2)
r[1].grad_fn.name()
len(r[0].grad_fn.next_functions)
(r[0].sum() + r[1].sum()).backward()
a.grad
b.grad
a.grad = None
b.grad = None
names = []
for f, args in [
    (torch._foreach_add, ([2.0, 3.0],)),
    (torch._foreach_sub, (1.5,)),
    (torch._foreach_sub, ([a * 2, b * 2],)),
    (torch._foreach_sub, ([2.0, 3.0],)),
    (torch._foreach_mul, (2.0,)),
    (torch._foreach_mul, ([a, b],)),
    (torch._foreach_mul, ([2.0, 3.0],)),
    (torch._foreach_mul, (torch.tensor(2.0),)),
    (torch._foreach_div, (2.0,)),
    (torch._foreach_div, ([a, b],)),
    (torch._foreach_div, ([2.0, 3.0],)),
    (torch._foreach_div, (torch.tensor(2.0),)),
    (torch._foreach_add, (torch.tensor(2.0),)),
    (torch._foreach_maximum, (2.0,)),
    (torch._foreach_maximum, ([a * 0 + 2, b * 0 + 4],)),
    (torch._foreach_maximum, ([2.0, 4.0],)),
    (torch._foreach_minimum, (2.0,)),
    (torch._foreach_minimum, ([a * 0 + 2, b * 0 + 4],)),
    (torch._foreach_minimum, ([2.0, 4.0],)),
    (torch._foreach_clamp_min, (2.0,)),
    (torch._foreach_clamp_min, ([a * 0 + 2, b * 0 + 4],)),
    (torch._foreach_clamp_min, ([2.0, 4.0],)),
    (torch._foreach_clamp_max, (2.0,)),
    (torch._foreach_clamp_max, ([a * 0 + 2, b * 0 + 4],)),
    (torch._foreach_clamp_max, ([2.0, 4.0],)),
    (torch._foreach_pow, (2,)),
    (torch._foreach_pow, ([a, b],)),
    (torch._foreach_pow, ([2, 0.5],)),
]:
    out = f([a, b], *args)
    names.append(out[0].grad_fn.name())
    (out[0].sum() + out[1].sum()).backward()
    names.append((a.grad.tolist(), b.grad.tolist()))
    a.grad = None
    b.grad = None
names
unames = []
for op in ["abs", "acos", "asin", "atan", "ceil", "cos", "cosh", "erf", "erfc", "exp", "expm1", "floor", "frac",
           "lgamma", "log", "log10", "log1p", "log2", "neg", "reciprocal", "round", "sigmoid", "sign", "sin",
           "sinh", "sqrt", "tan", "tanh", "trunc", "rsqrt"]:
    src = [a / 4, b / 8]
    out = getattr(torch, "_foreach_" + op)(src)
    unames.append(out[0].grad_fn.name())
    (out[0].sum() + out[1].sum()).backward()
    unames.append([round(v, 5) for v in a.grad.tolist() + b.grad.tolist()])
    a.grad = None
    b.grad = None
unames
p = torch._foreach_pow(2.0, [a, b])
p[0].grad_fn.name()
(p[0].sum() + p[1].sum()).backward()
a.grad
a.grad = None
b.grad = None
n = torch._foreach_norm([a, b])
n
n[0].grad_fn.name()
(n[0] + n[1]).backward()
b.grad
a.grad = None
b.grad = None
m = torch._foreach_max([a, b])
m
(m[0] + m[1]).backward()
b.grad
a.grad = None
b.grad = None
c = torch._foreach_addcmul([a, b], [a, b], [a, b], 2)
c[0].grad_fn.name()
(c[0].sum() + c[1].sum()).backward()
a.grad
a.grad = None
b.grad = None
c = torch._foreach_addcdiv([a, b], [a, b], [b[:2], b], [1.0, 0.5])
c[0].grad_fn.name()
(c[0].sum() + c[1].sum()).backward()
b.grad
a.grad = None
b.grad = None
l = torch._foreach_lerp([a, b], [a * 3, b * 3], 0.25)
l[0].grad_fn.name()
l = torch._foreach_lerp([a, b], [a * 3, b * 3], [0.25, 0.75])
l[0].grad_fn.name()
l = torch._foreach_lerp([a, b], [a * 3, b * 3], [a / 10, b / 10])
l[0].grad_fn.name()
(l[0].sum() + l[1].sum()).backward()
a.grad
z = torch.zeros(2, requires_grad=True)
torch._foreach_norm([z])[0].backward()
z.grad
