import torch
L = torch.linalg
# The keyword names are ATen's: input/other here, not A/B.
L.cholesky_ex(input=torch.eye(2) * 4).L
L.tensorinv(input=torch.eye(4).reshape(2, 2, 2, 2) * 2).shape
L.tensorsolve(input=torch.eye(4).reshape(2, 2, 2, 2) * 2, other=torch.ones(2, 2))
L.inv_ex(A=torch.eye(2) * 2).inverse
L.solve_ex(A=torch.eye(2) * 2, B=torch.ones(2)).result
def attempt(f):
    try:
        return f()
    except TypeError as e:
        return type(e).__name__
attempt(lambda: L.cholesky_ex(A=torch.eye(2)))
attempt(lambda: L.tensorsolve(A=torch.eye(4).reshape(2, 2, 2, 2), B=torch.ones(2, 2)))
