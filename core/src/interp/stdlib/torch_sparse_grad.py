# torch._sparse_grad: sparse COO gradients, as `nn.Embedding(sparse=True)` and
# `nn.EmbeddingBag(sparse=True)` make them (ATen's embedding_sparse_backward and
# _embedding_bag_sparse_backward), and what consumes them: AccumulateGrad's sums, and the
# sparse paths of SGD and Adagrad (torch/optim/sgd.py, adagrad.py). The embedding's node is
# a Function named as ATen's; it gives its weight no dense gradient and hands the sparse one
# to the interpreter (`sparse_grad.rs`), which knows whether the running pass accumulates
# it into the leaf, returns it from autograd.grad, or drops it (docs/decisions.md, Stop 78).
import torch
import torch.sparse as _sp

_LONG = torch.int64


def _make(indices, values, size):
    # _sparse_coo_tensor_unsafe: uncoalesced, unless it has fewer than two entries.
    return _sp.Tensor(indices, values, size, indices.shape[1] < 2)


def _check_leaf(weight, what):
    if torch.is_grad_enabled() and weight.requires_grad and not weight.is_leaf:
        raise NotImplementedError(
            f"stridelab: {what}(sparse=True) with a weight that is not a leaf (it has a grad_fn) is not "
            "supported: its sparse gradient would have to flow through the weight's graph")


def _embedding_grad(grad, indices, rows, padding_idx):
    # ATen's embedding_sparse_backward: the padding index's entries dropped, the indices
    # flattened into one row of int64, the gradient's rows as the values.
    if padding_idx != -1:
        keep = indices != padding_idx
        indices = indices[keep]
        grad = grad[keep]
    dim = grad.shape[-1]
    size = (rows, dim)
    if grad.numel() == 0:
        return _make(torch.empty(1, 0, dtype=_LONG, device=indices.device),
                     torch.empty(0, dim, dtype=grad.dtype, device=grad.device), size)
    return _make(indices.reshape(1, -1).to(_LONG), grad.reshape(-1, dim), size)


def _stored(g):
    # AccumulateGrad keeps a new sparse gradient as it is when its values are contiguous,
    # else a clone (indices and values copied, the values made contiguous).
    if g._v.is_contiguous() and g._i.is_contiguous():
        return _sp.Tensor(g._i, g._v, g._size, g._coalesced)
    return _sp.Tensor(g._i.clone(), g._v.contiguous(), g._size, g._coalesced)


def _arrive(weight, g):
    # A sparse gradient for `weight` from a node: where the running pass wants it.
    if g._v.requires_grad:
        # create_graph=True with a gradient that has history: PyTorch's sparse gradient then
        # has a graph of its own (SparseCooTensorWithDimsAndTensorsBackward0).
        raise NotImplementedError(
            "stridelab: create_graph=True through an embedding with sparse=True is not supported: "
            "its sparse gradient would need a graph of its own")
    route = _native.sparse_grad_route(weight)
    if route is None:
        return
    if route != "accumulate":
        # autograd.grad returns the node's gradient as it is, after the leaf's hooks.
        g = _run_hooks(weight, g)
        cur = _native.sparse_grad_captured(route)
        _native.sparse_grad_capture(route, g if cur is None else _sp._add(g, cur, 1))
        return
    # The engine's input buffer: the gradients a pass sends the leaf are summed, each new
    # one in front (measured: the result lists the nodes in the order they were made), and
    # AccumulateGrad runs once with the sum when the pass is done (`_accumulate`).
    cur = _native.sparse_grad_pending(weight)
    if not _native.sparse_grad_pend(weight, g if cur is None else _sp._add(g, cur, 1)):
        _accumulate(weight, g)


def _accumulate(weight, g):
    # AccumulateGrad on a pass's summed sparse gradient: the leaf's hooks, the sum into
    # `.grad`, then its post-accumulate hooks (sparse_grad.rs calls this after the pass).
    g = _run_hooks(weight, g)
    with torch.no_grad():
        cur = weight.grad
        if cur is None:
            _native.sparse_grad_set(weight, _stored(g))
        elif cur.is_sparse:
            # variable_grad += new_grad: ATen's sparse sum, into the same tensor object.
            r = _sp._add(cur, g, 1)
            cur._i, cur._v, cur._coalesced = r._i, r._v, r._coalesced
        else:
            _dense_add_rows_(cur, g, 1)
    _native.sparse_grad_post_hooks(weight)


