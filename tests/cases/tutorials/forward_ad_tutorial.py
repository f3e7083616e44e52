# Forward-mode AD as the official tutorial teaches it: dual tensors, modules with dual
# parameters, custom Functions with a jvp, gradcheck of the forward mode, and torch.func.
import torch
import torch.autograd.forward_ad as fwAD
import torch.nn as nn
from torch.func import functional_call, jvp

torch.manual_seed(0)
primal = torch.randn(10, 10)
tangent = torch.randn(10, 10)


def fn(x, y):
    return x ** 2 + y ** 2


with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    same = fwAD.unpack_dual(dual_input).tangent is tangent
    dual_input_alt = fwAD.make_dual(primal, tangent.T)
    copied = fwAD.unpack_dual(dual_input_alt).tangent
    is_base = dual_input._base is primal
    plain_tensor = torch.randn(10, 10)
    dual_output = fn(dual_input, plain_tensor)
    jvp_out = fwAD.unpack_dual(dual_output).tangent
    unpacked = fwAD.unpack_dual(dual_output)
    shown = repr(dual_output[:2, :3])

same
copied is not tangent
copied.stride()
is_base
jvp_out
torch.allclose(jvp_out, 2 * primal * tangent)
unpacked.primal
unpacked.primal._base is dual_output
type(unpacked).__name__
shown

fwAD.unpack_dual(dual_output).tangent is None
fwAD.unpack_dual(dual_output)

# Modules: swap the parameters for dual tensors.
model = nn.Linear(5, 5)
input = torch.randn(16, 5)
params = {name: p for name, p in model.named_parameters()}
tangents = {name: torch.rand_like(p) for name, p in params.items()}

with fwAD.dual_level():
    for name, p in params.items():
        delattr(model, name)
        setattr(model, name, fwAD.make_dual(p, tangents[name]))
    out = model(input)
    jvp_mod = fwAD.unpack_dual(out).tangent
    node = out.grad_fn

node
jvp_mod.shape
jvp_mod.requires_grad
out.requires_grad
expected = input @ tangents["weight"].T + tangents["bias"]
torch.allclose(jvp_mod, expected)

# The functional API: functional_call with dual parameters.
model = nn.Linear(5, 5)
dual_params = {}
with fwAD.dual_level():
    for name, p in params.items():
        dual_params[name] = fwAD.make_dual(p, tangents[name])
    out = functional_call(model, dual_params, input)
    jvp_fc = fwAD.unpack_dual(out).tangent
torch.allclose(jvp_fc, jvp_mod)


# Custom Functions: jvp, with what save_for_forward kept.
class Fn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, foo):
        result = torch.exp(foo)
        ctx.result = result
        return result

    @staticmethod
    def jvp(ctx, gI):
        gO = gI * ctx.result
        del ctx.result
        return gO


fn2 = Fn.apply
primal = torch.randn(10, 10, dtype=torch.double, requires_grad=True)
tangent = torch.randn(10, 10)

with fwAD.dual_level():
    dual_input = fwAD.make_dual(primal, tangent)
    dual_output = fn2(dual_input)
    jvp_fn = fwAD.unpack_dual(dual_output).tangent

torch.allclose(jvp_fn, tangent * primal.exp())
dual_output.grad_fn


class Saved(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        r = x.sin()
        ctx.save_for_forward(x)
        ctx.save_for_backward(x)
        return r

    @staticmethod
    def jvp(ctx, tx):
        (x,) = ctx.saved_tensors
        return tx * x.cos()

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * x.cos()


x = torch.randn(4, dtype=torch.double, requires_grad=True)
with fwAD.dual_level():
    d = fwAD.make_dual(x.detach(), torch.ones(4, dtype=torch.double))
    t_saved = fwAD.unpack_dual(Saved.apply(d)).tangent

t_saved
x.cos()
torch.autograd.gradcheck(Fn.apply, (primal,), check_forward_ad=True, check_backward_ad=False, check_undefined_grad=False, check_batched_grad=False)
torch.autograd.gradcheck(Saved.apply, (x,), check_forward_ad=True)


class NoJvp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2


def no_jvp():
    with fwAD.dual_level():
        d = fwAD.make_dual(torch.ones(3), torch.ones(3))
        return NoJvp.apply(d)


no_jvp()
fwAD.make_dual(torch.ones(3), torch.ones(3))


class Wrong(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.exp()

    @staticmethod
    def jvp(ctx, gI):
        return gI * 2


small = torch.randn(3, dtype=torch.double, requires_grad=True)
torch.autograd.gradcheck(Wrong.apply, (small,), check_forward_ad=True, check_backward_ad=False, check_undefined_grad=False, check_batched_grad=False, raise_exception=False)
torch.autograd.gradcheck(Wrong.apply, (small,), check_forward_ad=True, check_backward_ad=False, check_undefined_grad=False, check_batched_grad=False)
torch.autograd.gradcheck(lambda a, b: (a * b, a.sum()), (small, torch.randn(3, dtype=torch.double, requires_grad=True)), check_forward_ad=True)

# torch.func.jvp gives the same product.
primal = torch.randn(10, 10)
tangent = torch.randn(10, 10)
out_f, jvp_f = jvp(lambda x: x.sin().sum(1), (primal,), (tangent,))
torch.allclose(jvp_f, (primal.cos() * tangent).sum(1))
with fwAD.dual_level():
    d = fwAD.make_dual(primal, tangent)
    t = fwAD.unpack_dual(d.sin().sum(1)).tangent
torch.allclose(t, jvp_f)
