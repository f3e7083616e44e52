# Global module hooks (torch.nn.modules.module.register_module_*), as profilers, debuggers
# and PyTorch's test_nn use them: they run for every module, before the module's own hooks
# (pre-hooks and forward hooks alike), may replace inputs and outputs, take with_kwargs and
# always_call, and the registration hooks see (and may replace) every parameter, buffer
# and submodule a module registers.
import torch
import torch.nn as nn
import torch.nn.modules.module as mm

torch.manual_seed(0)
log = []
net = nn.Sequential(nn.Linear(3, 2), nn.ReLU())
net[0].register_forward_pre_hook(lambda m, i: log.append(("local pre", type(m).__name__)))
net[0].register_forward_hook(lambda m, i, o: log.append(("local fwd", type(m).__name__)))
hp = mm.register_module_forward_pre_hook(lambda m, i: log.append(("global pre", type(m).__name__)))
hf = mm.register_module_forward_hook(lambda m, i, o: log.append(("global fwd", type(m).__name__)))
out = net(torch.ones(1, 3))
log
out.shape
type(hp).__name__
hf.id - hp.id
len(mm._global_forward_hooks), len(mm._global_forward_pre_hooks)
hp.remove()
hf.remove()
log.clear()
net(torch.ones(1, 3)).shape
log
len(mm._global_forward_hooks), len(mm._global_forward_pre_hooks)

# A global forward hook may replace the output; a pre-hook the input.
h1 = mm.register_module_forward_pre_hook(lambda m, i: (i[0] * 2,) if isinstance(m, nn.Identity) else None)
h2 = mm.register_module_forward_hook(lambda m, i, o: o + 1 if isinstance(m, nn.Identity) else None)
nn.Identity()(torch.tensor([1.0, 2.0]))
h1.remove()
h2.remove()
nn.Identity()(torch.tensor([1.0, 2.0]))

# with_kwargs: the global forward hook sees the call's keywords.
class Scale(nn.Module):
    def forward(self, x, factor=1.0):
        return x * factor

seen_kwargs = []
hk = mm.register_module_forward_hook(lambda m, a, k, o: seen_kwargs.append(sorted(k)), with_kwargs=True)
Scale()(torch.ones(2), factor=3.0)
seen_kwargs
hk.remove()

# always_call: the hook runs when forward raised, then the error goes on.
class Boom(nn.Module):
    def forward(self, x):
        raise ValueError("boom")

ran = []
ha = mm.register_module_forward_hook(lambda m, i, o: ran.append(o), always_call=True)
try:
    Boom()(torch.ones(1))
except ValueError as e:
    ran.append(str(e))
ran
ha.remove()
len(mm._global_forward_hooks_always_called)

# Global full backward hooks and pre-hooks, before the module's own.
order = []
lin = nn.Linear(2, 2)
lin.register_full_backward_hook(lambda m, gi, go: order.append("local bwd"))
lin.register_full_backward_pre_hook(lambda m, go: order.append("local bwd pre"))
gb = mm.register_module_full_backward_hook(lambda m, gi, go: order.append(("global bwd", type(m).__name__, len(gi), len(go))))
gbp = mm.register_module_full_backward_pre_hook(lambda m, go: order.append(("global bwd pre", type(m).__name__)))
lin(torch.ones(1, 2, requires_grad=True)).sum().backward()
order
gb.remove()
gbp.remove()

# Full and non-full global backward hooks do not mix.
gb2 = mm.register_module_full_backward_hook(lambda m, gi, go: None)
mm.register_module_backward_hook(lambda m, gi, go: None)
gb2.remove()
try:
    mm.register_module_backward_hook(lambda m, gi, go: None)
except RuntimeError as e:
    msg = str(e)
msg

# Registration hooks: parameters, buffers and submodules, each replaceable.
reg = []
rp = mm.register_module_parameter_registration_hook(lambda m, n, p: reg.append(("param", type(m).__name__, n)))
rb = mm.register_module_buffer_registration_hook(lambda m, n, b: reg.append(("buffer", type(m).__name__, n)))
rm = mm.register_module_module_registration_hook(lambda m, n, s: reg.append(("module", type(m).__name__, n)))
bn = nn.BatchNorm1d(2)
seq = nn.Sequential(nn.Linear(1, 1, bias=False))
seq.extra = nn.Tanh()
seq.register_buffer("mask", torch.ones(1))
reg
rp.remove()
rb.remove()
rm.remove()
reg.clear()
nn.Linear(1, 1)
reg

swap = mm.register_module_buffer_registration_hook(lambda m, n, b: b * 10 if b is not None else None)
holder = nn.Module()
holder.register_buffer("scale", torch.tensor([1.0, 2.0]))
holder.scale
swap.remove()
swapm = mm.register_module_module_registration_hook(lambda m, n, s: nn.Identity() if isinstance(s, nn.ReLU) else None)
holder.act = nn.ReLU()
holder.act
holder.add_module("act2", nn.ReLU())
holder.act2
swapm.remove()
