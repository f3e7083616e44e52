# eigh as PCA tutorials call it: a covariance matrix, the textbook 2x2, diagonal and
# repeated eigenvalues, and entries at the edges of the range (LAPACK's scaling).
import torch
torch.linalg.eigh(torch.tensor([[2., 1.], [1., 2.]]))
cov = torch.tensor([[4., 2., 0.6], [2., 3., 0.4], [0.6, 0.4, 1.]])
torch.linalg.eigh(cov)
torch.linalg.eigh(torch.eye(3))
torch.linalg.eigh(torch.diag(torch.tensor([3., 1., 2.])))
torch.linalg.eigh(torch.ones(4, 4))
torch.linalg.eigh(torch.tensor([[1e30, 1.], [1., 1e-30]]))
torch.linalg.eigh(torch.tensor([[1e-30, 1e-31], [1e-31, 1e-30]], dtype=torch.float64))
torch.linalg.eigh(torch.tensor([[1e300, 1e299], [1e299, 1e300]], dtype=torch.float64))
torch.linalg.eigh(torch.tensor([[1e20, 1e19], [1e19, 3e20]]))
torch.linalg.eigvalsh(torch.tensor([[1e20, 1e19], [1e19, 3e20]]))
