# Hostile checks of stop 78's sparse gradients (nn.Embedding / nn.EmbeddingBag /
# F.embedding / F.embedding_bag with sparse=True), as users write them: out-of-range and
# padding indices, max_norm, empty and 2-d batches, accumulation in both orders, hooks on the
# weight (PyTorch hands them the sparse gradient), scale_grad_by_freq (PyTorch's backward
# error on the sparse path; a dense EmbeddingBag scales), the optimizers' sparse paths and
# errors, clip_grad_norm_, state_dict and deepcopy. Explicit weights only.
import torch
import torch.nn.functional as F
import copy


def err(f):
    try:
        r = f()
        return ("ok", r)
    except Exception as e:
        return f"{type(e).__name__}: {e}"[:160]


W = torch.arange(15.0).reshape(5, 3) / 8


def emb(**kw):
    m = torch.nn.Embedding(5, 3, sparse=True, **kw)
    with torch.no_grad():
        m.weight.copy_(W)
    return m


def bag(**kw):
    m = torch.nn.EmbeddingBag(5, 3, sparse=True, **kw)
    with torch.no_grad():
        m.weight.copy_(W)
    return m


# out of range index
e = emb()
err(lambda: e(torch.tensor([5])))
err(lambda: e(torch.tensor([-1])))
# negative padding_idx
e = emb(padding_idx=-1)
e.padding_idx
e(torch.tensor([4, 3, 4])).sum().backward()
repr(e.weight.grad)
# empty index tensor
e = emb()
o = e(torch.tensor([], dtype=torch.long))
o.shape
o.sum().backward()
g = e.weight.grad
repr(g)
g._nnz(), g.is_coalesced(), g._indices().shape, g._values().shape
g.to_dense()
# 2-d index batch
e = emb()
o = e(torch.tensor([[0, 4, 4], [2, 0, 1]]))
(o * torch.arange(18.0).reshape(2, 3, 3)).sum().backward()
g = e.weight.grad
repr(g)
g._indices(), g._values().shape
c = g.coalesce()
c.is_coalesced(), c.indices(), c.values()
g.is_coalesced()
str(g)
# two backward accumulating
o = e(torch.tensor([1, 1]))
o.sum().backward()
repr(e.weight.grad)
e.weight.grad._nnz()
# dense then sparse
e = emb()
(e.weight ** 2).sum().backward()
e(torch.tensor([3])).sum().backward()
e.weight.grad
e.weight.grad.is_sparse
# sparse then dense
e = emb()
e(torch.tensor([3])).sum().backward()
(e.weight ** 2).sum().backward()
e.weight.grad
e.weight.grad.is_sparse
# retain_grad on the output
e = emb()
o = e(torch.tensor([2, 0]))
o.retain_grad()
(o * 3).sum().backward()
o.grad
repr(e.weight.grad)
# hooks on the weight: PyTorch's tensor pre-hook sees the sparse gradient (before it is
# accumulated, and when autograd.grad captures it); a post-accumulate hook sees the leaf
e = emb()
seen = []
h = e.weight.register_hook(lambda g: seen.append(("pre", g.is_sparse, g._nnz(), g.is_coalesced(), g.to_dense().sum().item())))
h2 = e.weight.register_post_accumulate_grad_hook(lambda p: seen.append(("post", p.grad.is_sparse, p.grad._nnz())))
e(torch.tensor([1, 2])).sum().backward()
e(torch.tensor([1])).sum().backward()
seen
repr(e.weight.grad)
seen.clear()
(gw,) = torch.autograd.grad(e(torch.tensor([1, 2, 3])).sum(), e.weight)
seen
gw._nnz()
h.remove()
h2.remove()
seen.clear()
h = e.weight.register_hook(lambda g: g * 2)
e.weight.grad = None
e(torch.tensor([1, 2])).sum().backward()
repr(e.weight.grad)
h.remove()
h = e.weight.register_hook(lambda g: g.to_dense())
e.weight.grad = None
err(lambda: e(torch.tensor([1, 2])).sum().backward())
e.weight.grad
h.remove()
e(torch.tensor([4])).sum().backward()
repr(e.weight.grad)
seen
# zero_grad set_to_none False
e = emb()
e(torch.tensor([1, 2, 1])).sum().backward()
e.zero_grad(set_to_none=False)
repr(e.weight.grad)
e(torch.tensor([3])).sum().backward()
repr(e.weight.grad)
e.weight.grad.to_dense()
# deepcopy after backward
e = emb()
e(torch.tensor([1, 2, 1])).sum().backward()
e2 = copy.deepcopy(e)
repr(e2.weight.grad)
e2.weight.grad is e.weight.grad
torch.equal(e2.weight, e.weight)


