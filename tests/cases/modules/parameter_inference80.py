import torch
import torch.nn as nn

# Weights computed under @torch.inference_mode() (a precomputed table, a loaded embedding)
# are inference tensors: wrapping one in a Parameter outside inference mode is refused.
@torch.inference_mode()
def precompute(n):
    return torch.arange(float(n)) / n

table = precompute(4)
table.is_inference()
try:
    nn.Parameter(table)
except RuntimeError as e:
    msg = str(e)
msg
p = nn.Parameter(table, requires_grad=False)
(p.requires_grad, p.is_inference(), type(p).__name__)
# The fix: a clone is a normal tensor.
q = nn.Parameter(table.clone())
(q.requires_grad, q.is_inference())
# Inside inference mode the Parameter may be made.
with torch.inference_mode():
    r = nn.Parameter(table)
(r.requires_grad, r.is_inference())
# An integer inference tensor: the inference check comes first.
with torch.inference_mode():
    ids = torch.arange(3)
try:
    nn.Parameter(ids)
except RuntimeError as e:
    msg2 = str(e)
msg2
