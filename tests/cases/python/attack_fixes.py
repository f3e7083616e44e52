# Hostile inputs to the day's additions, each agreeing with PyTorch/CPython now
import warnings
import numpy as np
import torch
import torch.nn as nn
from collections import OrderedDict, defaultdict
from torch.utils.checkpoint import checkpoint

def caught(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
        except Exception as e:
            r = (type(e).__name__, str(e))
    return [(x.category.__name__, str(x.message)[:50]) for x in w], r

# object() is a fresh object, not the class
o = object()
type(o) is object, o is object, isinstance(o, type), o == object(), o == o
# a builtin warning instance as the message; type() of a builtin exception instance
caught(lambda: warnings.warn(UserWarning("a")))
caught(lambda: warnings.warn(DeprecationWarning("b"), RuntimeWarning))
type(KeyError("k")) is KeyError, issubclass(type(UserWarning("u")), Warning)
# numpy data is not a tensor: no copy-construct warning
caught(lambda: torch.tensor(np.array([1.0, 2.0])))
caught(lambda: torch.tensor(np.float32(1.5)))
# set_default_tensor_type warns once
caught(lambda: [torch.set_default_tensor_type(torch.FloatTensor) for _ in range(3)])
# legacy constructors refuse what PyTorch's refuse
caught(lambda: torch.FloatTensor(2.5))
caught(lambda: torch.FloatTensor(torch.tensor([1, 2])))
caught(lambda: torch.DoubleTensor(torch.ones(2)))
t = torch.ones(2)
torch.FloatTensor(t) is t
# load_state_dict's result prints as PyTorch's
lin = nn.Linear(1, 1)
repr(lin.load_state_dict(lin.state_dict()))
repr(lin.load_state_dict({"weight": torch.ones(1, 1), "zzz": torch.ones(1)}, strict=False))
# PEP 584 with OrderedDict and defaultdict
OrderedDict(a=1) | {"b": 2}
{"b": 2} | OrderedDict(a=1)
type(defaultdict(int, a=1) | {"b": 2}).__name__, type({"b": 2} | defaultdict(int, a=1)).__name__
od = OrderedDict(a=1)
od |= {"c": 3}
od
dd = defaultdict(list)
dd |= {"x": [1]}
dict(dd), dd.default_factory is list
# reentrant checkpoints refuse torch.autograd.grad; determinism_check is checked
x = torch.ones(2, requires_grad=True)
y = checkpoint(torch.sin, x, use_reentrant=True)
caught(lambda: torch.autograd.grad(y.sum(), x))
caught(lambda: checkpoint(torch.sin, x, use_reentrant=False, determinism_check="foo"))
# a GradScaler with nothing to unscale refuses to step
s = torch.amp.GradScaler("cpu")
opt = torch.optim.SGD([nn.Parameter(torch.ones(1))], lr=0.1)
s.scale(torch.ones(1))
caught(lambda: s.step(opt))
caught(lambda: s.update())
caught(lambda: s.update(torch.tensor([2.0, 3.0])))
# dir() keeps a __dir__'s duplicates; vars() with no argument is locals()
class D:
    def __dir__(self):
        return ["z", "a", "a"]
dir(D())
def f():
    y = 1
    return vars()
f()
xa = torch.ones(2, requires_grad=True)
ya = torch.FloatTensor(xa)
ya.grad_fn.name(), ya._base is xa, ya.data_ptr() == xa.data_ptr()