inp = torch.tensor([1, 2, 1, 3, 0, 4])
off = torch.tensor([0, 3, 3])
gout = torch.arange(9.0).reshape(3, 3)

# scale_grad_by_freq on a dense EmbeddingBag: each index's gradient over its count
b = torch.nn.EmbeddingBag(5, 3, mode="sum", scale_grad_by_freq=True)
with torch.no_grad():
    b.weight.copy_(W)
o = b(inp, off)
o.grad_fn
(o * gout).sum().backward()
b.weight.grad
b = torch.nn.EmbeddingBag(5, 3, mode="mean", scale_grad_by_freq=True, padding_idx=1)
with torch.no_grad():
    b.weight.copy_(W)
(b(inp, off) * gout).sum().backward()
b.weight.grad
w = W.clone().requires_grad_()
o = F.embedding_bag(torch.tensor([[0, 0, 3], [3, 2, 0]]), w, mode="sum", scale_grad_by_freq=True, per_sample_weights=torch.tensor([[1.0, 2.0, 3.0], [0.5, 1.0, -1.0]]))
(o * gout[:2]).sum().backward()
w.grad

# max_norm renorm in place
e = emb(max_norm=2.0, norm_type=1.0)
o = e(torch.tensor([4, 4, 1]))
e.weight
o
(o * torch.arange(9.0).reshape(3, 3)).sum().backward()
repr(e.weight.grad)
b = bag(max_norm=1.5, mode="sum")
o = b(inp, off)
b.weight
(o * gout).sum().backward()
repr(b.weight.grad)
w = W.clone().requires_grad_()
err(lambda: F.embedding(torch.tensor([1, 3]), w, max_norm=1.0, sparse=True))
w2 = W.clone()
F.embedding(torch.tensor([1, 3]), w2, max_norm=1.0, sparse=True)
w2
# scale_grad_by_freq on functional and bag
w = W.clone().requires_grad_()
err(lambda: F.embedding(torch.tensor([1, 1]), w, scale_grad_by_freq=True, sparse=True).sum().backward())
b = bag(mode="sum", scale_grad_by_freq=True)
err(lambda: b(inp, off).sum().backward())
repr(b.weight.grad)
b = bag(mode="mean", scale_grad_by_freq=True)
err(lambda: b(inp, off).sum().backward())
# per_sample_weights mode='sum' with include_last_offset + padding_idx
b = bag(mode="sum", include_last_offset=True, padding_idx=4)
psw = torch.tensor([1.0, 0.5, 2.0, -1.0, 0.25, 3.0])
o = b(inp, torch.tensor([0, 1, 4, 6]), per_sample_weights=psw)
o
(o * gout).sum().backward()
repr(b.weight.grad)
b = bag(mode="mean")
err(lambda: b(inp, off, per_sample_weights=psw))
# F.embedding_bag with sparse
w = W.clone().requires_grad_()
o = F.embedding_bag(torch.tensor([[0, 1], [3, 3]]), w, mode="sum", sparse=True)
o.grad_fn
(o * 2).sum().backward()
repr(w.grad)
w.grad.coalesce().values()
# out of range in a bag
b = bag(mode="sum")
err(lambda: b(torch.tensor([1, 7]), torch.tensor([0])))
# offsets errors
err(lambda: b(torch.tensor([1, 2]), torch.tensor([1])))
# double precision
e = torch.nn.Embedding(4, 2, sparse=True).double()
with torch.no_grad():
    e.weight.copy_(torch.arange(8.0).reshape(4, 2))
