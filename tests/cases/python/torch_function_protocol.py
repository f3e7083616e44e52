# How torch hands a call to __torch_function__ (torch/overrides.py, the C++ parser):
# which function object, which types in which order, args and kwargs, and the errors.
import operator
import warnings
import torch
import torch.nn.functional as F

seen = []


class Spy:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        seen.append((func.__name__, [t.__name__ for t in types], [type(a).__name__ for a in args],
                     kwargs if kwargs is None else sorted(kwargs)))
        return NotImplemented


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}".replace("__main__.", "")


s = Spy()
t = torch.ones(2)
ops = [("+", operator.add), ("-", operator.sub), ("*", operator.mul), ("/", operator.truediv),
       ("//", operator.floordiv), ("%", operator.mod), ("**", operator.pow), ("@", operator.matmul),
       ("&", operator.and_), ("|", operator.or_), ("^", operator.xor), ("<<", operator.lshift),
       (">>", operator.rshift), ("==", operator.eq), ("!=", operator.ne), ("<", operator.lt),
       ("<=", operator.le), (">", operator.gt), (">=", operator.ge)]
table = []
for name, f in ops:
    for a, b in ((t, s), (s, t)):
        seen.clear()
        r = attempt(lambda: f(a, b))
        table.append((name, type(a).__name__, list(seen), r))
table[:14]
table[14:28]
table[28:]

seen.clear()
attempt(lambda: torch.mean(s))
attempt(lambda: torch.mean(input=s))
attempt(lambda: torch.cat([t, s]))
attempt(lambda: torch.zeros(2, out=s))
attempt(lambda: F.softmax(s, dim=0))
attempt(lambda: F.mse_loss(s, t))
attempt(lambda: F.linear(t, s))
attempt(lambda: F.conv2d(s, t))
attempt(lambda: torch.tensordot(s, t))
attempt(lambda: torch.unique(s))
attempt(lambda: torch.einsum("i->", s))
attempt(lambda: torch.special.erf(s))
attempt(lambda: torch.fft.fft(s))
attempt(lambda: t.sum(dim=s))
attempt(lambda: t.mm(s))
attempt(lambda: torch.Tensor.add(t, s))
seen

# Several types: a subclass goes before its base, others in argument order.
class Base:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        seen.append(("Base", cls.__name__, [ty.__name__ for ty in types]))
        return NotImplemented


class Derived(Base):
    pass


class Other:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        seen.append(("Other", [ty.__name__ for ty in types]))
        return "Other answered"


seen.clear()
attempt(lambda: torch.add(Base(), Derived()))
attempt(lambda: torch.add(Base(), Other()))
attempt(lambda: torch.stack([Derived(), Base(), Derived()]))
seen


# A plain method still works, with PyTorch's warning.
class Plain:
    def __torch_function__(self, func, types, args=(), kwargs=None):
        return ("plain", type(self).__name__, func.__name__)


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = torch.abs(Plain())
r
[str(x.message) for x in w]
[x.category.__name__ for x in w]

# Functions that never dispatch refuse the object as before.
attempt(lambda: torch.manual_seed(s))
attempt(lambda: torch.tensor(s))
isinstance(s, torch.Tensor)
torch.is_tensor(s)
