# nn.Module hooks as tutorials use them: capturing activations, editing inputs and outputs,
# inspecting and rescaling gradients. Weights are set explicitly (no random generator).
import torch
from torch import nn


def make_net():
    net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
    with torch.no_grad():
        net[0].weight.copy_(torch.tensor([[0.1, -0.2, 0.3], [0.4, 0.5, -0.6], [-0.7, 0.8, 0.9], [0.2, 0.1, -0.1]]))
        net[0].bias.copy_(torch.tensor([0.01, -0.02, 0.03, -0.04]))
        net[2].weight.copy_(torch.tensor([[0.5, -0.5, 0.25, 1.0], [-1.0, 0.75, 0.5, -0.25]]))
        net[2].bias.copy_(torch.tensor([0.1, -0.1]))
    return net


net = make_net()
x = torch.tensor([[0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [-2.0, 1.0, 0.0], [0.3, 0.3, 0.3]])

# Feature extraction: forward hooks store every layer's output.
activations = {}
def save_output(name):
    def hook(module, inputs, output):
        activations[name] = output.detach()
    return hook

handles = [m.register_forward_hook(save_output(n)) for n, m in net.named_children()]
out = net(x)
out
sorted(activations.keys())
activations["0"]
activations["1"]
torch.equal(activations["2"], out.detach())
for h in handles:
    h.remove()
activations.clear()
net(x)
len(activations)

# A forward hook's result replaces the output; a pre-hook's replaces the input.
relu_out = []
h1 = net[1].register_forward_hook(lambda m, inp, outp: outp * 0.5)
h2 = net[0].register_forward_pre_hook(lambda m, inp: (inp[0] * 2,))
net(x)
h1.remove()
net(x)
h2.remove()
torch.equal(net(x), out)

# Hook order, prepend, with_kwargs, and what the hooks see.
order = []
class Scale(nn.Module):
    def forward(self, x, factor=1.0):
        order.append("forward")
        return x * factor

s = Scale()
s.register_forward_pre_hook(lambda m, a: order.append(("pre", len(a))))
s.register_forward_pre_hook(lambda m, a: order.append("pre-first"), prepend=True)
s.register_forward_hook(lambda m, a, o: order.append(("post", o.tolist())))
def kw_pre(m, args, kwargs):
    order.append(("kw-pre", sorted(kwargs.items())))
    return args, {"factor": kwargs.get("factor", 1.0) * 10}
s.register_forward_pre_hook(kw_pre, with_kwargs=True)
s.register_forward_hook(lambda m, a, kw, o: order.append(("kw-post", kw["factor"])), with_kwargs=True)
s(torch.tensor([1.0, 2.0]), factor=3.0)
order

# always_call: the hook runs even when forward raises.
calls = []
class Broken(nn.Module):
    def forward(self, x):
        raise ValueError("broken forward")
b = Broken()
b.register_forward_hook(lambda m, a, o: calls.append(("always", o)), always_call=True)
b.register_forward_hook(lambda m, a, o: calls.append("normal"))
try:
    b(torch.ones(1))
except ValueError as e:
    calls.append(str(e))
calls

# Full backward hooks: grad_input and grad_output as PyTorch passes them.
net = make_net()
grads = []
def record_grads(module, grad_input, grad_output):
    grads.append((type(module).__name__, [None if g is None else g.clone() for g in grad_input], [g.clone() for g in grad_output]))

hb = [m.register_full_backward_hook(record_grads) for m in net]
hn = net.register_full_backward_hook(record_grads)
y = net(x)
y.grad_fn.name()
y.grad_fn.next_functions[0][0].name()
y.sum().backward()
[g[0] for g in grads]
grads[0]
grads[1]
grads[2]
grads[3]
net[0].weight.grad

# With an input that requires grad, the first layer's grad_input is that input's gradient.
grads.clear()
net.zero_grad()
xr = x.clone().requires_grad_()
(net(xr) ** 2).sum().backward()
[g[0] for g in grads]
grads[-1][1][0]
torch.equal(grads[-1][1][0], xr.grad)
xr.grad

# A backward hook's result replaces grad_input; a backward pre-hook's replaces grad_output.
for h in hb + [hn]:
    h.remove()
net = make_net()
net[1].register_full_backward_hook(lambda m, gi, go: (gi[0].clamp(-0.1, 0.1),))
net[2].register_full_backward_pre_hook(lambda m, go: (go[0] * 3,))
xr = x.clone().requires_grad_()
net(xr).sum().backward()
xr.grad
net[0].weight.grad
net[2].weight.grad

# Errors PyTorch raises.
bad = make_net()
bad[1].register_full_backward_hook(lambda m, gi, go: (gi[0], gi[0]))
bad(x.clone().requires_grad_()).sum().backward()
bad = make_net()
bad[2].register_full_backward_pre_hook(lambda m, go: (go[0], go[0]))
bad(x).sum().backward()
lin = nn.Linear(2, 2)
pre_bad = lin.register_forward_pre_hook(lambda m, a, k: 5, with_kwargs=True)
lin(torch.ones(2))