def _run_hooks(weight, g):
    hooks = getattr(weight, "_backward_hooks", None)
    if not hooks:
        return g
    for hook in list(hooks.values()):
        r = hook(g)
        if r is None:
            continue
        if not getattr(r, "is_sparse", False):
            # validate_outputs: a hook may not change the gradient's layout.
            name = getattr(hook, "__name__", type(hook).__name__)
            raise RuntimeError(
                f"hook '{name}' has changed the type of value (was {g.type()} got {r.type()})")
        g = r
    return g


def _resolve(dense, sparse):
    # A dense gradient meeting a sparse one: AccumulateGrad's `new_grad + variable_grad`.
    with torch.no_grad():
        return _sp._dense_plus_sparse(dense, sparse, 1, torch.promote_types(dense.dtype, sparse.dtype))


def _assign(t, g):
    # `t.grad = sparse`: python_variable.cpp's checks, then the sparse gradient stored.
    if g.dtype != t.dtype:
        raise RuntimeError("assigned grad has data of a different type")
    if list(g.shape) != list(t.shape):
        raise RuntimeError("assigned grad has data of a different size")
    _native.sparse_grad_set(t, g)


def _zero(g):
    g.requires_grad_(False)
    g.zero_()


def _dense_add_rows_(r, s, alpha):
    # ATen's add_out_dense_sparse_cpu on a hybrid tensor: each entry's row added in order,
    # `r[i] += alpha * v` with one rounding (cpublas::axpy). Entries are applied in rounds,
    # each holding every index's next occurrence, so repeated indices add in stored order.
    if s._nnz() == 0:
        return r
    lin, cells = _sp._positions(s, "add_")
    flat = r.view((cells,) + tuple(s._v.shape[1:]))
    vals = s._v.to(r.dtype)
    seen = {}
    rounds = []
    for k, i in enumerate(lin.tolist()):
        c = seen.get(i, 0)
        seen[i] = c + 1
        if c == len(rounds):
            rounds.append([])
        rounds[c].append(k)
    for ks in rounds:
        sel = torch.tensor(ks, dtype=_LONG, device=lin.device)
        at = lin[sel]
        flat.index_put_((at,), flat[at].add(vals[sel], alpha=alpha))
    return r


# -- nodes ------------------------------------------------------------------------------
class _EmbeddingNode(torch.autograd.Function):
    _stridelab_node_name = "EmbeddingBackward0"

    @staticmethod
    def forward(ctx, weight, indices, padding_idx, scale_grad_by_freq):
        ctx.save_for_backward(indices)
        ctx.weight = weight
        ctx.padding_idx = padding_idx
        ctx.scale = scale_grad_by_freq
        return torch.nn.functional.embedding(indices, weight, None if padding_idx == -1 else padding_idx)

    @staticmethod
    def backward(ctx, g):
        indices, = ctx.saved_tensors
        if ctx.scale:
            raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
        if indices.dtype not in (torch.int64, torch.int32):
            raise RuntimeError(
                f"Expected tensor for argument #2 'indices' to have one of the following scalar types: Long, Int; but got {indices.type()} instead (while checking arguments for embedding_backward)")
        w = ctx.weight
        _arrive(w, _embedding_grad(g, indices, w.shape[0], ctx.padding_idx))
        return None, None, None, None


def embedding(input, weight, padding_idx, scale_grad_by_freq):
    # F.embedding(sparse=True) once its arguments are checked (functional/layers.rs):
    # `padding_idx` wrapped (-1 for none), max_norm's renorm already done.
    if not (torch.is_grad_enabled() and weight.requires_grad):
        return torch.nn.functional.embedding(input, weight, None if padding_idx == -1 else padding_idx)
    _check_leaf(weight, "embedding")
    return _EmbeddingNode.apply(weight, input, padding_idx, scale_grad_by_freq)


