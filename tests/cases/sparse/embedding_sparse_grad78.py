# Sparse gradients of nn.Embedding / nn.EmbeddingBag / F.embedding (sparse=True): ATen's
# uncoalesced indices and values order, accumulation across backward calls (sparse + sparse
# merges, dense meets sparse), autograd.grad, and the consumers: SGD, Adagrad, SparseAdam,
# Adam's refusal, clip_grad_norm_ / clip_grad_value_, zero_grad. Explicit weights only.
import torch
import torch.nn.functional as F

W = torch.arange(15.0).reshape(5, 3) / 8


def bag(**kw):
    m = torch.nn.EmbeddingBag(5, 3, sparse=True, **kw)
    with torch.no_grad():
        m.weight.copy_(W)
    return m


def emb(**kw):
    m = torch.nn.Embedding(5, 3, sparse=True, **kw)
    with torch.no_grad():
        m.weight.copy_(W)
    return m


inp = torch.tensor([1, 2, 1, 3, 0, 4])
off = torch.tensor([0, 3, 3])
gout = torch.arange(9.0).reshape(3, 3)

# mean bags with an empty one
m = bag(mode="mean")
out = m(inp, off)
out
out.grad_fn
(out * gout).sum().backward()
g = m.weight.grad
repr(g)
g.is_sparse, g.layout, g.is_coalesced(), g._nnz(), g.dtype, g.grad_fn, g.requires_grad
g._indices()
g._values()
g.to_dense()
g.coalesce().indices()
g.coalesce().values()
g.sparse_dim(), g.dense_dim(), g.shape

# sum bags, padding_idx, include_last_offset
m = bag(mode="sum", padding_idx=1)
(m(inp, off) * gout).sum().backward()
repr(m.weight.grad)
m = bag(mode="mean", padding_idx=1)
(m(inp, off) * gout).sum().backward()
repr(m.weight.grad)
m = bag(mode="sum", include_last_offset=True)
(m(inp, torch.tensor([0, 2, 6])) * gout[:2]).sum().backward()
repr(m.weight.grad)
m = bag(mode="sum")
psw = torch.tensor([1.0, 0.5, 2.0, -1.0, 0.25, 3.0])
(m(inp, off, per_sample_weights=psw) * gout).sum().backward()
repr(m.weight.grad)
# 2-D input: one bag per row
m = bag(mode="mean")
(m(torch.tensor([[0, 4], [4, 4]])) * gout[:2]).sum().backward()
repr(m.weight.grad)
# every bag empty
m = bag(mode="sum")
o = m(torch.tensor([], dtype=torch.int64), torch.tensor([0, 0]))
o
o.sum().backward()
repr(m.weight.grad)

# Embedding: repeated indices, padding_idx, int32 indices, max_norm
e = emb()
o = e(torch.tensor([[2, 2], [0, 2]]))
o.grad_fn
(o * torch.arange(12.0).reshape(2, 2, 3)).sum().backward()
repr(e.weight.grad)
e = emb(padding_idx=1)
e(torch.tensor([1, 3, 1])).sum().backward()
repr(e.weight.grad)
e = emb(padding_idx=1)
e(torch.tensor([1, 1])).sum().backward()
repr(e.weight.grad)
e.weight.grad.is_coalesced()
e = emb()
e(torch.tensor([4], dtype=torch.int32)).sum().backward()
repr(e.weight.grad)
e.weight.grad.is_coalesced()
e = emb(max_norm=1.0)
e(torch.tensor([2, 2, 0])).sum().backward()
e.weight
repr(e.weight.grad)
w = W.clone().requires_grad_()
y = F.embedding(torch.tensor([3, 0, 3]), w, sparse=True)
y.grad_fn
(y * 2).sum().backward()
repr(w.grad)

