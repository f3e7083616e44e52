# A complex diagonal under autograd: ATen records one DiagonalBackward0 view (stridelab
# works on float pairs, where the diagonal needs a transpose after it; that transpose must
# not name the node). The gradient lands on the diagonal only.
import torch

Z = torch.complex(torch.arange(9.0).reshape(3, 3), torch.arange(9.0, 18.0).reshape(3, 3))
_ = Z.requires_grad_(True)
d = Z.diagonal()
d.grad_fn.name()
d._is_view()
d._base is Z
torch.view_as_real(d.detach())
loss = (d * d.conj()).real.sum()
loss.backward()
torch.view_as_real(Z.grad)

W = torch.complex(torch.ones(2, 3, 4), torch.arange(24.0).reshape(2, 3, 4)).requires_grad_()
e = torch.diagonal(W, offset=1, dim1=-1, dim2=0)
e.grad_fn.name()
e.shape
e.stride()
e.abs().sum().backward()
torch.view_as_real(W.grad)

# The conjugate view keeps its bit through the diagonal; the node is still the diagonal's.
c = Z.conj().diagonal()
c.grad_fn.name()
c.is_conj()
torch.view_as_real(c.resolve_conj().detach())
