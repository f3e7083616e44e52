# gradgradcheck through the factorizations the prelude writes as compositions (stop 54):
# solve, cholesky and qr gave wrong second derivatives before (a recomputed backward
# counted paths through inputs made from one another twice; cholesky's were not symmetric).
# Small matrices: on the wgpu device each LU step is a kernel launch.
import torch
from torch.autograd import gradgradcheck
torch.manual_seed(0)
x = torch.randn(2, 3, dtype=torch.float64, requires_grad=True)
eye = torch.eye(2, dtype=torch.float64)
gradgradcheck(lambda a: torch.linalg.solve(a[:, :2] + 3 * eye, a[:, 2]), (x,))
gradgradcheck(lambda a: torch.linalg.cholesky(a[:, :2] @ a[:, :2].T + eye), (x,))
gradgradcheck(lambda a: torch.linalg.qr(a.T)[0], (x,))
