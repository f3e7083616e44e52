

# ---------------------------------------------------------------------------------------
# torch and torch.nn.functional entries written in Python (functions.py), each after the
# function PyTorch composes it from (ATen's CompositeImplicitAutograd code or
# torch/nn/functional.py), so values, grad_fn nodes and errors come out as PyTorch's. The
# registries reach them as `_torch_<name>` and `_F_<name>` (torch_api/in_python.rs,
# functional/in_python.rs) with the arguments in signature order.

_NATIVE_NODES = {}


# Kernels ATen has no forward formula for: forward mode through them is PyTorch's
# NotImplementedError, though our composition could differentiate them.
_NO_FORWARD_AD = {
    "CdistBackward0": "_cdist_forward",
    "PdistBackward0": "_pdist_forward",
    "MultiMarginLossBackward0": "multi_margin_loss",
    "CtcLossBackward0": "_ctc_loss",
}

# Inputs whose gradient ATen's backward formula returns column-major (it is a LAPACK solve's
# result), per node: what `torch.autograd.grad` shows in `.stride()`.
_COLUMN_MAJOR_GRADS = {
    "LinalgDetBackward0": (True,),
    # slogdet_backward ends in lu_solve(LU, pivots, ·, adjoint=True): column-major.
    "LinalgSlogdetBackward0": (True,),
    "LinalgSolveExBackward0": (False, True),
    "LinalgLuSolveBackward0": (False, True),
}

# Nodes whose ATen formula lays a gradient out by its own rule (a solve's own result layout,
# a view of a bigger result, the incoming gradient's layout): `f(i, grad_i, inputs,
# incoming grads, (result shape, result strides))` gives input i's gradient laid out so,
# or None for the rules above.
_GRAD_LAYOUTS = {}


def _strided_like(g, strides):
    # g's values in a fresh tensor with these strides (a recorded copy under create_graph).
    if g.stride() == tuple(strides):
        return g
    return torch.empty_strided(g.shape, strides, dtype=g.dtype, device=g.device).copy_(g)


def _dense(t):
    # Non-overlapping and dense: some order of the dims makes the strides row-major.
    expect = 1
    for d in sorted(range(t.dim()), key=lambda d: t.stride(d)):
        if t.shape[d] != 1 and t.stride(d) != expect:
            return False
        expect *= t.shape[d]
    return True


def _grad_like_result(index):
    # derivatives.yaml solves again for B's gradient (solve_triangular(Aᴴ, grad), lu_solve
    # with the adjoint): a fresh result of the same solve, laid out as the forward's was
    # (column-major for AX = B, for XA = B what the transposed problem gives).
    def lay(i, g, ins, grads, out_layout):
        if i == index and out_layout is not None and tuple(g.shape) == out_layout[0]:
            return _strided_like(g, out_layout[1])
        return None

    return lay


_GRAD_LAYOUTS["LinalgSolveTriangularBackward0"] = _grad_like_result(1)
_GRAD_LAYOUTS["LinalgSolveExBackward0"] = _grad_like_result(1)
_GRAD_LAYOUTS["LinalgLuSolveBackward0"] = _grad_like_result(1)


def _matrix_exp_grad_layout(i, g, ins, grads, out_layout):
    # ATen's differential_analytic_matrix_function exponentiates the block matrix
    # [[Aᴴ, G], [0, Aᴴ]] and returns its upper-right n×n block: a view (offset n, row
    # stride 2n) into the 2n×2n result.
    n = g.shape[-1]
    big = torch.zeros(list(g.shape[:-2]) + [2 * n, 2 * n], dtype=g.dtype, device=g.device)
    block = big[..., :n, n:]
    block.copy_(g)
    return block


_GRAD_LAYOUTS["LinalgMatrixExpBackward0"] = _matrix_exp_grad_layout


def _addmm_grad_layout(i, g, ins, grads, out_layout):
    # derivatives.yaml: the bias gets the incoming gradient itself (times beta, which keeps
    # its layout); mm_mat1_backward/mm_mat2_backward compute a column-major matrix's
    # gradient transposed, so it comes back column-major.
    if i == 0:
        G = grads[0]
        if G is not None and g.shape == G.shape and _dense(G):
            return _strided_like(g, G.stride())
        return None
    m = ins[i]
    if g.dim() == 2 and m.stride(0) == 1 and m.stride(1) == m.shape[0]:
        return _column_major(g)
    return None


_GRAD_LAYOUTS["AddmmBackward0"] = _addmm_grad_layout

# Native nodes whose ATen formula reads the op's result (derivatives.yaml's `result`): they
# keep it, so an in-place change of the result makes their backward raise.
_SAVES_RESULT = {
    "EuclideanDistBackward0",
    "LinalgInvExBackward0",
    "LinalgCholeskyExBackward0",
    "LinalgDetBackward0",
    "LinalgSlogdetBackward0",
    "LinalgQrBackward0",
    "LinalgSolveExBackward0",
    "LinalgLuFactorExBackward0",
    "LinalgLuBackward0",
    "LinalgSolveTriangularBackward0",
    "LinalgLuSolveBackward0",
}

# Native nodes whose ATen formula reads none of the inputs (a linear map of the gradient):
# PyTorch lets their backward run twice.
_SAVES_NO_INPUTS = {"AffineGridGeneratorBackward0", "ChannelShuffleBackward0", "MaxUnpool2DBackward0"}

# Native nodes whose formulas read an input only to choose a branch.
_MASK_READING = {"RreluWithNoiseBackward0", "PreluKernelBackward0"}


def _native_node(node, compute, *tensors, formula=None, from_results=False, also_keep=()):
    # An op ATen runs as one kernel with its own backward node (`GluBackward0`, ...): the
    # value is `compute`'s composition, the node is named as PyTorch names it, and its
    # backward differentiates the composition again (recomputed, as `_recomputed_grads`),
    # or, where the composition's gradient differs from derivatives.yaml's at the edges
    # (log at 0, a clamp's bounds), runs `formula(grads, *inputs)`, that formula written out.
    #
    # `from_results`: a factorization whose ATen formula reads only its results (inv,
    # cholesky, lu_factor, lu, qr) keeps only those, so an in-place change of its input
    # after the call does not stop its backward, as in PyTorch; its `formula(grads,
    # *results)` is ATen's. (Differentiating the composition instead would need the input,
    # and is wrong where LAPACK's choices jump: a skipped reflection, a tiny pivot.)
    # `also_keep`: outputs made beside the node that ATen's node keeps too (lu's pivots,
    # P), so an in-place change of them also stops backward.
    fn = _NATIVE_NODES.get(node)
    if fn is None:

        class _Kernel(torch.autograd.Function):
            @staticmethod
            def forward(ctx, compute, formula, from_results, also_keep, *tensors):
                ctx.compute = compute
                ctx.formula = formula
                ctx.from_results = from_results
                ctx.n_inputs = len(tensors)
                out = compute(*tensors)
                outs = tuple(_owned(o) for o in (out if isinstance(out, tuple) else (out,)))
                # A node that keeps its result (ATen's `result` in derivatives.yaml) sees an
                # in-place change of it: backward then raises, as PyTorch's does.
                kept = outs if node in _SAVES_RESULT else ()
                if from_results:
                    ctx.n_kept = len(kept)
                    ctx.save_for_backward(*kept, *also_keep)
                elif node in _SAVES_NO_INPUTS:
                    # A linear map whose ATen node keeps no input: its backward can run
                    # again and ignores in-place changes of the inputs.
                    ctx.unsaved_inputs = tuple(t.detach() for t in tensors)
                    ctx.save_for_backward(*kept)
                else:
                    ctx.save_for_backward(*tensors, *kept)
                ctx.save_for_forward(*tensors)
                ctx.out_layout = (tuple(outs[0].shape), outs[0].stride()) if isinstance(outs[0], torch.Tensor) else None
                return outs if isinstance(out, tuple) else outs[0]

            @staticmethod
            def jvp(ctx, _compute, _formula, _from_results, _also_keep, *tangents):
                if node in _NO_FORWARD_AD:
                    raise NotImplementedError(
                        f"Trying to use forward AD with {_NO_FORWARD_AD[node]} that does not support it because it has not been implemented yet.\n"
                        "Please file an issue to PyTorch at https://github.com/pytorch/pytorch/issues/new?template=feature-request.yml so that we can prioritize its implementation or submit a PR adding the implementation to derivatives.yaml")
                # Forward mode runs the composition again on the inputs themselves, which
                # still carry their tangents: its ops give the result's (with a graph when
                # a primal requires grad, as ATen's formula gives one).
                fwAD = torch.autograd.forward_ad
                # With grad on, a tangent made of inputs that require grad keeps its graph
                # (reverse mode through it), as ATen's formulas run under grad mode.
                with torch.enable_grad():
                    out = ctx.compute(*ctx.saved_tensors[: ctx.n_inputs])
                outs = out if isinstance(out, tuple) else (out,)
                got = tuple(
                    None if not o.is_floating_point() else (
                        fwAD.unpack_dual(o).tangent if fwAD.unpack_dual(o).tangent is not None else torch.zeros_like(o))
                    for o in outs)
                return got if isinstance(out, tuple) else got[0]

            @staticmethod
            def backward(ctx, *grads):
                # An object, not a closure: a nested function would hold this frame, and
                # the frame the gradients (a cycle reference counts never free), so
                # AccumulateGrad could not adopt them.
                again = _Recompute(node, ctx.compute)
                need = ctx.needs_input_grad[4:]
                if ctx.from_results:
                    got = ctx.formula(list(grads), *ctx.saved_tensors[: ctx.n_kept])
                    return (None, None, None, None) + tuple(g if n else None for g, n in zip(got, need))
                if node in _SAVES_NO_INPUTS:
                    # Fresh leaves: the map's gradient does not depend on its inputs, so
                    # under create_graph it links to the incoming gradients alone (the
                    # detached inputs would give it no graph at all).
                    ins = tuple(
                        t.detach().requires_grad_(n) if n else t for t, n in zip(ctx.unsaved_inputs, need)
                    )
                else:
                    ins = ctx.saved_tensors[: ctx.n_inputs]
                if ctx.formula is not None:
                    # A formula that reads the result gets the kept one after the inputs.
                    kept = ctx.saved_tensors[ctx.n_inputs :] if node in _SAVES_RESULT else ()
                    got = list(ctx.formula(list(grads), *ins, *kept))
                    got = [
                        _sum_to(g, t.shape).to(t.dtype) if n and g is not None else None
                        for g, n, t in zip(got, need, ins)
                    ]
                else:
                    got = _recomputed_grads(need, ins, again, list(grads))
                if node in _MASK_READING and torch.is_grad_enabled():
                    # ATen's backward kernel takes the input even where the formula reads
                    # it only as a mask: its second derivative there is zeros.
                    again_name = node[:-1] + "Backward0"
                    for i, g in enumerate(got):
                        for t in ins:
                            if g is not None and t.requires_grad:
                                g = _native.zero_link(g, t, again_name)
                        got[i] = g
                # The layout ATen's formula gives its result (under create_graph too: the
                # copies are recorded).
                layouts = _COLUMN_MAJOR_GRADS.get(node, ())
                relayout = _GRAD_LAYOUTS.get(node)
                for i, g in enumerate(got):
                    if g is None:
                        continue
                    laid = None if relayout is None else relayout(i, g, ins, grads, ctx.out_layout)
                    if laid is not None:
                        got[i] = laid
                        continue
                    # A formula's result is a fresh tensor: no slice of a composition's.
                    if i < len(layouts) and layouts[i] and g.dim() >= 2:
                        got[i] = _column_major(g)
                    else:
                        got[i] = g.contiguous()
                return (None, None, None, None) + tuple(got)

        _Kernel._stridelab_node_name = node
        fn = _Kernel
        _NATIVE_NODES[node] = fn
    return fn.apply(compute, formula, from_results, tuple(also_keep), *tensors)


class _Recompute:
    # A native node's composition, run again for its backward.
    def __init__(self, node, compute):
        self.node = node
        self.compute = compute

    def __call__(self, *ins):
        out = self.compute(*ins)
        return list(out) if isinstance(out, tuple) else [out]


def _owned(t):
    # An op's result is its own tensor, not a view of a scratch one (a `.mT` of a fresh
    # column-major buffer) and not at the version the scratch writes left it: same storage
    # and layout, no `_base`, version 0, as ATen's kernels return theirs.
    if isinstance(t, torch.Tensor):
        return _native.fresh_result(t)
    return t


def _sum_to(g, shape):
    # A gradient of a broadcast result, summed back to its input's shape.
    while g.dim() > len(shape):
        g = g.sum(0)
    for i, n in enumerate(shape):
        if n == 1 and g.shape[i] != 1:
            g = g.sum(i, keepdim=True)
    return g


# c10's legacy scalar type names, which some ATen messages print.
_LEGACY_NAMES = {
    "torch.float32": "Float",
    "torch.float64": "Double",
    "torch.int64": "Long",
    "torch.int32": "Int",
    "torch.uint8": "Byte",
    "torch.bool": "Bool",
    "torch.int8": "Char",
    "torch.int16": "Short",
    "torch.float16": "Half",
    "torch.bfloat16": "BFloat16",
    "torch.uint16": "UInt16",
    "torch.uint32": "UInt32",
    "torch.uint64": "UInt64",
    "torch.float8_e4m3fn": "Float8_e4m3fn",
    "torch.float8_e5m2": "Float8_e5m2",
    "torch.float8_e4m3fnuz": "Float8_e4m3fnuz",
    "torch.float8_e5m2fnuz": "Float8_e5m2fnuz",
    "torch.float8_e8m0fnu": "Float8_e8m0fnu",
}


def _apply_loss_reduction(loss, reduction):
    # ATen's apply_loss_reduction (Loss.cpp).
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    if reduction == "none":
        return loss
    raise ValueError(reduction + " is not a valid value for reduction")


# ------------------------------------------------------------------ dtype limits


def _g(v):
    # c10's finfo/iinfo reprs print numbers as an ostream does: 6 significant digits.
    return "%g" % v


class finfo:
    # torch.finfo: machine limits of a floating dtype (c10 numeric_limits).
    _LIMITS = {
        "float32": (32, 1.1920928955078125e-07, 3.4028234663852886e38, 1.1754943508222875e-38, 1e-06),
        "float64": (64, 2.220446049250313e-16, 1.7976931348623157e308, 2.2250738585072014e-308, 1e-15),
        "float16": (16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001),
        "bfloat16": (16, 0.0078125, 3.3895313892515355e38, 1.1754943508222875e-38, 0.01),
        "float8_e4m3fn": (8, 0.125, 448.0, 0.015625, 1.0),
        "float8_e5m2": (8, 0.25, 57344.0, 6.103515625e-05, 1.0),
        "float8_e4m3fnuz": (8, 0.125, 240.0, 0.0078125, 1.0),
        "float8_e5m2fnuz": (8, 0.25, 57344.0, 3.0517578125e-05, 1.0),
        # No sign: its min is its smallest value, 2**-127.
        "float8_e8m0fnu": (8, 1.0, 1.7014118346046923e38, 5.877471754111438e-39, 1.0),
    }

    def __init__(self, type=None):
        if type is None:
            type = torch.get_default_dtype()
        name = str(type).replace("torch.", "")
        if name not in finfo._LIMITS:
            raise TypeError("torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'")
        bits, eps, big, tiny, resolution = finfo._LIMITS[name]
        self.bits = bits
        self.eps = eps
        self.max = big
        self.min = tiny if name == "float8_e8m0fnu" else -big
        self.tiny = tiny
        self.smallest_normal = tiny
        self.resolution = resolution
        self.dtype = name

    def __eq__(self, other):
        return isinstance(other, finfo) and other.dtype == self.dtype

    def __hash__(self):
        return hash(self.dtype)

    def __repr__(self):
        return (
            f"finfo(resolution={_g(self.resolution)}, min={_g(self.min)}, max={_g(self.max)}, "
            f"eps={_g(self.eps)}, smallest_normal={_g(self.smallest_normal)}, tiny={_g(self.tiny)}, dtype={self.dtype})"
        )


class iinfo:
    # torch.iinfo: the range of an integer dtype.
    _LIMITS = {
        "uint8": (8, 0, 255),
        "int8": (8, -128, 127),
        "int16": (16, -32768, 32767),
        "int32": (32, -2147483648, 2147483647),
        "int64": (64, -9223372036854775808, 9223372036854775807),
        "uint16": (16, 0, 65535),
        "uint32": (32, 0, 4294967295),
        "uint64": (64, 0, 18446744073709551615),
    }

    def __init__(self, type):
        name = str(type).replace("torch.", "")
        if name == "bool":
            raise TypeError("torch.bool is not supported by torch.iinfo")
        if name not in iinfo._LIMITS:
            raise TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'")
        bits, lo, hi = iinfo._LIMITS[name]
        self.bits = bits
        self.min = lo
        self.max = hi
        self.dtype = name

    def __eq__(self, other):
        return isinstance(other, iinfo) and other.dtype == self.dtype

    def __hash__(self):
        return hash(self.dtype)

    def __repr__(self):
        return f"iinfo(min={_g(self.min)}, max={_g(self.max)}, dtype={self.dtype})"


class _StandardGamma(torch.autograd.Function):
    # torch._standard_gamma: the draw is ATen's gamma sampler (drawn once, in forward); its
    # gradient is the reparameterized one ATen's derivatives.yaml gives,
    # grad * _standard_gamma_grad(alpha, sample).
    @staticmethod
    def forward(ctx, alpha):
        x = _native.standard_gamma(alpha)
        ctx.save_for_backward(alpha, x)
        return x

    @staticmethod
    def backward(ctx, grad):
        alpha, x = ctx.saved_tensors
        return grad * torch._standard_gamma_grad(alpha, x)


_StandardGamma._stridelab_node_name = "StandardGammaBackward0"


def _torch__standard_gamma(input, generator=None):
    return _StandardGamma.apply(input)


def _torch_finfo(type):
    return finfo(type)


def _torch_iinfo(type):
    return iinfo(type)


# ------------------------------------------------------------------ shapes


def _atleast(tensors, fn, name):
    # atleast_Nd(x) gives a tensor; atleast_Nd(x, y) and atleast_Nd([x, y]) a tuple.
    if len(tensors) == 1 and not isinstance(tensors[0], (list, tuple)):
        if not isinstance(tensors[0], torch.Tensor):
            raise TypeError(
                f"{name}() received an invalid combination of arguments - got ({type(tensors[0]).__name__}), but expected one of:"
            )
        return fn(tensors[0])
    items = tensors[0] if len(tensors) == 1 else tensors
    for i, t in enumerate(items):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"expected Tensor as element {i} in argument 0, but got {type(t).__name__}")
    return tuple(fn(t) for t in items)


def _atleast_1d(t):
    return t.reshape(1) if t.dim() == 0 else t


def _atleast_2d(t):
    if t.dim() == 0:
        return t.reshape(1, 1)
    if t.dim() == 1:
        return t.unsqueeze(0)
    return t


def _atleast_3d(t):
    if t.dim() == 0:
        return t.reshape(1, 1, 1)
    if t.dim() == 1:
        return t.unsqueeze(0).unsqueeze(-1)
    if t.dim() == 2:
        return t.unsqueeze(-1)
    return t


def _torch_atleast_1d(tensors):
    return _atleast(tensors, _atleast_1d, "atleast_1d")


def _torch_atleast_2d(tensors):
    return _atleast(tensors, _atleast_2d, "atleast_2d")


def _torch_atleast_3d(tensors):
    return _atleast(tensors, _atleast_3d, "atleast_3d")


def _torch_cartesian_prod(tensors):
    # ATen's cartesian_prod: meshgrid ("ij"), each grid flattened, stacked as columns.
    for t in tensors:
        if t.dim() != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")
    if len(tensors) == 1:
        return tensors[0]
    grids = torch.meshgrid(*tensors, indexing="ij")
    return torch.stack([g.flatten() for g in grids], 1)


def _torch_unravel_index(indices, shape):
    # torch/functional.py: the coordinates come out of one (..., len(shape)) tensor, as
    # floor division by each dim's stride and remainder by its size, unbound along its last
    # dim (so each is a strided view of it).
    if indices.is_complex() or indices.is_floating_point() or indices.dtype == torch.bool:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    if isinstance(shape, int):
        shape = (shape,)
    elif not isinstance(shape, (tuple, list, torch.Size)):
        raise TypeError(f"expected 'shape' to be int or sequence of ints, but got {type(shape)}")
    for dim in shape:
        if not isinstance(dim, int):
            raise TypeError(f"expected 'shape' sequence to only contain ints, but got {type(dim)}")
    shape = tuple(shape)
    if any(dim < 0 for dim in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {shape}")
    if not all(dim > 0 for dim in shape) and indices.numel() != 0:
        raise ValueError(f"'shape' cannot have zero dimensions when 'indices' is non-empty, but got {shape}")
    coefs = []
    step = 1
    for dim in reversed(shape):
        coefs.append(step)
        step = step * dim
    coefs.reverse()
    flat = indices.unsqueeze(-1).floor_divide(torch.tensor(coefs, dtype=torch.int64))
    return (flat % torch.tensor(shape, dtype=torch.int64)).unbind(-1)


def _torch_block_diag(tensors):
    # ATen's block_diag: 0-d and 1-d blocks become rows, each copied into its place.
    blocks = []
    for i, t in enumerate(tensors):
        if t.dim() > 2:
            raise RuntimeError(
                f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has {t.dim()} dimensions"
            )
        blocks.append(t.reshape(1, -1) if t.dim() < 2 else t)
    if len(blocks) == 0:
        return torch.empty(1, 0)
    dtype = blocks[0].dtype
    for b in blocks[1:]:
        dtype = torch.promote_types(dtype, b.dtype)
    rows = sum(b.shape[0] for b in blocks)
    cols = sum(b.shape[1] for b in blocks)

    def place(*parts):
        out = torch.zeros(rows, cols, dtype=dtype, device=parts[0].device)
        r = c = 0
        for p in parts:
            out[r : r + p.shape[0], c : c + p.shape[1]] = p
            r += p.shape[0]
            c += p.shape[1]
        return out

    return _native_node("BlockDiagBackward0", place, *blocks)


def _torch_tensordot(a, b, dims=2, out=None):
    # ATen's tensordot: contracted dims moved last in `a` and first in `b`, both reshaped to
    # matrices, one mm, and the result reshaped.
    if out is not None:
        raise RuntimeError("stridelab does not support out= for torch.tensordot yet")
    if not isinstance(dims, (tuple, list, torch.Tensor, int)):
        raise RuntimeError(
            "tensordot expects dims to be int or tuple[list[int], list[int]] or "
            f"list[list[int]] containing two lists, but got dims={dims}"
        )
    if isinstance(dims, torch.Tensor):
        dims = dims.tolist()
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if dims > a.dim() or dims > b.dim():
            raise RuntimeError(
                f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}"
            )
        dims_a = [i - dims for i in range(dims)]
        dims_b = list(range(dims))
    else:
        dims_a, dims_b = dims
        # The two lists go to ATen's tensordot(self, other, dims_self, dims_other).
        if isinstance(dims_a, int):
            raise TypeError("tensordot(): argument 'dims_self' (position 3) must be tuple of ints, not int")
        if isinstance(dims_b, int):
            raise TypeError("tensordot(): argument 'dims_other' (position 4) must be tuple of ints, not int")
        dims_a = [d.item() if isinstance(d, torch.Tensor) else d for d in dims_a]
        dims_b = [d.item() if isinstance(d, torch.Tensor) else d for d in dims_b]
        for dl, t in ((dims_a, a), (dims_b, b)):
            nd = max(t.dim(), 1)
            for d in dl:
                if d < -nd or d >= nd:
                    raise IndexError(
                        f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {d})"
                    )

    if len(dims_a) != len(dims_b):
        raise RuntimeError("both dimension lists should have same length")
    csize = 1
    for da, db in zip(dims_a, dims_b):
        sa, sb = a.shape[da], b.shape[db]
        if sa != sb:
            raise RuntimeError(
                f"contracted dimensions need to match, but first has size {sa} in dim {da} and second has size {sb} in dim {db}"
            )
        csize *= sa
    dims_a = [d % a.dim() if a.dim() else d for d in dims_a]
    dims_b = [d % b.dim() if b.dim() else d for d in dims_b]
    for dl in (dims_a, dims_b):
        for d in dl:
            if dl.count(d) > 1:
                raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    free_a = [d for d in range(a.dim()) if d not in dims_a]
    free_b = [d for d in range(b.dim()) if d not in dims_b]
    rsizes = [a.shape[d] for d in free_a] + [b.shape[d] for d in free_b]
    size1 = 1
    for d in free_a:
        size1 *= a.shape[d]
    size2 = 1
    for d in free_b:
        size2 *= b.shape[d]
    t1 = a.permute(free_a + dims_a).reshape(size1, csize)
    t2 = b.permute(dims_b + free_b).reshape(csize, size2)
    return t1.mm(t2).reshape(rsizes)


