# torch.autograd.graph.register_multi_grad_hook, as FSDP-style code and PyTorch's
# test_autograd use it: mode="all" calls the hook once per backward pass, after every tensor
# that pass reaches got its gradient (None for those it does not reach); mode="any" calls it
# with the first gradient of each pass; the handle removes the per-tensor hooks together.
import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
c = a * b
d = a * b
calls = []


def on_all(grads):
    calls.append([None if g is None else g.tolist() for g in grads])


h = register_multi_grad_hook((a, b, c, d), on_all)
type(h).__name__
c.sum().backward(retain_graph=True)
calls
c.sum().backward(inputs=(a,), retain_graph=True)
calls
(c + d).sum().backward(retain_graph=True)
calls
torch.autograd.grad(d.sum(), (b,), retain_graph=True)
calls
h.remove()
calls.clear()
c.sum().backward(retain_graph=True)
calls

# Only the first tensor of a pass reaches the "any" hook.
x = torch.tensor(2.0, requires_grad=True)
y = torch.tensor(5.0, requires_grad=True)
first = []
hany = register_multi_grad_hook((x, y), lambda g: first.append(g.item()), mode="any")
(x * y).backward()
first
(x * 10).backward()
first
hany.remove()
(x * y).backward()
first

# A tensor that does not require grad is left out of "any" and is None in "all".
n = torch.ones(2)
w = torch.ones(2, requires_grad=True)
seen = []
hn = register_multi_grad_hook((n, w), lambda gs: seen.append([g is None for g in gs]))
(w * 2).sum().backward()
seen
hn.remove()

# A bad mode is refused.
try:
    register_multi_grad_hook((a, b), on_all, mode="some")
except ValueError as e:
    msg = str(e)
msg

# The graph task id: -1 outside backward, the same inside one pass's hooks.
torch._C._current_graph_task_id()
ids = []
p = torch.ones(2, requires_grad=True)
q = p * 3
q.register_hook(lambda g: ids.append(torch._C._current_graph_task_id()))
p.register_hook(lambda g: ids.append(torch._C._current_graph_task_id()))
q.sum().backward()
len(ids), ids[0] == ids[1], ids[0] >= 0
