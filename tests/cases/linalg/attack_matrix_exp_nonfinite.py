# Found by an attack on this stop's linalg ops (finding 02); failed before its fix.
import torch
torch.linalg.matrix_exp(torch.tensor([[float('inf')]]))
torch.linalg.matrix_exp(torch.tensor([[0., float('-inf')], [0., 0.]]))
torch.linalg.matrix_exp(torch.tensor([[1e308, 0.], [0., 1.]], dtype=torch.double))
