# autograd.Function with torch.func (the "Extending torch.func with autograd.Function"
# notes): the vmap staticmethod and its info/in_dims/out_dims, generate_vmap_rule=True, and
# PyTorch's refusals of old-style Functions and Functions without vmap support.
import numpy as np
import torch
from torch.func import vmap, grad, jacrev, jacfwd, jvp, vjp


def to_numpy(tensor):
    return tensor.cpu().numpy()


class NumpySort(torch.autograd.Function):
    @staticmethod
    def forward(x, dim):
        device = x.device
        x = to_numpy(x)
        ind = np.argsort(x, axis=dim)
        ind_inv = np.argsort(ind, axis=dim)
        result = np.take_along_axis(x, ind, axis=dim)
        return (
            torch.tensor(result, device=device),
            torch.tensor(ind, device=device),
            torch.tensor(ind_inv, device=device),
        )

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, dim = inputs
        _, ind, ind_inv = output
        ctx.mark_non_differentiable(ind, ind_inv)
        ctx.save_for_backward(ind, ind_inv)
        ctx.dim = dim

    @staticmethod
    def backward(ctx, grad_output, _0, _1):
        ind, ind_inv = ctx.saved_tensors
        return NumpyTake.apply(grad_output, ind_inv, ind, ctx.dim), None

    @staticmethod
    def vmap(info, in_dims, x, dim):
        x_bdim, _ = in_dims
        x = x.movedim(x_bdim, 0)
        dim = dim if dim >= 0 else dim + x.dim() - 1
        return NumpySort.apply(x, dim + 1), (0, 0, 0)


class NumpyTake(torch.autograd.Function):
    @staticmethod
    def forward(x, ind, ind_inv, dim):
        device = x.device
        x = to_numpy(x)
        ind = to_numpy(ind)
        return torch.tensor(np.take_along_axis(x, ind, dim), device=device)

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, ind, ind_inv, dim = inputs
        ctx.save_for_backward(ind, ind_inv)
        ctx.dim = dim

    @staticmethod
    def backward(ctx, grad_output):
        ind, ind_inv = ctx.saved_tensors
        result = NumpyTake.apply(grad_output, ind_inv, ind, ctx.dim)
        return result, None, None, None

    @staticmethod
    def vmap(info, in_dims, x, ind, ind_inv, dim):
        x_bdim, ind_bdim, ind_inv_bdim, _ = in_dims
        logical_dim = x.dim() if x_bdim is None else x_bdim - 1
        dim = dim if dim >= 0 else dim + logical_dim

        def maybe_expand_bdim_at_front(x, x_bdim):
            if x_bdim is None:
                return x.expand(info.batch_size, *x.shape)
            return x.movedim(x_bdim, 0)

        x = maybe_expand_bdim_at_front(x, x_bdim)
        ind = maybe_expand_bdim_at_front(ind, ind_bdim)
        ind_inv = maybe_expand_bdim_at_front(ind_inv, ind_inv_bdim)
        return NumpyTake.apply(x, ind, ind_inv, dim + 1), 0


def numpy_sort(x, dim=-1):
    result, _, _ = NumpySort.apply(x, dim)
    return result


x = torch.tensor([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]])
result = vmap(numpy_sort)(x)
result
torch.allclose(result, numpy_sort(result, 1))
vmap(numpy_sort, in_dims=1)(x)
vmap(NumpySort.apply, in_dims=(0, None))(x, 0)
grad(lambda t: (numpy_sort(t) * torch.arange(3.0)).sum())(x[0])
jacrev(numpy_sort)(x[0])
vmap(jacrev(numpy_sort))(x)


