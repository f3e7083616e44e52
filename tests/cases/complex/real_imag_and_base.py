import torch
t = torch.ones(2, 2)
torch.real(t) is t
torch.real(t)
try:
    torch.imag(t)
except TypeError as e:
    str(e)
t.real is t
r = torch.zeros(2)
r.real = torch.ones(2)
r
try:
    r.imag = torch.ones(2)
except TypeError as e:
    str(e)
x = torch.zeros(3, dtype=torch.cfloat)
x.real = torch.tensor([1., 2., 3.])
x.imag = torch.tensor([4., 5., 6.])
torch.view_as_real(x)
x.real = 5
x.imag = torch.tensor(2.)
torch.view_as_real(x)
try:
    x.real = torch.tensor([1., 2.])
except RuntimeError as e:
    str(e)
try:
    x.real = 'a'
except TypeError as e:
    str(e)
y = x.conj()
y.imag = torch.tensor([1., 2., 3.])
torch.view_as_real(x)
y.imag = 7
torch.view_as_real(x)
y._is_view()
y._base is x
x._is_view()
x._base is None
x[0]._base is x
x.real._base is x
torch.view_as_real(x)._base is x
torch.view_as_real(x[1:])._base is x
x[1:].real._base is x
x.T._base is x
x.clone()._base is None
c = torch.view_as_complex(torch.randn(3, 2))
c._is_view()
c[0]._base is c
c._base is c
c.real._base is c._base
