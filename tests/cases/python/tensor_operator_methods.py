import torch
import functools

# A tensor's operator methods, as subclass code and functional code call them.
a = torch.tensor([1, 2, 3])
b = torch.tensor([10, 20, 30])
a.__add__(b)
a.__radd__(5)
a.__sub__(1)
a.__rsub__(10)
a.__mul__(2.5)
a.__rmul__(3)
a.__truediv__(2)
a.__rtruediv__(6)
a.__floordiv__(2)
a.__rfloordiv__(7)
a.__mod__(2)
a.__rmod__(7)
a.__pow__(2)
a.__rpow__(2)
a.__and__(1)
a.__or__(4)
a.__xor__(b)
a.__rand__(3)
a.__lshift__(2)
a.__rlshift__(1)
a.__rshift__(1)
b.__rrshift__(100)
a.__neg__()
a.__pos__()
a.__invert__()
a.__eq__(b // 10)
a.__ne__(2)
a.__lt__(2)
a.__le__(2)
a.__gt__(2)
a.__ge__(2)
m = torch.arange(4.).view(2, 2)
m.__matmul__(m)
m.__rmatmul__(torch.ones(2, 2))
m.__radd__(1)

# In-place forms change the tensor and return it.
c = torch.tensor([1.0, 2.0])
d = c.__iadd__(1)
d is c
c
c.__imul__(torch.tensor([2.0, 3.0]))
c.__isub__(1)
c.__itruediv__(2)
c
e = torch.tensor([5, 6])
e.__ilshift__(1)
e.__iand__(12)
e.__ior__(1)
e

# Functional code passes them around.
functools.reduce(lambda acc, t: acc.__mul__(t), [torch.tensor(2.), torch.tensor(3.), torch.tensor(4.)])
list(map(lambda t: t.__neg__(), [torch.tensor(1), torch.tensor(-2)]))

# Errors are the operator's.
a.__add__("x")
torch.tensor([1.0]).__invert__()
torch.tensor([1, 2]).__ilshift__(1.5)
torch.tensor([1, 2]).__iand__(1.5)
f = torch.tensor([1, 2])
f <<= 1.5
f >>= 0.5
f &= 2.5
f
torch.tensor([1.0, 2.0]).__lshift__(1)
