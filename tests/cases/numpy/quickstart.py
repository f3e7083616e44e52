# NumPy's quickstart, "The basics": attributes, creation, printing.
import numpy as np
a = np.arange(15).reshape(3, 5)
repr(a)
a.shape
a.ndim
str(a.dtype)
a.dtype.name
a.itemsize
a.size
a.nbytes
a.strides
a.tolist()
b = np.array([6, 7, 8])
repr(b)
str(b)
a = np.array([2, 3, 4])
str(a.dtype)
b = np.array([1.2, 3.5, 5.1])
str(b.dtype)
repr(b)
b = np.array([(1.5, 2, 3), (4, 5, 6)])
repr(b)
str(b)
c = np.array([[1, 2], [3, 4]], dtype=np.float32)
repr(c)
str(c)
c.strides
repr(np.zeros((3, 4)))
repr(np.ones((2, 3, 4), dtype=np.int32))
str(np.ones((2, 3, 4), dtype=np.int32))
np.ones((2, 3, 4), dtype=np.int32).strides
repr(np.arange(10, 30, 5))
repr(np.arange(0, 2, 0.3))
repr(np.linspace(0, 2, 9))
x = np.linspace(0, 2 * np.pi, 100)
x.shape
repr(np.arange(30.))
str(np.arange(30))
repr(np.arange(10000))
str(np.arange(10000).reshape(100, 100))
repr(np.eye(3))
repr(np.full((2, 2), 7))
repr(np.full((2, 2), 0.5, dtype=np.float32))
repr(np.array([True, False]))
repr(np.array([1, 2], dtype=np.uint8))
repr(np.array([]))
repr(np.zeros((0, 3)))
repr(np.array(5.))
str(np.array(5.))
repr(np.array([1e8, 1.5e-5]))
repr(np.array([0.1, 0.25, 3]))
repr(np.array([np.nan, 1.5, np.inf]))
repr(np.array([-1.5, 2]))
repr(np.array([1 / 3], dtype=np.float32))
repr(np.array([123456789.]))
repr(np.array([0.1, 0.2], dtype=np.float32) + 0.1)
np.empty((2, 3)).shape
str(np.dtype('float32'))
repr(np.dtype('float32'))
np.dtype('float32') == np.float32
np.array([1, 2]).dtype == np.int64
np.array([1.0]).dtype == float