# ------------------------------------------------------------------ products with a bias


def _ignored(t, shape):
    # A term BLAS does not read (its scale is 0): zeros of its shape whatever its values
    # (NaN and inf included), still a zero gradient for it.
    mask = torch.zeros(shape, dtype=torch.bool, device=t.device)
    return torch.where(mask, t, torch.zeros((), dtype=t.dtype, device=t.device))


def _scaled_sum(bias, product, beta, alpha):
    # beta * bias + alpha * product as ATen's kernels compute it: a zero scale ignores its
    # term's values.
    out = _ignored(product, product.shape) if alpha == 0 else (product if alpha == 1 else product * alpha)
    if beta == 0:
        return out + _ignored(bias, out.shape)
    return out + (bias if beta == 1 else bias * beta)


def _int_scales(input, beta, alpha, name):
    # Integral tensors take the scales as integers (the BLAS-free kernels cast them);
    # addr refuses a float one, as its own check does.
    if input.is_floating_point():
        if isinstance(alpha, bool) and name == "addr":
            raise RuntimeError("Boolean alpha only supported for Boolean results.")
        return beta, alpha
    if name == "addr":
        if isinstance(beta, float):
            raise RuntimeError("For integral input tensors, argument beta must not be a floating point number.")
        if isinstance(alpha, float):
            raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    return int(beta), int(alpha)


def _same_dtypes(name, input, m1, m2, names):
    # ATen's addmm-family checks: addmm compares self with mat2, then mat1 with mat2;
    # addmv checks the three at once.
    if name == "addmv":
        if not input.dtype == m1.dtype == m2.dtype:
            got = ", ".join(_LEGACY_NAMES[str(t.dtype)] for t in (input, m1))
            raise RuntimeError(
                f"addmv input tensors must have the same dtype, but got {got}, and {_LEGACY_NAMES[str(m2.dtype)]}"
            )
        return
    for what, t in (("self", input), (names[0], m1)):
        if t.dtype != m2.dtype:
            raise RuntimeError(
                f"{what} and {names[1]} must have the same dtype, but got {_LEGACY_NAMES[str(t.dtype)]} and {_LEGACY_NAMES[str(m2.dtype)]}"
            )


def _torch_addmm(input, mat1, mat2, beta=1, alpha=1, out=None):
    # ATen checks the dtypes first, then the shapes (naming mat1 "self").
    _same_dtypes("addmm", input, mat1, mat2, ("mat1", "mat2"))
    for what, m in (("self", mat1), ("mat2", mat2)):
        if m.dim() != 2:
            raise RuntimeError(f"addmm: {what} must be a matrix, got {m.dim()}-D tensor")
    if mat1.shape[1] != mat2.shape[0]:
        raise RuntimeError(
            f"addmm: mat1 and mat2 shapes cannot be multiplied ({mat1.shape[0]}x{mat1.shape[1]} and {mat2.shape[0]}x{mat2.shape[1]})"
        )
    beta, alpha = _int_scales(input, beta, alpha, "addmm")
    shape = (mat1.shape[0], mat2.shape[1])

    def kernel(b, m1, m2):
        if b.dtype in (torch.bfloat16, torch.float16):
            # ATen's CPU gemm for the half types sums and scales in float32 and rounds
            # the result once (`beta * c + alpha * dot` in opmath_t).
            wide = _scaled_sum(b.float().expand(shape), m1.float().mm(m2.float()), beta, alpha)
            return wide.to(b.dtype)
        return _scaled_sum(b.expand(shape), m1.mm(m2), beta, alpha)

    return _native_node("AddmmBackward0", kernel, input, mat1, mat2)


def _torch_addmv(input, mat, vec, beta=1, alpha=1, out=None):
    if mat.dim() != 2 or vec.dim() != 1:
        raise RuntimeError(
            f"vector + matrix @ vector expected, got {input.dim()}, {mat.dim()}, {vec.dim()}"
        )
    if mat.shape[1] != vec.shape[0]:
        raise RuntimeError(
            f"size mismatch, got input ({input.shape[0] if input.dim() else 1}), mat ({mat.shape[0]}x{mat.shape[1]}), vec ({vec.shape[0]})"
        )

    _same_dtypes("addmv", input, mat, vec, ("mat", "vec"))
    beta, alpha = _int_scales(input, beta, alpha, "addmv")

    def kernel(b, m, v):
        return _scaled_sum(b.expand(m.shape[0]), m.mv(v), beta, alpha)

    return _native_node("AddmvBackward0", kernel, input, mat, vec)


def _torch_addr(input, vec1, vec2, beta=1, alpha=1, out=None):
    if vec1.dim() != 1 or vec2.dim() != 1:
        raise RuntimeError(
            f"addr: Expected 1-D argument vec1, but got {vec1.dim()}-D"
            if vec1.dim() != 1
            else f"addr: Expected 1-D argument vec2, but got {vec2.dim()}-D"
        )
    beta, alpha = _int_scales(input, beta, alpha, "addr")
    shape = (vec1.shape[0], vec2.shape[0])

    def kernel(b, v1, v2):
        return _scaled_sum(b.expand(shape), torch.outer(v1, v2), beta, alpha)

    return _native_node("AddrBackward0", kernel, input, vec1, vec2)


def _torch_baddbmm(input, batch1, batch2, beta=1, alpha=1, out=None):
    if batch1.dim() != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch2.dim() != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    # baddbmm checks the three at once, in C++ type names.
    if not input.dtype == batch1.dtype == batch2.dtype:
        got = ", ".join(f"{n}: {_TYPE_META_NAMES[str(t.dtype)]}"
                        for n, t in (("input", input), ("batch1", batch1), ("batch2", batch2)))
        raise RuntimeError(f"Input dtypes must be the same, got: {got}".replace("input: ", "input ", 1))
    beta, alpha = _int_scales(input, beta, alpha, "baddbmm")
    shape = (batch1.shape[0], batch1.shape[1], batch2.shape[2])

    def kernel(b, b1, b2):
        return _scaled_sum(b.expand(shape), b1.bmm(b2), beta, alpha)

    return _native_node("BaddbmmBackward0", kernel, input, batch1, batch2)


def _torch_addbmm(input, batch1, batch2, beta=1, alpha=1, out=None):
    if batch1.dim() != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch2.dim() != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    # addbmm's messages are addmm's (it runs as one).
    _same_dtypes("addbmm", input, batch1, batch2, ("mat1", "mat2"))
    beta, alpha = _int_scales(input, beta, alpha, "addbmm")
    shape = (batch1.shape[1], batch2.shape[2])

    def kernel(b, b1, b2):
        return _scaled_sum(b.expand(shape), b1.bmm(b2).sum(0), beta, alpha)

    return _native_node("AddbmmBackward0", kernel, input, batch1, batch2)


# ------------------------------------------------------------------ pointwise


def _torch_cross(input, other, dim=None, out=None):
    # torch.cross without dim takes the input's first dimension of size 3 (deprecated, as
    # PyTorch warns once); linalg.cross's default is -1. Both are one LinalgCrossBackward0
    # node.
    if dim is None:
        _native.torch_warn_once(
            "Using torch.cross without specifying the dim arg is deprecated.\n"
            "Please either pass the dim explicitly or simply use torch.linalg.cross.\n"
            "The default value of dim will change to agree with that of linalg.cross in a future release.",
            "/__w/pytorch/pytorch/aten/src/ATen/native/Cross.cpp:61",
        )
        sizes = [d for d in range(input.dim()) if input.shape[d] == 3]
        if not sizes:
            raise RuntimeError("no dimension of size 3 in input")
        dim = sizes[0]
    return _torch_linalg_cross(input, other, dim)


def _torch_linalg_cross(input, other, dim=-1, out=None):
    if input.dim() != other.dim():
        raise RuntimeError(
            f"linalg.cross: inputs must have the same number of dimensions."
        )
    nd = max(input.dim(), 1)
    if dim < -nd or dim >= nd:
        raise IndexError(
            f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {dim})"
        )
    if input.shape[dim] != 3 or other.shape[dim] != 3:
        raise RuntimeError(
            f"linalg.cross: inputs dimension {dim} must have length 3. Got {input.shape[dim]} and {other.shape[dim]}"
        )

    def kernel(a, b):
        a0, a1, a2 = a.unbind(dim)
        b0, b1, b2 = b.unbind(dim)
        return torch.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], dim)

    return _native_node("LinalgCrossBackward0", kernel, input, other)


def _torch_dist(input, other, p=2):
    # ATen's dist: one kernel, one DistBackward0 node, for the p-norm of the difference.
    if not isinstance(other, torch.Tensor):
        raise TypeError(f"dist(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}")
    if not torch.promote_types(input.dtype, other.dtype).is_floating_point:
        dtype = torch.promote_types(input.dtype, other.dtype)
        raise NotImplementedError(
            f"norm(): input dtype should be either floating point or complex. Got {_LEGACY_NAMES[str(dtype)]} instead."
        )
    return _native_node("DistBackward0", lambda a, b: torch.linalg.vector_norm(a - b, p), input, other)


def _tensor_arg(fn, name, pos, v):
    if not isinstance(v, torch.Tensor):
        raise TypeError(f"{fn}(): argument '{name}' (position {pos}) must be Tensor, not {type(v).__name__}")


def _int_arg(fn, name, pos, v):
    # PyTorch's parser takes an int (never a bool) or a 0-d integer tensor for an int64
    # parameter; `pos` is None for one the caller passes by keyword.
    if isinstance(v, torch.Tensor) and v.dim() == 0 and not v.is_floating_point():
        return
    if isinstance(v, bool) or not isinstance(v, int):
        where = "" if pos is None else f" (position {pos})"
        raise TypeError(f"{fn}(): argument '{name}'{where} must be int, not {type(v).__name__}")


def _float_result(*args):
    # The dtype of an op that computes in floats: the promoted type, ints and bools as the
    # default float dtype.
    dt = torch.result_type(*args) if len(args) == 2 else args[0].dtype
    return dt if dt.is_floating_point else torch.get_default_dtype()


def _torch_sgn(input):
    # Real inputs: sgn is sign, with its own node (SgnBackward0), whose gradient is zero.
    _tensor_arg("sgn", "input", 1, input)
    if input.dtype == torch.bool:
        return input.clone()
    return _native_node("SgnBackward0", torch.sign, input)


def _torch_copysign(input, other):
    # |input| with other's sign bit (-0.0 counts): CopysignBackward0 for a tensor sign,
    # CopysignBackward1 for a number.
    if not isinstance(input, torch.Tensor):
        # Two overloads (Tensor other, Number other): the parser's listing, not one
        # argument's type error.
        raise TypeError(
            "copysign() received an invalid combination of arguments - got ("
            + type(input).__name__ + ", " + type(other).__name__ + "), but expected one of:\n"
            " * (Tensor input, Tensor other, *, Tensor out = None)\n"
            " * (Tensor input, Number other, *, Tensor out = None)\n")
    dt = _float_result(input, other)

    def kernel(a, *b):
        sign = b[0] if b else torch.tensor(float(other))
        mag = a.to(dt).abs()
        r = torch.where(_torch_signbit(sign.to(dt)), -mag, mag)
        # One kernel over (input, other) in ATen: other's sign mask must not decide the
        # layout.
        return _native.iterator_output(r, a, *(b if b else (other,)))

    if isinstance(other, torch.Tensor):
        return _native_node("CopysignBackward0", kernel, input, other)
    return _native_node("CopysignBackward1", kernel, input)


def _x_log(fname, node, log, shift, input, other):
    # x * log(y + shift) as ATen's xlogy (torch.log, 0) and xlog1py (torch.log1p, 1) compute
    # it: 0 where x == 0 unless y is NaN. The node says which side was a number:
    # <node>Backward1 (input), <node>Backward2 (other).
    if not isinstance(input, torch.Tensor) and not isinstance(other, torch.Tensor):
        raise TypeError(f"{fname}(): argument 'self' (position 1) must be Tensor, not " + type(input).__name__)
    dt = _float_result(input, other)

    def as_tensor(v):
        return v.to(dt) if isinstance(v, torch.Tensor) else torch.tensor(float(v), dtype=dt)

    def kernel(x, y):
        # The value is ATen's; the gradient stays x * log(y)'s (log(y) for x, even at
        # x == 0, as PyTorch's formula gives), so the fix-up is added detached. Half
        # types round twice, as ATen's scalar kernel does: c10's log of a Half returns a
        # Half, and the product is rounded again (xlogy(-3, 253) is -16.609375 in float16).
        half = False
        lg = log(y)
        r = x * lg
        fixed = torch.where(x == 0, torch.zeros_like(r), r)
        fixed = torch.where(torch.isnan(y), y + torch.zeros_like(r), fixed)
        # A finite stand-in carries the gradient, so inf - inf never reaches the value;
        # where the value itself is not finite, it is taken as it is.
        carrier = x * torch.where(torch.isfinite(lg), lg, torch.zeros_like(lg))
        out = torch.where(
            torch.isfinite(carrier), carrier + (fixed - carrier).detach(), fixed.detach()
        )
        return out.to(dt) if half else out

    # derivatives.yaml: self: xlogy(grad, other) (xlog1py for xlog1py) masked to 0 where
    # self == 0 and other + shift <= 0; other: grad * self / (other + shift).
    def d_self(g, x, y):
        return kernel(g, y).masked_fill((x == 0) & (y + shift <= 0), 0.0)

    def d_other(g, x, y):
        return g * x / (y + shift)

    if not isinstance(input, torch.Tensor):
        x = as_tensor(input)
        return _native_node(
            node + "Backward1", lambda y: kernel(x, y.to(dt)), other,
            formula=lambda gs, y: [d_other(gs[0], x, y.to(dt))],
        )
    if not isinstance(other, torch.Tensor):
        y = as_tensor(other)
        return _native_node(
            node + "Backward2", lambda x: kernel(x.to(dt), y), input,
            formula=lambda gs, x: [d_self(gs[0], x.to(dt), y)],
        )
    return _native_node(
        node + "Backward0", lambda x, y: kernel(x.to(dt), y.to(dt)), input, other,
        formula=lambda gs, x, y: [d_self(gs[0], x.to(dt), y.to(dt)), d_other(gs[0], x.to(dt), y.to(dt))],
    )


def _torch_xlogy(input, other):
    return _x_log("xlogy", "Xlogy", torch.log, 0.0, input, other)


def _torch_mvlgamma(input, p):
    # The multivariate log-gamma, composed as ATen does: lgamma of x - i/2 for i < p,
    # summed over a trailing dim, plus p(p-1)/4 log(pi); one node, MvlgammaBackward0.
    _tensor_arg("mvlgamma", "input", 1, input)
    _int_arg("mvlgamma", "p", 2, p)
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    dt = _float_result(input)

    def kernel(x):
        shifts = torch.arange(-p * 0.5 + 0.5, 0.5, 0.5, dtype=dt)
        terms = torch.lgamma(x.to(dt).unsqueeze(-1) + shifts)
        return terms.sum(-1) + p * (p - 1) * math.log(math.pi) * 0.25

    return _native_node("MvlgammaBackward0", kernel, input)


def _torch_logit(input, eps=None):
    # log(z / (1 - z)), z clamped into [eps, 1 - eps] when eps is given.
    _tensor_arg("logit", "input", 1, input)
    dt = _float_result(input)

    def kernel(x):
        z = x.to(dt)
        if eps is not None and eps > 0.5:
            # ATen's scalar loop tests the lower bound first (x < lo ? lo : x > hi ? hi : x);
            # with lo > hi a plain clamp would give hi everywhere.
            z = torch.where(z < eps, eps, z.clamp(max=1 - eps))
        elif eps is not None:
            z = z.clamp(eps, 1 - eps)
        return torch.log(z / (1 - z))

    def formula(grads, x):
        # ATen's logit_backward: inf at 0 and 1, NaN outside [0, 1] without eps, 0
        # outside [eps, 1 - eps] with it.
        g, x = grads[0], x.to(dt)
        # The scale is chosen before it meets g: a `g * inf` branch that `where` drops
        # would still send 0 * inf = NaN into a double backward.
        edge = (x == 0) | (x == 1)
        r = g * torch.where(edge, math.inf, 1 / torch.where(edge, 1.0, x * (1 - x)))
        if eps is None:
            return [torch.where((x < 0) | (x > 1), torch.full_like(x, math.nan), r)]
        return [torch.where((x < eps) | (x > 1 - eps), torch.zeros_like(x), r)]

    return _native_node("LogitBackward0", kernel, input, formula=formula)


def _torch_float_power(input, exponent):
    # pow in double precision: both sides become float64 first (differentiably).
    if not isinstance(input, torch.Tensor) and not isinstance(exponent, torch.Tensor):
        raise TypeError("float_power() received an invalid combination of arguments - got (" + type(input).__name__ + ", " + type(exponent).__name__ + ")")
    base = input.to(torch.float64) if isinstance(input, torch.Tensor) else float(input)
    exp = exponent.to(torch.float64) if isinstance(exponent, torch.Tensor) else float(exponent)
    return torch.pow(base, exp)


def _torch_heaviside(input, values):
    _tensor_arg("heaviside", "input", 1, input)
    _tensor_arg("heaviside", "values", 2, values)
    if input.dtype != values.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    with torch.no_grad():
        zero = torch.zeros((), dtype=input.dtype)
        pos = (input > zero).to(input.dtype)
        r = torch.where(input == zero, values.to(input.dtype), pos)
    return _native.not_implemented(r, "the derivative for 'heaviside' is not implemented.", input, values)


def _int_only(name, *ts):
    for t in ts:
        if t.dtype.is_floating_point or t.dtype == torch.bool:
            raise NotImplementedError(f'"{name}_cpu" not implemented for \'{_LEGACY_NAMES[str(t.dtype)]}\'')


def _torch_gcd(input, other):
    # Euclid's algorithm, elementwise, on |a| and |b| in the promoted integer type.
    _tensor_arg("gcd", "input", 1, input)
    _tensor_arg("gcd", "other", 2, other)
    dt = torch.result_type(input, other)
    _int_only("gcd", torch.empty(0, dtype=dt))
    a, b = torch.broadcast_tensors(input.to(dt).abs(), other.to(dt).abs())
    a, b = a.clone(), b.clone()
    while bool((b != 0).any()):
        nz = b != 0
        r = torch.where(nz, a % torch.where(nz, b, torch.ones_like(b)), torch.zeros_like(a))
        a = torch.where(nz, b, a)
        b = r
    # One kernel over (input, other) in ATen, laid out as its inputs are.
    return _native.iterator_output(a, input, other)


