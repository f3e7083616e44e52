# torch.frombuffer over a bytearray shares its memory (writes on either side show on the
# other; a memoryview of the array shares too), with PyTorch's count/offset checks; over
# read-only bytes PyTorch warns. torch.asarray aliases a tensor or a NumPy array unless a
# copy is asked for or needed, refuses copy=False when one is needed, sets requires_grad
# on the tensor itself, and reads lists and scalars as torch.tensor does.
import warnings

import numpy as np
import torch


def err(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


ba = bytearray(b"\x01\x02\x03\x04\x05\x06\x07\x08")
x = torch.frombuffer(ba, dtype=torch.uint8)
x
x[0] = 100
repr(ba)
ba[1] = 200
x
y = torch.frombuffer(ba, dtype=torch.int16)
y
y[3] = -1
repr(ba)
z = torch.frombuffer(ba, dtype=torch.uint8, count=3, offset=2)
z
z.storage_offset()
torch.frombuffer(ba, dtype=torch.int32, count=1, offset=4)
torch.frombuffer(ba, dtype=torch.int32, count=-5)
torch.frombuffer(memoryview(ba), dtype=torch.int8)
torch.frombuffer(memoryview(ba)[2:6], dtype=torch.uint8)
torch.frombuffer(ba, dtype=torch.float32, requires_grad=True)
err(lambda: torch.frombuffer(ba, dtype=torch.float32, count=3))
err(lambda: torch.frombuffer(ba, dtype=torch.float32, offset=9))
err(lambda: torch.frombuffer(ba, dtype=torch.float32, offset=8))
err(lambda: torch.frombuffer(ba, dtype=torch.float32, offset=-1))
err(lambda: torch.frombuffer(ba, dtype=torch.int32, offset=2))
err(lambda: torch.frombuffer(ba, dtype=torch.int32, count=0))
err(lambda: torch.frombuffer(bytearray(), dtype=torch.int32))
err(lambda: torch.frombuffer([1, 2], dtype=torch.int32))
err(lambda: torch.frombuffer(ba))
err(lambda: torch.frombuffer(ba, dtype=torch.int32, requires_grad=True))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    b = torch.frombuffer(b"\x01\x02", dtype=torch.uint8)
    repr([(w.category.__name__, str(w.message)[:60]) for w in caught])
b

a = [1, 2, 3]
torch.asarray(a)
torch.asarray([1.0, 2.0])
torch.asarray(a, dtype=torch.float64)
torch.asarray(3)
torch.asarray(3.5, dtype=torch.int32)
torch.asarray(True)
torch.asarray((1, 2))
torch.asarray([True, 1.5])
torch.asarray([1, 2], copy=True)
torch.asarray([1.0], requires_grad=True)
err(lambda: torch.asarray(a, copy=False))
err(lambda: torch.asarray(3, copy=False))
err(lambda: torch.asarray(a, requires_grad=True))
err(lambda: torch.asarray([[1, 2], [3]]))
err(lambda: torch.asarray(None))
torch.asarray(bytearray(b"ab"))

t = torch.ones(3)
t2 = torch.asarray(t)
(t2 is t, t2.data_ptr() == t.data_ptr())
t3 = torch.asarray(t, copy=True)
(t3.data_ptr() == t.data_ptr(), t3)
t4 = torch.asarray(t, dtype=torch.float64)
(t4.data_ptr() == t.data_ptr(), t4.dtype)
err(lambda: torch.asarray(t, dtype=torch.float64, copy=False))
err(lambda: torch.asarray(torch.ones(2, dtype=torch.int64), requires_grad=True))
torch.asarray(t[::2]).stride()
w = torch.asarray(t, requires_grad=True)
(w is t, w.requires_grad, t.requires_grad, w.grad_fn)
leaf = torch.ones(2, requires_grad=True)
off = torch.asarray(leaf, requires_grad=False)
(off is leaf, off.requires_grad, leaf.requires_grad)
leaf2 = torch.ones(2, requires_grad=True)
nonleaf = leaf2 * 2
detached = torch.asarray(nonleaf, requires_grad=False)
(detached is nonleaf, detached.requires_grad, detached.grad_fn, nonleaf.requires_grad)
torch.asarray(nonleaf, requires_grad=True) is nonleaf
torch.asarray(leaf2, dtype=torch.float64, requires_grad=False)

n = np.arange(3.0)
an = torch.asarray(n)
an[0] = 9
(repr(n), an.dtype)
cn = torch.asarray(n, copy=True)
cn[1] = 7
repr(n)
err(lambda: torch.asarray(n, dtype=torch.float32, copy=False))
torch.asarray(n, dtype=torch.float32)
torch.asarray(np.ones(2), requires_grad=True)
torch.asarray(np.ones(2, dtype=np.int64), dtype=torch.float32)
err(lambda: torch.asarray(np.ones((2, 3))[:, ::-1]))
torch.asarray(np.float64(2.5))
