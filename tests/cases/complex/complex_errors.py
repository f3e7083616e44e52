# What PyTorch refuses with complex tensors, refused the same way.
z = torch.tensor([1 + 1j, 2 - 1j])
z < z
z > 0
torch.view_as_complex(torch.ones(3, 3))
torch.view_as_complex(torch.ones(2, 2).t())
torch.view_as_complex(torch.ones(7)[1:].view(3, 2))
torch.view_as_complex(torch.ones(3, 2, dtype=torch.int64))
torch.view_as_complex(torch.ones(4, 2)[::3]).stride()
torch.view_as_complex(torch.ones(3, 3)[:, :2])
torch.ones(3).imag
torch.view_as_real(z.conj())
torch.view_as_real(torch.ones(2))
torch.complex(torch.tensor([1, 2]), torch.tensor([3, 4]))
torch.complex(torch.ones(2), torch.ones(2, dtype=torch.float64))
x = torch.ones(2)
x += 1j
x
x.add_(z)
z.item()
torch.tensor([1j], dtype=torch.float32)
z.t().stride()
z.view(-1, 1).t().stride()
