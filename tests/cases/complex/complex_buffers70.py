# Complex buffers: assigning a complex tensor to a buffer's name, nn.Buffer of a complex tensor (its marks are
# the tensor's own attributes), state_dict/load_state_dict with complex buffers and parameters.
import torch, torch.nn as nn
m = nn.Linear(1, 1)
m.register_buffer("b", torch.zeros(2, dtype=torch.cfloat))
m.b = torch.ones(2, dtype=torch.cdouble)
m.b.dtype
[(k, v.dtype) for k, v in m.named_buffers()]
m.c = nn.Buffer(torch.ones(2, dtype=torch.cfloat))
[(k, v.dtype) for k, v in m.named_buffers()]
sd = m.state_dict()
sorted((k, v.dtype) for k, v in sd.items())
m2 = nn.Linear(1, 1)
m2.register_buffer("b", torch.zeros(2, dtype=torch.cdouble))
m2.register_buffer("c", torch.zeros(2, dtype=torch.cfloat))
m2.load_state_dict(sd)
torch.view_as_real(m2.b)
p = nn.Parameter(torch.ones(2, dtype=torch.cfloat))
m2.w = p
m2.load_state_dict(m2.state_dict())
m3 = nn.Linear(1, 1)
m3.w = nn.Parameter(torch.zeros(2, dtype=torch.cfloat))
m3.load_state_dict({'weight': m2.weight, 'bias': m2.bias, 'w': torch.tensor([1+1j, 2j])})
torch.view_as_real(m3.w.detach())
m3.w.requires_grad
m3.zero_grad()
list(m3.state_dict().keys())
z = torch.zeros(2, dtype=torch.cfloat)
z.note = "kept"
z.note, getattr(z, "missing", None)
isinstance(nn.Buffer(torch.ones(1, dtype=torch.cfloat)), nn.Buffer)
isinstance(torch.ones(1, dtype=torch.cfloat), nn.Buffer)
m4 = nn.Module()
m4.q = nn.Buffer(torch.ones(1, dtype=torch.cfloat), persistent=False)
list(m4.state_dict().keys()), [k for k, _ in m4.named_buffers()]
