# torch.sparse: sparse COO tensors, after ATen's SparseTensorImpl and its CPU kernels
# (SparseTensor.cpp, SparseTensorMath.cpp). A sparse tensor is a `Tensor` of this module:
# an int64 `indices` tensor (sparse_dim x nnz), a `values` tensor (nnz, *dense dims), the
# size and the coalesced flag. Every computation is composed of dense ops (index_add_,
# index_put_ with accumulate, unique), so gradients reach dense operands through them;
# where ATen records one node (`MmBackward0`, `SparseAddmmBackward0`), a Function named
# after it does. Gradients with respect to the sparse tensor's own values are refused.
import torch

_LONG = torch.int64


def _backend_error(op):
    # The first sentences of the dispatcher's error for an op with no SparseCPU kernel.
    return NotImplementedError(
        f"Could not run 'aten::{op}' with arguments from the 'SparseCPU' backend. This could be "
        "because the operator doesn't exist for this backend, or was omitted during the "
        "selective/custom build process (if using custom build). If you are a Facebook employee "
        "using PyTorch on mobile, please visit https://fburl.com/ptmfixes for possible resolutions.")


# Ops PyTorch runs on sparse COO tensors that stridelab does not: refused by name rather
# than with the dispatcher's error, which would claim PyTorch lacks them.
_PYTORCH_HAS = {
    "abs", "sqrt", "pow", "sin", "sinh", "tan", "tanh", "asin", "asinh", "atan", "atanh",
    "expm1", "log1p", "ceil", "floor", "round", "trunc", "sign", "sgn", "relu", "square",
    "isnan", "isinf", "nan_to_num", "frac", "deg2rad", "rad2deg", "erf", "erfinv",
    "signbit", "sparse_mask", "index_select", "narrow_copy", "unsqueeze", "permute",
    "softmax", "log_softmax", "addmm", "mv", "hspmm", "smm", "sspaddmm", "zero_", "copy_",
    "resize_as_", "sparse_resize_", "mul_", "add_", "div_", "sub_", "neg_", "to_sparse_csr",
    "to_sparse_csc", "to_sparse_bsr", "to_sparse_bsc", "any", "cat", "stack", "max", "amax",
}

_DTYPE_WORDS = {
    torch.float32: "Float", torch.float64: "Double", torch.float16: "Half",
    torch.bfloat16: "BFloat16", torch.int64: "Long", torch.int32: "Int",
    torch.int16: "Short", torch.int8: "Char", torch.uint8: "Byte", torch.bool: "Bool",
}


def _refuse_values_grad(s, op):
    if s._rg and torch.is_grad_enabled():
        raise NotImplementedError(
            f"stridelab: {op} of a sparse tensor that requires grad is not supported: gradients "
            "with respect to a sparse tensor's values are not implemented (detach() it, or build "
            "it from values that do not require grad)")


def _wrap_dim(d, n):
    lo, hi = (-n, n - 1) if n > 0 else (-1, 0)
    if d < lo or d > hi:
        raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {d})")
    return d + n if d < 0 else d


def _is_sparse(x):
    return isinstance(x, Tensor)