def _torch_lcm(input, other):
    _tensor_arg("lcm", "input", 1, input)
    _tensor_arg("lcm", "other", 2, other)
    dt = torch.result_type(input, other)
    _int_only("lcm", torch.empty(0, dtype=dt))
    # ATen's abs(a / g * b): 8- and 16-bit values are promoted to C++ int for the product
    # and the abs, then narrowed (int8 64 and 3 give -64); wider types wrap in place.
    wide = torch.int64 if dt in (torch.int8, torch.int16, torch.uint8) else dt
    g = _torch_gcd(input, other).to(wide)
    safe = torch.where(g == 0, torch.ones_like(g), g)
    product = (input.to(wide) // safe * other.to(wide)).abs()
    r = torch.where(g == 0, torch.zeros_like(g), product).to(dt)
    return _native.iterator_output(r, input, other)


def _torch_rsub(input, other, alpha=1):
    # other - alpha * input: RsubBackward0 for a tensor, RsubBackward1 for a number.
    _tensor_arg("rsub", "input", 1, input)
    if isinstance(other, torch.Tensor):
        return _native_node("RsubBackward0", lambda a, b: torch.sub(b, a, alpha=alpha), input, other)
    return _native_node("RsubBackward1", lambda a: torch.sub(other, a, alpha=alpha), input)


def _torch_inner(input, other):
    _tensor_arg("inner", "input", 1, input)
    _tensor_arg("inner", "other", 2, other)
    if input.dim() == 0 or other.dim() == 0:
        return input * other
    if input.shape[-1] != other.shape[-1]:
        raise RuntimeError(
            f"inner() the last dimension must match on both input tensors but got shapes {list(input.shape)} and {list(other.shape)}"
        )
    return torch.tensordot(input, other, dims=([-1], [-1]))


def _torch_vdot(input, other):
    _tensor_arg("vdot", "input", 1, input)
    _tensor_arg("vdot", "other", 2, other)
    if input.dim() != 1 or other.dim() != 1:
        raise RuntimeError(f"1D tensors expected, but got {input.dim()}D and {other.dim()}D tensors")
    if input.dtype != other.dtype:
        raise RuntimeError(
            f"dot : expected both vectors to have same dtype, but found {_LEGACY_NAMES[str(input.dtype)]} and {_LEGACY_NAMES[str(other.dtype)]}"
        )
    if input.numel() != other.numel():
        raise RuntimeError(
            f"inconsistent tensor size, expected tensor [{input.numel()}] and src [{other.numel()}] to have the same number of elements, but got {input.numel()} and {other.numel()} elements respectively"
        )
    if input.dtype == torch.bool:
        raise NotImplementedError("\"dot\" not implemented for 'Bool'")
    # ATen's dot kernel accumulates in the input's own dtype: int8 gives int8, not the
    # int64 a plain sum promotes to.
    dt = input.dtype if not input.dtype.is_floating_point else None
    return _native_node("VdotBackward0", lambda a, b: (a * b).sum(dtype=dt), input, other)


def _torch_aminmax(input, dim=None, keepdim=False):
    _tensor_arg("aminmax", "input", 1, input)
    if dim is None and input.numel() == 0:
        raise RuntimeError("aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity.")
    if dim is not None and input.dim() > 0 and -input.dim() <= dim < input.dim():
        # ATen checks the reduced dim itself (an IndexError naming it wrapped).
        d = dim % input.dim()
        if input.shape[d] == 0:
            raise IndexError(f"aminmax: Expected reduction dim {d} to have non-zero size.")

    def kernel(x):
        if dim is None:
            lo, hi = x.amin(), x.amax()
            if keepdim:
                shape = [1] * x.dim()
                lo, hi = lo.reshape(shape), hi.reshape(shape)
            return lo, hi
        return x.amin(dim, keepdim), x.amax(dim, keepdim)

    if input.dtype == torch.bool:
        lo, hi = kernel(input.to(torch.uint8))
        return _native.return_type("aminmax", (lo.bool(), hi.bool()))
    return _native.return_type("aminmax", _native_node("AminmaxBackward0", kernel, input))


def _moments(name, node, input, dim, unbiased, keepdim, correction, root):
    _tensor_arg(name, "input", 1, input)
    if not input.dtype.is_floating_point:
        raise NotImplementedError(f"{name} only support floating point and complex dtypes")
    if unbiased is not None and correction is not None:
        raise RuntimeError(f"{name}: Cannot pass both correction and unbiased arguments")
    c = correction if correction is not None else (1 if unbiased is None or unbiased else 0)

    def kernel(x):
        # The node's backward and forward-mode derivative run this again on inputs that
        # carry a graph or a tangent: the composition differentiates, the native pass not.
        tracked = (torch.is_grad_enabled() and x.requires_grad) or (
            torch.autograd.forward_ad.unpack_dual(x).tangent is not None)
        if x.is_complex() or tracked:
            v = x.var(dim, correction=c, keepdim=keepdim)
            return (_native.sqrt_ieee(v) if root else v), x.mean(dim, keepdim=keepdim)
        # One Welford pass gives both, as ATen's: its mean is the pass's running mean (NaN
        # once an infinity meets a later value), and its root std::sqrt's, taken in double.
        return _native.var_mean(x, dim, c, keepdim, root)

    return _native_node(node, kernel, input)


def _split_moment_args(dim, unbiased, keepdim):
    # var_mean(x, True) is the `unbiased` overload: a bool in dim's place.
    if isinstance(dim, bool):
        return None, dim, keepdim
    return dim, unbiased, keepdim


def _torch_var_mean(input, dim=None, unbiased=None, keepdim=False, correction=None):
    dim, unbiased, keepdim = _split_moment_args(dim, unbiased, keepdim)
    return _moments("var_mean", "VarMeanBackward0", input, dim, unbiased, keepdim, correction, False)


def _torch_std_mean(input, dim=None, unbiased=None, keepdim=False, correction=None):
    dim, unbiased, keepdim = _split_moment_args(dim, unbiased, keepdim)
    return _moments("std_mean", "StdMeanBackward0", input, dim, unbiased, keepdim, correction, True)


def _torch_frexp(input):
    # mantissa in [0.5, 1) with input's sign and exponent as int32, input = m * 2**e; zero,
    # inf and NaN keep their value with exponent 0 (C's frexp).
    _tensor_arg("frexp", "input", 1, input)
    if not input.dtype.is_floating_point:
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    with torch.no_grad():
        x = input.double()
        a = x.abs()
        finite = torch.isfinite(x) & (a > 0)
        safe = torch.where(finite, a, torch.ones_like(a))
        e = torch.floor(torch.log2(safe)) + 1
        # log2 can land one off at powers of two; the mantissa must be in [0.5, 1).
        m = safe / torch.pow(2.0, e)
        e = torch.where(m >= 1, e + 1, torch.where(m < 0.5, e - 1, e))
        m = safe / torch.pow(2.0, e)
        mant = torch.where(finite, torch.where(x < 0, -m, m), x).to(input.dtype)
        expo = torch.where(finite, e, torch.zeros_like(e)).to(torch.int32)
    mant = _native_node("FrexpBackward0", lambda t: t / torch.pow(2.0, expo.to(t.dtype)), input) if input.requires_grad and torch.is_grad_enabled() else mant
    return _native.return_type("frexp", (mant, expo))


# ATen's trace_cpu dispatches over the standard numeric types, complex and the 16-bit
# floats, before it checks the shape: bool, the limited unsigned ints and float8 have no
# kernel, whatever their dim.
_TRACE_NO_KERNEL = ("torch.bool", "torch.uint16", "torch.uint32", "torch.uint64",
                    "torch.float8_e4m3fn", "torch.float8_e5m2", "torch.float8_e4m3fnuz",
                    "torch.float8_e5m2fnuz", "torch.float8_e8m0fnu")


def _torch_trace(input):
    _tensor_arg("trace", "input", 1, input)
    if str(input.dtype) in _TRACE_NO_KERNEL:
        raise NotImplementedError(f"\"trace\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    if input.dim() != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {input.dim()}")
    dt = torch.int64 if not input.dtype.is_floating_point else input.dtype
    return _native_node("TraceBackward0", lambda x: x.diagonal().sum(dtype=dt), input)


# torch.adjoint: the conjugate transpose of the last two dims, for real tensors the
# transpose view (TransposeBackward0); a 0-d tensor is itself (PyTorch warns, deprecated).
def _torch_adjoint(input):
    if input.dim() == 1:
        raise RuntimeError("tensor.adjoint() is only supported on matrices or batches of matrices. Got 1-D tensor.")
    if input.dim() == 0:
        return input
    return input.transpose(-2, -1)


def _torch_fliplr(input):
    _tensor_arg("fliplr", "input", 1, input)
    if input.dim() < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return input.flip(1)


def _torch_flipud(input):
    _tensor_arg("flipud", "input", 1, input)
    if input.dim() < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return input.flip(0)


def _torch_diagflat(input, offset=0):
    # ATen: self.contiguous().view(-1).diag(offset), so its node is DiagEmbedBackward0.
    _tensor_arg("diagflat", "input", 1, input)
    _int_arg("diagflat", "offset", 2, offset)
    return input.contiguous().view(-1).diag(offset)


def _trapezoid_args(fname, y, x, dx):
    # PyTorch's two overloads: (y, x, *, dim) and (y, *, dx, dim).
    got = None
    if not isinstance(y, torch.Tensor):
        got = [type(y).__name__]
    elif x is not None and (dx is not None or not isinstance(x, torch.Tensor)):
        got = ["Tensor", type(x).__name__ if not isinstance(x, torch.Tensor) else "x=Tensor"]
        if dx is not None:
            got.append("dx=" + type(dx).__name__)
    if got is not None:
        raise TypeError(
            f"{fname}() received an invalid combination of arguments - got ({', '.join(got)}), but expected one of:"
        )


def _trapezoid_dx(fname, y, x, dim):
    # The spacing along `dim`: x's differences, viewed to broadcast against y (Integration.cpp).
    if y.dtype == torch.bool or x.dtype == torch.bool:
        raise NotImplementedError(f"{fname}: received a bool input for `x` or `y`, but bool is not supported")
    if x.dim() == 1:
        if x.size(0) != y.size(dim):
            raise RuntimeError(f"{fname}: There must be one `x` value for each sample point")
        sizes = [1] * y.dim()
        sizes[dim] = x.size(0)
        x = x.view(sizes)
    elif x.dim() < y.dim():
        x = x.view([1] * (y.dim() - x.dim()) + list(x.shape))
    return _tail(x, dim) - _head(x, dim)


# ATen's slice(dim, 1) and slice(dim, 0, -1): both empty when the dim is.
def _tail(t, dim):
    n = t.size(dim)
    return t.narrow(dim, min(1, n), max(n - 1, 0))


def _head(t, dim):
    return t.narrow(dim, 0, max(t.size(dim) - 1, 0))


def _trapezoid_empty(y, dim):
    sizes = list(y.shape)
    del sizes[dim]
    return torch.zeros(sizes, dtype=y.dtype)


def _torch_trapezoid(y, x=None, dx=None, dim=-1, fname="trapezoid"):
    _trapezoid_args(fname, y, x, dx)
    n = y.size(dim)
    dim = dim % y.dim()
    if n == 0:
        return _trapezoid_empty(y, dim)
    if x is None:
        if y.dtype == torch.bool:
            raise NotImplementedError(f"{fname}: received a bool input for `y`, but bool is not supported")
        d = 1 if dx is None else dx
        # ATen's last steps are mul(Tensor, Scalar) and div(Tensor, Scalar): MulBackward1
        # and DivBackward1, where Python's `*` and `/` with a number give ...Backward0.
        base = y.sum(dim) - (y.select(dim, 0) + y.select(dim, -1)) * 0.5
        return _native_node("MulBackward1", lambda b: b * d, base)
    d = _trapezoid_dx(fname, y, x, dim)
    total = (d * (y.narrow(dim, 1, n - 1) + y.narrow(dim, 0, n - 1))).sum(dim)
    return _native_node("DivBackward1", lambda t: t / 2.0, total)


def _torch_trapz(y, x=None, dx=None, dim=-1):
    return _torch_trapezoid(y, x, dx, dim, "trapz")


def _torch_cumulative_trapezoid(y, x=None, dx=None, dim=-1):
    fname = "cumulative_trapezoid"
    _trapezoid_args(fname, y, x, dx)
    if y.dim() == 0:
        # ATen checks for bools, then (with a 1-d x) y's size along the dim, then slices.
        if x is None and y.dtype == torch.bool:
            raise NotImplementedError(f"{fname}: received a bool input for `y`, but bool is not supported")
        if x is not None:
            if y.dtype == torch.bool or x.dtype == torch.bool:
                raise NotImplementedError(f"{fname}: received a bool input for `x` or `y`, but bool is not supported")
            if x.dim() == 1:
                raise IndexError("Dimension specified as 0 but tensor has no dimensions")
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    y.size(dim)  # the dim's range check, in PyTorch's words
    dim = dim % y.dim()
    # No empty-dim shortcut (trapezoid has one): an empty dim goes through the same
    # slices, so an int y still gives float32 from the `dx / 2.` factor.
    pairs = _head(y, dim) + _tail(y, dim)
    if x is None:
        if y.dtype == torch.bool:
            raise NotImplementedError(f"{fname}: received a bool input for `y`, but bool is not supported")
        d = 1 if dx is None else dx
        return (d / 2.0 * pairs).cumsum(dim)
    summed = (pairs * _trapezoid_dx(fname, y, x, dim)).cumsum(dim)
    return _native_node("DivBackward1", lambda t: t / 2.0, summed)


def _torch_deg2rad(input):
    _tensor_arg("deg2rad", "input", 1, input)
    dt = _float_result(input)
    return _native_node("Deg2RadBackward0", lambda x: x.to(dt) * (3.141592653589793 / 180.0), input)


def _torch_rad2deg(input):
    _tensor_arg("rad2deg", "input", 1, input)
    dt = _float_result(input)
    return _native_node("Rad2DegBackward0", lambda x: x.to(dt) * (180.0 / 3.141592653589793), input)


def _torch_positive(input):
    _tensor_arg("positive", "input", 1, input)
    if input.dtype == torch.bool:
        raise NotImplementedError("The `+` operator, on a bool tensor is not supported.")
    return input


def _torch_sinc(input):
    # sin(pi x) / (pi x), 1 at 0.
    _tensor_arg("sinc", "input", 1, input)
    dt = _float_result(input)

    # ATen's kernel computes in the opmath type (float32 for the 16-bit floats) and
    # rounds once.
    wide = torch.float32 if dt in (torch.float16, torch.bfloat16) else dt

    def kernel(x):
        px = x.to(wide) * 3.141592653589793
        safe = torch.where(px == 0, torch.ones_like(px), px)
        return torch.where(px == 0, torch.ones_like(px), torch.sin(safe) / safe).to(dt)

    return _native_node("SincBackward0", kernel, input)


# PyTorch's alias names (native_functions.yaml's `alias of`): the same op, node and result.


def _torch_absolute(input, out=None):
    return torch.abs(input)


def _torch_arccos(input):
    return torch.acos(input)


def _torch_arcsin(input):
    return torch.asin(input)


def _torch_arctan(input):
    return torch.atan(input)


def _torch_arctan2(input, other):
    return torch.atan2(input, other)


def _torch_fix(input):
    return torch.trunc(input)


def _torch_greater(input, other):
    return torch.gt(input, other)


def _torch_greater_equal(input, other):
    return torch.ge(input, other)


def _torch_less(input, other):
    return torch.lt(input, other)


def _torch_less_equal(input, other):
    return torch.le(input, other)


def _torch_not_equal(input, other):
    return torch.ne(input, other)


_NEXTAFTER_BITS = {
    torch.float32: torch.int32,
    torch.float64: torch.int64,
    torch.float16: torch.int16,
    torch.bfloat16: torch.int16,
}


def _float_pair(name, input, other):
    # A binary float kernel's arguments as PyTorch's binding and TensorIterator take them:
    # two tensors, cast to their common dtype, which must be a float (an int with a float
    # is one).
    if not isinstance(input, torch.Tensor):
        raise TypeError(f"{name}(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    if not isinstance(other, torch.Tensor):
        raise TypeError(f"{name}(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}")
    common = torch.promote_types(input.dtype, other.dtype)
    if not common.is_floating_point:
        raise NotImplementedError(f"\"{name}_cpu\" not implemented for '{_LEGACY_NAMES[str(common)]}'")
    if input.dtype != common:
        input = input.to(common)
    if other.dtype != common:
        other = other.to(common)
    return input, other, common


def _torch_nextafter(input, other, out=None):
    input, other, common = _float_pair("nextafter", input, other)

    def kernel(x, y):
        # C's nextafter on the bits: one step of the integer holding a float moves it to
        # the neighbouring float, up in magnitude when it moves away from zero (for either
        # sign, as the integers are two's complement); from zero, the smallest subnormal
        # toward b; b itself when they are equal; NaN when either is.
        a, b = torch.broadcast_tensors(x, y)
        # The bits are read on the CPU: a device's typed buffers have no dtype views.
        device = a.device
        a, b = a.cpu().contiguous(), b.cpu().contiguous()
        ints = _NEXTAFTER_BITS[common]
        bits = a.view(ints)
        away = (a < b) == (a > 0)
        moved = (bits + (away.to(ints) * 2 - 1)).view(common)
        tiny = torch.ones((), dtype=ints, device="cpu").view(common)
        from_zero = torch.where(b > 0, tiny, -tiny)
        r = torch.where(a == 0, from_zero, moved)
        r = torch.where(a == b, b, r)
        r = torch.where(torch.isnan(a) | torch.isnan(b), a + b, r).to(device)
        # Laid out as ATen's one kernel over (input, other) lays it out, not row-major.
        return _native.iterator_output(r, x, y)

    # derivatives.yaml: the gradient passes to input; other gets none (zeros).
    def formula(gs, a, b):
        return [gs[0], torch.zeros_like(b)]

    return _native_node("NextafterBackward0", kernel, input, other, formula=formula)


def _torch_hypot(input, other, out=None):
    input, other, common = _float_pair("hypot", input, other)
    # 16-bit floats are computed in float32 and rounded once, as ATen's kernel does.
    opmath = torch.float32 if common in (torch.float16, torch.bfloat16) else common

    def kernel(a, b):
        if opmath != common:
            return _native.iterator_output(_hypot(a.to(opmath), b.to(opmath)).to(common), a, b)
        return _native.iterator_output(_hypot(a, b), a, b)

    def _hypot(a, b):
        # std::hypot's way: the larger magnitude scaled out, so 1e20 neither overflows nor
        # 1e-30 underflows in the squares; an infinite side wins over NaN.
        ax, bx = a.abs(), b.abs()
        big = torch.maximum(ax, bx)
        small = torch.minimum(ax, bx)
        zero = big == 0
        safe = torch.where(zero, torch.ones_like(big), big)
        ratio = small / safe
        r = torch.where(zero, torch.zeros_like(big), safe * _native.sqrt_ieee(1 + ratio * ratio))
        inf = torch.isinf(ax) | torch.isinf(bx)
        return torch.where(inf, torch.full_like(r, math.inf), r)

    # derivatives.yaml: grad * self / result (NaN at 0, 0, where a composition gives 0).
    def formula(gs, a, b):
        r = kernel(a, b)
        return [gs[0] * a / r, gs[0] * b / r]

    return _native_node("HypotBackward0", kernel, input, other, formula=formula)


def _pack_steps(input, lengths, batch_first):
    # ATen's _pack_padded_sequence: the time steps of the sorted batch, each narrowed to the
    # sequences still running, concatenated; batch_sizes counts them per step.
    x = input.transpose(0, 1) if batch_first else input
    if lengths.dim() != 1 or lengths.dtype != torch.int64:
        raise RuntimeError(
            f"'lengths' argument should be a 1D CPU int64 tensor, but got {lengths.dim()}D cpu {lengths.type().replace('torch.', '').replace('Tensor', '')} tensor"
        )
    if x.numel() == 0:
        raise RuntimeError("Cannot pack empty tensors.")
    batch = x.size(1)
    if lengths.size(0) != batch:
        raise RuntimeError(
            f"Expected `len(lengths)` to be equal to batch_size, but got {lengths.size(0)} (batch_size={batch})"
        )
    ls = lengths.tolist()
    if ls[batch - 1] <= 0:
        raise RuntimeError(
            "Length of all samples has to be greater than 0, but found an element in 'lengths' that is <= 0"
        )
    for i in range(batch - 1):
        if ls[batch - 1 - i] > ls[batch - 2 - i]:
            raise RuntimeError(
                "`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to sidestep this requirement if you do not need ONNX exportability."
            )
    pieces, sizes, prev = [], [], 0
    for i in range(batch):
        l = ls[batch - 1 - i]
        if l > prev:
            running = batch - i
            step = x[prev:l, :running]
            pieces.append(step.contiguous().view((-1,) + tuple(x.shape[2:])))
            sizes.extend([running] * (l - prev))
            prev = l
    # ATen makes batch_sizes on the CPU whatever the data's device.
    return pieces, torch.tensor(sizes, dtype=torch.int64, device="cpu")


def _torch__pack_padded_sequence(input, lengths, batch_first):
    _, batch_sizes = _pack_steps(input.detach(), lengths, batch_first)

    def compute(x):
        return torch.cat(_pack_steps(x, lengths, batch_first)[0])

    def formula(gs, x):
        # _pack_padded_sequence_backward: each step's rows back into their time slice.
        g = gs[0]
        size = list(x.shape)
        if batch_first:
            size[0], size[1] = size[1], size[0]
        grad = torch.zeros(size, dtype=g.dtype, device=g.device)
        offset = 0
        for i, n in enumerate(batch_sizes.tolist()):
            grad[i][:n].copy_(g[offset:offset + n])
            offset += n
        return [grad.transpose(0, 1) if batch_first else grad]

    data = _native_node("PackPaddedSequenceBackward0", compute, input, formula=formula)
    return data, batch_sizes


def _torch_range(start=0, end=None, step=1, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    # The deprecated inclusive range: start + i * step for i up to (end - start) / step,
    # computed in double and cast, as ATen's range kernel does; the default dtype.
    import warnings
    warnings.warn("torch.range is deprecated and will be removed in a future release because its behavior is inconsistent with Python's range builtin. Instead, use torch.arange, which produces values in [start, end).", UserWarning, stacklevel=2)
    if step == 0:
        raise RuntimeError("step must be nonzero")
    if (step > 0 and end < start) or (step < 0 and end > start):
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    n = int(math.floor((end - start) / step)) + 1
    vals = torch.arange(n, dtype=torch.float64) * step + start
    dt = torch.get_default_dtype() if dtype is None else dtype
    r = vals.to(dt)
    if device is not None:
        r = r.to(device)
    return r.requires_grad_(requires_grad) if requires_grad else r


def _torch_narrow_copy(input, dim, start, length):
    def kernel(x):
        return x.narrow(dim, start, length).clone(memory_format=torch.contiguous_format)

    return _native_node("NarrowCopyBackward0", kernel, input)


def _torch_share_memory_(input):
    # The storage's share_memory_ (storage_obj.rs): one process, the bytes marked shared at
    # a new address, as PyTorch moves them (docs/decisions.md, stops 73 and 77).
    input.untyped_storage().share_memory_()
    return input


def _torch_is_shared(input):
    return input.untyped_storage().is_shared()


def _scatter_into(node, input, src, view, formula=None):
    # select/slice/diagonal/as_strided_scatter: a copy of input (ATen's
    # clone_preserve_strides, so the view's strides and offset address the same elements
    # in the copy as in the input) with src written into one view of it. ATen's check: src
    # has exactly the slice's shape (no broadcasting).
    slice_shape = list(view(input).shape)
    if list(src.shape) != slice_shape:
        raise RuntimeError(
            f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, slice size = {slice_shape}"
        )

    def kernel(x, s):
        out = _clone_preserve_strides(x)
        view(out).copy_(s)
        return out

    return _native_node(node, kernel, input, src, formula=formula)


def _clone_preserve_strides(x):
    # ATen's clone_preserve_strides: unless some dim of size > 1 has stride 0, the whole
    # storage is copied and viewed with the input's strides and offset, so a gapped input
    # keeps its exact strides (clone(preserve_format) would compact them).
    if any(st == 0 and sz > 1 for sz, st in zip(x.shape, x.stride())):
        return x.clone()
    n = x.untyped_storage().nbytes() // x.element_size()
    full = x.as_strided((n,), (1,), 0).clone()
    return full.as_strided(x.shape, x.stride(), x.storage_offset())


def _torch_as_strided_scatter(input, src, size, stride, storage_offset=None):
    # ATen's as_strided_scatter: a clone of input with src written into one as_strided view
    # of the clone (its storage offset counted from the clone's storage, as ATen's).
    if input.requires_grad and not input.is_contiguous():
        raise RuntimeError(
            "!self.requires_grad() || self.is_contiguous() INTERNAL ASSERT FAILED at "
            "\"/__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp\":4747, please report a "
            "bug to PyTorch. as_strided_scatter is currently only supported for contiguous inputs")
    def view(t):
        return t.as_strided(size, stride, storage_offset)

    def formula(gs, x, s):
        # FunctionsManual's as_strided_scatter_backward: both gradients are the slice of
        # the (contiguous) gradient; input's is zero elsewhere. (Not the zeroed slice a
        # scatter's would be: this is PyTorch's formula as it stands.)
        g = gs[0].contiguous()
        g_slice = view(g)
        g_self = torch.zeros_like(g)
        view(g_self).copy_(g_slice)
        return [g_self, g_slice.clone()]

    return _scatter_into("AsStridedScatterBackward0", input, src, view, formula=formula)


def _torch_lu_solve(input, LU_data, LU_pivots, out=None):
    # The deprecated torch.lu_solve(b, LU, pivots): linalg.lu_solve with its arguments
    # reordered (ATen's lu_solve calls linalg_lu_solve).
    if out is None:
        return torch.linalg.lu_solve(LU_data, LU_pivots, input)
    return torch.linalg.lu_solve(LU_data, LU_pivots, input, out=out)


def _unsafe_parts(node, fname, input, split):
    # unsafe_chunk/unsafe_split/unsafe_split_with_sizes: split's pieces over the input's
    # memory, but results of one node of their own rather than autograd views (no `_base`),
    # so writing into them in place is allowed.
    _tensor_arg(fname, "input", 1, input)
    return tuple(_native_node(node, lambda x: tuple(split(x)), input))


def _torch_unsafe_chunk(input, chunks, dim=0):
    return _unsafe_parts("UnsafeSplitBackward0", "unsafe_chunk", input, lambda x: x.chunk(chunks, dim))


def _torch_unsafe_split(input, split_size, dim=0):
    return _unsafe_parts("UnsafeSplitBackward0", "unsafe_split", input, lambda x: x.split(split_size, dim))


def _torch_unsafe_split_with_sizes(input, split_sizes, dim=0):
    return _unsafe_parts(
        "UnsafeSplitWithSizesBackward0", "unsafe_split_with_sizes", input,
        lambda x: x.split_with_sizes(split_sizes, dim))


def _torch_typename(obj):
    # torch/__init__.py's typename: a tensor's type(), else the object's module and
    # qualified name (builtins' without their module).
    if isinstance(obj, torch.Tensor):
        return obj.type()
    module = getattr(obj, "__module__", "") or ""
    if hasattr(obj, "__qualname__"):
        qualname = obj.__qualname__
    elif hasattr(obj, "__name__"):
        qualname = obj.__name__
    else:
        module = obj.__class__.__module__ or ""
        qualname = obj.__class__.__qualname__
    if module in ("", "builtins"):
        return qualname
    return f"{module}.{qualname}"


def _torch_empty_permuted(size, physical_layout, dtype=None, layout=None, device=None,
                          requires_grad=False, pin_memory=False):
    # ATen's empty_permuted: a contiguous allocation of the sizes in physical order, its
    # strides given back to the logical dims (the inverse permutation).
    size = list(size)
    perm = list(physical_layout)
    dim = len(size)
    if len(perm) != dim:
        raise RuntimeError(
            "Number of dimensions in size does not match the length of the physical_layout; "
            f"i.e. len(size) = {dim} is not equal to len(physical_layout) = {len(perm)}")
    seen = [False] * dim
    phys = []
    for i, d in enumerate(perm):
        if d < 0 or d >= dim:
            raise RuntimeError(
                f"Dimension out of range (expected to be between 0 and {dim - 1}, but got {d} "
                f"at index {i}).  NB: negative dims not currently supported; file an issue if you want it.")
        if seen[d]:
            raise RuntimeError("Duplicate dim not allowed")
        seen[d] = True
        phys.append(size[d])
    strides = [0] * dim
    step = 1
    for i in range(dim - 1, -1, -1):
        strides[perm[i]] = step
        step *= max(phys[i], 1)
    return torch.empty_strided(size, strides, dtype=dtype, layout=layout, device=device,
                               requires_grad=requires_grad, pin_memory=pin_memory)


def _torch_select_scatter(input, src, dim, index):
    return _scatter_into("SelectScatterBackward0", input, src, lambda t: t.select(dim, index))


def _torch_slice_scatter(input, src, dim=0, start=None, end=None, step=1):
    if step <= 0:
        raise RuntimeError("slice step must be positive")

    def view(t):
        n = t.shape[dim]
        lo = 0 if start is None else start
        hi = n if end is None else end
        return t.narrow(dim, 0, n)[(slice(None),) * (dim % t.dim()) + (slice(lo, hi, step),)]

    return _scatter_into("SliceScatterBackward0", input, src, view)


def _torch_diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    return _scatter_into(
        "DiagonalScatterBackward0", input, src, lambda t: t.diagonal(offset, dim1, dim2)
    )


def _torch_ldexp(input, other, out=None):
    # input * 2.0 ** other, the power taken in the two tensors' promoted float dtype (an
    # integer pair gives the default float): float16 stays float16, and a float64 input
    # with a uint8 exponent of 200 is finite.
    if not isinstance(other, torch.Tensor):
        raise TypeError(
            f"ldexp(): argument 'other' (position 2) must be Tensor, not {type(other).__name__}"
        )
    dtype = torch.promote_types(input.dtype, other.dtype)
    if not dtype.is_floating_point:
        dtype = torch.get_default_dtype()
    return _native_node(
        "LdexpBackward0", lambda x, e: x * torch.pow(2.0, e.to(dtype)), input, other
    )


def _torch_conj_physical_(input):
    # ATen's conj_physical_ of a real tensor is still an in-place op: the leaf check, a
    # version bump and ConjPhysicalBackward1 (the gradient passes unchanged).
    _tensor_arg("conj_physical_", "input", 1, input)
    return _native_inplace_node(
        "ConjPhysicalBackward1", lambda x: x.clone(), lambda gs, x: [gs[0]], input
    )


def _torch_chain_matmul(matrices, out=None):
    if len(matrices) == 1:
        return matrices[0].clone()
    return torch.linalg.multi_dot(list(matrices))


def _torch_map_(input, tensor, callable):
    # TH's map_: callable(a, b) on each element of the tensor and of `tensor` expanded to
    # its shape, as Python numbers, each result written back in place (CPU, no autograd).
    return _map_elements("map_", input, [("'other'", tensor)], callable)


def _torch_map2_(input, x, y, callable):
    # map_ with two more tensors: callable(a, b, c) element by element.
    return _map_elements("map2_", input, [("argument 'x'", x), ("argument 'y'", y)], callable)


def _map_elements(name, input, others, callable):
    if input.requires_grad or any(t.requires_grad for _, t in others):
        raise RuntimeError(f"Can't call {name}() on Variable that requires grad. Use var.detach().{name}() instead.")
    for arg, t in others:
        if t.dtype != input.dtype:
            raise TypeError(
                f"{name}: expected torch.{_LEGACY_NAMES[str(input.dtype)]}Tensor for {arg} "
                f"(got torch.{_LEGACY_NAMES[str(t.dtype)]}Tensor)"
            )
    others = [t.expand(input.shape) for _, t in others]
    flat = input.dim() == 0
    index = [0] * input.dim()
    for _ in range(input.numel()):
        at = () if flat else tuple(index)
        r = callable(input[at].item(), *[t[at].item() for t in others])
        if isinstance(r, torch.Tensor):
            # TH unpacks the result as a number: a float through __float__, an integer
            # through __index__, with the tensor's own errors.
            integral = input.dtype in _MAP_INT_RANGES or input.dtype == torch.int64
            r = r.__index__() if integral else float(r)
        if not isinstance(r, (int, float)):
            raise TypeError(f"must be real number, not {type(r).__name__}")
        input[at] = _map_value(r, input.dtype)
        for d in range(input.dim() - 1, -1, -1):
            index[d] += 1
            if index[d] < input.shape[d]:
                break
            index[d] = 0
    return input


# The integer ranges TH's map_ accepts (c10's overflow check: an unsigned type also takes
# the negatives of its range, which wrap).
_MAP_INT_RANGES = {
    torch.int8: (-128, 127),
    torch.int16: (-32768, 32767),
    torch.int32: (-(2**31), 2**31 - 1),
    torch.uint8: (-255, 255),
}


def _map_value(r, dtype):
    # A map_ callable's result as the element map_ stores: floats round (past the range to
    # inf, unchecked), ints truncate and are range-checked, bool is truthiness.
    if dtype == torch.bool:
        return torch.tensor(bool(r))
    if dtype.is_floating_point:
        return torch.tensor(float(r), dtype=torch.float64).to(dtype)
    v = int(r)
    if dtype == torch.int64:
        if not -(2**63) <= v < 2**63:
            raise ValueError("Overflow when unpacking long long")
    else:
        lo, hi = _MAP_INT_RANGES[dtype]
        if not lo <= v <= hi:
            raise RuntimeError(f"value cannot be converted to type {str(dtype)[6:]} without overflow")
    return torch.tensor(v, dtype=torch.int64).to(dtype)


def _torch_put(input, index, source, accumulate=False):
    # The tensor as if flattened in row-major order (its strides aside), written at `index`
    # (negative from the end); the result keeps the input's strides, as clone() does.
    if index.dtype != torch.int64:
        raise RuntimeError(
            f"put_(): Expected a long tensor for index, but got {_LEGACY_NAMES[str(index.dtype)]}"
        )
    if source.numel() != index.numel():
        raise IndexError(
            f"put_(): Expected source and index to have the same number of elements, but got source.numel() = {source.numel()}, index.numel() = {index.numel()}"
        )
    if source.dtype != input.dtype:
        raise RuntimeError(
            f"put_(): self and source expected to have the same dtype, but got self.dtype = {_LEGACY_NAMES[str(input.dtype)]} and source.dtype = {_LEGACY_NAMES[str(source.dtype)]}"
        )
    n = input.numel()
    flat_index = index.reshape(-1).long()
    # A meta tensor's kernel reads no index value (PyTorch checks no bounds there).
    for v in [] if input.device.type == "meta" else flat_index.tolist():
        if v >= n or v < -n:
            raise IndexError(f"out of range: tried to access index {v} on a tensor of {n} elements.")
    flat_index = torch.where(flat_index < 0, flat_index + n, flat_index)

    def kernel(x, s):
        flat = x.reshape(-1)
        if accumulate:
            flat = flat.index_add(0, flat_index, s.reshape(-1))
        else:
            flat = flat.index_put((flat_index,), s.reshape(-1))
        out = x.clone()
        out.copy_(flat.reshape(x.shape))
        return out

    return _native_node("PutBackward0", kernel, input, source)


def _torch_index_reduce(input, dim, index, source, reduce, include_self=True, out=None):
    # index_reduce is scatter_reduce with the index spread along `dim` over source's shape.
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise RuntimeError(
            f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}."
        )
    if index.dtype not in (torch.int32, torch.int64):
        raise RuntimeError(
            f"index_reduce_(): Expected dtype int32/int64 for index but got: {_LEGACY_NAMES[str(index.dtype)]}"
        )
    if index.dim() > 1:
        raise IndexError(
            f"index_reduce_(): Index is supposed to be a vector, but got dim: {index.dim()} with type: {_LEGACY_NAMES[str(index.dtype)]} and size: {list(index.shape)}"
        )
    d = dim % max(input.dim(), 1)
    n = input.shape[d] if input.dim() > 0 else 1
    along = source.shape[d] if source.dim() > 0 else 1
    if index.numel() != along:
        raise RuntimeError(
            f"index_reduce_(): Number of indices ({index.numel()}) should be equal to source.size(dim): ({along}), for dim: {dim}"
        )
    # A meta input runs PyTorch's meta kernel: no beta warning (the CPU kernel's), and no
    # index value read.
    if not input.is_meta:
        _native.torch_warn_once(
            "index_reduce() is in beta and the API may change at any time.",
            "/__w/pytorch/pytorch/aten/src/ATen/native/TensorAdvancedIndexing.cpp:1522",
        )
    for v in [] if input.is_meta else index.reshape(-1).tolist():
        if v < 0 or v >= n:
            raise IndexError("index out of range in self")
    shape = [1] * source.dim()
    if source.dim() > 0:
        shape[d] = index.numel()
    spread = index.long().reshape(shape).expand(source.shape)

    def kernel(x, s):
        return x.scatter_reduce(d, spread, s, reduce, include_self=include_self)

    return _native_node("IndexReduceBackward0", kernel, input, source)


def _torch_histogram(input, bins=100, range=None, weight=None, density=False, out=None):
    # ATen has no derivative for histogram: with an input that requires grad both results
    # get the NotImplemented node over (input, bins, weight), raising when differentiated.
    with torch.no_grad():
        hist, edges = _histogram_values(input, bins, range, weight, density)
    inputs = [input] + ([bins] if isinstance(bins, torch.Tensor) else []) + ([weight] if weight is not None else [])
    message = "derivative for aten::histogram is not implemented"
    hist = _native.not_implemented(_native.fresh_result(hist), message, *inputs)
    edges = _native.not_implemented(edges, message, *inputs)
    return _native.return_type("histogram", (hist, edges))


def _torch_histogramdd(input, bins, range=None, weight=None, density=False):
    # ATen's histogramdd: the last dim of `input` holds each point's D coordinates; every
    # dim gets its own edges (as histogram's), a point counts in the cell whose edges hold
    # it in every dim (the last bin of a dim includes its right edge; a point outside any
    # dim's edges is dropped).
    if input.dtype not in (torch.float32, torch.float64, torch.float16, torch.bfloat16):
        raise NotImplementedError(f"\"histogramdd\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    d = input.shape[-1] if input.dim() > 0 else 0
    if isinstance(bins, int):
        bins = [bins] * d
    bins = list(bins)
    if len(bins) != d:
        raise RuntimeError("histogramdd: The size of bins must be equal to the innermost dimension of the input.")
    if range is not None and len(range) != 2 * d:
        raise RuntimeError(
            f"torch.histogramdd: for a {d}-dimensional histogram range should have {2 * d} elements, but got {len(range)}"
        )
    points = input.reshape(-1, d)
    given = all(isinstance(b, torch.Tensor) for b in bins)
    with torch.no_grad():
        edges = []
        for k, b in enumerate(bins):
            # Each dim's edges as histogram's, its messages naming the dim.
            try:
                _, e = _histogram_values(points[:, k], b, None if range is None else range[2 * k : 2 * k + 2], None, False)
            except RuntimeError as err:
                raise RuntimeError(str(err).replace("for dimension 0", f"for dimension {k}")) from None
            edges.append(e)
        shape = [e.numel() - 1 for e in edges]
        keep = torch.ones(points.shape[0], dtype=torch.bool)
        cell = torch.zeros(points.shape[0], dtype=torch.int64)
        for k, e in enumerate(edges):
            col = points[:, k]
            keep = keep & (col >= e[0]) & (col <= e[-1])
            pos = (torch.searchsorted(e, col, right=True) - 1).clamp(0, shape[k] - 1)
            cell = cell * shape[k] + pos
        w = torch.ones(points.shape[0], dtype=input.dtype) if weight is None else weight.reshape(-1).to(input.dtype)
        hist = torch.zeros(math.prod(shape), dtype=input.dtype).index_add(0, cell[keep], w[keep]).reshape(shape)
        if density:
            volume = torch.ones(shape, dtype=input.dtype)
            for k, e in enumerate(edges):
                view = [1] * d
                view[k] = shape[k]
                volume = volume * (e[1:] - e[:-1]).reshape(view)
            hist = hist / (hist.sum() * volume)
    # Three ATen ops, none differentiable: the edges (returned as given when they were
    # tensors), then the counts from bin counts or from the edge tensors.
    inputs = [input] + ([weight] if weight is not None else [])
    if given:
        edges = bins
        message = "derivative for aten::_histogramdd_from_bin_tensors is not implemented"
    else:
        edges = [_native.not_implemented(e, "derivative for aten::_histogramdd_bin_edges is not implemented", *inputs)
                 for e in edges]
        message = "derivative for aten::_histogramdd_from_bin_cts is not implemented"
    hist = _native.not_implemented(hist, message, *inputs)
    return _native.return_type("histogramdd", (hist, tuple(edges)))


def _histogram_values(input, bins, range, weight, density):
    # ATen's histogramdd for one dim: `bins` edges spaced evenly over `range` (or over the
    # input's min and max, widened by 0.5 each side when they are equal), or the edges
    # given (copied); each element counts in the bin whose edges hold it (the last bin
    # includes its right edge, values outside are dropped), summed in the input's order.
    if input.dtype not in (torch.float32, torch.float64, torch.float16, torch.bfloat16):
        raise NotImplementedError(
            f"\"histogramdd\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'"
        )
    x = input.reshape(-1)
    if isinstance(bins, torch.Tensor):
        edges = bins.clone()
        if edges.numel() - 1 <= 0:
            raise RuntimeError(
                f"torch.histogram(): bins must be > 0, but got {edges.numel() - 1} for dimension 0"
            )
    else:
        if bins <= 0:
            raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
        if range is not None:
            lo, hi = float(range[0]), float(range[1])
        elif x.numel() > 0:
            lo, hi = x.min().item(), x.max().item()
        else:
            lo, hi = 0.0, 1.0
        # ATen's checks, its numbers printed as a C++ stream prints doubles (%g).
        if lo > hi:
            raise RuntimeError(
                f"torch.histogramdd: min should not exceed max, but got min {lo:g} max {hi:g} for dimension 0"
            )
        if not (math.isfinite(lo) and math.isfinite(hi)):
            raise RuntimeError(
                f"torch.histogramdd: dimension 0's range [{lo:g}, {hi:g}] is not finite"
            )
        if lo == hi:
            lo, hi = lo - 0.5, hi + 0.5
        edges = torch.linspace(lo, hi, bins + 1, dtype=input.dtype)
    n = edges.numel() - 1
    left, right = edges[0].item(), edges[-1].item()
    w = torch.ones_like(x) if weight is None else weight.reshape(-1).to(input.dtype)
    keep = (x >= left) & (x <= right)
    pos = (torch.searchsorted(edges, x[keep], right=True) - 1).clamp(max=n - 1)
    hist = torch.zeros(n, dtype=input.dtype).index_add(0, pos, w[keep])
    if density:
        hist = hist / (hist.sum() * (edges[1:] - edges[:-1]))
    return hist, edges


def _torch_nan_to_num(input, nan=0.0, posinf=None, neginf=None, out=None):
    if not input.is_floating_point():
        return input.clone()
    big = finfo(input.dtype).max
    hi = big if posinf is None else posinf
    lo = -big if neginf is None else neginf
    fill = 0.0 if nan is None else nan

    def cast(v, x):
        # ATen's kernel static_casts each replacement unchecked: one that does not fit the
        # dtype (posinf=1e6 for float16) becomes ±inf instead of raising as fill_ would.
        return torch.tensor(v, dtype=torch.float64, device=x.device).to(x.dtype)

    def kernel(x):
        # One pass over the input as ATen's: a NaN replaced by an overflowing `nan` stays inf.
        y = torch.where(torch.isnan(x), cast(fill, x), x)
        y = torch.where(x == math.inf, cast(hi, x), y)
        # Laid out as ATen's one kernel lays out its output (an empty transposed input
        # kept row-major strides through the wheres).
        return _native.iterator_output(torch.where(x == -math.inf, cast(lo, x), y), x)

    return _native_node("NanToNumBackward0", kernel, input)


def _clamp_bound_formula(x_loses):
    # PyTorch 2.15's clamp_min/clamp_max(Tensor) gradients (measured): each side keeps the
    # gradient unless the other strictly wins, and a tie splits it in half, so a NaN on
    # either side gives both of them all of it.
    def formula(grads, x, m):
        g = grads[0]
        zero = torch.zeros_like(g)
        tie = torch.where(x == m, g * 0.5, zero)
        gx = torch.where(x_loses(x, m), zero, g) - tie
        gm = torch.where(x_loses(m, x), zero, g) - tie
        return gx, gm

    return formula


def _torch_clamp_min_tensor(input, min):
    # clamp_min(Tensor) (ClampMinBackward1); NaN propagates.
    # A tie keeps x (std::max): clamp_min(-0., 0.) is -0.; a NaN bound gives NaN.
    def kernel(x, m):
        return torch.where(torch.isnan(m), m, torch.where(x < m, m, x))

    formula = _clamp_bound_formula(lambda a, b: a < b)
    return _native_node("ClampMinBackward1", kernel, input, min, formula=formula)


def _torch_clamp_max_tensor(input, max):
    def kernel(x, m):
        return torch.where(torch.isnan(m), m, torch.where(x > m, m, x))

    formula = _clamp_bound_formula(lambda a, b: a > b)
    return _native_node("ClampMaxBackward1", kernel, input, max, formula=formula)


def _torch_signbit(input, out=None):
    if not input.is_floating_point():
        return input < 0
    # The sign bit itself: -0.0 and -nan have it, and no comparison sees either. The
    # result keeps the input's layout, as an elementwise op's does.
    return torch.empty_like(input, dtype=torch.bool).copy_(_native.signbit(input))


def _torch_isposinf(input, out=None):
    _tensor_arg("isposinf", "input", 1, input)
    return input == math.inf


def _torch_isneginf(input, out=None):
    _tensor_arg("isneginf", "input", 1, input)
    return input == -math.inf


def _torch_hardshrink(input, lambd=0.5):
    return torch.nn.functional.hardshrink(input, lambd)


def _torch_threshold(input, threshold, value):
    return torch.nn.functional.threshold(input, threshold, value)


def _torch_threshold_(input, threshold, value):
    return torch.nn.functional.threshold_(input, threshold, value)


def _torch_resize(input, sizes):
    # Tensor.resize (not resize_): autograd's Resize, a reshape that keeps the element count.
    import warnings

    warnings.warn("non-inplace resize is deprecated", stacklevel=2)
    return Resize.apply(input, sizes)


class Resize(torch.autograd.Function):
    @staticmethod
    def forward(ctx, tensor, sizes):
        ctx.sizes = sizes
        ctx.numel = 1
        for s in sizes:
            ctx.numel *= s
        if tensor.numel() != ctx.numel:
            raise RuntimeError(
                f"requested resize to {'x'.join(map(str, sizes))} ({ctx.numel} elements in total), "
                f"but the given tensor has a size of {'x'.join(map(str, tensor.size()))} ({tensor.numel()} elements). "
                "autograd's resize can only change the shape of a given "
                "tensor, while preserving the number of elements. "
            )
        ctx.input_sizes = tensor.size()
        if tensor.is_contiguous():
            return tensor.new(tensor).contiguous().view(*sizes)
        return tensor.contiguous().view(*sizes)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.contiguous().view(ctx.input_sizes), None


def _torch_isreal(input):
    # Every element of a real dtype is real (ATen: ones_like, preserving the layout).
    _tensor_arg("isreal", "input", 1, input)
    return torch.ones_like(input, dtype=torch.bool)


def _torch_hash_tensor(input, dim=None, keepdim=False, mode=0):
    # ATen's hash_tensor (mode 0): the elements upcast to 64 bits (float64 or int64),
    # bitcast to uint64 and xor-reduced; xor is associative and commutative, so the
    # pairwise halving below gives the kernel's value in any order.
    _tensor_arg("hash_tensor", "input", 1, input)
    if mode != 0:
        raise RuntimeError(f"Unknown hash_tensor mode: {mode}")
    if input.is_complex() or input.dtype in (torch.uint16, torch.uint32, torch.uint64):
        raise NotImplementedError(f'"xor_sum_cpu" not implemented for \'{_LEGACY_NAMES[str(input.dtype)]}\'')
    nd = input.dim()
    if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
        if input.numel() == 0:
            raise RuntimeError(
                "hash_tensor: Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."
            )
        dims = list(range(nd))
    else:
        dims = []
        for d in [dim] if isinstance(dim, int) else list(dim):
            lo, hi = -max(nd, 1), max(nd, 1) - 1
            if d < lo or d > hi:
                raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {d})")
            d = d % max(nd, 1)
            if nd and input.shape[d] == 0:
                raise IndexError(f"hash_tensor: Expected reduction dim {d} to have non-zero size.")
            if d not in dims:
                dims.append(d)
        if nd == 0:
            dims = []
    # On the host: the bitcasts need the CPU's untyped storage (wgpu buffers are typed).
    x = input.detach().cpu()
    x = x.to(torch.float64) if x.is_floating_point() else x.to(torch.int64)
    bits = x.view(torch.int64)
    keep = [d for d in range(nd) if d not in dims]
    kept_shape = [input.shape[d] for d in keep]
    count = 1
    for d in dims:
        count *= input.shape[d]
    bits = bits.permute(keep + dims).reshape(kept_shape + [count])
    while bits.shape[-1] > 1:
        n = bits.shape[-1]
        h = n // 2
        low = torch.bitwise_xor(bits[..., :h], bits[..., h : 2 * h])
        bits = torch.cat([low, bits[..., 2 * h :]], -1) if n % 2 else low
    out = bits[..., 0]
    if keepdim:
        out = out.reshape([1 if d in dims else input.shape[d] for d in range(nd)])
    return out.clone(memory_format=torch.contiguous_format).view(torch.uint64).to(input.device)


def _torch_isin(elements, test_elements, assume_unique=False, invert=False):
    # ATen's overloads: (Tensor, Tensor), (Tensor, Scalar), (Scalar, Tensor).
    tensors = [isinstance(v, torch.Tensor) for v in (elements, test_elements)]
    numbers = [isinstance(v, (int, float, bool)) for v in (elements, test_elements)]
    if not all(tensors[i] or numbers[i] for i in range(2)) or not any(tensors):
        raise TypeError(
            f"isin() received an invalid combination of arguments - got ({type(elements).__name__}, {type(test_elements).__name__}), but expected one of:"
        )
    for v in (elements, test_elements):
        if isinstance(v, torch.Tensor) and v.dtype == torch.bool:
            raise NotImplementedError("Unsupported input type encountered for isin(): Bool")
    e = elements if tensors[0] else torch.tensor(elements)
    t = test_elements if tensors[1] else torch.tensor(test_elements)
    found = (e.reshape(-1, 1) == t.reshape(1, -1)).any(1).reshape(e.shape)
    return ~found if invert else found


def _torch_nanmean(input, dim=None, keepdim=False, dtype=None, out=None):
    # ATen's nanmean: nansum divided by the count of non-NaN entries.
    if not input.is_floating_point():
        raise NotImplementedError(
            f"nanmean(): expected input to have floating point or complex dtype but got {_LEGACY_NAMES[str(input.dtype)]}"
        )
    present = torch.logical_not(torch.isnan(input))
    # dim=None reduces everything, and keepdim still keeps every dim (as size 1).
    return torch.nansum(input, dim, keepdim, dtype=dtype).div(present.sum(dim, keepdim))


_CDIST_MODES = {
    "use_mm_for_euclid_dist_if_necessary": 0,
    "use_mm_for_euclid_dist": 1,
    "donot_use_mm_for_euclid_dist": 2,
}


def _euclidean_dist_value(x1, x2):
    # ATen's _euclidean_dist: |a|^2 - 2ab + |b|^2 as one matrix product, clamped, rooted.
    # The product sums as MKL's sgemm does (cpu/matmul_order.rs), so the cancellation
    # leaves PyTorch's own residue: a point's distance to itself is not exactly 0.
    x1_norm = x1.pow(2).sum(-1, True)
    x1_pad = torch.ones_like(x1_norm)
    x2_norm = x2.pow(2).sum(-1, True)
    x2_pad = torch.ones_like(x2_norm)
    x1_ = torch.cat([x1.mul(-2), x1_norm, x1_pad], -1)
    x2_ = torch.cat([x2, x2_pad, x2_norm], -1)
    result = x1_.matmul(x2_.mT)
    return result.clamp_min_(0).sqrt_()


def _euclidean_dist_backward(grads, x1, x2, res):
    # ATen's _euclidean_dist_backward, over the kept result.
    g = grads[0]
    if g is None:
        return [None, None]
    ratio = (g / res).masked_fill(res == 0, 0)
    return [
        x1 * ratio.sum(-1, True) - ratio.matmul(x2),
        x2 * ratio.sum(-2, False).unsqueeze(-1) - ratio.mT.matmul(x1),
    ]


def _euclidean_dist(x1, x2):
    return _native_node(
        "EuclideanDistBackward0", _euclidean_dist_value, x1, x2, formula=_euclidean_dist_backward
    )


def _cdist_direct(a, b, p):
    # _cdist_forward's distances, written so autograd gives _cdist_backward's gradient: a
    # zero difference or a zero distance gets a zero gradient, and under p=inf every
    # coordinate tied for the largest gets the whole gradient.
    diff = a.unsqueeze(-2) - b.unsqueeze(-3)
    mag = diff.abs()
    if p == 0:
        return (diff != 0).to(a.dtype).sum(-1)
    if p == math.inf:
        top = mag.amax(-1, keepdim=True)
        tied = (mag == top).detach()
        return top.squeeze(-1).detach() + ((mag - mag.detach()) * tied).sum(-1)
    if p == 1:
        return mag.sum(-1)
    nonzero = mag != 0
    safe_mag = torch.where(nonzero, mag, torch.ones_like(mag))
    powered = torch.where(nonzero, safe_mag.pow(p), torch.zeros_like(mag))
    total = powered.sum(-1)
    zero = total == 0
    safe = torch.where(zero, torch.ones_like(total), total)
    # _cdist_forward's root is std::sqrt, not MKL's vector root that Tensor.sqrt takes.
    root = _native.sqrt_ieee(safe) if p == 2 else safe.pow(1.0 / p)
    return torch.where(zero, torch.zeros_like(total), root)


def _torch_cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    # ATen's cdist: p=2 past 25 rows (or when asked) is the matrix-product formula,
    # differentiated op by op; otherwise one _cdist_forward with its CdistBackward0 node.
    # torch.cdist (Python) picks the mode first: any other value, None included, is its
    # ValueError before ATen checks anything.
    if compute_mode not in _CDIST_MODES:
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    if x1.dim() < 2:
        raise RuntimeError(f"cdist only supports at least 2D tensors, X1 got: {x1.dim()}D")
    if x2.dim() < 2:
        raise RuntimeError(f"cdist only supports at least 2D tensors, X2 got: {x2.dim()}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(
            f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}"
        )
    if not x1.is_floating_point():
        raise RuntimeError(f"cdist only supports floating-point dtypes, X1 got: {_LEGACY_NAMES[str(x1.dtype)]}")
    if not x2.is_floating_point():
        raise RuntimeError(f"cdist only supports floating-point dtypes, X2 got: {_LEGACY_NAMES[str(x2.dtype)]}")
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    mode = _CDIST_MODES[compute_mode]
    r1, r2 = x1.shape[-2], x2.shape[-2]
    if x1.numel() != 0 and x2.numel() != 0 and p == 2 and (mode == 1 or (mode == 0 and (r1 > 25 or r2 > 25))):
        # _euclidean_dist's expand meets a batch mismatch as infer_size does.
        _check_batches_broadcast(x1.shape[:-2], x2.shape[:-2])
        batch = list(torch.broadcast_shapes(x1.shape[:-2], x2.shape[:-2]))
        n = 1
        for k in batch:
            n *= k
        # _euclidean_dist's matmul meets mismatched dtypes first: mm's message for two
        # matrices, bmm's (other operand first) for a batch.
        if x1.dtype != x2.dtype:
            if n == 1:
                raise RuntimeError(
                    "expected m1 and m2 to have the same dtype, but got: "
                    f"{_TYPE_META_NAMES[str(x1.dtype)]} != {_TYPE_META_NAMES[str(x2.dtype)]}")
            raise RuntimeError(
                f"expected scalar type {_LEGACY_NAMES[str(x2.dtype)]} but found {_LEGACY_NAMES[str(x1.dtype)]}")
        # ATen folds the batch into one dim only when there is one: two matrices are
        # passed as they are (the kept result's shape shows in an in-place error).
        if not batch:
            return _euclidean_dist(x1, x2).view([r1, r2])
        a = x1.expand(batch + [r1, x1.shape[-1]]).reshape(n, r1, x1.shape[-1])
        b = x2.expand(batch + [r2, x2.shape[-1]]).reshape(n, r2, x2.shape[-1])
        return _euclidean_dist(a, b).view(batch + [r1, r2])
    if x1.numel() == 0 or x2.numel() == 0:
        # An empty result (or zeros, with no columns) in x1's dtype, before any kernel.
        return _native_node("CdistBackward0", lambda a, b: _cdist_direct(a, b.to(a.dtype), p), x1, x2)
    if x1.dtype in (torch.float16, torch.bfloat16):
        # ATen's cdist kernels are dispatched for float and double only.
        raise NotImplementedError(f"\"cdist\" not implemented for '{_LEGACY_NAMES[str(x1.dtype)]}'")
    if x1.dtype != x2.dtype:
        raise RuntimeError(
            f"expected scalar type {_LEGACY_NAMES[str(x1.dtype)]} but found {_LEGACY_NAMES[str(x2.dtype)]}"
        )
    return _native_node("CdistBackward0", lambda a, b: _cdist_direct(a, b, p), x1, x2)


# ------------------------------------------------------------------ torch.nn.functional


def _F_glu(input, dim=-1):
    if input.dim() == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    if not input.is_floating_point():
        raise NotImplementedError(f"\"glu_cpu\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    d = dim % input.dim()
    if input.shape[d] % 2 != 0:
        raise RuntimeError(f"Halving dimension must be even, but dimension {d} is size {input.shape[d]}")

    def kernel(x):
        # ATen's glu kernel computes a 16-bit float in float32 and rounds once.
        if x.dtype in (torch.float16, torch.bfloat16):
            return kernel(x.float()).to(x.dtype)
        a, b = x.chunk(2, d)
        return a * torch.sigmoid(b)

    # ATen's glu_backward: sigmoid(b) rounded to the input's type, times the gradient for
    # the first half; (1 - s) * s * a * g in the opmath type, rounded once, for the second.
    def formula(gs, x):
        a, b = x.chunk(2, d)
        g1, g2 = gs[0], gs[0]
        s = torch.sigmoid(b)
        first = s * g1
        if x.dtype in (torch.float16, torch.bfloat16):
            sf = s.float()
            second = ((1 - sf) * sf * a.float() * g2.float()).to(x.dtype)
        else:
            second = (1 - s) * s * a * g2
        return [torch.cat([first, second], d)]

    return _native_node("GluBackward0", kernel, input, formula=formula)


def _F_prelu(input, weight):
    # ATen's prelu: the weight reshaped to broadcast over the channel dim (a view node),
    # then one `_prelu_kernel` (PreluKernelBackward0).
    if input.dtype != weight.dtype:
        raise RuntimeError(
            f"prelu: Type promoting not supported. Got {_LEGACY_NAMES[str(input.dtype)]} and {_LEGACY_NAMES[str(weight.dtype)]}"
        )
    if weight.numel() != 1:
        if input.dim() == 0:
            raise RuntimeError("Not allow zero-dim input tensor.")
        channels = input.shape[1] if input.dim() > 1 else 1
        if channels != weight.numel():
            raise RuntimeError(
                f"Mismatch of parameter numbers and input channel size. Found parameter numbers = {weight.numel()} and channel size = {channels}."
            )
    if weight.dim() > 1:
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.dim()}")
    w = weight
    if input.dim() != weight.dim():
        shape = [1] * input.dim()
        if input.dim() > 1:
            shape[1] = weight.numel()
        w = weight.reshape(shape)

    def kernel(x, w):
        return torch.where(x > 0, x, w * x)

    return _native_node("PreluKernelBackward0", kernel, input, w)


def _F_pixel_shuffle(input, upscale_factor):
    r = upscale_factor
    if input.dim() < 3:
        raise RuntimeError(
            f"pixel_shuffle expects input to have at least 3 dimensions, but got input with {input.dim()} dimension(s)"
        )
    if r <= 0:
        raise RuntimeError(f"pixel_shuffle expects a positive upscale_factor, but got {r}")
    c, h, w = input.shape[-3], input.shape[-2], input.shape[-1]
    if c % (r * r) != 0:
        raise RuntimeError(
            f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of upscale_factor, but input.size(-3)={c} is not divisible by {r * r}"
        )
    batch = list(input.shape[:-3])
    oc = c // (r * r)

    def kernel(x):
        n = len(batch)
        y = x.reshape(batch + [oc, r, r, h, w])
        order = list(range(n)) + [n, n + 3, n + 1, n + 4, n + 2]
        shape = batch + [oc, h * r, w * r]
        # ATen resizes its output to the input's suggested memory format (NHWC stays NHWC).
        fmt = _suggested_format(x)
        out = torch.empty(shape, dtype=x.dtype, device=x.device, memory_format=fmt)
        return out.copy_(y.permute(order).reshape(shape))

    return _native_node("PixelShuffleBackward0", kernel, input)


def _F_pixel_unshuffle(input, downscale_factor):
    r = downscale_factor
    if input.dim() < 3:
        raise RuntimeError(
            f"pixel_unshuffle expects input to have at least 3 dimensions, but got input with {input.dim()} dimension(s)"
        )
    if r <= 0:
        raise RuntimeError(f"pixel_unshuffle expects a positive downscale_factor, but got {r}")
    c, h, w = input.shape[-3], input.shape[-2], input.shape[-1]
    if h % r != 0:
        raise RuntimeError(
            f"pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)={h} is not divisible by {r}"
        )
    if w % r != 0:
        raise RuntimeError(
            f"pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)={w} is not divisible by {r}"
        )
    batch = list(input.shape[:-3])

    def kernel(x):
        n = len(batch)
        y = x.reshape(batch + [c, h // r, r, w // r, r])
        order = list(range(n)) + [n, n + 2, n + 4, n + 1, n + 3]
        shape = batch + [c * r * r, h // r, w // r]
        # ATen resizes its output to the input's suggested memory format (NHWC stays NHWC).
        fmt = _suggested_format(x)
        out = torch.empty(shape, dtype=x.dtype, device=x.device, memory_format=fmt)
        return out.copy_(y.permute(order).reshape(shape))

    return _native_node("PixelUnshuffleBackward0", kernel, input)


def _F_pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    # ATen's pairwise_distance: the norm of x1 - x2 + eps over the innermost dimension.
    # It calls ATen's `norm` (NormBackward1), not Python's torch.norm (linalg.vector_norm).
    # `+ eps` is add(Tensor, Scalar) in C++: AddBackward1.
    d = max(x1.dim(), x2.dim()) - 1
    shifted = _native_node("AddBackward1", lambda t: t + eps, x1 - x2)
    return _native_node("NormBackward1", lambda t: torch.norm(t, p, d, keepdim), shifted)


def _F_rms_norm(input, normalized_shape, weight=None, eps=None):
    if isinstance(normalized_shape, int):
        normalized_shape = (normalized_shape,)
    n = len(normalized_shape)
    if list(input.shape[input.dim() - n :]) != list(normalized_shape):
        raise RuntimeError(
            f"Given normalized_shape={list(normalized_shape)}, expected input with shape [*{', '.join(str(s) for s in normalized_shape)}], but got input of size{list(input.shape)}"
        )
    dims = [input.dim() - i - 1 for i in range(n)]
    # ATen's rms_norm works in the input's opmath type (float32 for 16-bit floats), whose
    # epsilon is the default eps, and rounds the result back.
    opmath = torch.float32 if input.dtype in (torch.float16, torch.bfloat16) else input.dtype
    e = finfo(opmath).eps if eps is None else eps
    up = input.to(opmath) if opmath != input.dtype else input
    result = up.mul(torch.rsqrt(up.pow(2).mean(dims, keepdim=True).add_(e)))
    if weight is not None:
        result = result.mul(weight)
    # ATen's composite ends with `contiguous(input.suggest_memory_format())` (a permuted or
    # transposed input gives a row-major result, a channels-last one stays) and then casts
    # back: the result keeps the input's dtype whatever the weight's.
    result = result.contiguous(memory_format=_suggested_format(input))
    return result.to(input.dtype)


def _F_margin_ranking_loss(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(
            f"margin_ranking_loss : All input tensors should have same dimension but got sizes: input1: {input1.shape}, input2: {input2.shape}, target: {target.shape} "
        )
    return _apply_loss_reduction((-target * (input1 - input2) + margin).clamp_min_(0), reduction)


def _F_hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    zeros = torch.zeros_like(input)
    margin_clamp = (margin - input).clamp_min_(0)
    output_margin = torch.where(target != 1, margin_clamp, zeros)
    output_self = torch.where(target != -1, input, zeros)
    return _apply_loss_reduction(output_margin + output_self, reduction)


def _F_soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")

    if target.requires_grad and torch.is_grad_enabled():
        # derivatives.yaml gives soft_margin_loss no formula for target.
        raise RuntimeError(
            "The function 'soft_margin_loss' is not differentiable with respect to argument 'target'. This input cannot have requires_grad True."
        )

    def kernel(x, y):
        # The loss is computed in the input's dtype (the kernel's output type).
        return _apply_loss_reduction(torch.log1p(torch.exp(-x * y.to(x.dtype))), reduction)

    return _native_node("SoftMarginLossBackward0", kernel, input, target)


def _F_multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    loss = -(target * F.logsigmoid(input) + (1 - target) * F.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    C = input.size(class_dim)
    loss = loss.sum(dim=class_dim) / C
    if reduction == "none":
        return loss
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    raise ValueError(reduction + " is not valid")


def _F_multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    # ATen's multilabel_margin_loss: each sample's targets are the class indices before the
    # first -1 (a repeated one counts twice); the loss sums max(0, 1 - (x[t] - x[i])) over
    # those t and the classes i that are not targets, divided by the number of classes.
    reduction = _reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    if target.dtype != torch.int64:
        raise RuntimeError(f"expected scalar type Long but found {_LEGACY_NAMES[str(target.dtype)]}")
    if not input.is_floating_point():
        raise NotImplementedError(
            f"\"multilabel_margin_loss_forward_out_frame\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'"
        )
    if input.dim() > 2 or (input.dim() == 2 and input.shape[1] == 0) or (input.dim() == 1 and input.shape[0] == 0):
        raise RuntimeError(
            f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: {list(input.shape)}"
        )
    if list(target.shape) != list(input.shape):
        raise RuntimeError(
            f"inconsistent target size: {list(target.shape)} for input of size: {list(input.shape)}"
        )
    C = input.shape[-1] if input.dim() else 1
    t = target.reshape(-1, C)
    if t.numel() and bool(((t < -1) | (t >= C)).any()):
        raise RuntimeError("argument #2 'target' is out of range")
    # The entries before each row's first -1, and the classes they name.
    valid = (t == -1).cumsum(1) == 0
    named = t.clamp(min=0)
    is_target = torch.zeros(t.shape, dtype=input.dtype, device=input.device).scatter_reduce(
        1, named, valid.to(input.dtype), "amax"
    ) > 0
    pairs = valid.unsqueeze(2) & ~is_target.unsqueeze(1)

    def kernel(x):
        x2 = x.reshape(-1, C)
        xt = x2.gather(1, named)
        margins = torch.relu(1 - xt.unsqueeze(2) + x2.unsqueeze(1))
        per_sample = (margins * pairs).sum((1, 2)) / C
        if reduction == "none":
            return per_sample.reshape(input.shape[:-1]) if input.dim() == 2 else per_sample.reshape(())
        return per_sample.mean() if reduction == "mean" else per_sample.sum()

    return _native_node("MultilabelMarginLossBackward0", kernel, input)


def _F_poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    if log_input:
        loss = torch.exp(input) - target * input
    else:
        loss = input - target * torch.log(input + eps)
    if full:
        stirling = target * torch.log(target) - target + 0.5 * torch.log(2 * math.pi * target)
        loss += stirling.masked_fill(target <= 1, 0)
    return _apply_loss_reduction(loss, reduction)


def _F_gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    # torch/nn/functional.py's, line by line.
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * torch.ones_like(input)
    elif torch.any(var < 0):
        raise ValueError("var has negative entry/entries")
    if var.size() != input.size():
        if input.size()[:-1] == var.size():
            var = torch.unsqueeze(var, -1)
        elif input.ndim == var.ndim and sum(y for x, y in zip(input.size(), var.size(), strict=True) if x != y) == 1:
            pass
        else:
            raise ValueError("var is of incorrect size")
    if reduction != "none" and reduction != "mean" and reduction != "sum":
        raise ValueError(reduction + " is not valid")
    var = var.clone()
    with torch.no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)
    if full:
        loss += 0.5 * math.log(2 * math.pi)
    if reduction == "mean":
        return loss.mean()
    if reduction == "sum":
        return loss.sum()
    return loss


def _F_cosine_embedding_loss(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    targ_dim = target.dim()
    if targ_dim != 1 and targ_dim != 0:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if targ_dim == 1:
        if input1.dim() != 2 or input2.dim() != 2:
            raise RuntimeError(
                f"1D target tensor expects 2D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}."
            )
    elif input1.dim() != 1 or input2.dim() != 1:
        raise RuntimeError(
            f"0D target tensor expects 1D input tensors, but found inputs with sizes {list(input1.shape)} and {list(input2.shape)}."
        )
    prod_sum = (input1 * input2).sum(targ_dim)
    mag_square1 = (input1 * input1).sum(targ_dim) + 1e-12
    mag_square2 = (input2 * input2).sum(targ_dim) + 1e-12
    denom = (mag_square1 * mag_square2).sqrt_()
    cos = prod_sum / denom
    zeros = torch.zeros_like(cos)
    pos = 1 - cos
    neg = (cos - margin).clamp_min_(0)
    output_pos = torch.where(target == 1, pos, zeros)
    output_neg = torch.where(target == -1, neg, zeros)
    return _apply_loss_reduction(output_pos + output_neg, reduction)


def _F_triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None, reduce=None, reduction="mean"):
    reduction = _reduction(size_average, reduce, reduction)
    a_dim, p_dim, n_dim = anchor.dim(), positive.dim(), negative.dim()
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(
            f"The anchor, positive, and negative tensors are expected to have the same number of dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs"
        )
    dist_pos = _F_pairwise_distance(anchor, positive, p, eps)
    dist_neg = _F_pairwise_distance(anchor, negative, p, eps)
    if swap:
        dist_swap = _F_pairwise_distance(positive, negative, p, eps)
        dist_neg = torch.min(dist_neg, dist_swap)
    output = torch.clamp_min(margin + dist_pos - dist_neg, 0)
    return _apply_loss_reduction(output, reduction)


# ------------------------------------------------------------------ torch.nn modules


class GLU(Module):
    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.glu(input, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class PReLU(Module):
    def __init__(self, num_parameters=1, init=0.25, device=None, dtype=None):
        super().__init__()
        self.num_parameters = num_parameters
        self.init = init
        self.weight = Parameter(torch.empty(num_parameters, device=device, dtype=dtype))
        self.reset_parameters()

    def reset_parameters(self):
        torch.nn.init.constant_(self.weight, self.init)

    def forward(self, input):
        return F.prelu(input, self.weight)

    def extra_repr(self):
        return f"num_parameters={self.num_parameters}"


class PixelShuffle(Module):
    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, input):
        return F.pixel_shuffle(input, self.upscale_factor)

    def extra_repr(self):
        return f"upscale_factor={self.upscale_factor}"


class PixelUnshuffle(Module):
    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, input):
        return F.pixel_unshuffle(input, self.downscale_factor)

    def extra_repr(self):
        return f"downscale_factor={self.downscale_factor}"


class PairwiseDistance(Module):
    def __init__(self, p=2.0, eps=1e-6, keepdim=False):
        super().__init__()
        self.norm = p
        self.eps = eps
        self.keepdim = keepdim

    def forward(self, x1, x2):
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class CosineSimilarity(Module):
    def __init__(self, dim=1, eps=1e-8):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def forward(self, x1, x2):
        return F.cosine_similarity(x1, x2, self.dim, self.eps)


class RMSNorm(Module):
    def __init__(self, normalized_shape, eps=None, elementwise_affine=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if self.elementwise_affine:
            self.weight = Parameter(torch.empty(self.normalized_shape, device=device, dtype=dtype))
        else:
            self.register_parameter("weight", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            torch.nn.init.ones_(self.weight)

    def forward(self, x):
        return F.rms_norm(x, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class _Loss(Module):
    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__()
        self.reduction = _reduction(size_average, reduce, reduction)


class MarginRankingLoss(_Loss):
    def __init__(self, margin=0.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1, input2, target):
        return F.margin_ranking_loss(input1, input2, target, margin=self.margin, reduction=self.reduction)


class HingeEmbeddingLoss(_Loss):
    def __init__(self, margin=1.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input, target):
        return F.hinge_embedding_loss(input, target, margin=self.margin, reduction=self.reduction)


class SoftMarginLoss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input, target):
        return F.soft_margin_loss(input, target, reduction=self.reduction)


class MultiLabelMarginLoss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input, target):
        return F.multilabel_margin_loss(input, target, reduction=self.reduction)


class MultiLabelSoftMarginLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)

    def forward(self, input, target):
        return F.multilabel_soft_margin_loss(input, target, weight=self.weight, reduction=self.reduction)


class PoissonNLLLoss(_Loss):
    def __init__(self, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.log_input = log_input
        self.full = full
        self.eps = eps

    def forward(self, log_input, target):
        return F.poisson_nll_loss(log_input, target, log_input=self.log_input, full=self.full, eps=self.eps, reduction=self.reduction)


class GaussianNLLLoss(_Loss):
    def __init__(self, *, full=False, eps=1e-6, reduction="mean"):
        super().__init__(None, None, reduction)
        self.full = full
        self.eps = eps

    def forward(self, input, target, var):
        return F.gaussian_nll_loss(input, target, var, full=self.full, eps=self.eps, reduction=self.reduction)


class CosineEmbeddingLoss(_Loss):
    def __init__(self, margin=0.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1, input2, target):
        return F.cosine_embedding_loss(input1, input2, target, margin=self.margin, reduction=self.reduction)


class TripletMarginLoss(_Loss):
    def __init__(self, margin=1.0, p=2.0, eps=1e-6, swap=False, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        if margin <= 0:
            raise ValueError(f"TripletMarginLoss: expected margin to be greater than 0, got {margin} instead")
        self.margin = margin
        self.p = p
        self.eps = eps
        self.swap = swap

    def forward(self, anchor, positive, negative):
        return F.triplet_margin_loss(anchor, positive, negative, margin=self.margin, p=self.p, eps=self.eps, swap=self.swap, reduction=self.reduction)


class ConstantPad1d(_PadNd):
    _dims = 1

    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class ConstantPad2d(ConstantPad1d):
    _dims = 2

    def __init__(self, padding, value):
        super().__init__(padding, value)


class ConstantPad3d(ConstantPad1d):
    _dims = 3

    def __init__(self, padding, value):
        super().__init__(padding, value)


class ZeroPad1d(ConstantPad1d):
    _dims = 1

    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ZeroPad2d(ZeroPad1d):
    _dims = 2

    def __init__(self, padding):
        super().__init__(padding)


class ZeroPad3d(ZeroPad1d):
    _dims = 3

    def __init__(self, padding):
        super().__init__(padding)


# torch.X names for the functional entries PyTorch also puts under torch.
_torch_pixel_shuffle = _F_pixel_shuffle
_torch_pixel_unshuffle = _F_pixel_unshuffle
_torch_pairwise_distance = _F_pairwise_distance
_torch_prelu = _F_prelu
_torch_rms_norm = _F_rms_norm


# ------------------------------------------------------------------ torch.linalg: LU-based


class _LinAlgError(RuntimeError):
    # torch._C._LinAlgError (torch.linalg.LinAlgError): a RuntimeError.
    pass


def _check_float_square(A, fname):
    if A.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"{fname}: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )
    if not A.is_floating_point():
        raise NotImplementedError(
            f"{fname}: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(A.dtype)]}"
        )


def _refuse_low_precision(A, fname):
    # The LU-based functions have no half-type kernels: slogdet and logdet check first,
    # det and solve meet LAPACK's dispatch ("lu_cpu").
    if A.dtype in (torch.float16, torch.bfloat16):
        if fname in ("linalg.slogdet", "logdet"):
            raise NotImplementedError(
                f"{fname}: Low precision dtypes not supported. Got {_LEGACY_NAMES[str(A.dtype)]}")
        raise NotImplementedError(f'"lu_cpu" not implemented for \'{_LEGACY_NAMES[str(A.dtype)]}\'')


def _lu_eliminate(M, n):
    # LAPACK getrf's elimination on the rows of M (its n pivot columns, then any right-hand
    # sides): `_getrf` (linalg_lu.py) with the permutation's sign. The multipliers it leaves
    # below the diagonal are not read by the callers, which use U and the right-hand sides.
    LU, pivots, info = _getrf(M)
    swaps = sum(1 for k, p in enumerate(pivots) if p != k + 1)
    return LU, -1.0 if swaps % 2 else 1.0, info


def _back_substitute(U, B, n):
    # Solves U X = B for upper-triangular U, last row first.
    rows = [None] * n
    for i in range(n - 1, -1, -1):
        acc = B[i]
        if i + 1 < n:
            acc = acc - U[i, i + 1 :] @ torch.stack(rows[i + 1 :])
        rows[i] = acc / U[i, i]
    return torch.stack(rows)


def _solve_one(A, B, fname, singular):
    n = A.shape[0]
    if n == 0:
        return B.clone()
    M, _, info = _lu_eliminate(torch.cat([A, B], 1), n)
    if info:
        raise _LinAlgError(singular.format(info))
    return _back_substitute(M[:, :n], M[:, n:], n)


def _matrices(A, rows, cols):
    # A batch of matrices as one flat batch (the count spelled out: -1 cannot be inferred
    # when the matrices are empty).
    count = 1
    for k in A.shape[:-2]:
        count *= k
    return A.reshape(count, rows, cols)


def _column_major(X):
    # LAPACK writes each matrix column by column: PyTorch's results keep that layout. Written
    # into a fresh column-major tensor (an empty one's strides say so too, which
    # `.contiguous()` would not change).
    shape = list(X.shape[:-2]) + [X.shape[-1], X.shape[-2]]
    return torch.empty(shape, dtype=X.dtype, device=X.device).mT.copy_(X)


def _torch_linalg_inv(A, out=None):
    _check_float_square(A, "linalg.inv")
    _check_inv_dtype(A)
    n = A.shape[-1]
    singular = "linalg.inv: The diagonal element {} is zero, the inversion could not be completed because the input matrix is singular."

    def kernel(A):
        if A.is_meta:
            # No data: the layout only (no singular check, as PyTorch's meta kernel).
            return _column_major(torch.empty(A.shape, dtype=A.dtype, device=A.device))
        eye = torch.eye(n, dtype=A.dtype, device=A.device)
        if A.dim() == 2:
            return _column_major(_solve_one(A, eye, "linalg.inv", singular))
        flat = _matrices(A, n, n)
        inverses = [_solve_one(m, eye, "linalg.inv", singular).mT for m in flat.unbind(0)]
        if flat.shape[0] == 0:
            # Nothing to invert: an empty result, laid out column-major all the same.
            return torch.empty(A.shape, dtype=A.dtype, device=A.device).mT
        return torch.stack(inverses).mT.reshape(A.shape)

    return _native_node("LinalgInvExBackward0", kernel, A, formula=_inv_backward, from_results=True)


_torch_inverse = _torch_linalg_inv


def _torch_linalg_det(A, out=None):
    _check_float_square(A, "linalg.det")
    _refuse_low_precision(A, "linalg.det")
    n = A.shape[-1]

    def one(m):
        if n == 0:
            return torch.ones((), dtype=m.dtype, device=m.device)
        U, sign, _ = _lu_eliminate(m, n)
        return U.diagonal().prod() * sign

    def kernel(A):
        if A.is_meta:
            return torch.empty(A.shape[:-2], dtype=A.dtype, device=A.device)
        if A.dim() == 2:
            return one(A)
        flat = _matrices(A, n, n)
        if flat.shape[0] == 0:
            return torch.empty(A.shape[:-2], dtype=A.dtype, device=A.device)
        return torch.stack([one(m) for m in flat.unbind(0)]).reshape(A.shape[:-2])

    return _native_node("LinalgDetBackward0", kernel, A)


_torch_det = _torch_linalg_det


def _torch_linalg_solve(A, B, left=True, out=None):
    _check_float_square(A, "linalg.solve")
    n = A.shape[-1]
    # B is a vector (or a batch of them) when it has one dimension fewer than A and
    # matches A's leading shape, as linalg_solve_is_vector_rhs decides.
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and list(B.shape) == list(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    if not B.is_floating_point():
        raise NotImplementedError(
            f"linalg.solve: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(B.dtype)]}"
        )
    if Bm.dim() < 2 or Bm.shape[-2 if left else -1] != n:
        rows = Bm.shape[-2] if Bm.dim() >= 2 else Bm.shape[0]
        cols = Bm.shape[-1] if Bm.dim() >= 2 else 1
        equation = "AX = B" if left else "XA = B"
        raise RuntimeError(
            f"linalg.solve: Incompatible shapes of A and B for the equation {equation} ({A.shape[-2]}x{A.shape[-1]} and {rows}x{cols})"
        )
    if A.dtype != B.dtype:
        raise RuntimeError(
            f"linalg.solve: Expected A and B to have the same dtype, but found A of type {_LEGACY_NAMES[str(A.dtype)]} and B of type {_LEGACY_NAMES[str(B.dtype)]} instead"
        )
    _refuse_low_precision(A, "linalg.solve")
    singular = "torch.linalg.solve: The solver failed because the input matrix is singular."
    batch = torch.broadcast_shapes(A.shape[:-2], Bm.shape[:-2])

    def kernel(A, B):
        Bm = B.unsqueeze(-1) if vector else B
        if left:
            X = solve_left(A, Bm)
        else:
            # XA = B is A^T X^T = B^T: ATen factors A^T itself and hands back the
            # transposed (so row-major) solution.
            X = solve_left(A.mT, Bm.mT).mT
        if not vector:
            return X
        # ATen lays the vector result out column-major as if it were the matrix (batch, n):
        # a batch of vectors comes back with the batch varying fastest.
        X = X.squeeze(-1)
        return _column_major(X) if X.dim() >= 2 else X

    def solve_left(A, Bm):
        if A.is_meta:
            # No data: the layout only (no singular check, as PyTorch's meta kernel).
            shape = list(batch) + [n, Bm.shape[-1]]
            X = _column_major(torch.empty(shape, dtype=A.dtype, device=A.device))
        elif len(batch) == 0:
            X = _column_major(_solve_one(A, Bm, "linalg.solve", singular))
        else:
            As = _matrices(A.expand(list(batch) + [n, n]), n, n)
            Bs = _matrices(Bm.expand(list(batch) + list(Bm.shape[-2:])), n, Bm.shape[-1])
            shape = list(batch) + [n, Bm.shape[-1]]
            if As.shape[0] == 0:
                X = torch.empty(shape, dtype=A.dtype, device=A.device)
            else:
                parts = [_solve_one(a, b, "linalg.solve", singular).mT for a, b in zip(As.unbind(0), Bs.unbind(0))]
                X = torch.stack(parts).mT.reshape(shape)
        return X

    return _native_node("LinalgSolveExBackward0", kernel, A, B)


def _each_matrix(A, rows, cols, one, result_shapes):
    # Runs `one` on every matrix of a batch and stacks its results (a tuple of tensors),
    # each back to the batch's leading shape; an empty batch gives empty results of
    # `result_shapes` (trailing shapes).
    lead = list(A.shape[:-2])
    flat = _matrices(A, rows, cols)
    if flat.shape[0] == 0:
        return tuple(torch.empty(lead + list(s), dtype=A.dtype, device=A.device) for s in result_shapes)
    parts = [one(m) for m in flat.unbind(0)]
    return tuple(
        torch.stack([p[i] for p in parts]).reshape(lead + list(parts[0][i].shape))
        for i in range(len(parts[0]))
    )


def _torch_linalg_slogdet(A, out=None, _fname="linalg.slogdet"):
    _check_float_square(A, _fname)
    _refuse_low_precision(A, _fname)
    n = A.shape[-1]
    # LAPACK reads memory column by column: a row-major matrix is factored as its
    # transpose (the same determinant, other pivots), a column-major one as it is.
    as_is = n > 1 and A.mT.is_contiguous() and not A.is_contiguous()

    def one(m):
        if n == 0:
            one_ = torch.ones((), dtype=m.dtype, device=m.device)
            return one_, one_ * 0
        U, sign, _ = _lu_eliminate(m if as_is else m.mT, n)
        d = U.diagonal()
        # ATen: the permutation's sign times the product of the pivots' signs; a zero
        # pivot makes the sign 0 (-0. after an odd permutation) and log|det| -inf.
        return d.sign().prod() * sign, d.abs().log().sum()

    def kernel(A):
        if A.is_meta:
            lead = A.shape[:-2]
            return tuple(torch.empty(lead, dtype=A.dtype, device=A.device) for _ in range(2))
        if A.dim() == 2:
            return one(A)
        return _each_matrix(A, n, n, one, [(), ()])

    sign, logabsdet = _native_node("LinalgSlogdetBackward0", kernel, A)
    return _native.return_type("linalg_slogdet", (sign, logabsdet))


def _torch_slogdet(A, out=None):
    sign, logabsdet = _torch_linalg_slogdet(A)
    return _native.return_type("slogdet", (sign, logabsdet))


def _torch_logdet(A):
    # ATen's logdet: log|det| where the determinant is positive, NaN where negative.
    sign, logabsdet = _torch_linalg_slogdet(A, None, "logdet")
    nan = torch.full((), float("nan"), dtype=A.dtype, device=A.device)
    return torch.where(sign == -1, nan, logabsdet)


def _cholesky_one(m, n, fname, batch_index):
    # LAPACK potrf's lower factor, column by column: the pivot is what remains of the
    # diagonal after the columns before it; one that is not positive stops it.
    cols = []
    for j in range(n):
        rest = m[j:, j]
        if j > 0:
            Lp = torch.stack(cols, 1)
            rest = rest - Lp[j:] @ Lp[j]
        pivot = rest[0]
        if not pivot.item() > 0:
            where = "" if batch_index is None else f"(Batch element {batch_index}): "
            raise _LinAlgError(
                f"{fname}: {where}The factorization could not be completed because the input is not positive-definite (the leading minor of order {j + 1} is not positive-definite)."
            )
        # LAPACK's potrf takes the IEEE root (Tensor.sqrt is MKL's vector root).
        d = _native.sqrt_ieee(pivot)
        col = torch.cat([d.reshape(1), rest[1:] / d])
        if j > 0:
            col = torch.cat([torch.zeros(j, dtype=m.dtype, device=m.device), col])
        cols.append(col)
    return torch.stack(cols, 1) if n else m.clone()


def _torch_linalg_cholesky(A, upper=False, out=None):
    _check_float_square(A, "linalg.cholesky")
    _check_cholesky_dtype(A)
    n = A.shape[-1]

    def kernel(A):
        # upper=True factors the upper triangle (U^T U = A): the lower factor of A^T.
        S = A.mT if upper else A
        if S.is_meta:
            # No data: the layout only (no definiteness check, as PyTorch's meta kernel).
            L = torch.empty(S.shape, dtype=S.dtype, device=S.device)
        elif S.dim() == 2:
            L = _cholesky_one(S, n, "linalg.cholesky", None)
        else:
            flat = _matrices(S, n, n)
            if flat.shape[0] == 0:
                L = torch.empty(S.shape, dtype=S.dtype, device=S.device)
            else:
                L = torch.stack(
                    [_cholesky_one(m, n, "linalg.cholesky", i) for i, m in enumerate(flat.unbind(0))]
                ).reshape(S.shape)
        return _column_major(L.mT if upper else L)

    return _native_node("LinalgCholeskyExBackward0", kernel, A, formula=_cholesky_backward(upper), from_results=True)


def _cholesky_backward(upper):
    # derivatives.yaml's cholesky_backward (Murray 2016), read from the factor alone, so
    # a factorization stopped at a non-positive pivot (cholesky_ex's partial factor) gets
    # ATen's gradient too: Φ(Lᴴ gL) symmetrized, then L⁻ᴴ · L⁻¹ by triangular solves.
    def formula(grads, L):
        gL = grads[0]
        if upper:
            L, gL = L.mH, gL.mH
        gA = (L.mH @ gL).tril()
        gA = 0.5 * (gA + gA.tril(-1).mH)
        gA = torch.linalg.solve_triangular(L.mH, gA, upper=True, left=True)
        return [torch.linalg.solve_triangular(L, gA, upper=False, left=False)]

    return formula


def _inv_backward(grads, inverse):
    # derivatives.yaml's linalg_inv_ex: -A⁻ᴴ g A⁻ᴴ, read from the result alone.
    return [-(inverse.mH @ (grads[0] @ inverse.mH))]


def _householder_qr(A, m, n, complete):
    # LAPACK geqrf + orgqr: one Householder reflection per column (dlarfg: beta takes the
    # sign opposite to the column's first entry, so R's diagonal can be negative), then Q
    # as the product of the reflections applied to the identity's first columns. Not
    # differentiated for backward: where a column is already reduced (no reflection) its
    # derivative is not the factorization's (see `_qr_backward`).
    k = min(m, n)
    R = A
    reflections = []
    for j in range(k):
        x = R[j:, j]
        alpha = x[0]
        xnorm = x[1:].norm() if m - j > 1 else torch.zeros((), dtype=A.dtype, device=A.device)
        if xnorm.item() == 0:
            # dlarfg's tau = 0 (no reflection); the column below stays as it was.
            reflections.append((x[1:], None))
            continue
        beta = torch.hypot(alpha, xnorm) * -math.copysign(1.0, alpha.item())
        tau = (beta - alpha) / beta
        v = torch.cat([torch.ones(1, dtype=A.dtype, device=A.device), x[1:] / (alpha - beta)])
        block = R[j:, j:]
        block = block - tau * torch.outer(v, v @ block)
        R = torch.cat([R[:j], torch.cat([R[j:, :j], block], 1)], 0)
        reflections.append((v, tau))
    cols = m if complete else k
    Q = torch.eye(m, cols, dtype=A.dtype, device=A.device)
    for j in range(k - 1, -1, -1):
        v, tau = reflections[j]
        if tau is None:
            # dorg2r still writes the column below the diagonal as -tau * v: -0. for a
            # zero (torch.linalg.qr(torch.eye(2)).Q has a -0.).
            Q[j + 1 :, j] = -0.0 * v
            continue
        block = Q[j:]
        Q = torch.cat([Q[:j], block - tau * torch.outer(v, v @ block)], 0)
        # The same values as the product gives, with dorg2r's signs of zero.
        Q[j + 1 :, j] = -tau * v[1:]
    rows = m if complete else k
    return Q, R[:rows].triu()


def _torch_linalg_matrix_rank(A, tol=None, hermitian=False, atol=None, rtol=None, out=None):
    # PyTorch's rule: singular values (|eigenvalues| when hermitian) above
    # max(atol, rtol * the largest); rtol defaults to eps * max(m, n) when neither is
    # given, and to 0 when only atol is.
    if A.dim() < 2:
        raise RuntimeError(
            "torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions."
        )
    if A.dtype not in (torch.float32, torch.float64):
        raise RuntimeError("This function doesn't handle types other than float and double")
    if tol is not None:
        atol, rtol = tol, 0.0
    m, n = A.shape[-2], A.shape[-1]
    if atol is None and rtol is None:
        atol, rtol = 0.0, finfo(A.dtype).eps * max(m, n)
    elif atol is None:
        atol = 0.0
    elif rtol is None:
        rtol = 0.0 if atol > 0 else finfo(A.dtype).eps * max(m, n)
    with torch.no_grad():
        S = _torch_linalg_eigvalsh(A).abs() if hermitian else _torch_linalg_svdvals(A)
        if S.shape[-1] == 0:
            return torch.zeros(S.shape[:-1], dtype=torch.int64)
        top = S.amax(-1, keepdim=True)
        bound = torch.maximum(torch.full_like(top, atol), top * rtol)
        return (S > bound).sum(-1)


def _torch_linalg_qr(A, mode="reduced", out=None):
    if mode not in ("reduced", "r", "complete"):
        raise RuntimeError(
            f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', or 'complete'"
        )
    if A.dim() < 2:
        raise RuntimeError("linalg.qr: The input tensor A must have at least 2 dimensions.")
    if not A.is_floating_point():
        raise NotImplementedError(
            f"linalg.qr: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(A.dtype)]}"
        )
    if A.dtype not in (torch.float32, torch.float64):
        # LAPACK has no 16-bit floats.
        raise NotImplementedError(f"\"geqrf_cpu\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    complete = mode == "complete" and m > n
    q_cols = m if complete else k
    r_rows = m if complete else k

    def kernel(A):
        if A.is_meta:
            lead = list(A.shape[:-2])
            Q = torch.empty(lead + [m, q_cols], dtype=A.dtype, device=A.device)
            R = torch.empty(lead + [r_rows, n], dtype=A.dtype, device=A.device)
        elif A.dim() == 2:
            Q, R = _householder_qr(A, m, n, complete)
        else:
            Q, R = _each_matrix(
                A, m, n, lambda M: _householder_qr(M, m, n, complete), [(m, q_cols), (r_rows, n)]
            )
        if mode == "r":
            Q = torch.empty(0, dtype=A.dtype, device=A.device)
        else:
            Q = _column_major(Q)
        return Q, _column_major(R)

    Q, R = _native_node("LinalgQrBackward0", kernel, A, formula=_qr_backward(mode, m, n), from_results=True)
    return _native.return_type("linalg_qr", (Q, R))


def _qr_backward(mode, m, n):
    # derivatives.yaml's linalg_qr_backward, read from Q and R alone. Differentiating the
    # Householder composition instead would be wrong where a column is already reduced
    # (the swap matrix's): LAPACK skips that reflection, a jump in R's signs, while the
    # factorization is smooth there.
    def formula(grads, Q, R):
        if mode == "r":
            raise RuntimeError(
                "The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr."
            )
        if mode == "complete" and m > n:
            raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
        gQ, gR = grads
        if m >= n:
            return [_qr_grad_full_rank(Q, R, gQ, gR)]
        # A = Q [U V] with U square: U's block as a square QR whose Q also makes A's right
        # block Q V, and V's block through Q alone.
        U, V = R[..., :m], R[..., m:]
        gU, gV = gR[..., :m], gR[..., m:]
        left = _qr_grad_full_rank(Q, U, gQ + (Q @ V) @ gV.mH, gU)
        return [torch.cat([left, Q @ gV], -1)]

    return formula


def _qr_grad_full_rank(Q, R, gQ, gR):
    # m >= n: gA = (gQ + Q sym(M)) R⁻ᴴ with M = R gRᴴ - gQᴴ Q, sym copying M's lower
    # triangle onto its upper one.
    M = R @ gR.mH - gQ.mH @ Q
    B = gQ + Q @ (M.tril() + M.tril(-1).mH)
    return torch.linalg.solve_triangular(R.mH, B, upper=False, left=False)


# ------------------------------------------------------------------ torch.autograd.gradcheck


class GradcheckError(RuntimeError):
    # torch.autograd.gradcheck.GradcheckError.
    pass


def _autograd_gradcheck(
    func,
    inputs,
    eps=1e-6,
    atol=1e-5,
    rtol=1e-3,
    raise_exception=True,
    nondet_tol=0.0,
    check_undefined_grad=True,
    check_grad_dtypes=False,
    check_batched_grad=False,
    check_batched_forward_grad=False,
    check_forward_ad=False,
    check_backward_ad=True,
    fast_mode=False,
    masked=None,
):
    # gradcheck.py's slow mode: every output's Jacobian with respect to every input that
    # requires grad, by central differences and by autograd, compared with allclose.
    # (fast_mode's projection only makes the same comparison cheaper; it is run as slow.)
    tupled = (inputs,) if isinstance(inputs, torch.Tensor) else tuple(inputs)
    if not any(isinstance(t, torch.Tensor) and t.requires_grad for t in tupled):
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of them have requires_grad=True.")
    for name, on in (
        ("check_batched_grad", check_batched_grad),
        ("check_batched_forward_grad", check_batched_forward_grad),
    ):
        if on:
            raise NotImplementedError(f"gradcheck({name}=True) is not supported in stridelab (no vmap)")
    outs = func(*tupled)
    outs = (outs,) if isinstance(outs, torch.Tensor) else tuple(outs)
    wrt = [t for t in tupled if isinstance(t, torch.Tensor) and t.requires_grad]
    if check_backward_ad and not any(isinstance(o, torch.Tensor) and o.requires_grad for o in outs):
        # gradcheck.py's _check_no_differentiable_outputs: with no output autograd can
        # differentiate, every numerical derivative must be zero (a .detach() inside the
        # function is what this catches).
        for oi, out in enumerate(outs):
            if not isinstance(out, torch.Tensor) or not out.is_floating_point():
                continue
            for x in wrt:
                if _numerical_jacobian(func, tupled, oi, out, x, eps).ne(0).sum() > 0:
                    if not raise_exception:
                        return False
                    raise GradcheckError("Numerical gradient for function expected to be zero")
        return True
    # gradcheck.py's order: the backward-mode Jacobians, then the forward-mode ones.
    modes = ([_backward_jacobian] if check_backward_ad else []) + ([_forward_jacobian] if check_forward_ad else [])
    for analytical_of in modes:
        for oi, out in enumerate(outs):
            if not (isinstance(out, torch.Tensor) and out.requires_grad):
                continue
            for ii, x in enumerate(wrt):
                numerical = _numerical_jacobian(func, tupled, oi, out, x, eps)
                analytical = analytical_of(func, tupled, oi, out, x)
                if not torch.allclose(analytical, numerical, rtol, atol):
                    if not raise_exception:
                        return False
                    mode = "computed with forward mode " if analytical_of is _forward_jacobian else ""
                    raise GradcheckError(
                        f"Jacobian {mode}mismatch for output {oi:d} with respect to input {ii:d},\n"
                        f"numerical:{numerical}\nanalytical:{analytical}\n"
                    )
    return True


def _numerical_jacobian(func, tupled, oi, out, x, eps):
    # Central differences, one row per element of x. The function runs with grad mode as
    # the caller left it (gradgradcheck's function takes gradients itself); only the
    # perturbing writes go around autograd.
    numerical = torch.zeros(x.numel(), out.numel(), dtype=out.dtype)
    data = x.data
    for j in range(x.numel()):
        # The j-th element in logical order, addressed by its index: x may be any view
        # (a transposed or column-major input has no flat view).
        at, rest = [], j
        for size in reversed(data.shape):
            at.append(rest % size)
            rest //= size
        at = tuple(reversed(at))
        orig = data[at].item()
        data[at] = orig - eps
        below = _as_outputs(func(*tupled))[oi].detach().clone()
        data[at] = orig + eps
        above = _as_outputs(func(*tupled))[oi].detach().clone()
        data[at] = orig
        with torch.no_grad():
            numerical[j] = ((above - below) / (2 * eps)).reshape(-1)
    return numerical


def _backward_jacobian(func, tupled, oi, out, x):
    # One vector-Jacobian product per output element: the Jacobian's columns.
    analytical = torch.zeros(x.numel(), out.numel(), dtype=out.dtype)
    for k in range(out.numel()):
        g = torch.autograd.grad(out.reshape(-1)[k], [x], retain_graph=True, allow_unused=True)[0]
        if g is not None:
            analytical[:, k] = g.reshape(-1)
    return analytical


def _forward_jacobian(func, tupled, oi, out, x):
    # One Jacobian-vector product per element of x (a one-hot tangent on x, zero tangents
    # on the other inputs that require grad): the Jacobian's rows.
    fwAD = torch.autograd.forward_ad
    analytical = torch.zeros(x.numel(), out.numel(), dtype=out.dtype)
    for j in range(x.numel()):
        with fwAD.dual_level():
            duals = []
            for t in tupled:
                if isinstance(t, torch.Tensor) and t.requires_grad:
                    tangent = torch.zeros(t.numel(), dtype=t.dtype)
                    if t is x:
                        tangent[j] = 1.0
                    tangent = tangent.view(t.shape)
                    t = fwAD.make_dual(t.detach(), tangent)
                duals.append(t)
            res = fwAD.unpack_dual(_as_outputs(func(*duals))[oi]).tangent
            if res is not None:
                analytical[j] = res.reshape(-1)
    return analytical


def _as_outputs(v):
    return (v,) if isinstance(v, torch.Tensor) else tuple(v)


def _autograd_gradgradcheck(
    func,
    inputs,
    grad_outputs=None,
    eps=1e-6,
    atol=1e-5,
    rtol=1e-3,
    gen_non_contig_grad_outputs=False,
    raise_exception=True,
    nondet_tol=0.0,
    check_undefined_grad=True,
    check_grad_dtypes=False,
    check_batched_grad=False,
    check_fwd_over_rev=False,
    check_rev_over_rev=True,
    fast_mode=False,
    masked=False,
):
    # gradcheck.py's gradgradcheck: gradcheck of the function that maps (inputs, grad
    # outputs) to the gradients autograd computes with create_graph=True. Random grad
    # outputs are drawn as torch.testing.make_tensor draws them (uniform in [-1, 1) from
    # the global generator), so the draws later in the script stay PyTorch's.
    if not (check_fwd_over_rev or check_rev_over_rev):
        raise AssertionError("Expected at least one of check_fwd_over_rev or check_rev_over_rev to be True")
    if check_undefined_grad and not check_rev_over_rev:
        raise AssertionError("Setting check_undefined_grad=True requires check_rev_over_rev to be True")
    if check_batched_grad and not check_rev_over_rev:
        raise AssertionError("Setting check_batched_grad=True requires check_rev_over_rev to be True")
    if gen_non_contig_grad_outputs:
        raise NotImplementedError("gradgradcheck(gen_non_contig_grad_outputs=True) is not supported in stridelab")
    tupled_inputs = _as_outputs(inputs)
    if grad_outputs is None:
        outputs = tuple(o for o in _as_outputs(func(*tupled_inputs)) if o.requires_grad)
        made = []
        for x in outputs:
            dtype = x.dtype if x.is_floating_point() else torch.double
            g = torch.empty(x.shape, dtype=dtype, device=x.device).uniform_(-1, 1)
            g.requires_grad = True
            made.append(g)
        tupled_grad_outputs = tuple(made)
    else:
        tupled_grad_outputs = _as_outputs(grad_outputs)
    num_outputs = len(tupled_grad_outputs)
    diff_inputs = {i for i, x in enumerate(tupled_inputs) if isinstance(x, torch.Tensor) and x.requires_grad}
    diff_grads = {i for i, x in enumerate(tupled_grad_outputs) if x.requires_grad}

    def new_func(*args):
        input_args = tuple(x.requires_grad_() if i in diff_inputs else x for i, x in enumerate(args[:-num_outputs]))
        outs = tuple(o for o in _as_outputs(func(*input_args)) if o.requires_grad)
        grads = tuple(x.requires_grad_() if i in diff_grads else x for i, x in enumerate(args[-num_outputs:]))
        wrt = tuple(x for i, x in enumerate(input_args) if i in diff_inputs)
        grad_inputs = torch.autograd.grad(outs, wrt, grads, create_graph=True, allow_unused=True)
        return tuple(g for g in grad_inputs if g is not None)

    return _autograd_gradcheck(
        new_func,
        tupled_inputs + tupled_grad_outputs,
        eps=eps,
        atol=atol,
        rtol=rtol,
        raise_exception=raise_exception,
        nondet_tol=nondet_tol,
        check_undefined_grad=check_undefined_grad,
        check_grad_dtypes=check_grad_dtypes,
        check_batched_grad=check_batched_grad,
        fast_mode=fast_mode,
        check_forward_ad=check_fwd_over_rev,
        check_backward_ad=check_rev_over_rev,
        masked=masked,
    )


# ------------------------------------------------------------------ legacy typed storage

_STORAGE_TYPES = {
    "torch.float32": "FloatStorage",
    "torch.float64": "DoubleStorage",
    "torch.float16": "HalfStorage",
    "torch.bfloat16": "BFloat16Storage",
    "torch.int64": "LongStorage",
    "torch.int32": "IntStorage",
    "torch.int16": "ShortStorage",
    "torch.int8": "CharStorage",
    "torch.uint8": "ByteStorage",
    "torch.bool": "BoolStorage",
}


class TypedStorage:
    # `Tensor.storage()`: the whole flat buffer behind a tensor, elements of its dtype from
    # storage offset 0, whatever part the tensor itself views. Reads and writes go to the
    # same memory as the tensor's.
    def __init__(self, flat):
        self._flat = flat
        self.dtype = flat.dtype
        self.device = flat.device

    def __len__(self):
        return self._flat.shape[0]

    def size(self):
        return self._flat.shape[0]

    def _index(self, i):
        n = self._flat.shape[0]
        if i < -n or i >= n:
            raise IndexError(f"index {i} out of range for storage of size {n}")
        return i + n if i < 0 else i

    def __getitem__(self, i):
        if isinstance(i, slice):
            raise RuntimeError("slices are only supported in UntypedStorage.__getitem__")
        return self._flat[self._index(i)].item()

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            self._flat[i] = value
        else:
            self._flat[self._index(i)] = value

    def __iter__(self):
        return iter(self.tolist())

    def tolist(self):
        return self._flat.tolist()

    def data_ptr(self):
        return self._flat.data_ptr()

    def element_size(self):
        return self._flat.element_size()

    def nbytes(self):
        return self._flat.shape[0] * self._flat.element_size()

    def is_shared(self):
        return self._flat.untyped_storage().is_shared()

    def share_memory_(self):
        self._flat.untyped_storage().share_memory_()
        return self

    def is_pinned(self):
        return False

    def untyped(self):
        return self._flat.untyped_storage()

    @property
    def _untyped_storage(self):
        return self._flat.untyped_storage()

    def pickle_storage_type(self):
        return _STORAGE_TYPES[str(self.dtype)]

    def resizable(self):
        return True

    def type(self):
        return "torch." + _STORAGE_TYPES[str(self.dtype)]

    def clone(self):
        return TypedStorage(self._flat.clone())

    def __copy__(self):
        return self.clone()

    def __deepcopy__(self, memo):
        return self.clone()

    def cpu(self):
        return TypedStorage(self._flat.cpu())

    def fill_(self, value):
        self._flat.fill_(value)
        return self

    def copy_(self, source, non_blocking=None):
        self._flat.untyped_storage().copy_(source)
        return self

    def _to(self, dtype):
        return TypedStorage(self._flat.to(dtype))

    def double(self):
        return self._to(torch.float64)

    def float(self):
        return self._to(torch.float32)

    def half(self):
        return self._to(torch.float16)

    def bfloat16(self):
        return self._to(torch.bfloat16)

    def long(self):
        return self._to(torch.int64)

    def int(self):
        return self._to(torch.int32)

    def short(self):
        return self._to(torch.int16)

    def char(self):
        return self._to(torch.int8)

    def byte(self):
        return self._to(torch.uint8)

    def bool(self):
        return self._to(torch.bool)

    def __getattr__(self, name):
        raise AttributeError(f"'torch.storage.TypedStorage' object has no attribute '{name}'")

    def __repr__(self):
        info = f"[torch.storage.TypedStorage(dtype={self.dtype}, device={self.device}) of size {len(self)}]"
        return " " + "\n ".join(str(v) for v in self.tolist()) + "\n" + info

    def __str__(self):
        return self.__repr__()


_typed_storage_warned = [False]


def _torch_storage(input):
    # `Tensor.storage()` warns once per process (torch/storage.py's
    # `_warn_typed_storage_removal`); the methods it then warns in never warn again.
    if not _typed_storage_warned[0]:
        import warnings

        _typed_storage_warned[0] = True
        warnings.warn("TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the only storage class. This should only matter to you if you are using storages directly.  To access UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()", UserWarning, stacklevel=2)
    n = len(input.untyped_storage()) // input.element_size()
    return TypedStorage(input.detach().as_strided((n,), (1,), 0))


# ------------------------------------------------------------------ pdist, bilinear, multi_margin_loss, renorm, rrelu


def _native_inplace_node(node, compute, formula, input):
    # An in-place ATen kernel with its own node (`renorm_`, `rrelu_`): `input` takes the
    # value of `compute(input)` and the node's history; `formula(grads, original)` is the
    # backward, on the input as it was before (kept as a copy).
    if input._base is not None:
        # A view: its base's history must take the change (CopySlices), as the native
        # copy_ records it (with PyTorch's checks on views of leaves).
        return input.copy_(_native_node(node, compute, input.clone(), formula=formula))
    if input.is_leaf and input.requires_grad and torch.is_grad_enabled():
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
    fn = _NATIVE_NODES.get(("inplace", node))
    if fn is None:

        class _InplaceKernel(torch.autograd.Function):
            @staticmethod
            def forward(ctx, compute, formula, x):
                ctx.formula = formula
                ctx.compute = compute
                ctx.original = x.clone()
                # Written through `.data`: mark_dirty bumps the version, once, as the
                # native in-place kernel does.
                x.data.copy_(compute(x))
                ctx.mark_dirty(x)
                return x

            @staticmethod
            def jvp(ctx, _compute, _formula, tx):
                # The composition again, on the value as it was with its tangent.
                fwAD = torch.autograd.forward_ad
                out = ctx.compute(fwAD.make_dual(ctx.original, tx))
                t = fwAD.unpack_dual(out).tangent
                return torch.zeros_like(out) if t is None else t

            @staticmethod
            def backward(ctx, grad):
                got = ctx.formula([grad], ctx.original)[0]
                return None, None, None if got is None else got.contiguous()

        _InplaceKernel._stridelab_node_name = node
        fn = _InplaceKernel
        _NATIVE_NODES[("inplace", node)] = fn
    return fn.apply(compute, formula, input)


def _F_pdist(input, p=2):
    # ATen's pdist: a 2-D floating input, made contiguous (CloneBackward0 when it is not),
    # then one `_pdist_forward` kernel (PdistBackward0): the p-norm distance of each pair of
    # rows i < j, in row-major order of the pairs; its backward is `_pdist_backward`'s.
    _tensor_arg("pdist", "input", 1, input)
    if input.dim() != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.dim()}D")
    if not input.is_floating_point():
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    if input.dtype in (torch.float16, torch.bfloat16):
        raise NotImplementedError(f"\"pdist\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    p = float(p)
    x = input.contiguous()
    n, m = x.shape[0], x.shape[1]
    pairs = torch.triu_indices(n, n, 1, device=x.device)
    rows, cols = pairs[0], pairs[1]

    def diffs(t):
        return t.index_select(0, rows) - t.index_select(0, cols)

    def kernel(t):
        if n <= 1:
            return torch.empty(0, dtype=t.dtype, device=t.device)
        if m == 0:
            return torch.zeros(rows.shape[0], dtype=t.dtype, device=t.device)
        d = diffs(t).abs()
        if p == 0:
            return (d != 0).to(t.dtype).sum(1)
        if p == 1:
            return d.sum(1)
        if p == 2:
            # pdist's kernel: std::sqrt.
            return _native.sqrt_ieee((d * d).sum(1))
        if p == math.inf:
            return d.amax(1)
        return d.pow(p).sum(1).pow(1.0 / p)

    def formula(gs, t):
        # The CPU kernel's per-p derivatives (DistanceOpsKernel.cpp), per pair, added to row
        # i and taken from row j.
        if p == 0 or n <= 1 or m == 0:
            return [torch.zeros_like(t)]
        diff = diffs(t)
        g = gs[0].unsqueeze(1)
        dist = kernel(t).unsqueeze(1)
        zero = torch.zeros_like(diff)
        if p == 1:
            each = g * torch.sign(diff)
        elif p == 2:
            each = torch.where(dist == 0, zero, g * diff / dist)
        elif p == math.inf:
            each = g * torch.sign(diff) * (diff.abs() == dist).to(t.dtype)
        elif p < 2:
            each = torch.sign(diff) * diff.abs().pow(p - 1) * g / dist.pow(p - 1)
            each = torch.where(dist == 0, zero, each)
            if p < 1:
                each = torch.where(diff == 0, zero, each)
        else:
            each = torch.where(dist == 0, zero, diff * diff.abs().pow(p - 2) * g / dist.pow(p - 1))
        grad = torch.zeros_like(t).index_add_(0, rows, each)
        return [grad.index_add_(0, cols, -each)]

    return _native_node("PdistBackward0", kernel, x, formula=formula)


def _torch_pdist(input, p=2):
    return _F_pdist(input, p)


# c10's TypeMeta names, which a few ATen messages print for a dtype (bilinear, baddbmm,
# multi_dot, the window functions).
_TYPE_META_NAMES = {
    "torch.float32": "float",
    "torch.float64": "double",
    "torch.float16": "c10::Half",
    "torch.bfloat16": "c10::BFloat16",
    "torch.int64": "long int",
    "torch.int32": "int",
    "torch.int16": "short int",
    "torch.int8": "signed char",
    "torch.uint8": "unsigned char",
    "torch.bool": "bool",
    "torch.complex64": "c10::complex<float>",
    "torch.complex128": "c10::complex<double>",
}


def _F_bilinear(input1, input2, weight, bias=None):
    # ATen's bilinear: both inputs flattened to (-1, features) by reshape, one `_trilinear`
    # kernel (TrilinearBackward0), its (N, out) result reshaped to the batch shape
    # (ViewBackward0), then `+ bias` (AddBackward0).
    for i, (name, t) in enumerate((("input1", input1), ("input2", input2), ("weight", weight))):
        _tensor_arg("bilinear", name, i + 1, t)
    names = [_TYPE_META_NAMES.get(str(t.dtype), str(t.dtype)) for t in (input1, input2, weight)]
    if bias is not None:
        _tensor_arg("bilinear", "bias", 4, bias)
        if not (input1.dtype == input2.dtype and input1.dtype == weight.dtype and input1.dtype == bias.dtype):
            b = _TYPE_META_NAMES.get(str(bias.dtype), str(bias.dtype))
            raise RuntimeError(
                f"All tensors must have the same dtype, got input1: {names[0]}, input2: {names[1]}, weight: {names[2]}, bias: {b}"
            )
    elif not (input1.dtype == input2.dtype and input1.dtype == weight.dtype):
        raise RuntimeError(f"All tensors must have the same dtype, got input1: {names[0]}, input2: {names[1]}, weight: {names[2]}")
    if input1.dim() != input2.dim():
        raise RuntimeError(f"bilinear(): input dimensions do not match: got {input1.dim()} and {input2.dim()}")
    for i in range(input1.dim() - 1):
        if input1.size(i) != input2.size(i):
            raise RuntimeError(
                f"bilinear(): input batch dimensions do not match at dim {i}: got {input1.size(i)} and {input2.size(i)}"
            )
    if input1.size(input1.dim() - 1) != weight.size(1):
        raise RuntimeError(
            f"bilinear(): input1 size does not match weight size: got {input1.size(input1.dim() - 1)} but expected {weight.size(1)}"
        )
    if input2.size(input2.dim() - 1) != weight.size(2):
        raise RuntimeError(
            f"bilinear(): input2 size does not match weight size: got {input2.size(input2.dim() - 1)} but expected {weight.size(2)}"
        )
    if bias is not None and bias.size(0) != weight.size(0):
        raise RuntimeError(f"bilinear(): bias size does not match weight size: got {bias.size(0)} but expected {weight.size(0)}")
    output_size = list(input1.shape[:-1]) + [weight.size(0)]
    a = input1.reshape(-1, input1.size(-1))
    b = input2.reshape(-1, input2.size(-1))
    out_f, in1, in2 = weight.shape[0], weight.shape[1], weight.shape[2]

    def trilinear(x1, w, x2):
        # out[n, o] = sum_ij x1[n, i] w[o, i, j] x2[n, j]
        t = torch.matmul(x1, w.transpose(0, 1).reshape(in1, out_f * in2))
        return (t.reshape(-1, out_f, in2) * x2.unsqueeze(1)).sum(2).contiguous()

    output = _native_node("TrilinearBackward0", trilinear, a, weight, b).view(output_size)
    if bias is not None:
        output = output + bias
    return output


def _torch_bilinear(input1, input2, weight, bias=None):
    return _F_bilinear(input1, input2, weight, bias)


def _F_multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction="mean"):
    # torch/nn/functional.py's checks, then ATen's CPU kernel (LossMultiMargin.cpp): per
    # sample, sum over the classes d != y of max(0, margin - x[y] + x[d])^p (times w[y]), over
    # the number of classes; the samples' mean or sum accumulated in double.
    reduction = _reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    _tensor_arg("multi_margin_loss", "input", 1, input)
    _tensor_arg("multi_margin_loss", "target", 2, target)
    if weight is not None and weight.requires_grad and torch.is_grad_enabled():
        raise RuntimeError(
            "The function 'multi_margin_loss' is not differentiable with respect to argument 'weight'. This input cannot have requires_grad True."
        )
    nd = input.dim()
    if not ((nd == 2 and input.shape[1] != 0) or (nd == 1 and input.shape[0] != 0) or nd == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: {list(input.shape)}")
    if nd <= 1:
        nframe, dim = 1, (1 if nd == 0 else input.shape[0])
    else:
        nframe, dim = input.shape[0], input.shape[1]
    if not (target.dim() <= 1 and target.numel() == nframe):
        raise RuntimeError(
            "multi_margin_loss: target tensor should be 1-D with size equal to the number of input samples (batch size). "
            f"Expected target size [{nframe}], but got {list(target.shape)}. Input has shape {list(input.shape)}."
        )
    if weight is not None and not (weight.dim() <= 1 and weight.numel() == dim):
        raise RuntimeError(f"inconsistent weight size, expected {dim} but got {list(weight.shape)}")
    scalar_out = reduction != "none" or target.dim() == 0
    if input.numel() == 0:
        # No sample: ATen returns its output unwritten (an empty 'none', an uninitialised
        # scalar); zero stands for the latter.
        shape = [] if scalar_out else [nframe]
        return torch.zeros(shape, dtype=input.dtype, device=input.device)
    if input.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"multi_margin_loss_cpu_kernel\" not implemented for '{_LEGACY_NAMES[str(input.dtype)]}'")
    if target.dtype != torch.int64:
        raise RuntimeError(f"expected scalar type Long but found {_LEGACY_NAMES[str(target.dtype)]}")
    if weight is not None and weight.dtype != input.dtype:
        raise RuntimeError(
            f"expected scalar type {_LEGACY_NAMES[str(input.dtype)]} but found {_LEGACY_NAMES[str(weight.dtype)]}"
        )
    if isinstance(margin, torch.Tensor):
        margin = margin.item()
    tgt = target.reshape(nframe, 1).to(input.device)
    if bool(((tgt < 0) | (tgt >= dim)).any()):
        raise RuntimeError("target out of range")
    classes = torch.arange(dim, device=input.device).unsqueeze(0)
    is_target = classes == tgt
    w_t = None if weight is None else weight.to(input.device).index_select(0, tgt.reshape(-1)).unsqueeze(1)

    def margins(x):
        x2 = x.reshape(nframe, dim)
        z = margin - x2.gather(1, tgt) + x2
        return z, (z > 0) & ~is_target

    def kernel(x):
        z, keep = margins(x)
        h = z if p == 1 else z * z
        if w_t is not None:
            h = h * w_t
        per = torch.where(keep, h, torch.zeros_like(h)).sum(1) / dim
        if reduction == "none":
            return per if target.dim() > 0 else per.reshape([])
        total = per.to(torch.float64).sum()
        if reduction == "mean":
            total = total / nframe
        return total.to(x.dtype)

    def formula(gs, x):
        # multi_margin_loss_backward_cpu_kernel: g = 1/(nframe*dim) for the mean, else 1/dim.
        z, keep = margins(x)
        g = torch.tensor(1.0 / (nframe * dim) if reduction == "mean" else 1.0 / dim, dtype=x.dtype, device=x.device)
        h = g.expand(z.shape) if p == 1 else 2 * g * z
        if w_t is not None:
            h = h * w_t
        h = torch.where(keep, h, torch.zeros_like(h))
        grad = torch.where(is_target, -h.sum(1, keepdim=True), h)
        go = gs[0]
        grad = grad * (go if scalar_out else go.reshape(nframe, 1))
        return [grad.reshape(x.shape)]

    return _native_node("MultiMarginLossBackward0", kernel, input, formula=formula)


def _renorm_parts(input, p, dim, maxnorm):
    # renorm's checks (its meta function, then the dim and vector_norm's dtype), and the
    # dims every slice's norm is taken over: all but `dim`.
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {_g(maxnorm)}")
    nd = input.dim()
    if nd <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {nd} dimensions")
    if dim < -nd or dim >= nd:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-nd}, {nd - 1}], but got {dim})")
    d = dim % nd
    if not (input.is_floating_point() or str(input.dtype).startswith("torch.complex")):
        raise NotImplementedError(
            f"linalg.vector_norm: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(input.dtype)]}"
        )
    return float(p), float(maxnorm), [k for k in range(nd) if k != d]


def _renorm_norm(x, p, dims):
    # The norm in the accumulation type (float for the 16-bit floats).
    if x.dtype in (torch.float16, torch.bfloat16):
        x = x.float()
    return torch.linalg.vector_norm(x, p, dims, keepdim=True)


def _renorm_kernel(p, maxnorm, dims):
    def kernel(x):
        norm = _renorm_norm(x, p, dims)
        limit = torch.tensor(maxnorm, dtype=norm.dtype, device=norm.device)
        factor = torch.where(norm > limit, limit / (norm + 1e-7), torch.ones_like(norm))
        return (x * factor.to(x.dtype)).contiguous()

    return kernel


def _renorm_formula(p, maxnorm, dims):
    # derivatives.yaml's renorm_backward, with norm_backward's per-p cases.
    def formula(gs, x):
        grad = gs[0]
        # The backward's norm is in the CPU accumulation type (double for float32), unlike
        # the forward's: `7 + 1e-7` must not round back to 7 (PyTorch's grad 8.2e-09, not 0).
        acc = torch.float32 if x.dtype in (torch.float16, torch.bfloat16) else torch.float64
        norm = torch.linalg.vector_norm(x, p, dims, keepdim=True, dtype=acc)
        go = (x * grad).sum(dims, keepdim=True, dtype=norm.dtype)
        if p == 1:
            nb = x.sgn() * go
        elif p == 2:
            nb = go * (x / norm).masked_fill(norm == 0, 0)
        elif p == math.inf:
            mask = (x.abs() == norm) | x.isnan()
            nb = x.sgn() * ((go / mask.sum(dims, keepdim=True)) * mask)
        elif p < 1:
            nb = x.sgn() * x.abs().pow(p - 1).masked_fill(x == 0, 0) * go * norm.pow(1 - p)
        elif p < 2:
            nb = x.sgn() * x.abs().pow(p - 1) * (go / norm.pow(p - 1)).masked_fill(norm == 0, 0)
        else:
            nb = x * x.abs().pow(p - 2) * (go / norm.pow(p - 1)).masked_fill(norm == 0, 0)
        invnorm = (norm + 1e-7).reciprocal()
        factor = invnorm * maxnorm
        return [torch.where(norm > maxnorm, factor * (grad - invnorm * nb), grad).to(x.dtype)]

    return formula


def _torch_renorm(input, p, dim, maxnorm):
    # ATen's renorm: each slice along `dim` whose p-norm (over all the other dims) exceeds
    # maxnorm is scaled by maxnorm / (norm + 1e-7); one kernel (RenormBackward0).
    _tensor_arg("renorm", "input", 1, input)
    p, maxnorm, dims = _renorm_parts(input, p, dim, maxnorm)
    return _native_node("RenormBackward0", _renorm_kernel(p, maxnorm, dims), input, formula=_renorm_formula(p, maxnorm, dims))


def _torch_renorm_(input, p, dim, maxnorm):
    p, maxnorm, dims = _renorm_parts(input, p, dim, maxnorm)
    return _native_inplace_node("RenormBackward0", _renorm_kernel(p, maxnorm, dims), _renorm_formula(p, maxnorm, dims), input)


def _rrelu_parts(fname, input, lower, upper, training, generator):
    # ATen's rrelu / rrelu_with_noise: the bounds' check, then (training) the noise drawn as
    # `rrelu_with_noise_out_cpu` draws it, or (eval) leaky_relu with the mean slope. Returns
    # (kernel, backward formula).
    _tensor_arg(fname, "input", 1, input)
    if float(lower) > float(upper):
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    dt = input.dtype
    if not training:
        if not input.is_floating_point():
            raise NotImplementedError(f"\"leaky_relu_cpu\" not implemented for '{_LEGACY_NAMES[str(dt)]}'")
        slope = (float(lower) + float(upper)) / 2

        def kernel(x):
            return torch.where(x > 0, x, x * slope).contiguous()

        def formula(gs, x):
            return [torch.where(x > 0, gs[0], gs[0] * slope)]

        return kernel, formula
    if dt not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"rrelu_with_noise_out_cpu\" not implemented for '{_LEGACY_NAMES[str(dt)]}'")
    # For each element <= 0, in element order, one at::uniform_real_distribution<double>
    # draw (53 bits of one random64) between the bounds rounded to the input's dtype (its
    # op-math type), as u * (upper - lower) + lower in double without a fused multiply-add,
    # then rounded to that dtype. `uniform_(0, 1)` of float64 gives u itself.
    lo = torch.tensor(float(lower), dtype=dt).item()
    hi = torch.tensor(float(upper), dtype=dt).item()
    non_positive = (input <= 0).reshape(-1)
    k = int(non_positive.sum().item())
    u = torch.empty(k, dtype=torch.float64, device=input.device).uniform_(0.0, 1.0, generator=generator)
    noise = torch.ones(input.numel(), dtype=dt, device=input.device)
    noise[non_positive] = (u * (hi - lo) + lo).to(dt)
    noise = noise.reshape(input.shape)

    def kernel(x):
        return (x * noise).contiguous()

    def formula(gs, x):
        return [noise * gs[0]]

    return kernel, formula


def _torch_rrelu(input, lower=0.125, upper=0.3333333333333333, training=False, generator=None):
    kernel, formula = _rrelu_parts("rrelu", input, lower, upper, training, generator)
    return _native_node("RreluWithNoiseBackward0", kernel, input, formula=formula)


def _torch_rrelu_(input, lower=0.125, upper=0.3333333333333333, training=False, generator=None):
    kernel, formula = _rrelu_parts("rrelu_", input, lower, upper, training, generator)
    return _native_inplace_node("RreluWithNoiseBackward1", kernel, formula, input)


def _feature_dropout(input, p, training, inplace):
    # ATen's _dropout_impl<feature_dropout=true>: one Bernoulli draw per (sample, channel),
    # a noise tensor of shape (N, C, 1, ...) divided by 1 - p, multiplied in.
    if p == 0 or not training or input.numel() == 0:
        return input
    if input.dim() < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    if p == 1:
        zero = torch.zeros((), dtype=input.dtype)
        return input.mul_(zero) if inplace else input * zero
    noise = input.new_empty(tuple(input.shape[:2]) + (1,) * (input.dim() - 2))
    noise.bernoulli_(1 - p)
    noise.div_(1 - p)
    return input.mul_(noise) if inplace else input * noise


def _dropout_p_check(p):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def _feature_dropout_unbatched(input, p, training, inplace, batched):
    # dropout1d/3d: an input without its batch dim gets one for the draw.
    if batched:
        return _feature_dropout(input, p, training, inplace)
    input = input.unsqueeze_(0) if inplace else input.unsqueeze(0)
    result = _feature_dropout(input, p, training, inplace)
    return result.squeeze_(0) if inplace else result.squeeze(0)


def _F_dropout1d(input, p=0.5, training=True, inplace=False):
    _dropout_p_check(p)
    if input.dim() not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note that dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    return _feature_dropout_unbatched(input, p, training, inplace, input.dim() == 3)


def _F_dropout2d(input, p=0.5, training=True, inplace=False):
    # Other ranks only warn in PyTorch (a deprecation) and get feature dropout as they are;
    # a 3-D input is taken as (N, C, L), as PyTorch still does.
    _dropout_p_check(p)
    return _feature_dropout(input, p, training, inplace)


def _F_dropout3d(input, p=0.5, training=True, inplace=False):
    _dropout_p_check(p)
    return _feature_dropout_unbatched(input, p, training, inplace, input.dim() == 5)


def _F_rrelu(input, lower=0.125, upper=0.3333333333333333, training=False, inplace=False):
    if inplace:
        return _torch_rrelu_(input, lower, upper, training)
    return _torch_rrelu(input, lower, upper, training)


def _F_rrelu_(input, lower=0.125, upper=0.3333333333333333, training=False, generator=None):
    return _torch_rrelu_(input, lower, upper, training, generator)


class Bilinear(Module):
    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in1_features = in1_features
        self.in2_features = in2_features
        self.out_features = out_features
        self.weight = Parameter(torch.empty((out_features, in1_features, in2_features), device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_features, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        bound = 1 / math.sqrt(self.weight.size(1))
        init.uniform_(self.weight, -bound, bound)
        if self.bias is not None:
            init.uniform_(self.bias, -bound, bound)

    def forward(self, input1, input2):
        return F.bilinear(input1, input2, self.weight, self.bias)

    def extra_repr(self):
        return (
            f"in1_features={self.in1_features}, in2_features={self.in2_features}, "
            f"out_features={self.out_features}, bias={self.bias is not None}"
        )


class MultiMarginLoss(_Loss):
    def __init__(self, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        if p != 1 and p != 2:
            raise ValueError("only p == 1 and p == 2 supported")
        if weight is not None and weight.dim() != 1:
            raise ValueError(f"MultiMarginLoss: expected weight to be None or 1D tensor, got {weight.dim()}D instead")
        self.p = p
        self.margin = margin

    def forward(self, input, target):
        return F.multi_margin_loss(input, target, p=self.p, margin=self.margin, weight=self.weight, reduction=self.reduction)


class RReLU(Module):
    def __init__(self, lower=1.0 / 8, upper=1.0 / 3, inplace=False):
        super().__init__()
        self.lower = lower
        self.upper = upper
        self.inplace = inplace

    def forward(self, input):
        return F.rrelu(input, self.lower, self.upper, self.training, self.inplace)

    def extra_repr(self):
        inplace = ", inplace=True" if self.inplace else ""
        return f"lower={self.lower}, upper={self.upper}{inplace}"


# ---- Tensor.apply_ (torch/csrc/utils/tensor_apply.cpp): the callable on every element in
# index order, its results stored back as the tensor's dtype stores a Python number.
def _torch_fill_diagonal_(input, fill_value, wrap=False):
    # ATen's composite: fill_ through an as_strided view of the main diagonal (the stride
    # is the sum of every dim's stride), so a graph gets CopySlices as PyTorch's does. A
    # tall matrix with wrap=True starts again N+1 rows down, as NumPy's fill_diagonal.
    if not isinstance(wrap, bool):
        raise TypeError(f"fill_diagonal_(): argument 'wrap' must be bool, not {type(wrap).__name__}")
    n = input.dim()
    if n < 2:
        raise RuntimeError("dimensions must larger than 1")
    height, width = input.shape[0], input.shape[1]
    if n > 2 and any(s != height for s in input.shape[1:]):
        raise RuntimeError("all dimensions of input must be of equal length")
    step = sum(input.stride())
    size = min(height, width)
    offset = input.storage_offset()
    input.as_strided((size,), (step,), offset).fill_(fill_value)
    if wrap and n == 2 and height > width + 1:
        wrap_size = (input.numel() + width) // (width + 1) - size
        start = offset + input.stride(0) * (width + 1)
        input.as_strided((wrap_size,), (step,), start).fill_(fill_value)
    return input


def _torch_apply_(input, fn):
    if input.requires_grad:
        raise RuntimeError(
            "Can't call apply_() on Variable that requires grad. Use var.detach().apply_() instead."
        )

    def each(v):
        if isinstance(v, list):
            return [each(x) for x in v]
        r = fn(v)
        if isinstance(r, torch.Tensor) and r.numel() == 1:
            r = r.item()
        if not isinstance(r, (bool, int, float)):
            raise TypeError(f"must be real number, not {type(r).__name__}")
        return r

    mapped = each(input.tolist())
    with torch.no_grad():
        input.copy_(torch.tensor(mapped, dtype=input.dtype))
    return input


# ---- torch.nn.init written in Python, as torch/nn/init.py writes them.
def _init_eye_(tensor):
    if tensor.ndimension() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    with torch.no_grad():
        tensor.copy_(torch.eye(tensor.shape[0], tensor.shape[1], dtype=tensor.dtype))
    return tensor


def _init_dirac_(tensor, groups=1):
    dimensions = tensor.ndimension()
    if dimensions not in [3, 4, 5]:
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tensor.size()
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_chans_per_grp = sizes[0] // groups
    min_dim = min(out_chans_per_grp, sizes[1])
    with torch.no_grad():
        tensor.zero_()
        for g in range(groups):
            for d in range(min_dim):
                if dimensions == 3:
                    tensor[g * out_chans_per_grp + d, d, tensor.size(2) // 2] = 1
                elif dimensions == 4:
                    tensor[g * out_chans_per_grp + d, d, tensor.size(2) // 2, tensor.size(3) // 2] = 1
                else:
                    tensor[
                        g * out_chans_per_grp + d,
                        d,
                        tensor.size(2) // 2,
                        tensor.size(3) // 2,
                        tensor.size(4) // 2,
                    ] = 1
    return tensor


def _init_sparse_(tensor, sparsity, std=0.01, generator=None):
    if tensor.ndimension() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    rows, cols = tensor.shape
    num_zeros = int(math.ceil(sparsity * rows))
    with torch.no_grad():
        tensor.normal_(0, std, generator=generator)
        for col_idx in range(cols):
            row_indices = torch.randperm(rows)
            zero_indices = row_indices[:num_zeros]
            tensor[zero_indices, col_idx] = 0
    return tensor


_init_sparse = _init_sparse_


# ---- torch.combinations, as ATen (2.15) writes it: a mask over the r-dimensional index grid
# keeping the index tuples in (strictly, without replacement) increasing order, its true
# positions stacked as a contiguous (C, r) index, and the input indexed by it (IndexBackward0;
# the index's layout is the result's, so r = 1 gives strides (1, 1)).
def _torch_combinations(input, r=2, with_replacement=False):
    if input.dim() != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {list(input.shape)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return torch.empty(0, dtype=input.dtype, device=input.device)
    n = input.numel()
    index = torch.meshgrid([torch.arange(n, device=input.device)] * r, indexing="ij")
    mask = torch.ones([n] * r, dtype=torch.bool, device=input.device)
    for i in range(r - 1):
        step = index[i] <= index[i + 1] if with_replacement else index[i] < index[i + 1]
        mask = mask & step
    return input[torch.stack([g.masked_select(mask) for g in index], 1)]


def _F_instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True, momentum=0.1, eps=1e-5):
    # ATen's instance_norm: each (sample, channel) pair becomes a channel of a batch of one,
    # normalised by batch_norm; the running statistics (if any) are repeated per sample and
    # averaged back over the samples afterwards.
    if use_input_stats:
        size = input.size()
        spatial = 1
        for i in range(2, len(size)):
            spatial *= size[i]
        if spatial == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size {size}")
    if not use_input_stats and (running_mean is None or running_var is None):
        raise RuntimeError("Expected running_mean and running_var to be defined when use_input_stats is false")
    b, c = input.size(0), input.size(1)
    shape = [1, b * c] + list(input.shape[2:])
    reshaped = input.contiguous().view(shape)

    def per_sample(t):
        return None if t is None else t.repeat(b)

    mean_ = per_sample(running_mean)
    var_ = per_sample(running_var)
    out = F.batch_norm(reshaped, mean_, var_, per_sample(weight), per_sample(bias), use_input_stats, momentum, eps)
    with torch.no_grad():
        if running_mean is not None:
            running_mean.copy_(mean_.view(b, c).mean(0, False))
        if running_var is not None:
            running_var.copy_(var_.view(b, c).mean(0, False))
    return out.view(input.size())


def _F_gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    # Gumbel noise -log(Exp(1)) drawn as torch/nn/functional.py draws it, so the stream
    # matches; `hard` returns one-hot values with the soft sample's gradient.
    gumbels = -torch.empty_like(logits).exponential_().log()
    gumbels = (logits + gumbels) / tau
    y_soft = gumbels.softmax(dim)
    if hard:
        index = y_soft.max(dim, keepdim=True)[1]
        y_hard = torch.zeros_like(logits).scatter_(dim, index, 1.0)
        return y_hard - y_soft.detach() + y_soft
    return y_soft


def _torch_norm_except_dim(v, pow=2, dim=0):
    # ATen's norm_except_dim: the norm over every dimension but `dim`, kept as size 1.
    if dim == -1:
        return v.norm(pow)
    if dim == 0:
        shape = [v.size(0)] + [1] * (v.dim() - 1)
        return v.contiguous().view(v.size(0), -1).norm(pow, 1).view(shape)
    if dim == v.dim() - 1:
        shape = [1] * (v.dim() - 1) + [v.size(-1)]
        return v.contiguous().view(-1, v.size(-1)).norm(pow, 0).view(shape)
    return _torch_norm_except_dim(v.transpose(0, dim), pow, 0).transpose(0, dim)


def _torch__weight_norm(v, g, dim=0):
    # w = v * (g / ||v||): over the first or last dimension ATen runs its fused kernel,
    # whose node is WeightNormInterfaceBackward0; elsewhere the composition itself.
    v = v.contiguous()
    g = g.contiguous()
    fused = v.dtype != torch.float16 and g.dtype != torch.float16 and (dim == 0 or dim == v.dim() - 1)
    compute = lambda v, g: v * (g / _torch_norm_except_dim(v, 2, dim))
    if fused:
        return _native_node("WeightNormInterfaceBackward0", compute, v, g)
    return compute(v, g)


# ------------------------------------------------------------------ embedding_bag


def _bag_max_winners(vals, starts, keep, n, bags):
    # ATen's max mode: a bag's first kept row, replaced only by a strictly greater value
    # (so the first of equal maxima wins, a NaN first stays, -inf stays -inf). Returns the
    # winning row per (bag, column) and whether the bag had a kept row at all.
    dim = vals.shape[1]
    ends = starts.tolist()[1:] + [n]
    winners = torch.zeros(bags, dim, dtype=torch.int64, device=vals.device)
    has = torch.zeros(bags, 1, dtype=torch.bool, device=vals.device)
    kept = keep.tolist()
    for b, (lo, hi) in enumerate(zip(starts.tolist(), ends)):
        rows = [r for r in range(lo, min(hi, n)) if kept[r]]
        if not rows:
            continue
        has[b] = True
        cur = vals[rows[0]]
        at = torch.full((dim,), rows[0], dtype=torch.int64, device=vals.device)
        for r in rows[1:]:
            better = vals[r] > cur
            cur = torch.where(better, vals[r], cur)
            at = torch.where(better, torch.full_like(at, r), at)
        winners[b] = at
    return winners, has


def _F_embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    # torch/nn/functional.py's checks, then ATen's _embedding_bag as one node: each bag's
    # rows (padding_idx's left out) summed, averaged or maxed; an empty bag gives zeros.
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(
            f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it must have the same shape as the input ({input.shape})"
        )
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError(
                "if input is 2D, then offsets has to be None, as input is treated is a mini-batch of fixed length sequences. However, found "
                f"offsets of type {type(offsets)}"
            )
        # One bag per row: the offsets made here have no end marker.
        include_last_offset = False
        offsets = torch.arange(0, input.numel(), input.size(1), dtype=input.dtype, device=input.device)
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    if mode == "max":
        if scale_grad_by_freq:
            raise ValueError("max mode does not support scaling the gradient by the frequency")
        if sparse:
            raise ValueError("max mode does not support sparse weights")
    elif mode not in ("sum", "mean"):
        raise ValueError("mode has to be one of sum, mean or max")
    if max_norm is not None:
        with torch.no_grad():
            torch.nn.functional.embedding(input, weight, None, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(
            f"embedding_bag: per_sample_weights was not None. per_sample_weights is only supported for mode='sum' (got mode='{mode}'). Please open a feature request on GitHub."
        )
    if not weight.is_floating_point():
        raise RuntimeError(
            f"Expected tensor for argument #1 'weight' to have one of the following scalar types: Half, BFloat16, Float, Double; but got {weight.type()} instead (while checking arguments for embedding_bag)"
        )
    if padding_idx is not None:
        rows_ = weight.shape[0]
        if padding_idx < -rows_ or padding_idx >= rows_:
            raise RuntimeError(
                f"padding_idx must be within the number of embeddings, -{rows_} through {rows_ - 1}, but got {padding_idx}"
            )
        if padding_idx < 0:
            padding_idx += rows_
    for name, t in (("indices", input), ("offsets", offsets)):
        if t.dtype not in (torch.int64, torch.int32):
            number = 1 if name == "indices" else 2
            raise RuntimeError(
                f"Expected tensor for argument #{number} '{name}' to have one of the following scalar types: Long, Int; but got {t.type()} instead (while checking arguments for embedding_bag)"
            )
    n = input.numel()
    rows = weight.shape[0]
    input = input.reshape(-1) if input.dim() else input
    if weight.is_meta:
        # No data: one row per bag, no index or offset read (PyTorch's meta kernel checks
        # none). The node's input edge stays, as a bag of nothing's does below.
        bags = offsets.numel() - (1 if include_last_offset else 0)
        meta_kernel = lambda weight, *psw: torch.zeros(max(bags, 0), weight.shape[1], dtype=weight.dtype, device=weight.device) + weight.sum() * 0
        extra = () if per_sample_weights is None else (per_sample_weights,)
        return _native_node("EmbeddingBagBackward0", meta_kernel, weight, *extra)
    if n:
        bad = ((input < 0) | (input >= rows)).nonzero()
        if bad.numel():
            i = int(bad[0, 0])
            raise RuntimeError(f"Index {i} of input takes value {int(input[i])} which is not in the valid range [0, {rows})")
    if offsets.numel() and int(offsets[0]) != 0:
        # ATen prints the offending 0-d tensor after the sentence.
        raise RuntimeError(
            f"offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from position 0. However, got {int(offsets[0])}\n[ {offsets.type()}{{}} ]"
        )
    if offsets.numel() and int(offsets[-1]) > n:
        raise RuntimeError(
            f"offsets[-1] can not be greater than input's length {n} but got offsets[-1] of {int(offsets[-1])}"
        )
    if offsets.numel() > 1 and bool((offsets[1:] < offsets[:-1]).any()):
        raise RuntimeError(
            "Expected i < index_size to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)"
        )
    tail = include_last_offset and offsets.numel() > 1 and int(offsets[-1]) != n
    if tail and (mode != "sum" or padding_idx is not None):
        # PyTorch's docs make offsets[-1] the number of indices; it does not check, and past
        # it its paths disagree: sum stops at offsets[-1], mean divides by the count to the
        # end, max and padding_idx read to the end, and their backwards follow neither. No
        # answer to copy, so refused (decisions.md, stop 68); a plain sum is consistent.
        raise NotImplementedError(
            f"embedding_bag with include_last_offset=True, mode='{mode}'{'' if padding_idx is None else ' and padding_idx'} needs offsets[-1] to be the number of indices ({n}), got {int(offsets[-1])}: PyTorch does not check this and its forward and backward then disagree, so stridelab refuses it"
        )
    starts = offsets[:-1] if include_last_offset else offsets
    bags = starts.numel()
    # Each index's bag: how many bag starts are at or before it, less one.
    bag_of = torch.searchsorted(starts.long(), torch.arange(n, device=input.device), right=True) - 1
    keep = input != padding_idx if padding_idx is not None else torch.ones(n, dtype=torch.bool, device=input.device)
    if tail:
        keep = keep & (torch.arange(n, device=input.device) < int(offsets[-1]))
    keep = keep & (bag_of >= 0)
    bag_of = bag_of.clamp(min=0)
    idx = input.long()
    dim = weight.shape[1]
    if mode == "max":
        winners, has = _bag_max_winners(weight.detach().index_select(0, idx), starts, keep, n, bags)

    def kernel(weight, *psw):
        # scale_grad_by_freq: each index's gradient over its count in the whole input
        # (ATen's compute_counts, padding indices counted), which is embedding's own scaling.
        picked = torch.nn.functional.embedding(idx, weight, scale_grad_by_freq=True) if scale_grad_by_freq else weight.index_select(0, idx)
        if psw:
            picked = picked * psw[0].unsqueeze(1)
        if mode == "max":
            if n == 0:
                return torch.zeros(bags, dim, dtype=weight.dtype, device=weight.device) + picked.sum() * 0
            # Each (bag, column) takes its winning row's value: the gradient goes there.
            chosen = picked.gather(0, winners)
            return torch.where(has, chosen, torch.zeros((), dtype=weight.dtype, device=weight.device))
        picked = picked * keep.unsqueeze(1).to(weight.dtype)
        out = torch.zeros(bags, dim, dtype=weight.dtype, device=weight.device)
        if n and bags:
            out = out.index_add(0, bag_of, picked)
        if mode == "mean":
            counts = torch.zeros(bags, dtype=weight.dtype, device=weight.device)
            if n and bags:
                counts = counts.index_add(0, bag_of, keep.to(weight.dtype))
            out = out / counts.clamp(min=1).unsqueeze(1)
        return out

    if sparse and weight.requires_grad and torch.is_grad_enabled():
        # A sparse gradient for the weight (torch._sparse_grad).
        import torch._sparse_grad as sparse_grad
        return sparse_grad.embedding_bag(
            kernel, weight, idx, bag_of, keep, starts, n, mode, padding_idx, per_sample_weights,
            scale_grad_by_freq,
        )
    extra = () if per_sample_weights is None else (per_sample_weights,)
    return _native_node("EmbeddingBagBackward0", kernel, weight, *extra)


# ---------------------------------------------------------------- types.GenericAlias / UnionType
# What `list[int]` and `int | None` make in CPython 3.11 (PEP 585/604): annotations are
# evaluated when a def runs, so modern hints (`-> tuple[Tensor, Tensor]`, `x: Tensor | None`)
# must evaluate. The interpreter calls `_generic_alias` for a subscripted built-in type and
# `_union_type` for `|` between types.
def _type_repr(obj):
    if obj is ...:
        return "..."
    if obj is None or obj is type(None):
        return "None"
    if isinstance(obj, type):
        mod = getattr(obj, "__module__", "builtins")
        qualname = getattr(obj, "__qualname__", obj.__name__)
        return qualname if mod == "builtins" else mod + "." + qualname
    return repr(obj)


class GenericAlias:
    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args if isinstance(args, tuple) else (args,)

    def __repr__(self):
        inner = ", ".join(_type_repr(a) for a in self.__args__) if self.__args__ else "()"
        return _type_repr(self.__origin__) + "[" + inner + "]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return _union_type(self, other)

    def __ror__(self, other):
        return _union_type(other, self)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")


GenericAlias.__module__ = "types"


class UnionType:
    def __init__(self, args):
        self.__args__ = args

    def __repr__(self):
        return " | ".join(_type_repr(a) for a in self.__args__)

    def __or__(self, other):
        return _union_type(self, other)

    def __ror__(self, other):
        return _union_type(other, self)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        for a in self.__args__:
            if isinstance(a, GenericAlias):
                raise TypeError("isinstance() argument 2 cannot be a parameterized generic")
        return any(isinstance(obj, a) for a in self.__args__)

    def __subclasscheck__(self, cls):
        return any(issubclass(cls, a) for a in self.__args__)


UnionType.__module__ = "types"


def _generic_alias(origin, args):
    return GenericAlias(origin, args)


def _union_type(left, right):
    def parts(x):
        if x is None:
            return (type(None),)
        if isinstance(x, UnionType):
            return x.__args__
        return (x,)

    args = []
    for p in parts(left) + parts(right):
        if not any(p is q or p == q for q in args):
            args.append(p)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))
