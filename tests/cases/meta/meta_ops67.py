# Shape inference on the meta device through ops whose CPU kernels read values (sort, index,
# embedding, losses, linalg, ...): PyTorch's meta kernels give the result's layout and skip
# value checks (index bounds, a singular matrix); ops whose result shape depends on values
# keep refusing. A meta tensor has no values, so each result is recorded as its metadata.
import torch
import torch.nn as nn
import torch.nn.functional as F


def meta(t):
    return (tuple(t.shape), t.stride(), str(t.dtype), str(t.device))


def node(t):
    return type(t.grad_fn).__name__ if t.grad_fn is not None else None


def each(ts):
    return [meta(t) for t in ts]


# a small classifier built and run on meta: embedding, pooling, a loss
class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 8, padding_idx=0)
        self.proj = nn.Linear(8, 5)
        self.pool = nn.AdaptiveAvgPool1d(3)

    def forward(self, tokens):
        h = self.emb(tokens)  # (B, T, 8)
        pooled = self.pool(h.transpose(1, 2))  # (B, 8, 3)
        return self.proj(pooled.mean(-1)), h


with torch.device("meta"):
    model = Tagger()
    tokens = torch.empty(4, 7, dtype=torch.long)
    labels = torch.empty(4, dtype=torch.long)
    logits, h = model(tokens)
    loss = F.cross_entropy(logits, labels)
    loss_none = F.nll_loss(F.log_softmax(logits, -1), labels, reduction="none")
    loss_w = F.cross_entropy(logits, labels, weight=torch.empty(5), label_smoothing=0.1)
    seq_loss = F.cross_entropy(torch.empty(4, 5, 7), torch.empty(4, 7, dtype=torch.long))
meta(h), node(h), meta(logits), node(logits)
meta(loss), node(loss), meta(loss_none), node(loss_none)
meta(loss_w), node(loss_w), meta(seq_loss), node(seq_loss)
# indices beyond the table are not checked on meta (no index value exists)
with torch.device("meta"):
    table = torch.empty(10, 3, requires_grad=True)
meta(F.embedding(torch.tensor([[1, 50]]), table)), node(F.embedding(torch.tensor([[1, 50]]), table))

# a binary head: BCE on probabilities
with torch.device("meta"):
    p = torch.empty(6, 1, requires_grad=True).sigmoid()
    y = torch.empty(6, 1)
    bce = F.binary_cross_entropy(p, y)
    bce_none = F.binary_cross_entropy(p, y, reduction="none")
meta(bce), node(bce), meta(bce_none)

# indexing and the index ops
with torch.device("meta"):
    x = torch.empty(4, 5, requires_grad=True)
    idx = torch.empty(3, dtype=torch.long)
    idx2 = torch.empty(2, 3, dtype=torch.long)
    y = x * 2
meta(x[idx]), node(x[idx]), meta(x[idx2]), meta(x[:, idx]), meta(x[idx, 1:3])
meta(x[idx2, idx]), meta(x[:, None, idx]), meta(x[1, idx]), meta(x.t()[idx])
meta(x[torch.tensor([0, 9])]), meta(x.index_select(1, idx)), node(x.index_select(1, idx))
meta(x.take(idx2)), node(x.take(idx2)), meta(x.take(torch.tensor([99])))
with torch.device("meta"):
    z = torch.empty(4, 5)
    z[idx] = 1.0
    v1 = z._version
    z[idx, idx] = torch.empty(3)
    v2 = z._version
    z[:, idx] = torch.empty(4, 3)
    v3 = z._version
    z[torch.tensor([7])] = 0.5
    v4 = z._version
(v1, v2, v3, v4)
with torch.device("meta"):
    y2 = x * 2
    y2[idx] = torch.empty(3, 5)
    y3 = x * 2
    y3[idx2, 0] = 0.0
meta(y2), node(y2), meta(y3), node(y3)
with torch.device("meta"):
    w = torch.empty(4, 5)
    r_put = w.index_put((idx,), torch.empty(5))
    r_put_acc = w.index_put((idx, idx), torch.empty(3), accumulate=True)
    r_take_put = w.put(idx, torch.empty(3))
    r_put_acc2 = w.put(idx, torch.empty(3), accumulate=True)
    mask = torch.empty(4, 5, dtype=torch.bool)
    r_scat = w.masked_scatter(mask, torch.empty(20))
    r_scat_b = w.masked_scatter(torch.empty(5, dtype=torch.bool), torch.empty(20))
    r_copy = w.index_copy(0, idx, torch.empty(3, 5))
    r_fill = w.index_fill(1, idx, -1.0)
