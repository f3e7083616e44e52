# Review 66 of the meta device: what a `with torch.device('meta')` block sends to meta,
# Module.to/to_empty across the meta boundary (new Parameters, gradients moved), and the
# out-of-place ops that refuse a meta tensor beside one with data.
# Every CPU tensor names device='cpu' (the suite also runs with factories on wgpu).
import torch
import torch.nn as nn
import numpy as np

# a device context intercepts torch.tensor (a tensor's data goes to meta too), not the
# legacy constructors nor torch.from_numpy
c = torch.ones(2, device="cpu")
a = np.ones(2)
with torch.device("meta"):
    r_tensor = repr(torch.tensor(c))
    r_tensor64 = repr(torch.tensor(c, dtype=torch.float64))
    r_tensor_np = repr(torch.tensor(a))
    r_as_tensor = repr(torch.as_tensor(c))
    r_cpu = repr(torch.tensor(c, device="cpu"))
    r_legacy = torch.Tensor(2, 3).is_meta, torch.FloatTensor([1]).is_meta, torch.LongTensor(2).is_meta
    r_legacy_vals = torch.Tensor([1.0, 2.0]).tolist(), torch.FloatTensor(2, 2).shape
    r_from_numpy = torch.from_numpy(a).tolist(), torch.from_numpy(a).is_meta
r_tensor
r_tensor64
r_tensor_np
r_as_tensor
r_cpu
r_legacy
r_legacy_vals
r_from_numpy
repr(torch.tensor(c, device="meta"))
repr(torch.tensor(a, device="meta"))
repr(torch.tensor(torch.ones(2, device="meta")))
torch.Tensor(2, device="meta")
torch.FloatTensor([1.0], device="meta")

# Module.to / to_empty: cpu (or an accelerator) and meta are no shallow-copy match, so a new
# Parameter replaces the old one, which keeps its device and data
m = nn.Linear(2, 3)
w = m.weight
w0 = w.detach().clone()
r = m.to("meta")
m.weight is w, w.is_meta, torch.equal(w, w0), type(m.weight).__name__, m.weight.is_meta
m.weight.requires_grad, m.bias.is_meta, [p.is_meta for p in m.parameters()]
m2 = nn.Linear(2, 3)
w2 = m2.weight
r = m2.to_empty(device="meta")
m2.weight is w2, w2.is_meta, m2.weight.is_meta, type(m2.weight).__name__
# the gradient moves with its parameter
m3 = nn.Linear(2, 3)
m3.weight.grad = torch.ones(3, 2, device=m3.weight.device)
r = m3.to("meta")
repr(m3.weight.grad)
m4 = nn.Linear(2, 3)
m4.weight.grad = torch.ones(3, 2, device=m4.weight.device)
r = m4.to_empty(device="meta")
repr(m4.weight.grad)
# a dtype conversion keeps the Parameter and converts its gradient too
m5 = nn.Linear(2, 3)
m5.weight.grad = torch.ones(3, 2, device=m5.weight.device)
w5 = m5.weight
r = m5.double()
m5.weight is w5, m5.weight.dtype, m5.weight.grad.dtype
# meta to meta keeps the Parameter; meta back to cpu via to_empty makes a new one
m6 = nn.Linear(2, 3).to("meta")
w6 = m6.weight
r = m6.to("meta")
m6.weight is w6
r = m6.to(torch.float64)
m6.weight is w6, repr(m6.weight)
r = m6.to_empty(device="cpu")
m6.weight is w6, w6.is_meta, m6.weight.is_meta, m6.weight.device

# out of place, a meta self beside a cpu mask is refused (in place it runs on meta)
repr(torch.empty(2, device="meta").masked_fill(torch.ones(2, dtype=torch.bool, device="cpu"), 1.0))
repr(torch.empty(2, device="meta").masked_fill_(torch.ones(2, dtype=torch.bool, device="cpu"), 1.0))
repr(torch.ones(2, device="cpu").masked_fill(torch.ones(2, dtype=torch.bool, device="meta"), 1.0))
repr(torch.masked_fill(torch.empty(2, device="meta"), torch.ones(2, dtype=torch.bool, device="cpu"), 1.0))
repr(torch.empty(2, device="meta").masked_fill(torch.ones((), dtype=torch.bool, device="cpu"), 1.0))
repr(torch.empty(2, device="meta").masked_fill(torch.ones(2, dtype=torch.bool, device="meta"), 1.0))
# a value tensor must share self's device, meta or not (checked before the mask)
one = torch.tensor(1.0, device="cpu")
repr(torch.empty(2, device="meta").masked_fill(torch.ones(2, dtype=torch.bool, device="meta"), one))
repr(torch.empty(2, device="meta").masked_fill_(torch.ones(2, dtype=torch.bool, device="meta"), one))
repr(torch.empty(2, device="meta").masked_fill(torch.ones(2, dtype=torch.bool, device="cpu"), one))
repr(torch.ones(2, device="cpu").masked_fill(torch.ones(2, dtype=torch.bool, device="cpu"), one.to("meta")))
repr(torch.ones(2, device="cpu").masked_fill_(torch.ones(2, dtype=torch.bool, device="cpu"), one.to("meta")))
repr(torch.empty(2, device="meta").masked_fill(torch.ones(2, dtype=torch.bool, device="meta"), one.to("meta")))

# index_add: every tensor on one device, checked first
ix = torch.tensor([0], device="cpu")
src = torch.ones(1, device="cpu")
torch.empty(2, device="meta").index_add(0, ix, src)
torch.empty(2, device="meta").index_add_(0, ix, src)
torch.empty(2, device="meta").index_add(0, ix.to("meta"), src)
torch.ones(2, device="cpu").index_add(0, ix, src.to("meta"))
torch.empty(2, device="meta").index_add(0, torch.tensor([0.0], device="cpu"), src)
repr(torch.empty(2, device="meta").index_add(0, ix.to("meta"), src.to("meta")))

# a meta storage prints without bytes
repr(torch.empty(4, device="meta").untyped_storage())
str(torch.empty(2, dtype=torch.float64, device="meta").untyped_storage())
repr(torch.empty(0, device="meta").untyped_storage())
