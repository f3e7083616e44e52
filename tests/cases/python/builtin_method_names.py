# The names of built-in functions and bound methods, as decorators and logging code read them.
import torch
[].append.__name__
"abc".upper.__name__
len.__name__
torch.ones(2).add.__name__
d = {}
d.get.__name__
type([]).__mro__
type(3).__mro__
int.__mro__
type(True).__mro__
[].append.__qualname__
len.__qualname__
