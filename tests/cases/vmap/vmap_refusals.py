# What vmap refuses, as PyTorch refuses it: data-dependent Python on a batched value
# (.item(), float(), if), writing a batched value into an unbatched tensor in place, out=,
# random draws in the default randomness mode, and malformed in_dims/out_dims. Each is
# the error a person meets when first moving a loop into vmap.
import torch
from torch.func import vmap

x = torch.arange(12.).reshape(3, 4) / 5 - 1
vmap(lambda a: a.sum().item())(x)
vmap(lambda a: float(a.sum()))(x)
vmap(lambda a: int(a.max()))(x)
vmap(lambda a: a if a.sum() > 0 else -a)(x)
def relu_loop(a):
    while a.max() > 0:
        a = a - 1
    return a
vmap(relu_loop)(x)
vmap(lambda a: bool(a[0]))(x)
vmap(lambda a: a.tolist())(x)
# An unbatched value may be read: .item() of a constant inside vmap is fine.
vmap(lambda a: a * torch.tensor(2.).item())(x)
def clipped(a):
    limit = torch.tensor(0.5)
    if limit > 0:
        return a.clamp(max=limit.item())
    return a
vmap(clipped)(x)

buf = torch.zeros(4)
vmap(lambda a: buf.mul_(a))(x)
vmap(lambda a: buf.add_(a))(x)
vmap(lambda a: buf.pow_(a))(x)
# The message shows the batch size of the vmap the write is in, after an inner vmap ran.
vmap(lambda a: (vmap(torch.sin)(torch.ones(2, 4)), buf.add_(a)))(x)
vmap(lambda a: buf.masked_fill_(buf > 0, a.sum()))(x)
vmap(lambda a: buf.copy_(a))(x)
buf
def accumulate(a):
    total = torch.zeros(4)
    total += a
    return total
vmap(accumulate)(x)
def scaled(a):
    total = torch.ones(4)
    total *= a
    return total
vmap(scaled)(x)
def first(a):
    z = torch.zeros(4)
    z[0] = a[0]
    return z
vmap(first)(x)
# In place on the entry itself, or on a fresh tensor from unbatched values, is fine.
def inplace_ok(a):
    a = a.clone()
    a.mul_(2).add_(1)
    c = torch.zeros(2)
    c += 1
    return a.sum() + c
vmap(inplace_ok)(x)
vmap(lambda a: torch.sin(a, out=buf))(x)

vmap(lambda a: a + torch.rand(4))(x)
vmap(lambda a: torch.nn.functional.dropout(a, 0.5))(x)
vmap(lambda a: a, randomness="sometimes")
vmap(torch.sin, chunk_size=0)
vmap(lambda a: 3.0)(x)
vmap(lambda a: (a, 1))(x)
vmap(lambda a: (a, 1), out_dims=(0, None))(x)
vmap(torch.sin, out_dims=None)(x)
vmap(lambda a: torch.ones(2), out_dims=None)(x)
vmap(lambda a: (a, a), out_dims=(0,))(x)
vmap(torch.sin, out_dims=3)(x)
vmap(torch.sin, in_dims=2)(x)
vmap(torch.sin, in_dims=1.0)(x)
vmap(torch.sin, in_dims=[0])(x)
vmap(torch.add, in_dims=(0,))(x, x)
vmap(torch.add, in_dims=(0, "a"))(x, x)
vmap(torch.add)(x, torch.ones(2, 4))
vmap(lambda a: a)(3.0)
vmap(lambda a: a, in_dims=None)(x)
vmap(lambda: 1)()
vmap(torch.sin)(torch.tensor(1.))
# After a refusal, the session goes on as before.
vmap(torch.cos)(x)
torch.rand(2).shape
