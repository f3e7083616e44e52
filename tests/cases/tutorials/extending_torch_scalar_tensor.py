# The "Extending torch with a Tensor-like type" section of PyTorch's docs
# (notes/extending.rst): a ScalarTensor that torch.mean and friends dispatch to.
import functools
import torch

HANDLED_FUNCTIONS = {}


class ScalarTensor(object):
    def __init__(self, N, value):
        self._N = N
        self._value = value

    def __repr__(self):
        return "ScalarTensor(N={}, value={})".format(self._N, self._value)

    def tensor(self):
        return self._value * torch.eye(self._N)

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        if func not in HANDLED_FUNCTIONS or not all(
            issubclass(t, (torch.Tensor, ScalarTensor)) for t in types
        ):
            return NotImplemented
        return HANDLED_FUNCTIONS[func](*args, **kwargs)


def implements(torch_function):
    """Register a torch function override for ScalarTensor"""
    def decorator(func):
        functools.update_wrapper(func, torch_function)
        HANDLED_FUNCTIONS[torch_function] = func
        return func
    return decorator


@implements(torch.mean)
def mean(input):
    return float(input._value) / input._N


@implements(torch.add)
def add(input, other):
    try:
        if input._N == other._N:
            return ScalarTensor(input._N, input._value + other._value)
        else:
            raise ValueError("Shape mismatch!")
    except AttributeError:
        return torch.add(input.tensor(), other)


d = ScalarTensor(5, 2)
d
d.tensor()
torch.mean(d)
torch.add(d, d)
torch.add(d, d)._value
s = torch.add(d, torch.ones(5, 5))
s
s.sum()

def attempt(f):
    try:
        return f()
    except Exception as e:
        # The class's module is __main__ in a script, and not in the oracle's runner.
        return f"{type(e).__name__}: {e}".replace("__main__.", "")

attempt(lambda: torch.add(d, ScalarTensor(3, 1)))
attempt(lambda: torch.mul(d, 2))
attempt(lambda: torch.nn.functional.relu(d))
attempt(lambda: torch.linalg.norm(d))
attempt(lambda: torch.ones(2) + d)
attempt(lambda: d + torch.ones(2))
attempt(lambda: torch.ones(2).add(d))
mean.__name__


class Logged:
    # Records what each call hands over, then lets torch run on the wrapped tensor.
    calls = []

    def __init__(self, t):
        self.t = t

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        cls.calls.append((func.__name__, [t.__name__ for t in types], len(args), kwargs))
        def unwrap(a):
            if isinstance(a, (list, tuple)):
                return type(a)(unwrap(b) for b in a)
            return a.t if isinstance(a, Logged) else a
        args = [unwrap(a) for a in args]
        kwargs = {k: unwrap(v) for k, v in (kwargs or {}).items()}
        return func(*args, **kwargs)


x = Logged(torch.arange(6.).reshape(2, 3))
torch.sum(x)
torch.sum(x, dim=1)
torch.cat([torch.zeros(1, 3), x])
torch.stack((x, x)).shape
torch.ones(3) * x
x @ torch.ones(3)
torch.ones(2) @ x
torch.ones(2, 3) - x
x == torch.ones(2, 3)
torch.ones(2, 3) < x
torch.arange(3.).mul(x)
torch.nn.functional.softmax(x, dim=1)
torch.where(torch.tensor(True), x, torch.zeros(2, 3))
torch.Tensor.add(torch.ones(3), x)
Logged.calls
