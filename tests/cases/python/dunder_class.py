# x.__class__ is type(x): tutorials print model.__class__.__name__.
import torch
import torch.nn as nn
class A:
    pass
a = A()
type(a).__name__
a.__class__
a.__class__.__name__
m = nn.Linear(2, 2)
m.__class__.__name__
type(m).__name__
"x".__class__.__name__
class B(nn.Module):
    def __init__(self):
        super().__init__()
    def forward(self, x):
        return x
B().__class__.__name__
isinstance(a, a.__class__)
class Point:
    def __init__(self, x):
        self.x = x
    def clone(self):
        return self.__class__(self.x + 1)
Point(1).clone().x
type(Point(1).clone()) is Point
Point.__class__
