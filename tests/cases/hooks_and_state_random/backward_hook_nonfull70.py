# The deprecated Module.register_backward_hook (old Grad-CAM and feature-visualisation
# tutorials): the hook hangs on the grad_fn of the module's output and sees that one node's
# grad_input and grad_output (addmm's three for a Linear), may replace grad_input, warns
# when the forward has several nodes, and does not mix with full backward hooks.
import warnings
import torch
import torch.nn as nn

torch.manual_seed(0)
lin = nn.Linear(3, 2)
got = []
h = lin.register_backward_hook(lambda m, gi, go: got.append(([None if g is None else tuple(g.shape) for g in gi], [tuple(g.shape) for g in go])))
x = torch.ones(4, 3, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    lin(x).sum().backward()
got
[str(c.message) for c in caught]
lin._is_full_backward_hook
len(lin._backward_hooks)
x.grad

# A hook that returns new grad_input: addmm's grad for the input gets scaled.
lin2 = nn.Linear(2, 2, bias=False)
with torch.no_grad():
    lin2.weight.copy_(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
lin2.register_backward_hook(lambda m, gi, go: tuple(None if g is None else g * 10 for g in gi))
x2 = torch.ones(1, 2, requires_grad=True)
lin2(x2).sum().backward()
x2.grad
lin2.weight.grad

# A module whose forward makes several nodes: the hook sees only the last one's gradients,
# with PyTorch's FutureWarning.
class TwoStep(nn.Module):
    def forward(self, x):
        return (x * 2).sin()

gs = []
ts = TwoStep()
ts.register_backward_hook(lambda m, gi, go: gs.append((len(gi), len(go))))
with warnings.catch_warnings(record=True) as caught2:
    warnings.simplefilter("always")
    y = ts(torch.ones(3, requires_grad=True))
y.sum().backward()
gs
[(c.category.__name__, str(c.message)) for c in caught2]

# A module returning a dict: the warning for outputs that are not tensors.
class DictOut(nn.Module):
    def forward(self, x):
        return {"out": x * 3}

d = DictOut()
dg = []
d.register_backward_hook(lambda m, gi, go: dg.append(len(gi)))
with warnings.catch_warnings(record=True) as caught3:
    warnings.simplefilter("always")
    r = d(torch.ones(2, requires_grad=True))
r["out"].sum().backward()
dg
[str(c.message)[:60] for c in caught3]

# Mixing with full hooks is refused both ways.
m1 = nn.Linear(2, 2)
m1.register_backward_hook(lambda m, gi, go: None)
m1.register_full_backward_hook(lambda m, gi, go: None)
m2 = nn.Linear(2, 2)
m2.register_full_backward_hook(lambda m, gi, go: None)
m2.register_backward_hook(lambda m, gi, go: None)
try:
    m2.register_backward_hook(lambda m, gi, go: None)
except RuntimeError as e:
    err = str(e)
err

# Removed: no more calls.
h.remove()
got.clear()
lin(torch.ones(1, 3, requires_grad=True)).sum().backward()
got

# A Grad-CAM style pair: forward hook for activations, backward hook for gradients.
torch.manual_seed(0)
conv = nn.Conv2d(1, 2, 3)
acts, grads = [], []
conv.register_forward_hook(lambda m, i, o: acts.append(o.detach()))
conv.register_backward_hook(lambda m, gi, go: grads.append(go[0].detach()))
img = torch.arange(25.0).reshape(1, 1, 5, 5).requires_grad_()
conv(img).relu().sum().backward()
acts[0].shape, grads[0].shape
weights = grads[0].mean(dim=(2, 3), keepdim=True)
(weights * acts[0]).sum(1).relu()
