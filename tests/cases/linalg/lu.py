import torch
A = torch.tensor([[4., 3., 2.], [6., 3., 1.], [2., 5., 7.]], requires_grad=True)
Ainv = torch.linalg.inv(A)
Ainv
Ainv.stride()
A @ Ainv
Ainv.sum().backward()
A.grad
torch.inverse(torch.tensor([[2., 0.], [0., 4.]]))
torch.tensor([[1., 2.], [3., 4.]]).inverse()
batch = torch.stack([torch.eye(3) * 2, torch.tensor([[0., 1., 0.], [1., 0., 0.], [0., 0., 3.]])])
torch.linalg.inv(batch)
torch.linalg.inv(batch).stride()
d = torch.linalg.det(A)
d
A.grad = None
d.backward()
A.grad
torch.det(torch.tensor([[1., 2.], [2., 4.]]))
torch.linalg.det(batch)
torch.tensor([[0., 1.], [1., 0.]]).det()
torch.linalg.det(torch.eye(4, dtype=torch.float64) * 3)
b = torch.tensor([1., 2., 3.], requires_grad=True)
x = torch.linalg.solve(A, b)
x
x.stride()
torch.dist(A @ x, b) < 1e-4
x.sum().backward()
b.grad
B = torch.arange(6.).reshape(3, 2)
X = torch.linalg.solve(A, B)
X
X.stride()
torch.linalg.solve(batch, torch.ones(2, 3))
torch.linalg.solve(batch, torch.ones(3, 1)).shape
try:
    torch.linalg.inv(torch.tensor([[1., 2.], [2., 4.]]))
except torch.linalg.LinAlgError as e:
    msg = str(e)
msg
try:
    torch.linalg.inv(torch.zeros(2, 2))
except RuntimeError as e:
    kind = type(e).__name__
kind
torch.linalg.inv(torch.tensor([[1., 2.], [2., 4.]]))
torch.linalg.solve(torch.tensor([[1., 2.], [2., 4.]]), torch.ones(2))
torch.linalg.inv(torch.ones(2, 3))
torch.linalg.inv(torch.ones(2, 2, dtype=torch.long))
torch.linalg.solve(torch.eye(2), torch.ones(3))
torch.linalg.det(torch.ones(3))
x64 = torch.tensor([[3., 1.], [1., 2.]], dtype=torch.float64, requires_grad=True)
g, = torch.autograd.grad(torch.linalg.det(x64), x64)
g
g.stride()
Bq = torch.ones(2, 3, dtype=torch.float64, requires_grad=True)
gA, gB = torch.autograd.grad(torch.linalg.solve(x64, Bq).sum(), (x64, Bq))
gA.stride()
gB.stride()
gB
h, = torch.autograd.grad(torch.linalg.inv(x64).sum(), x64, create_graph=True)
h.requires_grad
