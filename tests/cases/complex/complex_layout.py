# Complex tensors are float pairs: view_as_real, .real and .imag are strided views.
z = torch.tensor([[1 + 2j, 3 - 4j], [0.5j, -1]])
z.dtype
z.shape
z.stride()
z.is_contiguous()
z.element_size()
str(z)
r = torch.view_as_real(z)
r
z.real
z.imag
z.real.stride()
z.imag.storage_offset()
z.imag[0, 1] = 9.0
str(z)
r
zt = z.T
zt.stride()
torch.view_as_real(zt)
torch.view_as_real(zt.contiguous())
torch.view_as_real(zt.clone())
row = z[1]
row.storage_offset()
torch.view_as_real(row)
z[:, 1].stride()
torch.view_as_real(z[:, 1])
x = torch.arange(12.)
w = torch.view_as_complex(x.view(2, 3, 2))
w.shape
w.stride()
str(w)
w[1, 2] = 100 - 1j
x
w[0] = 7
x
w.view(6).stride()
torch.view_as_real(w.reshape(3, 2))
torch.view_as_real(w.permute(1, 0))
torch.view_as_real(w.unsqueeze(0))
torch.view_as_real(w.flatten())
torch.view_as_real(w[:, ::2])
torch.view_as_real(w.transpose(0, 1).flip(0))
c = z.conj()
c.is_conj()
str(c)
c.real
str(c.resolve_conj())
c.resolve_conj().is_conj()
str(z.mH)
z.tolist()
z[0, 0].item()
len(z)
[str(v) for v in z]
torch.is_complex(z)
torch.is_complex(x)
z.is_floating_point()
isinstance(z, torch.Tensor)
type(z) is torch.Tensor
