# cholesky_ex on a matrix that is not positive-definite returns a partial factor (info > 0);
# its backward is ATen's formula on that factor, as a script checking info too late sees it.
import torch

npd = torch.tensor([[1.0, 2.0], [2.0, 1.0]], dtype=torch.float64, requires_grad=True)
c = torch.linalg.cholesky_ex(npd)
c.L
c.info
c.L.sum().backward()
npd.grad
up = torch.tensor([[4.0, 2.0, 1.0], [2.0, 1.0, 3.0], [1.0, 3.0, 2.0]], dtype=torch.float64, requires_grad=True)
cu = torch.linalg.cholesky_ex(up, upper=True)
cu.info
(cu.L * torch.arange(9.0, dtype=torch.float64).reshape(3, 3)).sum().backward()
up.grad
batch = torch.stack([npd.detach(), torch.eye(2, dtype=torch.float64) * 2]).requires_grad_()
cb = torch.linalg.cholesky_ex(batch)
cb.info
cb.L.pow(2).sum().backward()
batch.grad
spd = torch.tensor([[2.0, 0.5], [0.5, 3.0]], requires_grad=True)
g, = torch.autograd.grad(torch.linalg.cholesky(spd).sum(), spd, create_graph=True)
g
g.grad_fn.name()