# accumulation: sparse + sparse (retain_graph), then dense meets sparse
e = emb()
o = e(torch.tensor([3, 1, 3]))
o.sum().backward(retain_graph=True)
o.sum().backward()
repr(e.weight.grad)
e(torch.tensor([0, 3])).sum().backward()
repr(e.weight.grad)
(e.weight * 2).sum().backward()
e.weight.grad
e.weight.grad = None
(e.weight * 2).sum().backward()
e(torch.tensor([0, 0])).sum().backward()
e.weight.grad
o.sum().backward()

# autograd.grad returns the sparse gradient; a pass that does not ask for it drops it
e = emb()
lin = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
o = (e(torch.tensor([4, 1])) * lin).sum()
gw, gl = torch.autograd.grad(o, [e.weight, lin], retain_graph=True)
repr(gw)
gl
torch.autograd.grad(o, [lin], retain_graph=True)
e.weight.grad
o.backward(inputs=[lin])
e.weight.grad
lin.grad

# backward(inputs=[weight]) accumulates; a forward under no_grad makes no node; a mean bag
# of padding only
e = emb()
e(torch.tensor([2, 2])).sum().backward(inputs=[e.weight])
repr(e.weight.grad)
with torch.no_grad():
    y = bag(mode="sum")(torch.tensor([1, 2]), torch.tensor([0]))
y.requires_grad, y.grad_fn
m = bag(mode="mean", padding_idx=0)
(m(torch.tensor([0, 0, 3, 0, 2]), torch.tensor([0, 2])) * torch.tensor([[1.0, 2.0, 3.0], [3.0, 4.0, 5.0]])).sum().backward()
repr(m.weight.grad)

# errors
e = emb(scale_grad_by_freq=True)
e(torch.tensor([1])).sum().backward()
bag(mode="max")(inp, off)

# SGD (the tutorial's), SGD with weight_decay, Adagrad, SparseAdam, Adam
m = bag(mode="sum")
opt = torch.optim.SGD(m.parameters(), lr=0.5)
steps = []
for i in range(3):
    opt.zero_grad()
    (m(inp, off) * gout).sum().backward()
    opt.step()
    steps.append(m.weight.tolist())
steps
m = bag(mode="sum")
opt = torch.optim.SGD(m.parameters(), lr=0.5, weight_decay=0.1)
(m(inp, off) * gout).sum().backward()
opt.step()
m = bag(mode="sum")
opt = torch.optim.Adagrad(m.parameters(), lr=0.5)
for i in range(2):
    opt.zero_grad()
    (m(inp, off) * gout).sum().backward()
    opt.step()
m.weight
opt.state[m.weight]["sum"]
opt.state[m.weight]["step"]
m = bag(mode="sum")
opt = torch.optim.Adagrad(m.parameters(), lr=0.5, weight_decay=0.1)
(m(inp, off) * gout).sum().backward()
opt.step()
m = bag(mode="sum")
opt = torch.optim.SparseAdam(m.parameters(), lr=0.5)
for i in range(2):
    opt.zero_grad()
    (m(inp, off) * gout).sum().backward()
    opt.step()
m.weight
opt.state[m.weight]["exp_avg"]
opt.state[m.weight]["exp_avg_sq"]
m = bag(mode="sum")
opt = torch.optim.Adam(m.parameters(), lr=0.5)
(m(inp, off) * gout).sum().backward()
opt.step()
opt = torch.optim.RMSprop(m.parameters(), lr=0.5)
opt.step()
m.weight

# clipping and zero_grad
m = bag(mode="sum")
(m(inp, off) * gout).sum().backward()
torch.nn.utils.clip_grad_norm_(m.parameters(), 0.1)
repr(m.weight.grad)
torch.nn.utils.clip_grad_norm_(m.parameters(), 0.1, norm_type=1.0)


def err(f):
    try:
        f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"[:120]


err(lambda: torch.nn.utils.clip_grad_value_(m.parameters(), 0.1))
opt = torch.optim.SGD(m.parameters(), lr=0.5)
opt.zero_grad(set_to_none=False)
repr(m.weight.grad)
m.zero_grad()
m.weight.grad
