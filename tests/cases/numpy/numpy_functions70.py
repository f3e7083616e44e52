# NumPy functions teaching code calls around PyTorch (stop 70): bincount, diff, triu/tril,
# logical_and/or/xor, einsum, searchsorted, column_stack, issubdtype and the abstract
# scalar types, shares_memory/may_share_memory, tobytes, numpy.linalg's norm/inv/det/solve,
# numpy.testing's assert_allclose/assert_array_equal, and NumPy 2's name of the bool type.
import numpy as np
import torch

a = np.arange(6, dtype=np.float32).reshape(2, 3)
repr(np.bincount(np.array([0, 1, 1, 3])))
repr(np.bincount(np.array([0, 1, 1]), minlength=5))
repr(np.bincount(np.array([0, 1, 1]), weights=np.array([0.5, 1.0, 2.0])))
repr(np.bincount([2, 2, 0]))
try:
    np.bincount(np.array([-1, 2]))
except ValueError as e:
    e1 = str(e)
e1
repr(np.diff(np.array([1, 4, 9, 16])))
repr(np.diff(np.array([1, 4, 9, 16]), n=2))
repr(np.diff(a))
repr(np.diff(a, axis=0))
repr(np.diff(np.array([1.0, 2.5, 2.0]), prepend=0.0))
repr(np.diff(np.array([True, False, False])))
repr(np.triu(np.ones((3, 3))))
repr(np.triu(a, 1))
repr(np.tril(a))
repr(np.tril(np.arange(9).reshape(3, 3), -1))
torch.from_numpy(np.triu(np.ones((3, 3), dtype=np.float32)))
repr(np.logical_and(np.array([True, False, True]), np.array([True, True, False])))
repr(np.logical_or(np.array([0, 1, 0]), 1))
repr(np.logical_xor(a > 1, a < 4))
np.logical_and(True, False)
repr(np.einsum('ij,kj->ik', a, a))
repr(np.einsum('ij->ji', a))
repr(np.einsum('i,i', np.array([1.0, 2.0]), np.array([3.0, 4.0])))
repr(np.einsum('ij,j->i', np.arange(6).reshape(2, 3), np.array([1, 0, 2])))
repr(np.searchsorted(np.array([1, 3, 5, 7]), np.array([0, 3, 6, 9])))
repr(np.searchsorted(np.array([1, 3, 5, 7]), 3, side='right'))
repr(np.array([1.0, 2.0, 4.0]).searchsorted(2.5))
repr(np.column_stack((np.array([1, 2, 3]), np.array([4, 5, 6]))))
repr(np.column_stack([np.zeros((2, 2)), np.ones(2)]))
np.issubdtype(a.dtype, np.floating), np.issubdtype(np.int32, np.integer), np.issubdtype(np.float64, np.integer)
np.issubdtype(np.uint8, np.unsignedinteger), np.issubdtype(np.int8, np.signedinteger), np.issubdtype(np.bool_, np.number)
np.issubdtype(np.complex64, np.complexfloating), np.issubdtype('f4', np.inexact), np.issubdtype(float, np.float64)
isinstance(np.float32(1.0), np.floating), isinstance(np.int64(3), np.integer), isinstance(np.float64(1.0), np.number)
np.shares_memory(a, a[0]), np.shares_memory(a[0], a[1]), np.may_share_memory(a, a[1])
b = np.arange(10)
np.shares_memory(b[::2], b[1::2]), np.may_share_memory(b[::2], b[1::2])
np.shares_memory(b, np.arange(10)), np.shares_memory(b, b.copy())
t = torch.zeros(4)
np.shares_memory(t.numpy(), t.numpy()[1:])
len(a.tobytes()), a.tobytes()[:8]
np.array([1, 2], dtype=np.int16).tobytes()
np.array([True, False]).tobytes(), np.arange(4, dtype=np.uint8).reshape(2, 2).tobytes('F')
# numpy.linalg
np.linalg.norm(a).item()
repr(np.linalg.norm(np.array([3.0, 4.0])))
repr(np.linalg.norm(np.array([[1, 2], [3, 4]])))
repr(np.linalg.norm(np.array([[3.0, 4.0], [6.0, 8.0]]), axis=1))
repr(np.linalg.norm(np.array([1.0, -2.0, 3.0]), ord=1))
repr(np.linalg.norm(np.array([1.0, -2.0, 3.0]), ord=np.inf))
m = np.array([[2.0, 1.0], [1.0, 3.0]])
repr(np.linalg.inv(np.array([[2.0, 0.0], [0.0, 4.0]])))
repr(np.linalg.det(np.array([[1.0, 2.0], [3.0, 4.0]])).round(6))
repr(np.linalg.solve(np.array([[2.0, 0.0], [0.0, 4.0]]), np.array([2.0, 8.0])))
np.allclose(m @ np.linalg.inv(m), np.eye(2))
np.allclose(np.linalg.solve(m, np.array([1.0, 2.0])), np.array([0.2, 0.6]))
try:
    np.linalg.inv(np.zeros((2, 2)))
except np.linalg.LinAlgError as e:
    e2 = str(e)
e2
# numpy.testing
np.testing.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 2.0]))
np.testing.assert_allclose(torch.ones(3).numpy(), np.ones(3, dtype=np.float32))
np.testing.assert_array_equal(np.arange(3), [0, 1, 2])
try:
    np.testing.assert_allclose(np.array([1.0, 2.0, 3.1]), np.array([1.0, 2.0, 3.0]))
except AssertionError as e:
    e3 = str(e)
e3
try:
    np.testing.assert_allclose([1.0, 2.0], [1.0, 2.5], rtol=1e-3, atol=0.1)
except AssertionError as e:
    e4 = str(e)
e4
try:
    np.testing.assert_array_equal(np.array([1, 2, 3]), np.array([1, 2, 4]))
except AssertionError as e:
    e5 = str(e)
e5
try:
    np.testing.assert_array_equal(np.array([1, 2, 3]), np.array([1, 2]))
except AssertionError as e:
    e6 = str(e)
e6
try:
    np.testing.assert_array_equal(np.array([[1, 2], [3, 4]]), [[1, 2], [3, 5]])
except AssertionError as e:
    e7 = str(e)
e7
try:
    np.testing.assert_allclose([1.0], [2.0], err_msg='oops')
except AssertionError as e:
    e8 = str(e)
e8
# NumPy 2 names the bool scalar type 'bool'
type(1.0 == np.float32(1.0)).__name__
type(np.True_).__name__
np.bool_ is np.bool
repr(np.bool_)
repr(np.dtype(np.bool_))
