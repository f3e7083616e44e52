import numpy as np

def myfunc(a, b):
    "Return a-b if a>b, otherwise return a+b"
    if a > b:
        return a - b
    else:
        return a + b

vfunc = np.vectorize(myfunc)
r = vfunc([1, 2, 3, 4], 2)
r.tolist(), r.dtype.name
vfunc.__doc__
vfunc2 = np.vectorize(myfunc, otypes=[float])
vfunc2([1, 2, 3, 4], 2).tolist(), vfunc2([1, 2, 3, 4], 2).dtype.name
np.vectorize(myfunc)([1.0, 2, 3, 4], 2).dtype.name
m = np.vectorize(lambda x, y: x * y)(np.arange(3).reshape(3, 1), np.arange(4))
m.shape, m.tolist()
np.vectorize(lambda s: s > 1)(np.array([0, 1, 2, 3])).tolist()
np.vectorize(lambda s: s > 1)(np.array([0, 1, 2, 3])).dtype.name

def mypolyval(p, x):
    _p = list(p)
    res = _p.pop(0)
    while _p:
        res = res * x + _p.pop(0)
    return res

vpolyval = np.vectorize(mypolyval, excluded=["p"])
vpolyval(p=[1, 2, 3], x=[0, 1]).tolist()
vpolyval2 = np.vectorize(mypolyval, excluded={0})
vpolyval2([1, 2, 3], x=[0, 1]).tolist()
np.vectorize(lambda v: (v, v * 2))(np.array([1, 2]))[1].tolist()
np.vectorize(abs)(5)

@np.vectorize
def clip01(v):
    return min(max(v, 0.0), 1.0)

clip01(np.array([-0.5, 0.25, 3.0])).tolist()
np.vectorize(lambda v: v)(np.array([]))
np.vectorize(lambda v: v, otypes=[np.int64])(np.array([], dtype=np.int64)).shape

def my_func(a):
    return (a[0] + a[-1]) * 0.5

b = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
np.apply_along_axis(my_func, 0, b).tolist()
np.apply_along_axis(my_func, 1, b).tolist()
np.apply_along_axis(sorted, 1, np.array([[8, 1, 7], [4, 3, 9], [5, 2, 6]])).tolist()
np.apply_along_axis(np.diag, -1, b).shape, np.apply_along_axis(np.diag, -1, b).tolist()
np.apply_along_axis(lambda v: v * 2, 0, np.arange(6).reshape(2, 3)).tolist()
np.apply_along_axis(np.sum, 1, np.arange(24).reshape(2, 3, 4)).tolist()
A = np.arange(60.).reshape(3, 4, 5)
B = np.arange(24.).reshape(4, 3, 2)
c = np.tensordot(A, B, axes=([1, 0], [0, 1]))
c.shape, c.tolist()
np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2), axes=1).tolist()
np.tensordot(np.array([1, 2]), np.array([3, 4]), axes=0).tolist()
np.tensordot(np.ones((2, 3)), np.ones((2, 3))).tolist()
np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=([0], [0]))
np.fromfunction(lambda i, j: i + j, (3, 3), dtype=int).tolist()
np.fromfunction(lambda i, j: i == j, (2, 2)).tolist()
hasattr(np, "tensordot"), hasattr(np, "vectorize"), hasattr(np, "apply_along_axis"), hasattr(np, "uint32")
hasattr(np, "frombuffer"), hasattr(np, "ma"), hasattr(np, "no_such_name")
getattr(np, "no_such_name", None) is None
