# NumPy's complex dtypes (stop 67): np.complex64/np.complex128 as dtypes and scalar types,
# complex arrays (creation, parts, arithmetic with NEP 50 promotion, comparisons, printing),
# and the bridge both ways (torch.from_numpy shares the pairs' memory, Tensor.numpy(),
# torch.tensor/as_tensor of a complex array). PyTorch's own test files build this dict at
# module level, so every later test needed it.
import numpy as np
import torch

torch_to_numpy_dtype_dict = {
    torch.uint8: np.uint8, torch.int8: np.int8, torch.int16: np.int16, torch.int32: np.int32,
    torch.int64: np.int64, torch.float32: np.float32, torch.float64: np.float64,
    torch.float16: np.float16, torch.bool: np.bool_, torch.complex64: np.complex64,
    torch.complex128: np.complex128,
}
repr(torch_to_numpy_dtype_dict[torch.complex64])
repr(torch_to_numpy_dtype_dict[torch.complex128])

# --- dtypes and their spellings
repr(np.dtype("complex64"))
repr(np.dtype(np.complex128))
repr(np.dtype(complex))
repr(np.dtype("c8"))
repr(np.dtype("D"))
np.dtype(np.complex64).itemsize
np.dtype(np.complex128).itemsize
np.dtype(np.complex64).kind
np.dtype(np.complex64).char
np.dtype(np.complex128).char
np.dtype(np.complex128).name
np.dtype(np.complex64).str
str(np.dtype(np.complex64))
np.dtype("complex64") == np.complex64
np.dtype(complex) == "complex128"
np.dtype("c16") == np.dtype("D")
np.dtype(np.complex64) == np.float32
repr(np.cdouble)
repr(np.csingle)
repr(np.dtype(np.complex64).type)
repr(np.finfo(np.complex64))
np.finfo(np.complex128).bits
np.complex_
np.cfloat

# --- scalars
z = np.complex128(1 + 2j)
repr(z)
str(z)
repr(z.real)
repr(z.imag)
repr(z * 2)
repr(z + 1)
repr(z - 0.5j)
repr(z / 2)
repr(z.conjugate())
repr(abs(np.complex128(3 + 4j)))
repr(abs(np.complex64(3 + 4j)))
repr(np.complex64(0.1 + 0.2j))
str(np.complex64(0.1 + 0.2j))
repr(np.complex64(1))
repr(np.complex128(3))
repr(np.complex128())
repr(np.complex128(2j))
repr(np.complex128(-1 - 1j))
str(np.complex128(-1 - 1j))
repr(np.complex64(1e20 + 1j))
repr(np.complex128(1.5e-7j))
repr(np.complex128(complex(float("nan"), float("inf"))))
repr(np.complex64(1 + 2j) + np.float32(1))
repr(np.complex64(1 + 2j) * 2.0)
repr(np.complex64(1 + 2j) * np.float64(2))
repr(np.complex64(1 + 2j) * np.complex128(1j))
repr(np.complex128(1 + 1j) == 1 + 1j)
hash(np.complex128(1 + 1j)) == hash(1 + 1j)
repr(np.complex64(1.5 - 2j).item())
repr(np.float64(3).imag)
repr(np.int64(3).imag)
repr(np.float32(2.5).real)
repr(np.conj(np.complex64(1 + 2j)))

# --- arrays
a = np.array([1 + 2j, 3j])
repr(a)
str(a)
repr(a.dtype)
a.shape
a.strides
a.itemsize
a.nbytes
repr(a.tolist())
repr(a[0])
repr(a[1:])
repr(np.array([1.5 + 2j, -3j, 1e-5], dtype=np.complex64))
m = np.array([[1 + 2j, 3 - 4j, 0.5j], [-1, 2.25 + 1e-3j, 7]])
repr(m)
str(m)
repr(m.T)
m.T.strides
repr(m[:, ::-1])
repr(m[::-1].tolist())
repr(m[1, 1])
repr(m.reshape(3, 2))
repr(m.astype(np.complex64))
repr(np.array([1 + 1j, complex(float("nan"), float("-inf"))]))
repr(np.array([1e-10 + 1j, 1e10]))
repr(np.array([float("inf") + 0j, 1]))
repr(np.array([[1, 2]], dtype="c8"))
repr(np.array([1, 2], dtype=complex))
repr(np.array([1.0, 2j]))
repr(np.array(1 + 2j))
str(np.array(1 + 2j))
repr(np.zeros(2, dtype=complex))
repr(np.ones((2, 2), dtype=np.complex64))
np.empty(3, dtype=np.complex128).shape
repr(np.full(2, 1j))
repr(np.zeros_like(m))
repr(np.array([1, 2]).astype(np.complex64))
repr(np.concatenate([a, a]))
repr(np.stack([m[0], m[1]]))
repr(list(np.array([1j, 2])))
repr(np.array([1j, 2]).item(0))
np.array([1j], dtype=float)

# --- parts: views into the pairs
repr(m.real)
repr(m.imag)
m.real.strides
m.imag.base is m
repr(m.conj())
repr(np.conjugate(m))
repr(np.abs(m))
repr(np.abs(np.array([3 + 4j], dtype=np.complex64)))
repr(np.angle(np.array([1j, -1, 1 + 1j])))
repr(np.angle(np.array([1j, -1]), deg=True))
repr(np.real(m))
np.imag(1 + 2j)
np.iscomplexobj(m)
np.iscomplexobj(np.zeros(2))
repr(np.array([1, 2]).imag)
r = m.copy()
r.real = 0
repr(r)
r.imag[0] = 5
repr(r)
r[1, 2] = 3 + 3j
r[0] = [1j, 2j, 3j]
repr(r)
repr(m)
f = np.zeros(2)
f[0] = 1j
repr(np.isnan(np.array([complex(float("nan"), 0), 1j])))
repr(np.isinf(np.array([complex(0, float("inf")), 1j])))
repr(np.isfinite(np.array([complex(0, float("inf")), 1j])))

