import torch
from torch import nn
import torch.nn.utils.prune as prune
# The mistakes people make with torch.nn.utils.prune.
lin = nn.Linear(4, 3)
try:
    prune.remove(lin, "weight")
except ValueError as e:
    m1 = str(e)
m1
try:
    prune.l1_unstructured(lin, "weight", amount=1.5)
except ValueError as e:
    m2 = str(e)
m2
try:
    prune.l1_unstructured(lin, "weight", amount=-2)
except ValueError as e:
    m3 = str(e)
m3
try:
    prune.l1_unstructured(lin, "weight", amount="half")
except TypeError as e:
    m4 = str(e)
m4
try:
    prune.l1_unstructured(lin, "weight", amount=20)
except ValueError as e:
    m5 = str(e)
m5
# The failed pass was rolled back: weight is a parameter again (now last).
[n for n, _ in lin.named_parameters()]
[n for n, _ in lin.named_buffers()]
prune.is_pruned(lin)
try:
    prune.l1_unstructured(lin, "wieght", amount=1)
except AttributeError as e:
    m6 = str(e)
m6
try:
    prune.ln_structured(lin, "bias", amount=1, n=2, dim=0)
except ValueError as e:
    m7 = str(e)
m7
try:
    prune.ln_structured(lin, "weight", amount=1, n=2, dim=2)
except IndexError as e:
    m8 = str(e)
m8
try:
    prune.random_structured(lin, "weight", amount=4, dim=0)
except ValueError as e:
    m9 = str(e)
m9
try:
    prune.l1_unstructured(lin, "weight", amount=1, importance_scores=torch.ones(3))
except AssertionError as e:
    m10 = str(e)
m10.split(" of ")[0]
try:
    prune.global_unstructured([(lin, "weight")], pruning_method=prune.RandomStructured, amount=1)
except TypeError as e:
    m11 = str(e)
m11
try:
    prune.global_unstructured([(lin, "weight")], pruning_method=prune.LnStructured, amount=1)
except TypeError as e:
    m12 = str(e)
m12
try:
    prune.global_unstructured(5, pruning_method=prune.L1Unstructured, amount=1)
except TypeError as e:
    m13 = str(e)
m13
try:
    prune.global_unstructured([(lin, "weight")], pruning_method=prune.L1Unstructured, importance_scores=[1], amount=1)
except TypeError as e:
    m14 = str(e)
m14
try:
    prune.BasePruningMethod()
except TypeError as e:
    m15 = str(e)
m15
class NoMask(prune.BasePruningMethod):
    PRUNING_TYPE = "unstructured"

try:
    NoMask.apply(lin, "weight")
except TypeError as e:
    m16 = str(e)
m16
try:
    prune.L1Unstructured()
except TypeError as e:
    m17 = str(e)
m17
try:
    prune.custom_from_mask(lin, "bias", mask=torch.ones(2))
except AssertionError as e:
    m18 = str(e)
m18
[n for n, _ in lin.named_parameters()]
try:
    prune.random_unstructured(lin, "weight", 0.5, 2)
except TypeError as e:
    m19 = str(e)
m19
a = prune.L1Unstructured(0.2)
a._tensor_name = "weight"
b = prune.L1Unstructured(0.2)
b._tensor_name = "bias"
c = prune.PruningContainer(a)
try:
    c.add_pruning_method(b)
except ValueError as e:
    m20 = str(e)
m20.split(" to PruningContainer")[0]
m20.split(".")[-1]
try:
    c.add_pruning_method(3)
except TypeError as e:
    m21 = str(e)
m21
try:
    prune.ln_structured(lin, "weight", amount=1, n=2)
except TypeError as e:
    m22 = str(e)
m22
try:
    prune.l1_unstructured(lin, "weight", amount=True)
except TypeError as e:
    m25 = str(e)
m25
prune.l1_unstructured(lin, "weight", amount=2)
lin.weight_mask.sum()
prune.remove(lin, "weight")
try:
    prune.remove(lin, "weight")
except ValueError as e:
    m23 = str(e)
m23.split(" of module ")[0]
try:
    lin.weight_orig
except AttributeError as e:
    m24 = str(e)
m24
