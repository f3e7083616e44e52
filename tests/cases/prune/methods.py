import torch
from torch import nn
import torch.nn.utils.prune as prune
# Deterministic weights, so the masks do not depend on the generator.
lin = nn.Linear(4, 3)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.5, -0.1, 0.3, -0.9], [0.2, 0.05, -0.7, 0.4], [-0.25, 0.6, 0.01, -0.35]]))
    lin.bias.copy_(torch.tensor([0.3, -0.02, 0.15]))
prune.is_pruned(lin)
r = prune.l1_unstructured(lin, "weight", amount=0.25)
r is lin
[n for n, _ in lin.named_parameters()]
[n for n, _ in lin.named_buffers()]
lin.weight_mask
lin.weight
lin.weight.grad_fn
lin.weight_orig
type(lin.weight_orig).__name__
type(lin.weight).__name__
lin.weight.requires_grad
lin.weight_mask.requires_grad
prune.is_pruned(lin)
[k for k in lin.state_dict().keys()]
# An int amount is a count.
prune.l1_unstructured(lin, "bias", amount=1)
lin.bias
lin.bias_mask
# Iterative: the second pass only looks at the entries still unpruned.
prune.l1_unstructured(lin, "weight", amount=2)
lin.weight_mask
hook = [h for h in lin._forward_pre_hooks.values() if h._tensor_name == "weight"][0]
type(hook).__name__
[type(m).__name__ for m in hook._pruning_methods]
[m.amount for m in hook]
prune.l1_unstructured(lin, "weight", amount=0.5)
len(hook)
lin.weight_mask
list(lin._forward_pre_hooks.keys())
# The forward pre-hook recomputes weight from weight_orig and the mask.
x = torch.tensor([[1.0, 2.0, -1.0, 0.5]])
y = lin(x)
y
y.sum().backward()
lin.weight_orig.grad
lin.bias_orig.grad
with torch.no_grad():
    lin.weight_orig.mul_(10)
lin.weight
lin(x)
lin.weight
# remove() bakes the mask in and leaves a plain Parameter.
prune.remove(lin, "weight")
[n for n, _ in lin.named_parameters()]
[n for n, _ in lin.named_buffers()]
type(lin.weight).__name__
lin.weight
lin.weight.grad
lin.weight.is_leaf
prune.is_pruned(lin)
prune.remove(lin, "bias")
prune.is_pruned(lin)
[n for n, _ in lin.named_parameters()]
lin.bias
list(lin.state_dict().keys())
# ln_structured prunes whole channels by their norm.
conv = nn.Conv2d(2, 4, 2)
with torch.no_grad():
    conv.weight.copy_(torch.arange(32.0).reshape(4, 2, 2, 2).sin())
prune.ln_structured(conv, "weight", amount=0.5, n=2, dim=0)
conv.weight_mask
conv.weight.sum(dim=(1, 2, 3))
prune.ln_structured(conv, "weight", amount=1, n=1, dim=1)
conv.weight_mask
prune.ln_structured(conv, "weight", amount=1, n=float("inf"), dim=-1)
conv.weight_mask
[type(m).__name__ for m in conv._forward_pre_hooks[next(iter(conv._forward_pre_hooks))]]
conv2 = nn.Conv2d(3, 2, 2)
with torch.no_grad():
    conv2.weight.copy_(torch.arange(24.0).reshape(2, 3, 2, 2).cos())
prune.ln_structured(conv2, "weight", amount=0.34, n=float("-inf"), dim=1)
conv2.weight_mask.sum(dim=(0, 2, 3))
conv3 = nn.Linear(3, 4)
with torch.no_grad():
    conv3.weight.copy_(torch.arange(12.0).reshape(4, 3).cos())
prune.ln_structured(conv3, "weight", amount=2, n="fro", dim=0)
conv3.weight_mask
prune.ln_structured(conv3, "weight", amount=0, n=2, dim=1)
conv3.weight_mask
# importance_scores decide instead of the weights.
lin2 = nn.Linear(3, 2)
scores = torch.tensor([[1.0, 5.0, 3.0], [2.0, 0.5, 4.0]])
prune.l1_unstructured(lin2, "weight", amount=2, importance_scores=scores)
lin2.weight_mask
# custom_from_mask, identity.
lin3 = nn.Linear(3, 2)
with torch.no_grad():
    lin3.bias.copy_(torch.tensor([0.7, -0.4]))
prune.custom_from_mask(lin3, name="bias", mask=torch.tensor([0, 1]))
lin3.bias_mask
lin3.bias_mask.dtype
lin3.bias
prune.identity(lin3, "weight")
lin3.weight_mask
bool(torch.equal(lin3.weight, lin3.weight_orig))
[(type(h).__name__, h._tensor_name) for h in lin3._forward_pre_hooks.values()]
prune.custom_from_mask(lin3, name="weight", mask=torch.tensor([[1, 0, 1], [0, 1, 1]]))
lin3.weight_mask
[type(m).__name__ for m in list(lin3._forward_pre_hooks.values())[1]]
# A pruning method's own prune() and compute_mask().
m = prune.L1Unstructured(amount=2)
t = torch.tensor([3.0, -1.0, 0.5, 2.0])
m.compute_mask(t, torch.ones(4))
m.prune(t)
prune.LnStructured(amount=1, n=1, dim=0).compute_mask(torch.tensor([[1.0, 2.0], [0.5, 0.1]]), torch.ones(2, 2))
prune.CustomFromMask(torch.tensor([1.0, 0.0])).prune(torch.tensor([4.0, 5.0]))
prune.Identity().prune(torch.tensor([4.0, 5.0]))
prune.L1Unstructured.PRUNING_TYPE, prune.LnStructured.PRUNING_TYPE, prune.RandomStructured.PRUNING_TYPE, prune.CustomFromMask.PRUNING_TYPE
repr(prune.L1Unstructured)
issubclass(prune.PruningContainer, prune.BasePruningMethod)
# A double model keeps its mask in float64.
ld = nn.Linear(2, 2).double()
prune.l1_unstructured(ld, "weight", amount=1)
ld.weight_mask.dtype, ld.weight.dtype
