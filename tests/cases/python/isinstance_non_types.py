# isinstance and issubclass take classes (or tuples of them); anything else is a TypeError,
# checked in order as CPython does, so a match before the bad item still answers True.
import torch
import typing

isinstance(1, len)
isinstance(1, (int, len))
isinstance(1, (len, int))
isinstance(1, (float, (str, print)))
isinstance(1, (float, (int, print)))
issubclass(int, len)
issubclass(bool, (int, len))
issubclass(bool, (len, int))
isinstance(torch.ones(2), torch.float32)
isinstance(torch.ones(2), torch.Tensor)
isinstance(1, 3)
isinstance(1, None)
isinstance([], list)
def f():
    pass
isinstance(1, f)
isinstance(torch.nn.Linear(2, 2), torch.nn.Module)
isinstance(ValueError("x"), (TypeError, ValueError))
isinstance(1, ())
import itertools
isinstance(1, itertools.count)
