# `from M import *` as scripts and notebooks write it: PyTorch's modules bind their
# `__all__` (or every public name where they have none), the standard library's theirs,
# and inside a function or class body it is CPython's SyntaxError.
import torch
from torch.utils.data import *
len(TensorDataset(torch.ones(3)))
DataLoader.__name__, Sampler.__name__, StackDataset.__name__, ChainDataset.__name__
get_worker_info() is None
_DatasetKind.Map, _DatasetKind.Iterable
[n for n in ['dataset', 'sampler', 'math', 'torch', 'itertools'] if n in globals()]

from math import *
floor(2.5), pi, isclose(1.0, 1.0 + 1e-12), sqrt(16.0), inf > 0
from torch.nn.functional import *
relu(torch.tensor([-1.0, 2.0]))
softmax(torch.tensor([0.0, 0.0]), dim=0)
from torch.nn import *
Linear.__name__, Sequential.__name__, type(Parameter(torch.ones(1))).__name__
functional.relu is relu, init.zeros_.__name__
from torch.optim import *
SGD.__name__, Adam.__name__, lr_scheduler.StepLR.__name__
from torch import *
tensor([1, 2]) + ones(2, dtype=int64)
float32, bfloat16
max(tensor([1, 5, 2]))
sum(tensor([[1, 2], [3, 4]]), dim=0)
from collections import *
Counter('abca').most_common(1), OrderedDict(a=1), namedtuple('P', 'x y')(1, 2)
deque([1, 2], maxlen=1)
from itertools import *
list(chain([1], [2])), list(islice(count(5), 3))
from functools import *
reduce(lambda a, b: a * b, [1, 2, 3, 4]), partial(int, base=2)('101')
from os.path import *
join('a', 'b'), basename('x/y.py'), splitext('m.pt')
from typing import *
cast(int, 3), TYPE_CHECKING, callable(overload)
from string import *
ascii_lowercase[:5], digits
from dataclasses import *
@dataclass
class Point:
    x: int
    y: int = 0

Point(1), fields(Point)[1].name
from copy import *
deepcopy([[1], [2]]), copy({'a': 1})


def uses_star():
    from math import *
    return pi

uses_star()


class Holder:
    from math import *

Holder


def outer():
    def inner():
        from math import *
    return inner

outer
from math import sqrt as root, not_a_name, cos as cosine
root(9.0)
cosine
from torch.utils.data import Subset as S2, NoSuchThing, Dataset as D2
S2.__name__
D2
