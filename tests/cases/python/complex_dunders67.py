# complex(x) of an object standing for a number asks __complex__, then __float__, then
# __index__, as CPython 3.11 does (NumPy's complex scalars and 0-d arrays among them).
import numpy as np


class Z:
    def __complex__(self):
        return 1 + 2j


class F:
    def __float__(self):
        return 2.5


class I:
    def __index__(self):
        return 3


class Bad:
    def __complex__(self):
        return 1.5


complex(Z())
complex(Z(), 1)
complex(F())
complex(I())
try:
    complex(Bad())
except TypeError as e:
    str(e)
try:
    complex(object())
except TypeError as e:
    str(e)
complex(np.complex64(1 + 2j))
complex(np.complex128(-0.5j))
complex(np.array(3 + 4j))
complex(np.float32(2.5))
complex(np.int64(7))
