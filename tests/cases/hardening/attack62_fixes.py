# An attack on stop 61's code (issue 18): the Python 2 operator names PyTorch hands to
# __torch_function__, and the Bessel i1 gradients at NaN.
import torch

t = torch.tensor([1., 2., 4.])
t.__rdiv__(2)
t.__div__(2)
u = t.clone()
u.__idiv__(4)
u


class Wrapper:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        args = [torch.tensor(8.) if isinstance(a, Wrapper) else a for a in args]
        return func(*args, **(kwargs or {}))


Wrapper() / t
t / Wrapper()

grads = []
for f in [torch.special.i1, torch.special.i1e, torch.special.modified_bessel_i1]:
    x = torch.tensor([float('nan'), 0., 1e-9, -2.5, 3.], requires_grad=True)
    f(x).sum().backward()
    grads.append(x.grad)
grads


# Tensor.map_ unpacks a tensor result as TH does, and refuses an `other` that requires grad.
def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
a.clone().map_(b, lambda x, y: torch.tensor(x + y))
err(lambda: a.clone().map_(b, lambda x, y: torch.tensor(2.5)))
a.clone().map_(b, lambda x, y: torch.tensor([7]))
af = torch.tensor([1., 2.])
af.clone().map_(af, lambda x, y: torch.tensor([7.]))
err(lambda: af.clone().map_(af, lambda x, y: torch.tensor([7., 8.])))
af.clone().map_(b.float(), callable=lambda x, y: x * y)
err(lambda: af.clone().map_(torch.ones(2, requires_grad=True), lambda x, y: x * y))

# The conversions as methods, as PyTorch has them.
t = torch.tensor(3)
[t.__int__(), t.__float__(), t.__bool__(), t.__index__(), torch.tensor([4]).__index__()]
err(lambda: torch.tensor(2.).__index__())
err(lambda: torch.tensor([1, 2]).__index__())
torch.tensor(True).__index__()