class Tensor:
    # `type(s)` prints as PyTorch's `<class 'torch.Tensor'>`.
    __module__ = "torch"
    # The mark `isinstance(s, torch.Tensor)` reads (builtins/mod.rs): `_native` is only
    # visible to the library's own modules, so no script class can carry it.
    _stridelab_sparse = _native

    def __init__(self, indices, values, size, coalesced, requires_grad=False):
        self._i = indices
        self._v = values
        self._size = torch.Size(size)
        self._coalesced = coalesced
        self._rg = requires_grad

    # -- protocol ----------------------------------------------------------------------
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        f = _HANDLED.get(func)
        if f is None:
            raise _backend_error(getattr(func, "__name__", str(func)))
        return f(*args, **(kwargs or {}))

    def __getattr__(self, name):
        if name.startswith("__") or not hasattr(torch.Tensor, name):
            raise AttributeError(f"'Tensor' object has no attribute '{name}'")
        def refused(*args, **kwargs):
            if name in _PYTORCH_HAS:
                raise NotImplementedError(
                    f"stridelab: Tensor.{name} of a sparse COO tensor is not supported yet")
            raise _backend_error(name)
        return refused

    def __repr__(self):
        return _repr(self)

    def __str__(self):
        return _repr(self)

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        raise _backend_error("eq.Tensor")

    def __ne__(self, other):
        raise _backend_error("ne.Tensor")

    def __len__(self):
        if len(self._size) == 0:
            raise TypeError("len() of a 0-d tensor")
        return self._size[0]

    # -- attributes --------------------------------------------------------------------
    @property
    def shape(self):
        return self._size

    @property
    def dtype(self):
        return self._v.dtype

    @property
    def device(self):
        return self._v.device

    @property
    def layout(self):
        return torch.sparse_coo

    @property
    def is_sparse(self):
        return True

    @property
    def is_cuda(self):
        return False

    @property
    def is_leaf(self):
        return True

    @property
    def grad(self):
        return None

    @property
    def grad_fn(self):
        return None

    @property
    def requires_grad(self):
        return self._rg

    @property
    def ndim(self):
        return len(self._size)

    @property
    def data(self):
        return Tensor(self._i, self._v, self._size, self._coalesced)

    @property
    def T(self):
        return self.t()

    @property
    def mT(self):
        return self.transpose(-2, -1)

    def size(self, dim=None):
        if dim is None:
            return self._size
        return self._size[_wrap_dim(dim, len(self._size))]

    def dim(self):
        return len(self._size)

    def ndimension(self):
        return len(self._size)

    def numel(self):
        n = 1
        for k in self._size:
            n *= k
        return n

    def nelement(self):
        return self.numel()

    def element_size(self):
        return self._v.element_size()

    def is_floating_point(self):
        return self._v.is_floating_point()

    def is_complex(self):
        return False

    def sparse_dim(self):
        return self._i.shape[0]

    def dense_dim(self):
        return self._v.dim() - 1

    def _nnz(self):
        return self._i.shape[1]

    def is_coalesced(self):
        return self._coalesced

    def _indices(self):
        return self._i

    def _values(self):
        return self._v

    def indices(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get indices on an uncoalesced tensor, please call .coalesce() first")
        return self._i

    def values(self):
        if not self._coalesced:
            raise RuntimeError("Cannot get values on an uncoalesced tensor, please call .coalesce() first")
        return self._v

    def type(self, dtype=None):
        if dtype is None:
            return "torch.sparse." + _DTYPE_WORDS[self.dtype] + "Tensor"
        return self.to(dtype)

    def stride(self, dim=None):
        # SparseTensorImpl keeps zero strides.
        if dim is None:
            return (0,) * len(self._size)
        _wrap_dim(dim, len(self._size))
        return 0

    def storage(self):
        raise NotImplementedError("Cannot access storage of SparseTensorImpl")

    def untyped_storage(self):
        raise NotImplementedError("Cannot access storage of SparseTensorImpl")

    def data_ptr(self):
        raise RuntimeError("Cannot access data pointer of Tensor that doesn't have storage")

    def is_contiguous(self, memory_format=None):
        return False

    def contiguous(self, memory_format=None):
        raise RuntimeError("unsupported memory format option Contiguous")

    def view(self, *shape):
        raise _backend_error("view")

    def reshape(self, *shape):
        raise RuntimeError("reshape is not implemented for sparse tensors")

    def numpy(self, force=False):
        raise TypeError("can't convert Sparse layout tensor to numpy. Use Tensor.to_dense() first.")

    def item(self):
        if self.numel() != 1:
            raise RuntimeError(f"a Tensor with {self.numel()} elements cannot be converted to Scalar")
        return self.to_dense().item()

    # -- autograd flags ----------------------------------------------------------------
    def requires_grad_(self, requires_grad=True):
        if requires_grad and not self._v.is_floating_point():
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        self._rg = requires_grad
        return self

    def detach(self):
        return Tensor(self._i, self._v.detach(), self._size, self._coalesced)

    def clone(self, memory_format=None):
        return Tensor(self._i.clone(), self._v.clone(), self._size, self._coalesced, self._rg)

    # -- conversions -------------------------------------------------------------------
    def to(self, *args, **kwargs):
        dtype = kwargs.get("dtype")
        for a in args:
            if isinstance(a, torch.dtype):
                dtype = a
            elif isinstance(a, Tensor) or isinstance(a, torch.Tensor):
                dtype = a.dtype
        if dtype is None or dtype == self.dtype:
            return self
        _refuse_values_grad(self, "to")
        return Tensor(self._i, self._v.to(dtype), self._size, self._coalesced)

    def double(self):
        return self.to(torch.float64)

    def float(self):
        return self.to(torch.float32)

    def half(self):
        return self.to(torch.float16)

    def long(self):
        return self.to(torch.int64)

    def int(self):
        return self.to(torch.int32)

    def bool(self):
        return self.to(torch.bool)

    def cpu(self):
        return self

    def to_sparse(self, sparse_dim=None):
        if sparse_dim is not None and sparse_dim != self.sparse_dim():
            raise RuntimeError(
                "to_sparse: conversion from Sparse to Sparse with sparse_dim argument !=self.sparse_dim() is not supported")
        return self

    def to_sparse_coo(self):
        return self

    def to_dense(self, dtype=None, *, masked_grad=None):
        if dtype is not None:
            raise RuntimeError("dtype argument is not supported by sparse_to_dense")
        _refuse_values_grad(self, "to_dense")
        out = torch.zeros(self._size, dtype=self.dtype, device=self._v.device)
        if self._i.shape[0] == 0:
            return out + self._v.sum(0)
        return out.index_put_(tuple(self._i.unbind(0)), self._v, accumulate=True)

    def coalesce(self):
        if self._coalesced:
            return self
        _refuse_values_grad(self, "coalesce")
        return _coalesced(self._i, self._v, self._size)

    # -- math --------------------------------------------------------------------------
    def t(self):
        if self.sparse_dim() > 2 or self.dense_dim() > 0:
            raise RuntimeError(
                f"t() expects a tensor with <= 2 sparse and 0 dense dimensions, but got "
                f"{self.sparse_dim()} sparse and {self.dense_dim()} dense dimensions")
        if self.dim() < 2:
            return self
        return self.transpose(0, 1)

    def t_(self):
        r = self.t()
        self._i, self._v, self._size, self._coalesced = r._i, r._v, r._size, r._coalesced
        return self

    def transpose(self, dim0, dim1):
        n = self.dim()
        d0, d1 = _wrap_dim(dim0, n), _wrap_dim(dim1, n)
        sd = self.sparse_dim()
        size = list(self._size)
        size[d0], size[d1] = size[d1], size[d0]
        if d0 == d1:
            return self
        if d0 < sd and d1 < sd:
            rows = list(range(sd))
            rows[d0], rows[d1] = d1, d0
            return Tensor(self._i[rows], self._v, size, False, self._rg)
        if d0 >= sd and d1 >= sd:
            v = self._v.transpose(d0 - sd + 1, d1 - sd + 1)
            return Tensor(self._i, v, size, self._coalesced, self._rg)
        raise RuntimeError("transpose(): can only transpose two sparse or two dense dimensions of a sparse COO tensor")

    def neg(self):
        _refuse_values_grad(self, "neg")
        return Tensor(self._i.clone(), -self._v, self._size, self._coalesced)

    def __neg__(self):
        return self.neg()

    def mul(self, other):
        return _mul(self, other)

    def __mul__(self, other):
        return _mul(self, other)

    def __rmul__(self, other):
        return _mul(self, other)

    def div(self, other, *, rounding_mode=None):
        return _div(self, other, rounding_mode)

    def __truediv__(self, other):
        return _div(self, other, None)

    def add(self, other, *, alpha=1):
        return _add(self, other, alpha)

    def __add__(self, other):
        return _add(self, other, 1)

    def __radd__(self, other):
        return _add(other, self, 1)

    def sub(self, other, *, alpha=1):
        return _add(self, other, -alpha)

    def __sub__(self, other):
        return _add(self, other, -1)

    def __rsub__(self, other):
        return _add(other, self, -1)

    def sum(self, dim=None, keepdim=False, dtype=None):
        if keepdim:
            raise NotImplementedError("stridelab: sum(keepdim=True) of a sparse COO tensor is not supported")
        return sum(self, dim, dtype)

    def mm(self, mat2):
        return _mm(self, mat2, "MmBackward0", "mm")

    def matmul(self, other):
        return _matmul(self, other)

    def __matmul__(self, other):
        return _matmul(self, other)

    def __rmatmul__(self, other):
        return _matmul(other, self)


def _coalesced(indices, values, size):
    # ATen's coalesce: the entries sorted by their row-major position, duplicates summed.
    sd = indices.shape[0]
    nnz = indices.shape[1]
    if nnz == 0:
        return Tensor(indices, values, size, True)
    lin = torch.zeros(nnz, dtype=_LONG, device=indices.device)
    mult = 1
    for d in range(sd - 1, -1, -1):
        lin = lin + indices[d] * mult
        mult *= size[d]
    uniq, inv = torch.unique(lin, sorted=True, return_inverse=True)
    vals = torch.zeros((uniq.shape[0],) + tuple(values.shape[1:]), dtype=values.dtype, device=values.device)
    vals = vals.index_add_(0, inv, values)
    rows = []
    rest = uniq
    for d in range(sd - 1, -1, -1):
        rows.append(rest % size[d])
        rest = torch.div(rest, size[d], rounding_mode="floor")
    rows.reverse()
    return Tensor(torch.stack(rows), vals, size, True)


def _repr(s):
    # PyTorch's `_str_intern` for the sparse layout.
    indent = len("tensor(")
    ind = s._i.detach()
    vals = s._v.detach()
    ind_str = _native.tensor_str(ind, indent + len("indices=tensor("))
    if ind.numel() == 0:
        ind_str += ", size=" + str(tuple(ind.shape))
    val_str = _native.tensor_str(vals, indent + len("values=tensor("))
    if vals.numel() == 0:
        val_str += ", size=" + str(tuple(vals.shape))
    body = "tensor(indices=tensor(" + ind_str + "),\n" + " " * indent + "values=tensor(" + val_str + ")"
    suffixes = ["size=" + str(tuple(s._size)), "nnz=" + str(s._nnz())]
    if s.dtype not in (torch.get_default_dtype(), torch.int64, torch.bool):
        suffixes.append("dtype=" + str(s.dtype))
    suffixes.append("layout=torch.sparse_coo")
    if s._rg:
        suffixes.append("requires_grad=True")
    # `_add_suffixes` with force_newline: the first suffix starts a line, the rest wrap at
    # the line width as measured there (with its off-by-one).
    width = _native.print_linewidth()
    out = body + ",\n" + " " * indent + suffixes[0]
    last = indent + len(suffixes[0])
    for x in suffixes[1:]:
        if last + len(x) + 2 > width:
            out += ",\n" + " " * indent + x
            last = indent + len(x)
        else:
            out += ", " + x
            last += len(x) + 2
    return out + ")"


# -- construction ---------------------------------------------------------------------
def sparse_coo_tensor(indices=None, values=None, size=None, *, dtype=None, device=None, pin_memory=False,
                      requires_grad=False, check_invariants=None, is_coalesced=None):
    if values is None:
        # The overload with the size alone: an empty tensor, every dimension sparse.
        size = [int(k) for k in (indices if size is None else size)]
        return Tensor(torch.zeros(len(size), 0, dtype=_LONG), torch.zeros(0, dtype=dtype), size, True,
                      requires_grad)
    if not isinstance(indices, torch.Tensor):
        indices = torch.tensor(indices)
    if indices.dtype != _LONG:
        indices = indices.to(_LONG)
    if not isinstance(values, torch.Tensor):
        values = torch.tensor(values, dtype=dtype)
    elif dtype is not None:
        values = values.to(dtype)
    if values.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError(
            "stridelab: sparse_coo_tensor from values that require grad is not supported: "
            "gradients with respect to a sparse tensor's values are not implemented")
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    vnnz = values.shape[0] if values.dim() > 0 else 1
    if indices.shape[1] != vnnz:
        raise RuntimeError(
            f"indices and values must have same nnz, but got nnz from indices: {indices.shape[1]}, nnz from values: {vnnz}")
    sd, dd = indices.shape[0], max(values.dim() - 1, 0)
    nnz = indices.shape[1]
    if size is None:
        if nnz > 0 and bool((indices < 0).any()):
            d, k = _first_negative(indices)
            raise RuntimeError(f"found negative index {k} for dim {d}")
        top = indices.max(1).values + 1 if nnz > 0 else torch.zeros(sd, dtype=_LONG)
        size = [int(x) for x in top.tolist()] + list(values.shape[1:])
        check_invariants = False
    size = [int(x) for x in size]
    if len(size) != sd + dd:
        raise RuntimeError(
            f"'len(size) == sparse_dim + dense_dim' is not satisfied: len(size) = {len(size)}, "
            f"sparse_dim = {sd}, dense_dim = {dd}")
    expected = [nnz] + size[sd:]
    if list(values.shape) != expected:
        raise RuntimeError(f"values has incorrect size, expected {expected}, got {list(values.shape)}")
    if check_invariants and nnz > 0:
        if bool((indices < 0).any()):
            d, k = _first_negative(indices)
            raise RuntimeError(f"found negative index {k} for dim {d}")
        top = indices.max(1).values.tolist()
        for d in range(sd):
            if top[d] >= size[d]:
                raise RuntimeError(
                    f"size is inconsistent with indices: for dim {d}, size is {size[d]} but found index {top[d]}")
        if is_coalesced and _coalesced(indices, values, size)._nnz() != nnz:
            raise RuntimeError("cannot set is_coalesced to true if indices correspond to uncoalesced COO tensor")
    if requires_grad and not values.is_floating_point():
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    return Tensor(indices, values, size, bool(is_coalesced) or nnz == 0, requires_grad)


def _first_negative(indices):
    for d, row in enumerate(indices.tolist()):
        for k in row:
            if k < 0:
                return d, k


def _legacy(dtype):
    def make(*args):
        if len(args) >= 2 and isinstance(args[0], torch.Tensor):
            return sparse_coo_tensor(*args)
        size = args[0] if len(args) == 1 and not isinstance(args[0], int) else args
        return Tensor(torch.zeros(len(size), 0, dtype=_LONG), torch.zeros((0,) + tuple(size)[len(size):], dtype=dtype),
                      size, True)
    return make


# The legacy constructors pygcn uses (`torch.sparse.FloatTensor(indices, values, shape)`):
# as in PyTorch, the values keep their own dtype.
FloatTensor = _legacy(torch.float32)
DoubleTensor = _legacy(torch.float64)
LongTensor = _legacy(torch.int64)


def _to_sparse(x, sparse_dim=None, layout=None, blocksize=None, dense_dim=None):
    # `Tensor.to_sparse()` / `to_sparse_coo()` of a dense tensor (tensor_api/in_python.rs).
    n = x.dim()
    sd = n if sparse_dim is None else sparse_dim
    if sd < 0 or sd > n:
        raise RuntimeError(f"dense_to_sparse: sparse_dim argument must be in [0,{n}] range, but {sd} is given")
    if x.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError(
            "stridelab: to_sparse() of a tensor that requires grad is not supported: gradients "
            "with respect to a sparse tensor's values are not implemented")
    if sd == 0:
        return Tensor(torch.zeros(0, 1, dtype=_LONG), x.detach().unsqueeze(0), x.shape, True)
    mask = x != 0
    for _ in range(n - sd):
        mask = mask.any(-1)
    idx = mask.nonzero().t()
    vals = x[tuple(idx.unbind(0))]
    return Tensor(idx.contiguous(), vals, x.shape, True)


# -- arithmetic -----------------------------------------------------------------------
def _mul(s, other):
    if _is_sparse(other) and _is_sparse(s):
        raise NotImplementedError("stridelab: mul of two sparse COO tensors is not supported yet")
    if isinstance(other, torch.Tensor) and other.dim() > 0:
        raise NotImplementedError("stridelab: mul of a sparse COO tensor by a dense tensor is not supported yet")
    _refuse_values_grad(s, "mul")
    return Tensor(s._i.clone(), s._v * other, s._size, s._coalesced)


def _div(s, other, rounding_mode):
    if not _is_sparse(s) or _is_sparse(other) or (isinstance(other, torch.Tensor) and other.dim() > 0):
        raise NotImplementedError("stridelab: div with a sparse COO divisor or a dense tensor is not supported yet")
    _refuse_values_grad(s, "div")
    return Tensor(s._i.clone(), torch.div(s._v, other, rounding_mode=rounding_mode), s._size, s._coalesced)


def _add(a, b, alpha):
    if not _is_sparse(a):
        # dense + sparse: a dense result.
        if not isinstance(a, torch.Tensor):
            raise NotImplementedError("stridelab: adding a sparse COO tensor to a number is not supported")
        d = b.to_dense()
        return a + d if alpha == 1 else torch.add(a, d, alpha=alpha)
    if not _is_sparse(b):
        raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
    if list(a._size) != list(b._size):
        raise RuntimeError(
            f"add: expected sizes of 'self' and 'other' to match, but {list(a._size)} != {list(b._size)}")
    _refuse_values_grad(a, "add")
    _refuse_values_grad(b, "add")
    dt = torch.promote_types(a.dtype, b.dtype)
    av, bv = a._v.to(dt), (b._v * alpha).to(dt) if alpha != 1 else b._v.to(dt)
    if b._nnz() == 0:
        return Tensor(a._i.clone(), av.clone(), a._size, a._coalesced)
    if a._nnz() == 0:
        return Tensor(b._i.clone(), bv, b._size, b._coalesced)
    # add_out_sparse_contiguous: one merge pass over both entry lists in their stored
    # order, equal positions summed; coalesced only when both inputs were.
    ta, tb = a._i.t().tolist(), b._i.t().tolist()
    ia, ib = 0, 0
    rows, ra, rb, pa, pb = [], [], [], [], []
    while ia < len(ta) or ib < len(tb):
        if ia >= len(ta):
            cmp = 1
        elif ib >= len(tb):
            cmp = -1
        else:
            cmp = -1 if ta[ia] < tb[ib] else (1 if ta[ia] > tb[ib] else 0)
        r = len(rows)
        if cmp <= 0:
            rows.append(ta[ia])
            ra.append(r)
            pa.append(ia)
            ia += 1
            if cmp == 0:
                rb.append(r)
                pb.append(ib)
                ib += 1
        else:
            rows.append(tb[ib])
            rb.append(r)
            pb.append(ib)
            ib += 1
    dense = tuple(av.shape[1:])
    vals = torch.zeros((len(rows),) + dense, dtype=dt, device=av.device)
    vals = vals.index_add_(0, torch.tensor(ra, dtype=_LONG), av[torch.tensor(pa, dtype=_LONG)])
    vals = vals.index_add_(0, torch.tensor(rb, dtype=_LONG), bv[torch.tensor(pb, dtype=_LONG)])
    idx = torch.tensor(rows, dtype=_LONG).t().contiguous()
    return Tensor(idx, vals, a._size, a._coalesced and b._coalesced)


# -- products -------------------------------------------------------------------------
def _spmm_values(s, d):
    # ATen's s_addmm worker: each stored entry adds `value * dense[col]` to `out[row]`, in
    # the entries' order.
    out = torch.zeros(s._size[0], d.shape[1], dtype=d.dtype, device=d.device)
    if s._nnz() == 0:
        return out
    rows, cols = s._i[0], s._i[1]
    return out.index_add_(0, rows, s._v[:, None] * d[cols])


class _MmNode(torch.autograd.Function):
    _stridelab_node_name = "MmBackward0"

    @staticmethod
    def forward(ctx, s, d):
        ctx.s = s
        return _spmm_values(s, d)

    @staticmethod
    def backward(ctx, g):
        return None, _spmm_values(ctx.s.t(), g)


class _SparseAddmmNode(_MmNode):
    _stridelab_node_name = "SparseAddmmBackward0"


class _MvNode(torch.autograd.Function):
    _stridelab_node_name = "MvBackward0"

    @staticmethod
    def forward(ctx, s, v):
        ctx.s = s
        return _spmm_values(s, v[:, None])[:, 0].contiguous()

    @staticmethod
    def backward(ctx, g):
        return None, _spmm_values(ctx.s.t(), g[:, None])[:, 0].contiguous()


_NODES = {"MmBackward0": _MmNode, "SparseAddmmBackward0": _SparseAddmmNode}


def _mm(a, b, node, op):
    if not _is_sparse(a):
        if _is_sparse(b):
            # dense @ sparse, as ATen computes it: (sparse^T @ dense^T)^T.
            return _mm(b.t(), a.t(), node, op).t()
        return torch.mm(a, b)
    if _is_sparse(b):
        _refuse_values_grad(a, op)
        _refuse_values_grad(b, op)
        return _to_sparse(torch.mm(a.to_dense(), b.to_dense()))
    if a.sparse_dim() != 2 or a.dense_dim() != 0:
        raise RuntimeError(f"addmm: matrices expected, got {a.sparse_dim()}D tensor")
    if b.dim() != 2:
        raise IndexError(f"Dimension out of range (expected to be in range of [-{b.dim()}, {b.dim() - 1}], but got 1)"
                         if b.dim() > 0 else "Dimension specified as 1 but tensor has no dimensions")
    if b.shape[0] != a._size[1]:
        raise RuntimeError(f"addmm: Argument #3 (dense): Expected dim 0 size {a._size[1]}, got {b.shape[0]}")
    if b.dtype != a.dtype:
        raise RuntimeError(f"expected scalar type {_DTYPE_WORDS[a.dtype]} but found {_DTYPE_WORDS[b.dtype]}")
    _refuse_values_grad(a, op)
    return _NODES[node].apply(a, b)


def _matmul(a, b):
    sp = a if _is_sparse(a) else b
    if sp.dim() != 2:
        raise RuntimeError("reshape is not implemented for sparse tensors")
    if _is_sparse(a) and not _is_sparse(b) and b.dim() == 1:
        if b.shape[0] != a._size[1]:
            raise RuntimeError(f"size mismatch, got input ({a._size[0]}), mat ({a._size[0]}x{a._size[1]}), vec ({b.shape[0]})")
        _refuse_values_grad(a, "matmul")
        return _MvNode.apply(a, b)
    return _mm(a, b, "MmBackward0", "matmul")


def mm(mat1, mat2, reduce="sum"):
    if reduce != "sum":
        raise NotImplementedError("stridelab: torch.sparse.mm with reduce other than 'sum' is not supported")
    if not _is_sparse(mat1) and not _is_sparse(mat2):
        # torch/sparse/__init__.py's dense case: a transposed product.
        return torch.mm(mat2.t(), mat1.t()).t()
    return _mm(mat1, mat2, "SparseAddmmBackward0", "mm")


def spmm(input, mat2):
    return _mm(input, mat2, "MmBackward0", "spmm")


def sum(input, dim=None, dtype=None):
    if not _is_sparse(input):
        raise RuntimeError("coalesce expected sparse coordinate tensor layout but got Strided")
    _refuse_values_grad(input, "sum")
    v = input._v if dtype is None else input._v.to(dtype)
    if dim is None:
        return v.sum()
    dims = [dim] if isinstance(dim, int) else list(dim)
    n, sd = input.dim(), input.sparse_dim()
    dims = [_wrap_dim(d, n) for d in dims]
    for k, d in enumerate(dims):
        if d in dims[:k]:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    sparse_sum = [d for d in dims if d < sd]
    dense_sum = [d - sd + 1 for d in dims if d >= sd]
    if dense_sum:
        v = v.sum(dense_sum)
    if len(sparse_sum) == sd:
        return v.sum(0)
    keep = [d for d in range(sd) if d not in sparse_sum]
    size = [input._size[d] for d in range(n) if d not in dims]
    return _coalesced(input._i[keep], v, size)


def _addmm_dense(mat, s, d, beta=1, alpha=1):
    return torch.add(mat * beta if beta != 1 else mat, _mm(s, d, "MmBackward0", "addmm"), alpha=alpha)


# What `__torch_function__` answers, by the public function a call reached.
def _mul_either(a, b):
    return _mul(a, b) if _is_sparse(a) else _mul(b, a)


_HANDLERS = [
    ("mm", lambda a, b: _mm(a, b, "MmBackward0", "mm")),
    ("matmul", _matmul),
    ("__matmul__", _matmul),
    ("__rmatmul__", lambda a, b: _matmul(b, a)),
    ("add", lambda a, b, *, alpha=1: _add(a, b, alpha)),
    ("__add__", lambda a, b: _add(a, b, 1)),
    ("__radd__", lambda a, b: _add(b, a, 1)),
    ("sub", lambda a, b, *, alpha=1: _add(a, b, -alpha)),
    ("__sub__", lambda a, b: _add(a, b, -1)),
    ("__rsub__", lambda a, b: _add(b, a, -1)),
    ("mul", _mul_either),
    ("__mul__", _mul_either),
    ("__rmul__", _mul_either),
    ("div", lambda a, b, *, rounding_mode=None: _div(a, b, rounding_mode)),
    ("__truediv__", lambda a, b: _div(a, b, None)),
    ("neg", lambda a: a.neg()),
    ("__neg__", lambda a: a.neg()),
    ("t", lambda a: a.t()),
    ("transpose", lambda a, d0, d1: a.transpose(d0, d1)),
    ("sum", lambda a, dim=None, keepdim=False, *, dtype=None: a.sum(dim, keepdim, dtype)),
    ("addmm", _addmm_dense),
    ("clone", lambda a, *, memory_format=None: a.clone()),
    ("detach", lambda a: a.detach()),
    ("numel", lambda a: a.numel()),
    ("to_dense", lambda a, dtype=None, *, masked_grad=None: a.to_dense(dtype)),
]
_HANDLED = {}
for _name, _fn in _HANDLERS:
    for _owner in (torch, torch.Tensor):
        _f = getattr(_owner, _name, None)
        if _f is not None:
            _HANDLED[_f] = _fn
