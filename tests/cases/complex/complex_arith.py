# Complex arithmetic, promotion and reductions, in tutorial style.
a = torch.tensor([1 + 2j, -3 + 0.5j, 2.5 - 1j])
b = torch.tensor([0.5 - 1j, 2j, -1 + 1j])
str(a + b)
str(a - b)
str(a * b)
str(a / b)
str(a * 2)
str(2 * a)
str(a + 1)
str(1 - a)
str(2 / a)
str(a * (1 - 1j))
str(a / (3 + 4j))
str(-a)
str(a * a.conj())
torch.view_as_real(a * a.conj())
a.abs()
a.angle()
abs(a)
str(a.sum())
str(a.mean())
m = torch.tensor([[1 + 1j, 2], [3j, -1 - 1j]])
str(m.sum(0))
str(m.sum(dim=1, keepdim=True))
str(m @ m)
str(m @ torch.tensor([1., 2.]))
str(torch.matmul(m, b[:2]))
x = torch.arange(3.)
str(x * 1j)
(x * 1j).dtype
(torch.arange(3) * 1j).dtype
(torch.ones(2, dtype=torch.float64) * 1j).dtype
(a + torch.ones(3, dtype=torch.float64)).dtype
(a + torch.tensor(1.0, dtype=torch.float64)).dtype
str(x + a)
a == b
a == a
a != 1 + 2j
torch.eq(a, a)
re = torch.tensor([1., 0., -2.])
im = torch.tensor([0.5, 1., 3.])
str(torch.complex(re, im))
torch.view_as_real(torch.complex(re, im))
p = torch.polar(torch.tensor([1., 2.]), torch.tensor([0., 1.5707963705062866]))
p.real
p.imag
str(torch.cat([a, b]))
str(torch.stack([a, b], dim=1))
str(torch.cat([a, torch.tensor([4.])]))
str(torch.zeros(2, 2, dtype=torch.cfloat))
str(torch.ones(3, dtype=torch.complex128))
str(torch.full((2,), 1 - 1j))
str(torch.zeros_like(a))
str(torch.tensor(3.).cfloat())
str(torch.arange(3).to(torch.cfloat))
str(a.to(torch.complex128))
a.to(torch.complex128).dtype
a.to(torch.float32)
acc = torch.zeros(3, dtype=torch.cfloat)
alias = torch.view_as_real(acc)
acc += a
acc *= 1j
alias
str(acc.add_(b))
alias
str(acc.zero_())
alias