class _EmbeddingBagNode(torch.autograd.Function):
    _stridelab_node_name = "EmbeddingBagBackward0"

    @staticmethod
    def forward(ctx, weight, kernel, idx, bag_of, counts, mode, padding_idx, psw, scale):
        ctx.save_for_backward(idx, bag_of)
        ctx.scale = scale
        ctx.weight = weight
        ctx.counts = counts
        ctx.mode = mode
        ctx.padding_idx = padding_idx
        ctx.psw = psw
        return kernel(weight) if psw is None else kernel(weight, psw)

    @staticmethod
    def backward(ctx, g):
        # ATen's _embedding_bag_sparse_backward: each index takes its bag's gradient row
        # (index_select by offset2bag), a mean bag's times 1 / its size, a weighted one's
        # times its weight; then embedding_sparse_backward.
        idx, bag_of = ctx.saved_tensors
        if ctx.scale:
            # _embedding_bag_sparse_backward hands the flag to embedding_sparse_backward.
            raise RuntimeError("embedding_backward: scale_grad_by_freq not supported with sparse gradients")
        index_grad = g.index_select(0, bag_of)
        if ctx.mode == "mean":
            inv = (1 / ctx.counts).unsqueeze(1).index_select(0, bag_of)
            index_grad = index_grad * inv
        if ctx.psw is not None:
            index_grad = index_grad * ctx.psw.unsqueeze(1)
        w = ctx.weight
        _arrive(w, _embedding_grad(index_grad, idx, w.shape[0], -1 if ctx.padding_idx is None else ctx.padding_idx))
        return (None,) * 9


def embedding_bag(kernel, weight, idx, bag_of, keep, starts, n, mode, padding_idx, psw, scale=False):
    # F.embedding_bag(sparse=True), its checks done (nn/functions.py): `kernel` the forward
    # the dense path records, `bag_of` each index's bag (offset2bag), `keep` the indices
    # that count (padding_idx's do not).
    _check_leaf(weight, "embedding_bag")
    if psw is not None and psw.requires_grad:
        raise NotImplementedError(
            "stridelab: embedding_bag(sparse=True) with per_sample_weights that require grad is not "
            "supported (their gradient is not computed on the sparse path)")
    bags = starts.numel()
    counts = torch.zeros(bags, dtype=weight.dtype, device=weight.device)
    if n and bags:
        counts = counts.index_add(0, bag_of, keep.to(weight.dtype))
    return _EmbeddingBagNode.apply(weight, kernel, idx, bag_of, counts, mode, padding_idx, psw, scale)


# -- optimizers -------------------------------------------------------------------------
def _sgd(p, grad, lr, momentum, dampening, weight_decay, nesterov, maximize):
    # torch/optim/sgd.py's _single_tensor_sgd on a sparse gradient.
    with torch.no_grad():
        if maximize:
            grad = -grad
        if weight_decay != 0:
            raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
        if momentum != 0:
            raise NotImplementedError(
                "stridelab: SGD with momentum on a sparse gradient is not supported (PyTorch keeps a "
                "sparse momentum buffer, which stridelab's optimizer state cannot hold)")
        _dense_add_rows_(p, grad, -lr)


def _adagrad(p, grad, state_sum, step_t, lr, lr_decay, weight_decay, eps, maximize):
    # torch/optim/adagrad.py's _single_tensor_adagrad on a sparse gradient.
    with torch.no_grad():
        step_t += 1
        step = step_t.item()
        if maximize:
            grad = -grad
        if weight_decay != 0:
            raise RuntimeError("weight_decay option is not compatible with sparse gradients")
        clr = lr / (1 + (step - 1) * lr_decay)
        grad = grad.coalesce()
        gi, gv = grad._indices(), grad._values()
        _dense_add_rows_(state_sum, _make(gi, gv.pow(2), grad._size), 1)
        std_values = state_sum[tuple(gi)].sqrt_().add_(eps)
        _dense_add_rows_(p, _make(gi, gv / std_values, grad._size), -clr)
