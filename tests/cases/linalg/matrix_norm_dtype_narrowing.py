# linalg.matrix_norm (and linalg.norm when it is a matrix norm) refuses a dtype= that narrows the input, with its own name in the message: it used to compute in the narrower dtype silently.
import torch
A = torch.ones(2, 2, dtype=torch.float64)
torch.linalg.vector_norm(A, dtype=torch.float32)
torch.linalg.matrix_norm(A, dtype=torch.float32)
torch.linalg.matrix_norm(A, 2, dtype=torch.float32)
torch.linalg.matrix_norm(A, 'nuc', dtype=torch.float32)
torch.linalg.matrix_norm(A, 1, dtype=torch.float32)
torch.linalg.norm(A, dtype=torch.float32)
torch.linalg.norm(A, 2, dtype=torch.float32)
torch.linalg.norm(A, 'nuc', dtype=torch.float32)
torch.linalg.norm(A, 'fro', dtype=torch.float32)
torch.linalg.matrix_norm(A.float(), 2, dtype=torch.float64)
