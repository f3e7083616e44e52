# Complex ops seen through their float pairs, so the same records hold on every device.
a = torch.tensor([1 + 2j, -3 + 0.5j, 2.5 - 1j])
b = torch.tensor([0.5 - 1j, 2j, -1 + 1j])
torch.view_as_real(a)
torch.view_as_real(a + b)
torch.view_as_real(a - b)
torch.view_as_real(a * b)
torch.view_as_real(a / b)
torch.view_as_real(2 / a)
torch.view_as_real(a * (1 - 1j))
torch.view_as_real(-a)
torch.view_as_real(a.conj().resolve_conj())
a.abs()
a.angle()
torch.view_as_real(a.sum())
torch.view_as_real(a.mean())
m = torch.tensor([[1 + 1j, 2], [3j, -1 - 1j]])
torch.view_as_real(m @ m)
torch.view_as_real(m.T @ m)
torch.view_as_real(m.sum(0))
x = torch.arange(3.)
torch.view_as_real(x * 1j)
torch.view_as_real(x + a)
(a == b)
(a != a)
torch.view_as_real(torch.complex(x, x + 1))
p = torch.polar(torch.tensor([1., 2.]), torch.tensor([0., 1.5707963705062866]))
p.real
p.imag
z = torch.zeros(2, 3, dtype=torch.cfloat)
r = torch.view_as_real(z)
z[0, 1] = 1 - 2j
z[1] = a
z += 1j
r
z.T.stride()
torch.view_as_real(z.T.contiguous())
torch.view_as_real(torch.cat([a, b]))
torch.view_as_real(torch.stack([a, b]))