e(torch.tensor([3, 0])).sum().backward()
repr(e.weight.grad)
e.weight.grad.dtype
# from_pretrained sparse, freeze
e = torch.nn.Embedding.from_pretrained(W, freeze=False, sparse=True)
e.sparse
e(torch.tensor([0, 0])).sum().backward()
repr(e.weight.grad)
e = torch.nn.Embedding.from_pretrained(W, sparse=True)
o = e(torch.tensor([0, 0]))
o.requires_grad
b = torch.nn.EmbeddingBag.from_pretrained(W, freeze=False, sparse=True, mode="max")
err(lambda: b(inp, off))
# grad arithmetic users do
e = emb()
e(torch.tensor([2, 0, 2])).sum().backward()
g = e.weight.grad
(g * 2)._values()
g.coalesce()._values()
(g + g).to_dense()
g.to_dense().sum()
torch.sparse.sum(g)
g.norm()
e.weight.grad.data.is_sparse
e.weight.grad.detach().is_sparse
e.weight.grad.clone()._nnz()


def run(opt_fn, n=2, m=None):
    m = m or bag(mode="sum")
    opt = opt_fn(m.parameters())
    out = []
    for i in range(n):
        opt.zero_grad()
        (m(inp, off) * gout).sum().backward()
        r = err(opt.step)
        out.append(r if isinstance(r, str) else m.weight.tolist())
    return out, opt


# SGD variants
run(lambda p: torch.optim.SGD(p, lr=0.1, maximize=True))[0]
run(lambda p: torch.optim.SGD(p, lr=0.1, foreach=False))[0]
run(lambda p: torch.optim.SGD(p, lr=0.1, foreach=True))[0]
# Adagrad variants
res, opt = run(lambda p: torch.optim.Adagrad(p, lr=0.5, lr_decay=0.1, initial_accumulator_value=0.2), n=3)
res
opt.state_dict()["state"][0]["sum"]
opt.state_dict()["state"][0]["step"]
opt.state_dict()["param_groups"]
run(lambda p: torch.optim.Adagrad(p, lr=0.5, maximize=True))[0]
run(lambda p: torch.optim.Adagrad(p, lr=0.5, eps=0.5))[0]
# SparseAdam with a dense param mixed in
m = bag(mode="sum")
lin = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
err(lambda: torch.optim.SparseAdam([m.weight, lin], lr=0.1))
opt = torch.optim.SparseAdam([m.weight], lr=0.1)
opt.add_param_group({"params": [lin]})
opt.zero_grad()
((m(inp, off) * lin).sum()).backward()
err(opt.step)
m.weight
sa = torch.optim.SparseAdam(m.parameters(), lr=0.1, betas=(0.8, 0.9))
for i in range(2):
    sa.zero_grad()
    (m(inp, off) * gout).sum().backward()
    sa.step()
