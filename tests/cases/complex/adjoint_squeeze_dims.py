import torch
# The adjoint (conjugate transpose, a conj-bit view) and squeeze of several dims at once.
z = torch.tensor([[1+2j, 3-1j], [0.5j, 2]])
repr(z.adjoint())
z.adjoint().is_conj()
z.adjoint()._is_view()
repr(torch.adjoint(z))
w = z.unsqueeze(0).unsqueeze(2)
w.squeeze((0, 2)).shape
w.squeeze([0, -2]).shape
torch.squeeze(w, (0, 2)).shape
w.squeeze((0, 5))
w.squeeze(()).shape
torch.zeros(3, dtype=torch.complex64).adjoint()
torch.zeros(1, 1, dtype=torch.complex64).squeeze((0, 0))
torch.zeros(1, 1, dtype=torch.complex64).squeeze((0, -2))
torch.zeros(1, 1, dtype=torch.complex64).squeeze((0, 2))