meta(r_put), meta(r_put_acc), meta(r_take_put), meta(r_put_acc2), meta(r_scat), meta(r_scat_b)
meta(r_copy), meta(r_fill), w._version
meta(x.masked_scatter(mask, torch.empty(20, device="meta"))), node(x.masked_scatter(mask, torch.empty(20, device="meta")))
meta(x.put(idx, torch.empty(3, device="meta"))), node(x.put(idx, torch.empty(3, device="meta")))
meta(x.index_put((idx,), torch.empty(5, device="meta"))), node(x.index_put((idx,), torch.empty(5, device="meta")))
meta(F.one_hot(idx, 7)), meta(F.one_hot(idx2, 4)), F.one_hot(idx, 7)._version
meta(x.take_along_dim(torch.empty(4, 2, dtype=torch.long, device="meta"), 1)), meta(x.take_along_dim(idx))
meta(x.scatter_reduce(1, torch.empty(4, 2, dtype=torch.long, device="meta"), torch.empty(4, 2, device="meta"), "amax"))
meta(x.index_reduce(0, idx, torch.empty(3, 5, device="meta"), "prod")), node(x.index_reduce(0, idx, torch.empty(3, 5, device="meta"), "mean"))
# attention-style masking: writes through a boolean mask
with torch.device("meta"):
    scores = torch.empty(2, 3, 3)
    pad = torch.empty(2, 3, 3, dtype=torch.bool)
    scores[pad] = float("-inf")
    rows = torch.empty(2, 3, 3)
    rows[torch.empty(2, dtype=torch.bool)] = torch.empty(3, 3)
    rows[torch.empty(2, 3, dtype=torch.bool), 1] = torch.empty(7)
meta(scores), scores._version, meta(rows), rows._version
with torch.device("meta"):
    table2 = torch.empty(10, 4)
    looked = F.embedding(torch.empty(3, dtype=torch.long), table2, max_norm=1.0)
meta(looked), table2._version

# ordering: sort / topk / order statistics / scans along a dim
with torch.device("meta"):
    s = torch.empty(6, 4, 5, requires_grad=True)
    st = s.transpose(0, 2)
each(s.sort(1)), node(s.sort(1)[0]), each(st.sort(-1)), each(st.sort(0, descending=True))
meta(s.argsort(0)), meta(st.argsort(stable=True)), meta(torch.msort(st))
each(s.topk(2)), node(s.topk(2)[0]), each(st.topk(3, dim=1)), each(st.topk(1, dim=0, largest=False))
each(s.kthvalue(2, 1)), node(s.kthvalue(2, 1)[0]), each(s.kthvalue(1, 0, keepdim=True))
each(s.median(-1)), node(s.median(-1)[0]), meta(s.median()), node(s.median())
each(s.nanmedian(0, keepdim=True)), node(s.nanmedian(0)[0]), meta(s.nanmedian())
each(s.mode(1)), node(s.mode(1)[0])
each(s.cummax(2)), node(s.cummax(2)[0]), each(st.cummin(0)), node(st.cummin(0)[0])
meta(s.cumprod(1)), node(s.cumprod(1)), meta(st.cumprod(0)), meta(torch.empty(3, 4, dtype=torch.int32, device="meta").cumprod(1))
meta(s.logcumsumexp(1)), node(s.logcumsumexp(1)), meta(st.logcumsumexp(2))
meta(s.flip(0)), node(s.flip(0)), meta(st.flip(0, 2)), meta(s.fliplr()), meta(st.flipud())
meta(s.quantile(0.3, dim=1)), node(s.quantile(0.3, dim=1)), meta(s.quantile(0.5)), s.quantile(0.5)._version
meta(s.quantile(torch.empty(3, device="meta"), dim=0, keepdim=True)), meta(s.nanquantile(0.9, dim=-1))
meta(torch.empty(5, device="meta").sort()[1]), meta(torch.empty((), device="meta").topk(1)[0])

# sampling and search
with torch.device("meta"):
    probs = torch.empty(3, 10)
meta(torch.multinomial(probs, 4)), meta(torch.multinomial(probs[0], 20, replacement=True))
meta(torch.multinomial(probs, 12)), meta(torch.multinomial(torch.empty(5, dtype=torch.long, device="meta"), 2))
meta(torch.empty(20, device="meta").histc(bins=10)), meta(torch.empty(4, 5, dtype=torch.float64, device="meta").histc(5, 1, 1))
meta(torch.searchsorted(torch.empty(8, device="meta"), torch.empty(3, 4, device="meta")))
meta(torch.searchsorted(torch.empty(3, 8, device="meta"), torch.empty(3, 2, device="meta"), out_int32=True))
meta(torch.searchsorted(torch.empty(8, device="meta"), 0.5)), meta(torch.bucketize(torch.empty(2, 3, device="meta"), torch.empty(4, device="meta"), right=True))

# resampling and pooling on (N, C, L) / (N, C, H, W)
with torch.device("meta"):
    img = torch.empty(2, 3, 8, 8, requires_grad=True)
    sig = torch.empty(2, 4, 10)
