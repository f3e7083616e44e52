# Module.to / float / double / half with complex parameters and buffers, as module.py's
# `to` and `_apply` convert them (and the warnings PyTorch gives on the way).
import torch, torch.nn as nn, warnings

torch.manual_seed(0)
z = torch.randn(3, dtype=torch.cfloat)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = z.to(torch.float64)
[str(x.message) for x in w]
r.dtype, r.shape, r.is_contiguous()
hasattr(nn.Module, "cfloat"), hasattr(nn.Module, "cdouble")
m = nn.Linear(2, 2)
m.w = nn.Parameter(torch.randn(2, dtype=torch.cfloat))
m.register_buffer("b", torch.randn(2, dtype=torch.cfloat))
m.register_buffer("rb", torch.randn(2))
m.register_buffer("ib", torch.arange(2))
old = m.w
m.float().w.dtype
m.double().w.dtype
m.half().w.dtype, m.weight.dtype
m.bfloat16().w.dtype, m.b.dtype, m.rb.dtype
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    m.to(torch.complex128)
[str(x.message) for x in w]
[(k, v.dtype) for k, v in m.named_parameters()]
[(k, v.dtype) for k, v in m.named_buffers()]
m.w is old
type(m.weight).__name__, m.weight.requires_grad, m.weight.is_leaf
m.half().weight.dtype, m.w.dtype
m.to(torch.float64)
[(k, v.dtype) for k, v in m.named_parameters()]
[(k, v.dtype) for k, v in m.named_buffers()]
m.to(torch.int64)
m.to(dtype=torch.bool)
m.to(dtype=torch.complex64) is m
[(k, v.dtype) for k, v in m.named_parameters()]
m.to("cpu", torch.cdouble) is m
[(k, v.dtype) for k, v in m.named_parameters()]
type(m.weight).__name__, m.weight.requires_grad, m.weight.is_leaf
m(torch.randn(3, 2, dtype=torch.cdouble, device="cpu")).shape
p = nn.Parameter(torch.tensor([1.5, -2.0]))
n = nn.Linear(1, 1)
n.p = p
(n.p * 3).sum().backward()
n.to(torch.cfloat).p.dtype
torch.view_as_real(n.p.detach())
torch.view_as_real(n.p.grad)
n.p.grad.dtype
n.to(torch.float32).p.dtype
n.p.grad.dtype, n.p.grad
torch.view_as_real(torch.tensor([2 + 3j, -1j]).to(torch.complex128))
