# Complex values in functions PyTorch's own tests call (test_binary_ufuncs, test_view_ops,
# test_unary_ufuncs): torch.pow with a complex base or exponent, torch.equal, torch.abs(out=),
# assigning a complex tensor to .real, and in-place abs refused in PyTorch's words.
import torch
R = lambda t: torch.view_as_real(t.resolve_conj().contiguous())
t = torch.tensor([3 + 4j, -1j], dtype=torch.complex64)
float_out = torch.empty(2, dtype=torch.float32)
_ = torch.abs(t, out=float_out)
float_out
o2 = torch.empty(5, dtype=torch.float64)
_ = torch.absolute(t, out=o2)
o2, o2.shape
torch.abs(t, out=torch.empty(2, dtype=torch.int64))
R(torch.abs(t, out=torch.empty(2, dtype=torch.complex64)))
R(torch.pow(torch.tensor([1.5, 2.0]), 1j))
R(torch.pow(1. + 1.j, torch.tensor([0, 1, 3])))
R(torch.pow(torch.tensor([2.0, -1.0]), torch.tensor([1j, 0.5 + 0.5j])))
R(torch.pow(t, 2))
R(torch.tensor([1.5, 2.0]) ** 1j)
R((2 + 0j) ** torch.tensor([0.5, 3.0]))
torch.equal(t, t.clone())
torch.equal(t, t.conj())
torch.equal(t.conj(), torch.tensor([3 - 4j, 1j]))
torch.equal(torch.tensor([1 + 0j]), torch.tensor([1.0]))
torch.equal(torch.tensor([1.0]), torch.tensor([1 + 0j]))
torch.equal(torch.tensor([1 + 0j]), torch.tensor([[1 + 0j]]))
torch.equal(torch.tensor([complex("nan")]), torch.tensor([complex("nan")]))
torch.equal(t, t.to(torch.complex128))
torch.equal(t, 3)
x = torch.zeros(2, dtype=torch.complex64)
x.real = torch.tensor([1 + 2j, 3 + 4j])
R(x)
x.imag = torch.tensor([5 - 1j, 7j])
R(x)
x.real = 2.5
R(x)
t.abs_()
t.absolute_()
torch.abs_(t)
f = torch.zeros(2)
_ = f.copy_(torch.tensor([1.5 + 2j, -3 + 4j]))
f
bo = torch.zeros(3, dtype=torch.bool)
_ = bo.copy_(torch.tensor([0j, 2j, 0.5 + 0j]))
bo
i8 = torch.zeros(2, dtype=torch.int8)
_ = i8.copy_(torch.tensor([7.9 + 1j, -2.5 - 1j]))
i8
_ = f[:1].copy_(torch.tensor(9 - 9j))
f
