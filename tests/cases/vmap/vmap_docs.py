# torch.func.vmap as its documentation and the functorch tutorials use it: batched dot
# products and matrix-vector products, in_dims/out_dims, nested vmaps, pytrees of inputs and
# outputs, keyword arguments, and the layouts of what comes back (views of the input,
# expanded unbatched outputs, the batch dimension moved to out_dims).
import torch
from torch.func import vmap

x = torch.arange(12.).reshape(3, 4) / 7
y = torch.linspace(-1, 1, 12).reshape(3, 4)
batched_dot = vmap(torch.dot)
d = batched_dot(x, y)
d
d.shape, d.stride()
torch.vmap(torch.dot)(x, y)

weights = torch.linspace(0, 1, 4)
def model(feature_vec):
    return feature_vec.dot(weights).relu()
examples = torch.arange(40.).reshape(10, 4) / 13 - 1
vmap(model)(examples)

batched_mv = vmap(torch.mv, in_dims=(0, None))
m = torch.arange(24.).reshape(2, 3, 4) / 5
batched_mv(m, weights)

# Nested: a dot product of every pair in two batches.
bdot = vmap(vmap(torch.dot, in_dims=(0, None)), in_dims=(None, 0))
# (Values only: PyTorch's batching rule for dot leaves this result transposed in memory.)
bdot(x, y).tolist()
vmap(vmap(torch.dot))(m, m).shape

# in_dims on another dimension, negative in_dims, out_dims.
r = vmap(torch.sin, in_dims=1)(x)
r.shape
vmap(torch.sum, in_dims=-1)(x)
r = vmap(lambda a: a * 2, out_dims=1)(x)
r.shape, r.stride()

# Pytrees: a dict input with its own in_dims, tuple outputs with their own out_dims.
def f(d):
    return d["w"] * d["b"]
vmap(f, in_dims=({"w": 0, "b": None},))({"w": x, "b": torch.tensor(3.)})
def two(a):
    return a.sum(), a.max()
s, mx = vmap(two)(x)
s, mx
out = vmap(lambda a: (a, a.sum()), out_dims=(1, 0))(x)
out[0].shape, out[1]
vmap(lambda a: [a.mean(), {"n": a.norm()}])(x)

# Keyword arguments are passed to every entry unbatched.
vmap(lambda a, scale=1.0: a * scale)(x, scale=2.0)

# What comes back: a view of the input when the function returns a view of its entry, an
# expanded tensor when the output does not depend on the batch.
v = vmap(lambda a: a[1:3])(x)
v.shape, v.stride(), v.storage_offset(), v._base is x
t = vmap(lambda a: a.reshape(2, 2).t())(x)
t.shape, t.stride(), t.data_ptr() == x.data_ptr()
u = vmap(lambda a: torch.ones(2))(x)
u, u.stride()
u2 = vmap(lambda a: torch.ones(2, 5), out_dims=1)(x)
u2.shape, u2.stride()
c = vmap(lambda a: weights)(x)
c.stride(), c.data_ptr() == weights.data_ptr()
k = vmap(lambda a: a.sum(), out_dims=0)(x)
k.stride()

# An empty batch still runs the function once, for the output's shape.
e = vmap(torch.sin)(torch.ones(0, 3))
e.shape
vmap(lambda a: a.sum(0))(torch.ones(0, 3, 2)).shape
vmap(torch.sin, chunk_size=2)(x)

# Integer and boolean tensors.
vmap(lambda a: a.sum())(torch.arange(6).reshape(2, 3))
vmap(lambda a: a.any())(torch.tensor([[True, False], [False, False]]))
vmap(lambda a: a.argmax())(y)
