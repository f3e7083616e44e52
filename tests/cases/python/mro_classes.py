# __mro__ and __bases__ of builtin types, exception classes and classes that derive from them
import torch
import torch.nn as nn
KeyError.__mro__
KeyError.__bases__
ZeroDivisionError.__mro__
BaseException.__bases__
UserWarning.__mro__
int.__mro__
bool.__mro__
object.__bases__
dict.__bases__
class ShapeError(ValueError):
    pass
ShapeError.__mro__
ShapeError.__bases__
class Deeper(ShapeError):
    pass
[c.__name__ for c in Deeper.__mro__]
class Net(nn.Module):
    pass
Net.__mro__
Net.__bases__
nn.Module.__bases__
class Plain:
    pass
Plain.__bases__
Plain.__mro__
class A:
    pass
class B(A):
    pass
class C(A):
    pass
class D(B, C):
    pass
[k.__name__ for k in D.__mro__]
D.__bases__
[k.__name__ for k in ShapeError.__mro__ if issubclass(k, Exception)]
