# Inspecting the autograd graph: grad_fn names, next_functions, what each node saved
# (PyTorch's `_saved_*` attributes), and hooks on nodes.
import torch

x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]], requires_grad=True)
w = torch.tensor([[2.0, 0.5, -1.0], [1.5, 3.0, 0.25]], requires_grad=True)
c = torch.tensor([[1.0, 1.0, 2.0], [2.0, 3.0, 5.0]])

y = x.exp()
y.grad_fn
y.grad_fn.name(), type(y.grad_fn).__name__
r = y.grad_fn._saved_result
r
r is y, torch.equal(r, y), r.data_ptr() == y.data_ptr(), r.requires_grad
r.grad_fn.name()
r.grad_fn is y.grad_fn

z = x * w
z.grad_fn._saved_self is x, z.grad_fn._saved_other is w
zc = x * c
zc.grad_fn._saved_self is None, zc.grad_fn._saved_other is c
s2 = x * 2
s2.grad_fn._saved_other, s2.grad_fn._saved_self
(x * 2.5).grad_fn._saved_other
(3 * x).grad_fn._saved_other
(x / c).grad_fn._saved_other is c, (x / c).grad_fn._saved_self
(c / w).grad_fn._saved_self is c

p = x ** 3
p.grad_fn.name(), p.grad_fn._saved_exponent, p.grad_fn._saved_self is x
(x ** 0.5).grad_fn._saved_exponent
pt = x ** w
pt.grad_fn.name(), pt.grad_fn._saved_exponent is w, torch.equal(pt.grad_fn._saved_result, pt)
x.square().grad_fn._saved_exponent

(x + w).grad_fn._saved_alpha, torch.add(x, w, alpha=2.5).grad_fn._saved_alpha, (x - w).grad_fn._saved_alpha
x.log().grad_fn._saved_self is x
x.sin().grad_fn._saved_self is x, x.cos().grad_fn._saved_self is x, x.abs().grad_fn._saved_self is x
for f in (torch.relu, torch.sigmoid, torch.tanh, torch.exp):
    out = f(x)
    (out.grad_fn.name(), torch.equal(out.grad_fn._saved_result, out))
cl = x.clamp(0.5, 2)
cl.grad_fn.name(), cl.grad_fn._saved_min, cl.grad_fn._saved_max, cl.grad_fn._saved_self is x
x.clamp(min=0).grad_fn._saved_max

sm = x.sum()
sm.grad_fn.name(), sm.grad_fn._saved_self_sym_sizes
sd = x.sum(1)
sd.grad_fn.name(), sd.grad_fn._saved_dim, sd.grad_fn._saved_keepdim, sd.grad_fn._saved_self_sym_sizes
x.sum(dim=(0, 1), keepdim=True).grad_fn._saved_dim
mn = x.mean()
mn.grad_fn.name(), mn.grad_fn._saved_self_sym_numel, mn.grad_fn._saved_self_sym_sizes
md = x.mean(0, keepdim=True)
md.grad_fn.name(), md.grad_fn._saved_dim, md.grad_fn._saved_keepdim

m = torch.tensor([[1.0, 0.0], [2.0, 1.0], [0.5, -1.0]], requires_grad=True)
mm = x @ m
mm.grad_fn.name(), mm.grad_fn._saved_self is x, mm.grad_fn._saved_mat2 is m
mc = x @ torch.ones(3, 2)
mc.grad_fn._saved_self, mc.grad_fn._saved_mat2.shape
lin = torch.nn.Linear(3, 2)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.5, -0.5, 1.0], [2.0, 0.0, -1.0]]))
    lin.bias.fill_(0.1)
out = lin(c)
out.grad_fn.name()
out.grad_fn._saved_alpha, out.grad_fn._saved_beta
out.grad_fn._saved_mat1 is c, out.grad_fn._saved_mat2
out.grad_fn.next_functions

# Walking the graph by next_functions, as graph visualizers do.
loss = ((x * w).sum(1).exp() - 1).mean()
def walk(fn, depth=0, seen=None):
    names = []
    if fn is None:
        return names
    names.append(("  " * depth) + fn.name())
    for nxt, _ in fn.next_functions:
        names.extend(walk(nxt, depth + 1))
    return names
walk(loss.grad_fn)

# Hooks on nodes: a prehook sees the incoming gradients, a hook sees both sides.
seen = []
e = x.exp()
t = e * 2
def pre(grad_outputs):
    seen.append(("pre", [g.clone() for g in grad_outputs]))
def post(grad_inputs, grad_outputs):
    seen.append(("post", [g.clone() for g in grad_inputs], [g.clone() for g in grad_outputs]))
    return (grad_inputs[0] * 10,)
hp = e.grad_fn.register_prehook(pre)
hq = e.grad_fn.register_hook(post)
t.sum().backward(retain_graph=True)
seen
x.grad
hp.remove()
hq.remove()
x.grad = None
t.sum().backward()
x.grad
len(seen)

# Errors: missing names, saved tensors after backward freed them, a hook's wrong arity.
x.exp().grad_fn._saved_self
(x * w).grad_fn._saved_exponent
q = x.exp()
q.sum().backward()
q.grad_fn._saved_result
v = x.exp()
v.grad_fn.register_hook(lambda gi, go: (gi[0], gi[0]))
v.sum().backward()
