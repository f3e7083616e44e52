# A hostile pass over this stop's changes: vmap(randomness="different") with an empty
# batch and chunk_size, sqrt/var/logsigmoid/BCE/isclose/vector_norm at their edges.
import torch
import torch.nn.functional as F
from torch.func import vmap
torch.manual_seed(0)
vmap(lambda r: r + torch.rand(2), randomness="different")(torch.zeros(0, 2)).shape
vmap(lambda r: r + torch.rand(2), randomness="different", chunk_size=2)(torch.zeros(3, 2))
vmap(lambda r: torch.rand(()) + r, randomness="different")(torch.zeros(4))
vmap(lambda r: r * torch.rand_like(r), randomness="different")(torch.ones(2, 0)).shape
torch.sqrt(torch.empty(0))
torch.sqrt(torch.tensor(4.0))
torch.empty(0, 3).var(dim=1)
torch.empty(3, 0).var(dim=1)
torch.tensor(2.0, dtype=torch.float64).var(dim=0)
torch.ones(2, 3, dtype=torch.float64).var(dim=(0, 1), correction=7)
F.logsigmoid(torch.empty(0))
F.logsigmoid(torch.tensor(3.0))
F.logsigmoid(torch.tensor([1, 2]))
F.binary_cross_entropy(torch.empty(0), torch.empty(0))
torch.isclose(torch.tensor([1]), torch.tensor([1]), rtol=-1)
torch.isclose(torch.tensor([1]), torch.tensor([1]), rtol=0, atol=0)
torch.linalg.vector_norm(torch.empty(0), ord=-1e300)
torch.tensor([1e30, 4.0]) ** 0.5
torch.tensor([4], dtype=torch.int8) ** 0.5
torch.tensor([2.0]).pow_(0.5)
torch.manual_seed(1)
vmap(lambda r: r + torch.randn(20), randomness="different", chunk_size=2)(torch.zeros(3, 20))[:, :3]
torch.randn(2)
vmap(lambda r: r + torch.randn(20), randomness="different", chunk_size=5)(torch.zeros(3, 20))[:, :3]
F.logsigmoid(torch.tensor([True]))
F.logsigmoid(torch.tensor([1], dtype=torch.uint8))
F.binary_cross_entropy(torch.tensor([0.5]), torch.tensor([2.0]), reduction="none")