m.weight
sd = sa.state_dict()
sd["state"][0]["step"], sd["state"][0]["exp_avg"], sd["param_groups"]
sa.state[m.weight]["exp_avg_sq"]
err(lambda: torch.optim.SparseAdam(m.parameters(), lr=-0.1))
err(lambda: torch.optim.SparseAdam(m.parameters(), betas=(1.0, 0.9)))
# a dense gradient into SparseAdam
d = torch.nn.Parameter(torch.ones(3))
sa = torch.optim.SparseAdam([d])
(d * 2).sum().backward()
err(sa.step)
# clip_grad_norm_ variants
m = bag(mode="sum")
(m(inp, off) * gout).sum().backward()
torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0, norm_type=float("inf"))
repr(m.weight.grad)
m = bag(mode="sum")
(m(inp, off) * gout).sum().backward()
torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0, norm_type="inf")
m.weight.grad.coalesce().values()
m = bag(mode="sum")
(m(inp, off) * gout * float("nan")).sum().backward()
err(lambda: torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0, error_if_nonfinite=True))
m = bag(mode="sum")
(m(inp, off) * gout * float("inf")).sum().backward()
err(lambda: torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0, norm_type=float("inf"), error_if_nonfinite=True))
m = bag(mode="sum")
lin = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))
(m(inp, off) * gout * lin).sum().backward()
torch.nn.utils.clip_grad_norm_([m.weight, lin], 5.0)
lin.grad
m.weight.grad.to_dense()
torch.nn.utils.clip_grad_norm_([m.weight, lin], 5.0, norm_type=3)
torch.nn.utils.get_total_norm if hasattr(torch.nn.utils, "get_total_norm") else None
# deepcopy of optimizer state after sparse steps
m = bag(mode="sum")
res, opt = run(lambda p: torch.optim.Adagrad(p, lr=0.5), m=m)
m2 = copy.deepcopy(m)
m2.weight.grad
m2.weight.equal(m.weight)
m.weight.grad._nnz()

# One weight, several uses in one pass: tied weights (dense + sparse), two sparse uses (the
# engine sums them before AccumulateGrad, listing the nodes in the order they were made)
e = torch.nn.Embedding(5, 3, sparse=True)
with torch.no_grad():
    e.weight.copy_(W)
# tied weights: the embedding's weight used densely in the same pass
h = e(torch.tensor([1, 3]))
logits = h @ e.weight.t()
logits.sum().backward()
g = e.weight.grad
g.is_sparse, g.layout
g
e.weight.grad = None
logits = e(torch.tensor([1, 3])) @ e.weight.t()
(gw,) = torch.autograd.grad(logits.sum(), e.weight)
gw.is_sparse
gw
# the same weight through two embeddings in one pass
e.weight.grad = None
(e(torch.tensor([0])).sum() + F.embedding(torch.tensor([0, 4]), e.weight, sparse=True).sum()).backward()
repr(e.weight.grad)
# mixed: sparse embedding and dense embedding of the same weight
e.weight.grad = None
(e(torch.tensor([0])).sum() + F.embedding(torch.tensor([0, 4]), e.weight).sum()).backward()
e.weight.grad
# weight in double and float inputs; sum of grads
e2 = torch.nn.EmbeddingBag(5, 3, sparse=True, mode="sum")
with torch.no_grad():
    e2.weight.copy_(W)
o = e2(torch.tensor([[0, 1], [1, 1]]), per_sample_weights=torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
o.sum().backward()
repr(e2.weight.grad)
e2.weight.grad.coalesce().values()

e = torch.nn.Embedding(9, 2, sparse=True)
def f9(i):
    return F.embedding(torch.tensor(i), e.weight, sparse=True).sum()
(f9([0]) + f9([1]) + f9([2])).backward()
e.weight.grad._indices().tolist()
e.weight.grad = None
x = f9([0]); y = f9([1]); z = f9([2])
(z + y + x).backward()
e.weight.grad._indices().tolist()
e.weight.grad = None
torch.stack([f9([0]), f9([1]), f9([2]), f9([3])]).sum().backward()
e.weight.grad._indices().tolist()
e.weight.grad = None
o = F.embedding(torch.tensor([5]), e.weight, sparse=True)
(o.sum() + o.sum() * 2 + f9([6])).backward()
e.weight.grad._indices().tolist()
e.weight.grad._values().tolist()
e.weight.grad = None
(e.weight.sum() + f9([1]) + e.weight.sum()*2 + f9([2])).backward()
e.weight.grad.is_sparse
e.weight.grad.tolist()

# Checkpointed embeddings (a nested backward pass in the reentrant form) and a hook that
# raises: the pass stops, nothing is accumulated, and the next pass works.
from torch.utils.checkpoint import checkpoint

W = torch.arange(15.0).reshape(5, 3) / 8
e = torch.nn.Embedding(5, 3, sparse=True)
with torch.no_grad():
    e.weight.copy_(W)
lin = torch.nn.Linear(3, 1)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, -1.0, 0.5]]))
    lin.bias.fill_(0.25)
