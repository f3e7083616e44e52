# Modern type hints (PEP 585/604) evaluate when a def runs: list[int], dict[str, int],
# tuple[Tensor, ...], X | None, as tutorials written for Python 3.10+ use them.
import torch
from torch import Tensor, nn
from collections import OrderedDict


def f(x: list[int], y: dict[str, int] | None = None) -> tuple[int, ...]:
    return tuple(x)


f([1, 2])
repr(f.__annotations__)


def g(t: Tensor | None = None, m: nn.Module | None = None) -> tuple[Tensor, Tensor]:
    return t, t


g(torch.ones(2))[0]
repr(g.__annotations__["t"])
repr(list[int])
repr(dict[str, list[float]])
repr(tuple[int, ...])
repr(tuple[()])
repr(int | None)
repr(None | int)
repr(int | str | None)
repr(int | int)
repr(type[int])
list[int].__origin__ is list
list[int].__args__
(int | None).__args__
isinstance(3, int | str)
isinstance("a", int | None)
isinstance(None, int | None)
isinstance(torch.ones(1), Tensor | None)
issubclass(bool, int | str)
list[int]([1, 2])
(int | str) == (str | int)
list[int] == list[int]
type(list[int]).__name__
type(int | None).__name__
isinstance([1], list[int])
None | None
3 | int
repr(OrderedDict[str, Tensor])


class Config:
    names: list[str] = []
    size: int | None = None


Config.size
repr(Config.__annotations__)
