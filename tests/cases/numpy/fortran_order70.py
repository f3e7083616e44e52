# Fortran order in stridelab's NumPy (stop 70): flatten/ravel/copy/reshape with order=,
# np.zeros/ones/empty/full/array/asarray(order='F'), np.asfortranarray, the *_like
# functions keeping a transposed array's layout (order='K'), ndarray.flags, and the
# strides torch.from_numpy gives an F-ordered array.
import numpy as np
import torch

a = np.arange(6, dtype=np.float32).reshape(2, 3)
torch.from_numpy(a.flatten('F'))
torch.from_numpy(a.flatten('f'))
torch.from_numpy(a.flatten(order='C'))
torch.from_numpy(np.ravel(a, order='F'))
torch.from_numpy(a.ravel('K'))
torch.from_numpy(a.copy(order='F')).stride()
torch.from_numpy(a.copy(order='F'))
torch.from_numpy(np.zeros((2, 3), order='F')).stride()
torch.from_numpy(np.ones((2, 3, 4), dtype=np.int32, order='F')).stride()
torch.from_numpy(np.empty((2, 3), order='F')).stride()
torch.from_numpy(np.full((2, 3), 7.0, order='F')).stride()
np.zeros((2, 3), order='F').strides
f = np.asfortranarray(a)
f.strides, f.flags['F_CONTIGUOUS'], f.flags['C_CONTIGUOUS'], f.flags.owndata
torch.from_numpy(f)
torch.from_numpy(f).stride(), torch.from_numpy(f).is_contiguous()
torch.from_numpy(np.array([[1, 2], [3, 4]], order='F')).stride()
torch.from_numpy(np.array(a, order='F')).stride()
torch.from_numpy(np.asarray(a, order='F')).stride()
np.asarray(f, order='F') is f
np.asarray(f) is f
torch.from_numpy(np.ascontiguousarray(f)).stride()
torch.from_numpy(np.copy(f)).stride()
torch.from_numpy(f.copy()).stride()
torch.from_numpy(a.T.astype(np.float64)).stride()
torch.from_numpy(np.array(a.T)).stride()
torch.from_numpy(np.zeros_like(f)).stride()
torch.from_numpy(np.ones_like(a.T)).stride()
torch.from_numpy(np.full_like(f, 2.0)).stride()
torch.from_numpy(np.zeros_like(f, order='C')).stride()
# reshape in F order: a view when memory allows, else a view of an F-ordered copy
torch.from_numpy(a.reshape(3, 2, order='F'))
torch.from_numpy(a.reshape(3, 2, order='F')).stride()
a.reshape(3, 2, order='F').base is a
f.reshape(3, 2, order='F').base is f
torch.from_numpy(f.reshape(3, 2, order='F')).stride()
torch.from_numpy(np.reshape(a, (3, -1), order='F'))
torch.from_numpy(f.reshape(6, order='A'))
f.ravel('F').base is f
a.ravel('F').base is None
torch.from_numpy(a[:, ::2].flatten('K'))
torch.from_numpy(a.T.ravel('K'))
try:
    a.reshape(3, 2, order='K')
except ValueError as e:
    err1 = str(e)
err1
try:
    np.zeros(2, order='K')
except ValueError as e:
    err2 = str(e)
err2
try:
    a.flatten('X')
except ValueError as e:
    err3 = str(e)
err3
try:
    a.reshape(4, 2, order='F')
except ValueError as e:
    err4 = str(e)
err4
# flags
a.flags['C_CONTIGUOUS'], a.flags['F_CONTIGUOUS'], a.flags.c_contiguous, a.flags.f_contiguous
a.T.flags['C'], a.T.flags['F'], a[:, 1].flags.c_contiguous, a[0].flags.f_contiguous
np.zeros((0, 3)).flags.c_contiguous, np.zeros((0, 3)).flags.f_contiguous
a.flags.writeable, a.flags['WRITEABLE'], np.arange(3).flags.owndata, a.flags.owndata
repr(np.arange(3).flags)
try:
    a.flags['nope']
except KeyError as e:
    err5 = str(e)
err5
w = np.arange(3.0)
w.flags.writeable = False
w.flags.writeable
try:
    w[0] = 5.0
except ValueError as e:
    err6 = str(e)
err6
t = torch.tensor([[1.0, 2.0], [3.0, 4.0]]).t()
t.numpy().flags['F_CONTIGUOUS'], t.numpy().flags.owndata
torch.from_numpy(np.asfortranarray(t.numpy())).stride()
# other dtypes and shapes
z = np.array([[1 + 2j, 3j, 2], [1, 2, 5j]])
repr(z.T.astype(np.complex64)), z.T.astype(np.complex64).strides, repr(z.flatten('F'))
u = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.uint16)
repr(u.T.copy(order='K')), u.T.copy(order='K').strides, repr(u.ravel('F')), np.asfortranarray(u).strides
e = np.zeros((0, 3))
np.asfortranarray(e).strides, repr(e.flatten('F')), np.zeros_like(e.T).strides
s = np.array([['a', 'bb'], ['c', 'd']])
repr(s.flatten('F')), repr(s.ravel('F')), repr(s.reshape(4, order='F')), repr(np.asarray(s, order='F'))
np.asfortranarray(5.0).shape, repr(np.array(3, order='F')), repr(np.ascontiguousarray(np.float32(2)))
b = np.arange(24).reshape(2, 3, 4).transpose(1, 0, 2)
np.copy(b).strides, b.astype(np.float32).strides, repr(b.ravel('K')), np.empty_like(b).strides
repr(np.arange(6).reshape(2, 3)[:, ::-1].flatten('F')), np.arange(6).reshape(2, 3)[:, ::-1].copy(order='K').strides
np.full((2, 2), [1, 2], order='F').strides, repr(np.full((2, 2), [1, 2], order='F'))
repr(np.full_like(np.ones((2, 2)).T, [1, 2]))
