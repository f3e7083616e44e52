# Arrays of strings (dtype '<Un'): a vocabulary of characters indexed by NumPy int arrays,
# NumPy int scalars and torch int tensors, as the char-RNN chapters do; printing, comparison,
# np.unique, setting elements, and torch refusing to convert them.
import numpy as np
import torch

chars = sorted(set("hello world"))
a = np.array(chars)
repr(a)
str(a)
repr(a.dtype)
str(a.dtype)
a.dtype.kind
a.dtype.itemsize
a.shape
a.ndim
a.size
len(a)
a.strides
type(a).__name__
isinstance(a, np.ndarray)
a[0]
a[-1]
''.join(a)
repr(a[2:5])
repr(a[::-2])
idx = np.array([3, 2, 5, 5, 4], dtype=np.int32)
''.join(a[idx])
repr(a[idx])
a[np.int32(4)]
a[np.int64(-2)]
a[torch.tensor([1, 0, 2])].tolist()
a[torch.tensor(3)]
'{} -> {}'.format(torch.tensor(3), a[torch.tensor(3)])
['{} -> {}'.format(i, a[i]) for i in idx[:3]]
str(a[torch.tensor([6])])
repr(a == 'l')
repr(a != 'l')
repr(a[a == 'l'])
a.tolist()
[c for c in a]
sorted(np.array(['b', 'c', 'a']))
repr(np.unique(np.array(['b', 'a', 'b', 'c'])))
b = np.array([['ab', 'c', 'def'], ['g', 'hi', 'j']])
repr(b)
str(b)
b.shape
repr(b.dtype)
repr(b[1])
repr(b[:, 1])
b[1, 2]
b[-1][0]
b.tolist()
repr(np.array(['a', 1]))
repr(np.array([1, 22], dtype=str))
repr(np.array(['abc', 'd'], dtype='<U2'))
repr(np.array([]))
repr(np.array(list('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')))
c = np.array(['ab', 'cd', 'ef'])
c[0] = 'xyz'
repr(c)
c[1:] = 'q'
repr(c)
v = c[1:]
v[0] = 'w'
repr(c)
c[idx[:1] - 3] = 'r'
repr(c)
torch.tensor(np.array(['a']))
torch.from_numpy(np.array(['a', 'b']))
torch.as_tensor(np.array(['a']))
a[20]
a[1.5]
a[np.array([1.0])]
repr(np.array(np.array(['x', 'yy'])))
repr(np.asarray(['p', 'q']))
'q' in np.array(['p', 'q'])

# n-d, 0-d, empty and long arrays; masks, views, mixed lists, concatenation
a = np.array(list('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'))
str(a)
big = np.array(['w%d' % i for i in range(1200)])
repr(big)
str(big)
big.shape
repr(np.array([['a'] * 3] * 2, dtype='<U4'))
z = np.array('hello')
repr(z)
str(z)
z.shape
z[()]
repr(z[...])
repr(np.array([], dtype=str))
repr(np.array([[]], dtype=str)) 
repr(np.array(['a', 'b'], ndmin=2))
b = np.array([['ab', 'c', 'def'], ['g', 'hi', 'j']])
repr(b[b != 'c'])
repr(b[np.array([True, False])])
repr(b[..., 0])
repr(b[None, 1])
repr(b[:, ::-1])
[repr(r) for r in b]
repr(b.reshape(3, 2))
repr(b.reshape(-1))
repr(b.ravel())
repr(b == np.array([['ab', 'x', 'def'], ['g', 'hi', 'j']]))
repr(np.array([b[0], b[1]]))
repr(np.array(b, dtype='<U1'))
repr(np.array(b))
repr(b.copy())
repr(b.astype('<U1'))
repr(np.unique(np.array(['b', 'a', 'b', 'c']), return_counts=True))
repr(np.unique(np.array(['b', 'a', 'b', 'c']), return_index=True, return_inverse=True))
repr(np.array([1.5, 2.0, 'x']))
repr(np.array([True, 'x']))
repr(np.array([np.int32(3), 'x']))
c = np.array(['ab', 'cd', 'ef'])
c[c == 'cd'] = 'Q'
repr(c)
c[[0, 2]] = ['m', 'nn']
repr(c)
c[torch.tensor(1)] = 'T'
repr(c)
c[0] = 7
repr(c)
c.base is None
c[1:].base is c
c.tolist()
a[100]
b[0, 0, 0]
b[np.array([0, 5])]
b[np.array([True, False, True])]
repr(c + 'x')
c.dtype.name
c.dtype.str
c.dtype == '<U2'
c.dtype == np.float64
c.itemsize
c.nbytes
bool(np.array(['']))
bool(np.array(['a']))
'a' in b
repr(c + c)
repr('q' + c)
repr(np.array([np.uint8(3), 'x']))
repr(np.array([np.array([1, 2], dtype=np.int8), ['a', 'b']]))

# views through the numeric array's view code: transpose, swapaxes, squeeze, expand_dims
b = np.array([['ab', 'c', 'def'], ['g', 'hi', 'j']])
repr(b.T)
b.T.strides
b.T.base is b
repr(b.swapaxes(0, 1))
repr(b[None].squeeze(0))
repr(np.expand_dims(b, 0))
t = b.T
t[0, 1] = 'ZZZZ'
repr(b)
repr(b < 'd')
repr(b >= b)
