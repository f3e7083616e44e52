# Type checks as library-style code writes them (typing aliases, namedtuples and the
# collections' dict subclasses), and tuple repetition from either side.
import collections
import typing
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union
import torch


def describe(x):
    if isinstance(x, torch.Tensor):
        return "tensor"
    if isinstance(x, Mapping):
        return "mapping"
    if isinstance(x, (List, Tuple)):
        return "sequence of " + str(len(x))
    if isinstance(x, Optional[int]):
        return "int or None"
    return "other"


[describe(v) for v in [torch.ones(2), {"a": 1}, [1, 2], (1, 2, 3), None, 4, "s", 2.5]]
isinstance([1], List), isinstance((1,), List), isinstance({}, Dict), isinstance((1, 2), Tuple)
isinstance("ab", Sequence), isinstance([1], Sequence), isinstance({1: 2}, Sequence)
isinstance(collections.OrderedDict(), Mapping), isinstance(collections.Counter("ab"), Mapping)
isinstance(3, Optional[int]), isinstance(None, Optional[int]), isinstance("s", Optional[int])
isinstance("s", Union[int, str]), isinstance(2.5, Union[int, str])
isinstance(3, Any)
isinstance(3, Optional)
isinstance(3, Union)
isinstance([1], List[int])
isinstance({}, Dict[str, int])
isinstance(len, Callable), isinstance(3, Callable), isinstance(lambda: 0, Callable)
isinstance([1], Iterable), isinstance(3, Iterable), isinstance(torch.ones(2), Iterable)
isinstance(iter([1]), typing.Iterator), isinstance([1], typing.Iterator)
isinstance([1], (int, List))
issubclass(list, List), issubclass(tuple, List), issubclass(list, Sequence), issubclass(int, Any)
issubclass(int, Optional[int]), issubclass(type(None), Optional[int]), issubclass(str, Optional[int])
issubclass(list, List[int])


class Bag:
    def __iter__(self):
        return iter([1, 2])


isinstance(Bag(), Iterable), issubclass(Bag, Iterable), isinstance(Bag(), Sequence)
Point = collections.namedtuple("Point", "x y")
p = Point(1.5, -2.0)
isinstance(p, tuple), issubclass(Point, tuple), isinstance(p, Point), isinstance(p, list)
isinstance(p, Sequence), isinstance(p, Tuple)
p * 2
2 * p
p + (3.0,)
(0.0,) + p
p + p
p + [3.0]
hash(p) == hash((1.5, -2.0))
isinstance(collections.defaultdict(list), dict), isinstance(collections.Counter("aab"), dict)
issubclass(collections.OrderedDict, dict), isinstance(collections.deque(), dict)
isinstance(collections.defaultdict(list), tuple)
isinstance(torch.max(torch.ones(2, 2), 0), tuple), isinstance(torch.ones(3).sort(), tuple)
2 * (1, 2), (1, 2) * 2, 0 * (1, 2), -1 * (1,), True * (4,)
s = torch.Size([2, 3])
s * 2, 2 * s, s * 0, (1,) + s, s + (4,)
type(2 * s), type((1,) + s)
torch.tensor([3]) == (1 << 64)
torch.tensor([3]) != -(1 << 64)
torch.tensor([3]) < (1 << 70)
torch.tensor([3]) + (-(1 << 64))