out = checkpoint(lambda i: lin(e(i)), torch.tensor([1, 4, 1]), use_reentrant=False)
out.sum().backward()
repr(e.weight.grad)
lin.weight.grad
e.weight.grad = None
lin.zero_grad()
x = torch.tensor([2.0], requires_grad=True)
out = checkpoint(lambda i, s: lin(e(i)) * s, torch.tensor([0, 3]), x, use_reentrant=True)
out.sum().backward()
repr(e.weight.grad)
x.grad
# a hook that raises stops the pass; the next pass works
e.weight.grad = None
h = e.weight.register_hook(lambda g: 1 / 0)
def bad():
    try:
        e(torch.tensor([1])).sum().backward()
    except ZeroDivisionError as ex:
        return "ZeroDivisionError"
bad()
e.weight.grad
h.remove()
e(torch.tensor([2])).sum().backward()
repr(e.weight.grad)

# Copies: an optimizer's state_dict after a sparse step, loaded into another; a sparse
# gradient deep-copied (its clone, as Tensor.__deepcopy__), alone, through its leaf, twice.
m = torch.nn.EmbeddingBag(5, 3, sparse=True, mode="sum")
with torch.no_grad():
    m.weight.copy_(W)
opt = torch.optim.Adagrad(m.parameters(), lr=0.5)
m(torch.tensor([1, 2, 1]), torch.tensor([0])).sum().backward()
opt.step()
sd = copy.deepcopy(opt.state_dict())
sd["state"][0]["sum"]
m2 = torch.nn.EmbeddingBag(5, 3, sparse=True, mode="sum")
opt2 = torch.optim.Adagrad(m2.parameters(), lr=0.5)
opt2.load_state_dict(sd)
opt2.state[m2.weight]["sum"]
with torch.no_grad():
    m2.weight.copy_(m.weight)
m2(torch.tensor([4]), torch.tensor([0])).sum().backward()
opt2.step()
m2.weight
msd = copy.deepcopy(m.state_dict())
list(msd.keys())
g = copy.deepcopy(m.weight.grad)
repr(g)
g2 = m.weight.grad.clone()
g2._nnz(), g2.is_coalesced()
m.weight.grad.to(torch.float64).dtype
m.weight.grad.cpu().is_sparse
leaf = torch.zeros(5, 3, requires_grad=True)
torch.nn.functional.embedding(torch.tensor([3, 3]), leaf, sparse=True).sum().backward()
leaf2 = copy.deepcopy(leaf)
repr(leaf2.grad)
leaf2.grad is leaf.grad
both = copy.deepcopy([leaf.grad, leaf.grad])
both[0] is both[1], both[0]._nnz()

# An optimizer deep-copied after sparse steps (a best-so-far snapshot).
m = torch.nn.EmbeddingBag(5, 3, sparse=True, mode="sum")
with torch.no_grad():
    m.weight.copy_(W)
opt = torch.optim.Adagrad(m.parameters(), lr=0.5)
m(torch.tensor([1, 2, 1]), torch.tensor([0])).sum().backward()
opt.step()
opt3 = copy.deepcopy(opt)
opt3.state_dict()["state"][0]["sum"]
opt3.param_groups[0]["params"][0] is m.weight