# --- sums and means (NumPy's pairwise order over the parts; the mean divides by an intp)
repr(m.sum())
repr(m.mean())
repr(m.sum(axis=0))
repr(m.mean(axis=1))
repr(np.sum(a))
spiral = (np.arange(300) * (0.1 + 0.37j)) / 7
repr(spiral.sum())
repr(spiral.mean())
repr(spiral.astype(np.complex64).sum())
repr(spiral.astype(np.complex64).mean())
repr(spiral.reshape(30, 10).sum(axis=0)[:3])
repr(spiral.reshape(30, 10).mean(axis=1, keepdims=True).shape)
repr(np.array([], dtype=complex).sum())

# --- arithmetic and promotion (NEP 50: a Python complex is weak)
repr(a + 1)
repr(a * np.array([1.0, 2.0]))
repr(a / 2)
repr(a - 1j)
repr(-a)
repr(a * a)
repr(np.array([1j]) * np.array([1], np.int8))
repr(np.array([1j], np.complex64) * np.array([1], np.int32))
repr(np.array([1j], np.complex64) * np.array([1], np.int16))
repr(np.array([1j], np.complex64) * np.float64(2))
repr(np.array([1j], np.complex64) * 2.5)
repr(np.array([1, 2], np.int8) + 1j)
repr(np.array([1], np.float16) + 1j)
repr(np.array([1], np.float32) + 1j)
repr(1j * np.arange(3))
repr(np.arange(3) / (1 + 1j))
repr(np.array([1 + 1j]) ** 2)
repr(np.array([1 + 1j, 2 - 1j]) ** 3)
repr(np.array([1 + 1j]) ** -2)
repr(np.exp(np.array([1j], np.complex64)))
repr(np.sqrt(np.array([-4 + 0j])))
repr(np.array([1 + 1j, 2]) == 2)
repr(np.array([1 + 1j, 2]) != np.array([1 + 1j, 3]))
repr(np.array([1j, 2, 1 + 1j]) < np.array([2j, 2, 1]))
repr(np.array([1j, 2, 1 + 1j]) >= np.array([2j, 2, 1]))
np.can_cast(np.float64, np.complex64)
np.can_cast(np.float32, np.complex64)
np.can_cast(np.complex128, np.complex64)
np.can_cast(np.complex64, np.float64)
repr(np.result_type(np.int32, np.complex64))
repr(np.result_type(np.float16, np.complex64))
np.floor(np.array([1j]))
np.array([1j]) // 2
repr(np.array([1j, 2]) + np.array([1.0, 2.0], dtype=np.float32))

# --- the bridge
c64 = np.array([[1 + 2j, 3 - 4j, 0.5j], [-1, 2.25 + 1e-3j, 7]], dtype=np.complex64)
t = torch.from_numpy(c64)
torch.view_as_real(t)
t.dtype
t.shape
t.stride()
t.storage_offset()
v = torch.from_numpy(c64[1, 1:])
torch.view_as_real(v)
v.stride()
v.storage_offset()
v[0] = 100j
repr(c64)
torch.from_numpy(c64.T).stride()
torch.from_numpy(c64.real)
torch.from_numpy(c64[:, ::-1])
torch.view_as_real(torch.tensor(c64))
torch.view_as_real(torch.tensor(c64, dtype=torch.complex128))
torch.view_as_real(torch.tensor(np.array([1.0, 2.0]), dtype=torch.complex64))
torch.view_as_real(torch.tensor(np.complex128(1 + 2j)))
torch.view_as_real(torch.tensor(np.complex64(1 + 2j)))
torch.view_as_real(torch.tensor([np.complex128(1 + 2j)]))
torch.view_as_real(torch.tensor([np.complex64(1 + 2j), 1]))
shared = np.array([1j, 2])
ts = torch.as_tensor(shared)
ts[0] = 5
repr(shared)
x = np.arange(4.0).astype(np.complex128)
tx = torch.from_numpy(x)
_ = tx.mul_(1j)
repr(x)
ct = torch.tensor([[1 + 2j, 3 - 1j], [0, 1j]])
n = ct.numpy()
repr(n)
repr(n.dtype)
n.strides
n.base is ct
ct.t().numpy().strides
n[0, 0] = -5
torch.view_as_real(ct)
ct.conj().numpy()
repr(ct.conj().resolve_conj().numpy())
repr(np.asarray(ct))
repr(np.asarray(torch.zeros(2, dtype=torch.complex64)))
repr(torch.from_numpy(np.array([1j])).numpy())
repr(torch.from_numpy(c64)[0].numpy())
torch.view_as_real(torch.from_numpy(np.zeros((0, 2), dtype=complex)))
torch.view_as_real(torch.tensor([1.0, 2.0]) + np.array([1 + 1j, 2]))
np.array([1 + 1j, 2]) == torch.tensor([1.0, 2.0])
np.abs(torch.tensor([3 + 4j]))
torch.view_as_real(np.sqrt(torch.tensor([-1 + 0j])))

# numpy.complex128 derives from complex, as float64 from float (complex64 does not)
isinstance(np.complex128(1), complex)
isinstance(np.complex64(1), complex)
isinstance(np.float64(1), float)
