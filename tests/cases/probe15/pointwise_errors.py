# Probe 15 (PyTorch's test_unary_ufuncs / test_binary_ufuncs / test_tensor_creation_ops):
# aliases and out= forms, and the errors PyTorch gives for complex and wrong-dtype arguments.
import torch

x = torch.tensor([1.0, 0.5, 0.3, 0.6]).view(2, 2)
x.hardshrink(0.3)
x.hardshrink()
x.t().hardshrink(0.3)
torch.hardshrink(x, 0.5)
torch.hardshrink(x, lambd=0.55)
y = torch.tensor([1.0, -2.0, 3.0, 0.3])
torch.threshold(y, 0.5, 9.0)
z = y.clone()
torch.threshold_(z, 0.5, 7.0)
z
r = torch.empty(4)
torch.absolute(y, out=r)
r
inf = float("inf")
v = torch.tensor([inf, -inf, 1.2])
b = torch.empty(3, dtype=torch.bool)
torch.isposinf(v, out=b)
b
torch.isneginf(v, out=b)
b
torch.isposinf(v, out=torch.empty(3))
torch.isneginf(v, out=torch.empty(3, dtype=torch.int64))
torch.isposinf(v, out=torch.empty(3, dtype=torch.complex64))
c = torch.tensor([complex(0, inf), complex(1, -inf)])
torch.isposinf(c)
torch.isneginf(c, out=torch.empty(2, dtype=torch.bool))
torch.nansum(torch.tensor([1j, 2.0]))
torch.aminmax(torch.tensor(1.0 + 0j), dim=0)
torch.aminmax(torch.tensor([1.0 + 0j], dtype=torch.complex128))
# torch.complex / torch.polar: complex inputs are named in the dtype error; out= is checked.
torch.polar(c, c)
torch.complex(torch.tensor([1, 2]), torch.tensor([1.0, 2.0]))
torch.complex(y, y, out=torch.empty(4))
torch.polar(y.double(), y.double(), out=torch.empty(4, dtype=torch.float64))
torch.view_as_real(torch.polar(torch.tensor([2.0]), torch.tensor([0.0])))
# roll: `shifts` is required, and complex tensors roll like real ones.
w = torch.arange(8).view(2, 4)
w.roll(shifts=(), dims=())
w.roll(shifts=(), dims=1)
w.roll(shifts=(1, 2), dims=(1,))
t = torch.tensor([1, 2 + 1j, 3.5, 4.0 + 2j, 5j, 6.0])
torch.view_as_real(t.roll(1, 0))
torch.view_as_real(t.roll(-2))
torch.view_as_real(t.view(2, 3).roll(1))
torch.view_as_real(t.view(2, 3).roll((1, 1), (0, 1)))
torch.view_as_real(torch.roll(t.view(3, 2), 1, dims=1))
t.roll(1, dims=(0, 1))
# assert_close on complex tensors: the complex dtypes' default tolerances.
m1 = torch.tensor([2.34, 4.44], dtype=torch.complex64)
m2 = torch.tensor([1.23, 2.33], dtype=torch.complex64)
torch.testing.assert_close(m1 - m2, torch.tensor([1.11, 2.11], dtype=torch.complex64))
torch.testing.assert_close(m1.to(torch.complex128) - m2.to(torch.complex128), torch.tensor([1.11, 2.11], dtype=torch.complex128), rtol=1e-6, atol=1e-6)
torch.testing.assert_close(m1, m2)
