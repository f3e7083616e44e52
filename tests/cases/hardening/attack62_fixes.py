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
