# Arguments PyTorch refuses that were accepted and gave a value (probe 73): BCE targets
# outside [0, 1], negative isclose tolerances, negative-order norms of nothing.
import torch
import torch.nn.functional as F
F.binary_cross_entropy(torch.tensor([0.5, 0.5]), torch.tensor([1.0, 2.0]))
torch.nn.BCELoss()(torch.tensor([0.5]), torch.tensor([-0.5]))
F.binary_cross_entropy(torch.tensor([0.5]), torch.tensor([float("nan")]))
F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([2.0]))
F.binary_cross_entropy(torch.tensor([0.25, 0.75]), torch.tensor([0.0, 1.0]))
F.binary_cross_entropy(torch.tensor([0.25, 0.75]), torch.tensor([0.3, 0.9]))
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=-1.0)
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-1.0)
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-0.5, rtol=-2)
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0]), rtol=float("nan"))
torch.allclose(torch.tensor([1.0]), torch.tensor([1.0]), atol=-1e-8)
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64), rtol=-1.0)
torch.isclose(torch.tensor([1.0]), torch.tensor([1.0 + 1e-9]), rtol=0.0, atol=0.0)
torch.linalg.vector_norm(torch.empty(0), ord=-1)
torch.linalg.vector_norm(torch.empty(0), ord=-0.5)
torch.linalg.vector_norm(torch.empty(2, 0), ord=-2.0, dim=1)
torch.linalg.vector_norm(torch.empty(2, 0), ord=-1, dim=0)
torch.linalg.vector_norm(torch.empty(0), ord=0.5)
torch.linalg.vector_norm(torch.empty(0), ord=float("inf"))
torch.linalg.vector_norm(torch.tensor([3.0, -4.0]), ord=-1)
