# linalg.solve(A, B, left=False) solves XA = B: the shapes it checks, its (row-major)
# result, and gradients through it.
import torch
torch.linalg.solve(torch.eye(2), torch.tensor([1.0, 2.0]), left=False)
torch.linalg.solve(torch.tensor([[2.0, 0.0], [0.0, 4.0]]), torch.tensor([[1.0, 2.0]]), left=False)
A = torch.tensor([[3.0, 1.0, 0.5], [1.0, 4.0, -1.0], [0.0, 2.0, 5.0]], dtype=torch.float64)
B = torch.tensor([[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]], dtype=torch.float64)
X = torch.linalg.solve(A, B, left=False)
X
X @ A
torch.linalg.solve(A, B.T, left=False)
torch.linalg.solve(A, torch.ones(3, 2, dtype=torch.float64), left=True)
torch.linalg.solve(A.T, B, left=False)
torch.linalg.solve(A.expand(2, 3, 3), B, left=False)
torch.linalg.solve(A, torch.stack([B, 2 * B]), left=False)
torch.linalg.solve(torch.zeros(2, 2), torch.ones(1, 2), left=False)
torch.linalg.solve(A, torch.ones(3, 3, dtype=torch.float32), left=False)
Ag = A.clone().requires_grad_()
Bg = B.clone().requires_grad_()
Y = torch.linalg.solve(Ag, Bg, left=False)
Y.grad_fn.name()
(Y * torch.arange(6.0, dtype=torch.float64).view(2, 3)).sum().backward()
Ag.grad
Bg.grad
torch.linalg.solve_ex(A, B, left=False)
