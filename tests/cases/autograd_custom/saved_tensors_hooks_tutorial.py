# The "Hooks for autograd saved tensors" tutorial, as a learner runs it: what each op
# saves, pack/unpack order, hooks on one saved tensor, save_on_cpu, disabling hooks.
import torch

a = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
b = torch.ones(3, requires_grad=True)
y = a * b
y.grad_fn._saved_self is a
y.grad_fn._saved_other is b
x = torch.tensor([1.0, 2.0], requires_grad=True)
z = torch.exp(x)
z.grad_fn._saved_result.equal(z)
z.grad_fn._saved_result is z
log = []


def pack_hook(t):
    log.append(("pack", t.shape, t.grad_fn.name() if t.grad_fn else None, t.requires_grad))
    return t


def unpack_hook(t):
    log.append(("unpack", t.shape))
    return t


with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = a * b
log
y.sum().backward()
log
a.grad
log.clear()
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    w = x.pow(2)
    v = w.exp()
    u = torch.nn.functional.mse_loss(v, torch.zeros(2))
log
u.backward()
log
x.grad
log.clear()
with torch.autograd.graph.saved_tensors_hooks(lambda t: t * 4, lambda t: t / 4):
    p = torch.pow(x, 2)
x.grad = None
p.sum().backward()
x.grad
x.grad.equal(2 * x)
q = x.pow(2)
q.grad_fn._raw_saved_self
type(q.grad_fn._raw_saved_self).__name__
q.grad_fn._raw_saved_self.register_hooks(pack_hook, unpack_hook)
q.grad_fn._raw_saved_self.register_hooks(pack_hook, unpack_hook)
q.grad_fn._saved_self
log
with torch.autograd.graph.save_on_cpu(pin_memory=False):
    r = x.exp() * x
r.sum().backward()
x.grad
with torch.autograd.graph.disable_saved_tensors_hooks("saved tensors hooks are disabled here"):
    with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
        pass
count = 0


def counting_pack(t):
    global count
    count += 1
    return t


model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 1))
inp = torch.ones(2, 4)
with torch.autograd.graph.saved_tensors_hooks(counting_pack, lambda t: t):
    out = model(inp).sum()
count
with torch.autograd.graph.saved_tensors_hooks(lambda t: "a name", lambda t: torch.ones(2)):
    s = x * torch.tensor([3.0, 4.0], requires_grad=True)
s.grad_fn._saved_self
s.grad_fn._saved_other
with torch.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: None):
    n = x.exp()
n.grad_fn._saved_result
with torch.no_grad():
    with torch.autograd.graph.saved_tensors_hooks(counting_pack, lambda t: t):
        m = x * 2
count