class MyCube(torch.autograd.Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(x):
        result = x ** 3
        dx = 3 * x ** 2
        return result, dx

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, = inputs
        result, dx = output
        ctx.save_for_backward(x, dx)

    @staticmethod
    def backward(ctx, grad_output, grad_dx):
        x, dx = ctx.saved_tensors
        result = grad_output * dx + grad_dx * 6 * x
        return result


def my_cube(x):
    result, _ = MyCube.apply(x)
    return result


c = torch.tensor([1.0, -2.0, 0.5])
jacrev(my_cube)(c)
vmap(my_cube)(c)
grad(grad(lambda t: my_cube(t)))(torch.tensor(2.0))


# the vmap staticmethod: what it is given and how its outputs are read
seen = []


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(x, y, k):
        return x * y * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def vmap(info, in_dims, x, y, k):
        seen.append((info.batch_size, info.randomness, in_dims, tuple(x.shape), tuple(y.shape), k))
        xb = x.movedim(in_dims[0], 0) if in_dims[0] is not None else x.expand(info.batch_size, *x.shape)
        yb = y.movedim(in_dims[1], 0) if in_dims[1] is not None else y
        return xb * yb * k + 1000, 0


a = torch.arange(6.0).reshape(2, 3)
b = torch.tensor([1.0, 2.0, 3.0])
vmap(Scale.apply, in_dims=(0, None, None))(a, b, 2.0)
vmap(Scale.apply, in_dims=(1, 0, None))(a, b[:2].repeat(3, 1).t().contiguous().t(), 3.0)
vmap(Scale.apply, in_dims=(None, 0, None), randomness="same")(b, a, 1.0)
Scale.apply(a, b, 2.0)
seen


class SplitOut(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x.sum(), x * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def vmap(info, in_dims, x):
        x = x.movedim(in_dims[0], 0)
        return (x.sum(-1), (x * 2).t()), (0, 1)


vmap(SplitOut.apply)(a)
vmap(SplitOut.apply, out_dims=(0, 1))(a)


class ReturnsInput(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return x, y + 1

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def vmap(info, in_dims, x, y):
        return (x, y + 1), (in_dims[0], in_dims[1])


vmap(ReturnsInput.apply, in_dims=(0, 1))(a, a.t())


# PyTorch's refusals
class Old(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2


class NoVmap(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)
        ctx.save_for_forward(output)

    @staticmethod
    def backward(ctx, g):
        return g * ctx.saved_tensors[0]

    @staticmethod
    def jvp(ctx, t):
        return t * ctx.saved_tensors[0]


class Both(NoVmap):
    generate_vmap_rule = True

    @staticmethod
    def vmap(info, in_dims, x):
        return x, 0


class NotTuple(NoVmap):
    @staticmethod
    def vmap(info, in_dims, x):
        return x.exp()


class ThreeReturns(NoVmap):
    @staticmethod
    def vmap(info, in_dims, x):
        return x.exp(), 0, 1


class BadOutDims(NoVmap):
    @staticmethod
    def vmap(info, in_dims, x):
        return x.exp(), (0, 0)


ones = torch.ones(2, 3)
Old.apply(ones)
vmap(Old.apply)(ones)
grad(lambda t: Old.apply(t).sum())(torch.ones(3))
jvp(Old.apply, (torch.ones(3),), (torch.ones(3),))
vjp(Old.apply, torch.ones(3))
vmap(NoVmap.apply)(ones)
jacfwd(NoVmap.apply)(torch.ones(2))
grad(lambda t: NoVmap.apply(t).sum())(torch.zeros(3))
jvp(NoVmap.apply, (torch.zeros(3),), (torch.ones(3),))
jacrev(NoVmap.apply)(torch.zeros(2))
vmap(lambda t: NoVmap.apply(torch.ones(3)) + t)(ones)
vmap(Both.apply)(ones)
vmap(NotTuple.apply)(ones)
vmap(ThreeReturns.apply)(ones)
vmap(BadOutDims.apply)(ones)
vmap(lambda t: Scale.apply(t, torch.ones(3), 1.0))(ones)
vmap(lambda t: Scale.apply(t + 1, torch.ones(3), 1.0))(ones)