up = F.interpolate(img, scale_factor=2, mode="bilinear", align_corners=False)
meta(up), node(up), meta(F.interpolate(img, size=(5, 7))), meta(F.interpolate(sig, size=25, mode="linear"))
meta(F.pad(img, (1, 2, 3, 1), mode="reflect")), node(F.pad(img, (1, 2, 3, 1), mode="reflect"))
meta(F.pad(sig, (2, 2), mode="replicate")), meta(F.pad(img, (1, 1, 1, 1), mode="circular"))
meta(F.adaptive_avg_pool2d(img, (3, 2))), node(F.adaptive_avg_pool2d(img, (3, 2)))
each(F.adaptive_max_pool2d(img, 4, return_indices=True)), node(F.adaptive_max_pool2d(img, 4))
meta(F.adaptive_max_pool1d(sig, 3)), meta(F.adaptive_avg_pool1d(sig, 7))
meta(F.embedding_bag(torch.empty(2, 4, dtype=torch.long, device="meta"), torch.empty(10, 3, device="meta")))

# linalg: factorizations give LAPACK's column-major layouts; no singular/definite checks
with torch.device("meta"):
    A = torch.empty(3, 3, requires_grad=True)
    Ab = torch.empty(2, 3, 3)
    tall = torch.empty(2, 5, 3)
    wide = torch.empty(3, 4)
meta(torch.linalg.inv(A)), node(torch.linalg.inv(A)), meta(torch.linalg.inv(Ab)), meta(torch.inverse(Ab))
meta(torch.linalg.det(A)), node(torch.linalg.det(A)), meta(torch.det(Ab)), each(torch.linalg.slogdet(Ab))
meta(torch.linalg.solve(A, torch.empty(3, device="meta"))), node(torch.linalg.solve(A, torch.empty(3, device="meta")))
meta(torch.linalg.solve(Ab, torch.empty(2, 3, 4, device="meta"))), meta(torch.linalg.solve(Ab, torch.empty(2, 3, device="meta")))
meta(torch.linalg.cholesky(Ab)), meta(torch.linalg.cholesky(A, upper=True)), node(torch.linalg.cholesky(A))
each(torch.linalg.qr(tall)), each(torch.linalg.qr(tall, mode="complete")), each(torch.linalg.qr(wide, mode="r"))
each(torch.linalg.svd(tall)), each(torch.linalg.svd(wide, full_matrices=False)), meta(torch.linalg.svdvals(tall))
each(torch.linalg.eigh(Ab)), node(torch.linalg.eigh(A)[0]), meta(torch.linalg.eigvalsh(A))
meta(torch.linalg.pinv(tall)), meta(torch.linalg.pinv(wide)), meta(torch.linalg.pinv(Ab, hermitian=True))
meta(torch.linalg.matrix_rank(tall)), meta(torch.linalg.matrix_rank(A, hermitian=True))
meta(torch.logdet(Ab)), each(torch.svd(tall))
each(torch.linalg.inv_ex(A)), each(torch.linalg.cholesky_ex(Ab)), each(torch.linalg.solve_ex(Ab, torch.empty(2, 3, device="meta")))
each(torch.linalg.inv_ex(Ab, check_errors=True)), each(torch.linalg.cholesky_ex(A, upper=True, check_errors=True))

# what still refuses on meta, with PyTorch's words: shapes that depend on values
mi = torch.empty(3, dtype=torch.long, device="meta")
F.one_hot(mi)
F.one_hot(mi, -1)
mi.bincount()
mi.unique()
torch.empty(4, 5, device="meta").nonzero()
torch.empty(4, 5, device="meta")[torch.empty(4, 5, dtype=torch.bool, device="meta")]
torch.empty(4, 5, device="meta").masked_select(torch.empty(4, 5, dtype=torch.bool, device="meta"))
torch.linalg.lstsq(torch.empty(3, 3, device="meta"), torch.empty(3, 2, device="meta"))
torch.empty(4, 5, device="meta").sort()[0].tolist()
torch.empty(4, 5, device="meta").median().item()
# PyTorch's meta kernels' own checks
torch.empty(20, device="meta").histc(bins=0)
torch.empty(20, device="meta").histc(bins=5, min=3, max=1)
torch.multinomial(torch.empty(2, 2, 2, device="meta"), 2)
torch.multinomial(torch.empty(2, 3, device="meta"), -1)
torch.empty(4, 5, device="meta").topk(7)
torch.empty(4, 5, device="meta").kthvalue(9, 1)

# a backward pass on meta: gradients take their inputs' layouts
with torch.device("meta"):
    tagger = Tagger()
    out, _ = tagger(torch.empty(2, 6, dtype=torch.long))
    F.cross_entropy(out, torch.empty(2, dtype=torch.long)).backward()
    xs = torch.empty(4, 5, requires_grad=True)
    xs.index_select(1, torch.empty(2, dtype=torch.long)).sum().backward()
meta(tagger.emb.weight.grad), meta(tagger.proj.weight.grad), meta(xs.grad)
