import torch
from torch import nn
import torch.nn.utils.prune as prune
from torch.nn.utils import prune as prune2
prune2 is prune
torch.nn.utils.prune is prune
# Global pruning ranks every weight of every listed tensor together.
net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
with torch.no_grad():
    net[0].weight.copy_(torch.arange(12.0).reshape(3, 4).sin())
    net[2].weight.copy_(torch.arange(6.0).reshape(2, 3).cos() * 0.5)
    net[0].bias.copy_(torch.tensor([0.1, -0.2, 0.3]))
    net[2].bias.copy_(torch.tensor([0.05, -0.5]))
parameters_to_prune = ((net[0], "weight"), (net[2], "weight"))
r = prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.4)
r
net[0].weight_mask
net[2].weight_mask
int(net[0].weight_mask.sum() + net[2].weight_mask.sum())
[type(h).__name__ for h in net[0]._forward_pre_hooks.values()]
list(net.state_dict().keys())
[n for n, _ in net.named_buffers()]
prune.is_pruned(net)
# Again, on top of the first masks.
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=3)
net[0].weight_mask
net[2].weight_mask
[type(m).__name__ for m in list(net[0]._forward_pre_hooks.values())[0]]
out = net(torch.ones(2, 4))
out
out.grad_fn
out.sum().backward()
net[0].weight_orig.grad
net[2].weight_orig.grad
# Importance scores given per (module, name).
lin = nn.Linear(3, 2)
lin2 = nn.Linear(2, 2)
scores = {(lin, "weight"): torch.tensor([[9.0, 1.0, 8.0], [2.0, 7.0, 3.0]])}
prune.global_unstructured([(lin, "weight"), (lin2, "weight")], pruning_method=prune.L1Unstructured, importance_scores=scores, amount=0.0)
lin.weight_mask
with torch.no_grad():
    lin2.weight.copy_(torch.tensor([[5.0, 0.1], [6.0, 4.0]]))
lin_b = nn.Linear(3, 2)
lin2_b = nn.Linear(2, 2)
with torch.no_grad():
    lin2_b.weight.copy_(torch.tensor([[5.0, 0.1], [6.0, 4.0]]))
prune.global_unstructured([(lin_b, "weight"), (lin2_b, "weight")], pruning_method=prune.L1Unstructured, importance_scores={(lin_b, "weight"): torch.tensor([[9.0, 1.0, 8.0], [2.0, 7.0, 3.0]])}, amount=3)
lin_b.weight_mask
lin2_b.weight_mask
# The tutorial's own pruning method.
class FooBarPruningMethod(prune.BasePruningMethod):
    """Prune every other entry in a tensor
    """
    PRUNING_TYPE = 'unstructured'

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask

def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module

fc = nn.Linear(3, 10)
with torch.no_grad():
    fc.bias.copy_(torch.arange(10.0))
foobar_unstructured(fc, name='bias')
fc.bias_mask
fc.bias
type(list(fc._forward_pre_hooks.values())[0]).__name__
prune.is_pruned(fc)
# A second pass of the same method only sees the entries still kept.
foobar_unstructured(fc, name='bias')
fc.bias_mask
prune.remove(fc, "bias")
fc.bias
# A custom method in global pruning.
a = nn.Linear(2, 2)
b = nn.Linear(1, 3)
prune.global_unstructured([(a, "weight"), (b, "weight")], pruning_method=FooBarPruningMethod)
a.weight_mask
b.weight_mask
# A structured custom method.
class DropFirstRow(prune.BasePruningMethod):
    PRUNING_TYPE = "structured"
    dim = 0

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask[0] = 0
        return mask

c = nn.Linear(3, 4)
with torch.no_grad():
    c.weight.copy_(torch.arange(12.0).reshape(4, 3))
DropFirstRow.apply(c, "weight")
c.weight_mask
DropFirstRow.apply(c, "weight")
c.weight_mask
c.weight
# A manual PruningContainer.
m1 = prune.L1Unstructured(0.5)
m1._tensor_name = "w"
cont = prune.PruningContainer(m1)
len(cont), cont._tensor_name
m2 = prune.LnStructured(1, 2, dim=0)
m2._tensor_name = "w"
cont.add_pruning_method(m2)
[type(m).__name__ for m in cont]
cont[0] is m1
cont.compute_mask(torch.tensor([[1.0, 4.0], [3.0, 2.0]]), torch.tensor([[1.0, 0.0], [1.0, 1.0]]))
