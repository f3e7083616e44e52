import torch
from torch import nn
import torch.nn.utils.prune as prune
# The random methods draw from the global generator: the same seed, the same mask.
torch.manual_seed(1)
lin = nn.Linear(6, 4)
torch.manual_seed(5)
prune.random_unstructured(lin, "weight", amount=0.5)
lin.weight_mask
torch.manual_seed(5)
prob = torch.rand(4, 6)
prob
torch.rand(3)
conv = nn.Conv2d(2, 5, 3)
prune.random_structured(conv, "weight", amount=2, dim=0)
conv.weight_mask.sum(dim=(1, 2, 3))
torch.rand(2)
prune.random_structured(conv, "weight", amount=0.4, dim=1)
conv.weight_mask.sum(dim=(0, 2, 3))
conv.weight_mask.sum(dim=(1, 2, 3))
[type(m).__name__ for m in conv._forward_pre_hooks[next(iter(conv._forward_pre_hooks))]]
# random_structured after an unstructured pass keeps the earlier zeros.
lin2 = nn.Linear(5, 4)
prune.random_unstructured(lin2, "weight", amount=6)
before = lin2.weight_mask.clone()
prune.random_structured(lin2, "weight", amount=1, dim=-1)
lin2.weight_mask
bool(((before == 0) <= (lin2.weight_mask == 0)).all())
# amount 0 draws nothing.
torch.manual_seed(2)
prune.random_unstructured(nn.Linear(3, 3), "weight", amount=0).weight_mask
torch.rand(2)
torch.manual_seed(2)
torch.rand(2)
# A random pass on top of an L1 pass.
lin3 = nn.Linear(4, 3)
prune.l1_unstructured(lin3, "weight", amount=4)
prune.random_unstructured(lin3, "weight", amount=0.5)
lin3.weight_mask
int(lin3.weight_mask.sum())
lin3.weight
# The hook recomputes weight before each forward.
with torch.no_grad():
    lin3.weight_orig.fill_(2.0)
lin3.weight
y = lin3(torch.ones(1, 4))
lin3.weight
y
