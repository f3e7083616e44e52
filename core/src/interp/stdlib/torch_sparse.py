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
    # The first sentences of the dispatcher's error for an op with no SparseCPU kernel, `op`
    # as the dispatcher names it ("exp", "max.dim").
    return NotImplementedError(
        f"Could not run 'aten::{op}' with arguments from the 'SparseCPU' backend. This could be "
        "because the operator doesn't exist for this backend, or was omitted during the "
        "selective/custom build process (if using custom build). If you are a Facebook employee "
        "using PyTorch on mobile, please visit https://fburl.com/ptmfixes for possible resolutions.")


# The ops PyTorch has no SparseCPU kernel for, by the name a script calls them with, and the
# ATen op its dispatcher's error names (each called on a COO tensor in PyTorch 2.x). Only
# these get the dispatcher's error: any other op stridelab does not run on a sparse tensor
# is refused by name, never with an error claiming PyTorch lacks it.
_PYTORCH_LACKS = {
    'acos': 'acos', 'acos_': 'acos_', 'acosh': 'acosh', 'acosh_': 'acosh_', 'all': 'all',
    'amax': 'amax', 'amin': 'amin', 'aminmax': 'aminmax', 'angle': 'angle', 'arccos': 'acos',
    'arccos_': 'acos_', 'arccosh': 'acosh', 'arccosh_': 'acosh_', 'argmax': 'argmax',
    'argmin': 'argmin', 'argsort': 'sort.stable', 'argwhere': 'nonzero',
    'bernoulli_': 'bernoulli_.float', 'bincount': 'bincount', 'bitwise_not': 'bitwise_not',
    'bitwise_not_': 'bitwise_not_', 'cauchy_': 'cauchy_', 'cholesky_inverse': 'cholesky_inverse',
    'clamp': 'clamp.Tensor', 'clamp_': 'clamp_.Tensor', 'clip': 'clamp.Tensor',
    'clip_': 'clamp_.Tensor', 'cos': 'cos', 'cos_': 'cos_', 'cosh': 'cosh', 'cosh_': 'cosh_',
    'count_nonzero': 'count_nonzero.dim_IntList', 'det': '_linalg_det', 'diag': 'diagonal_copy',
    'diag_embed': 'diag_embed', 'diagonal': 'as_strided',
    'digamma': 'digamma', 'digamma_': 'digamma_', 'erfc': 'erfc', 'erfc_': 'erfc_', 'exp': 'exp',
    'exp2': 'exp2', 'exp2_': 'exp2_', 'exp_': 'exp_', 'exponential_': 'exponential_',
    'fliplr': 'flip', 'flipud': 'flip', 'frexp': 'frexp.Tensor_out', 'full_like': 'fill_.Scalar',
    'gelu': 'gelu', 'geqrf': 'geqrf', 'hardshrink': 'hardshrink', 'histc': 'histc',
    'histogram': 'histogram.bin_ct', 'i0': 'i0', 'i0_': 'i0_', 'inverse': 'linalg_inv_ex',
    'isfinite': 'ne.Scalar', 'lgamma': 'lgamma', 'lgamma_': 'lgamma_', 'log': 'log',
    'log10': 'log10', 'log10_': 'log10_', 'log2': 'log2', 'log2_': 'log2_', 'log_': 'log_',
    'log_normal_': 'log_normal_', 'logical_not': 'logical_not.out',
    'logical_not_': 'logical_not.out', 'logit': 'logit', 'logit_': 'logit_',
    'lu': 'linalg_lu_factor_ex', 'matrix_exp': 'linalg_matrix_exp', 'max': 'max',
    'mean': 'mean.dim', 'median': 'median', 'min': 'min', 'mode': 'mode', 'msort': 'sort.stable',
    'nanmean': 'ne.Tensor', 'nanmedian': 'nanmedian', 'nansum': 'nansum', 'nonzero': 'nonzero',
    'normal_': 'normal_', 'ones_like': 'fill_.Scalar', 'prod': 'prod', 'rand_like': 'uniform_',
    'randint_like': 'random_.from', 'randn_like': 'normal_', 'random_': 'random_',
    'reciprocal': 'reciprocal', 'reciprocal_': 'reciprocal_', 'rot90': 'flip', 'rsqrt': 'rsqrt',
    'rsqrt_': 'rsqrt_', 'sigmoid': 'sigmoid', 'sigmoid_': 'sigmoid_', 'sinc': 'sinc',
    'sinc_': 'sinc_', 'slogdet': '_linalg_slogdet', 'sort': 'sort.stable',
    'square_': 'pow_.Scalar', 'squeeze': 'as_strided', 'squeeze_': 'as_strided_',
    'std': 'std.correction', 'svd': '_linalg_svd', 'trace': 'trace', 'tril': 'tril',
    'tril_': 'tril_', 'triu': 'triu', 'triu_': 'triu_', 'uniform_': 'uniform_',
    'unique': '_unique2', 'unique_consecutive': 'unique_consecutive', 'var': 'var.correction',
    'cumsum': 'cumsum', 'clamp_min_': 'clamp_min_', 'clamp_max_': 'clamp_max_',
}


def _refusal(op):
    aten = _PYTORCH_LACKS.get(op)
    if aten is not None:
        return _backend_error(aten)
    return NotImplementedError(f"{op} on sparse COO tensors is not supported in stridelab yet")


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
        f = _handler(func)
        if f is None:
            raise _refusal(getattr(func, "__name__", str(func)))
        return f(*args, **(kwargs or {}))

    def __getattr__(self, name):
        if name.startswith("__") or not hasattr(torch.Tensor, name):
            raise AttributeError(f"'Tensor' object has no attribute '{name}'")
        def refused(*args, **kwargs):
            raise _refusal(name)
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
        # _to_copy copies the indices too (row-major, whatever capacity they had).
        return Tensor(self._i.clone(), self._v.to(dtype), self._size, self._coalesced)

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
        return _scatter_add(out, self, self._v, "to_dense")

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
        # ATen: the same dimension twice is an alias; otherwise a clone whose index rows are
        # swapped (sparse_transpose_), which only sparse dimensions allow.
        n = self.dim()
        d0, d1 = _wrap_dim(dim0, n), _wrap_dim(dim1, n)
        if d0 == d1:
            return Tensor(self._i, self._v, self._size, self._coalesced, self._rg)
        sd = self.sparse_dim()
        if d0 >= sd or d1 >= sd:
            raise RuntimeError(
                f"sparse transpose: transposed dimensions must be sparse Got sparse_dim: {sd}, d0: {d0}, d1: {d1}")
        size = list(self._size)
        size[d0], size[d1] = size[d1], size[d0]
        rows = list(range(sd))
        rows[d0], rows[d1] = d1, d0
        return Tensor(self._i[rows], self._v.clone(), size, False, self._rg)

    def neg(self):
        _refuse_values_grad(self, "neg")
        return Tensor(self._i.clone(), torch.neg(self._v), self._size, self._coalesced)

    def negative(self):
        return self.neg()

    def neg_(self):
        # In place on the values, coalesced or not (ATen's neg_sparse_).
        _refuse_values_grad(self, "neg_")
        self._v.neg_()
        return self

    def negative_(self):
        return self.neg_()

    def zero_(self):
        # ATen's sparse zero_: no entries left, the size kept.
        self._i = torch.zeros(self.sparse_dim(), 0, dtype=_LONG, device=self._i.device)
        self._v = torch.zeros((0,) + tuple(self._v.shape[1:]), dtype=self.dtype, device=self._v.device)
        self._coalesced = True
        return self

    def __neg__(self):
        return self.neg()

    def mul_(self, other):
        # By a number or a 0-d tensor: the values scaled in place (ATen's mul_out_sparse_scalar).
        if _is_sparse(other) or (isinstance(other, torch.Tensor) and other.dim() > 0):
            raise NotImplementedError("stridelab: mul_ of a sparse COO tensor by a tensor is not supported yet")
        _refuse_values_grad(self, "mul_")
        self._v.mul_(other)
        return self

    def norm(self, p=2, dim=None, keepdim=False, dtype=None):
        return _vector_norm(self, p, dim, keepdim, dtype=dtype)

    def mul(self, other):
        return _mul(self, other)

    def __mul__(self, other):
        return _mul(self, other)

    def __rmul__(self, other):
        return _mul(self, other)

    def pow(self, exponent):
        return pow(self, exponent)

    def __pow__(self, exponent):
        return pow(self, exponent)

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
        return _sub(self, other, alpha)

    def __sub__(self, other):
        return _sub(self, other, 1)

    def __rsub__(self, other):
        return _sub(other, self, 1)

    def sum(self, dim=None, keepdim=False, dtype=None):
        # ATen's sum_sparse_coo: over dimensions, an integral or bool tensor sums as int64
        # unless a dtype is given (torch.sparse.sum keeps the dtype).
        if keepdim:
            raise NotImplementedError("stridelab: sum(keepdim=True) of a sparse COO tensor is not supported")
        if dim is not None and dtype is None and not self._v.is_floating_point():
            dtype = _LONG
        if dim is None:
            # sum_coo: the stored values summed as they are, duplicates and all, in their
            # stored order (torch.sparse.sum coalesces first; with cancellation the two
            # differ).
            _refuse_values_grad(self, "sum")
            return self._v.sum() if dtype is None else self._v.sum(dtype=dtype)
        return sum(self, dim, dtype)

    def mm(self, mat2):
        return _mm(self, mat2, "MmBackward0", "mm")

    def matmul(self, other):
        return _matmul(self, other)

    def __matmul__(self, other):
        return _matmul(self, other)

    def __rmatmul__(self, other):
        return _matmul(other, self)


def _in_capacity(t, dim, capacity):
    # ATen allocates a result's indices and values for every entry it could hold (the
    # input's nnz for coalesce, nnz1 + nnz2 for a sum) and narrows them to the entries it
    # kept (set_nnz_and_narrow): a view into the bigger buffer, whose row stride and
    # storage size show the capacity.
    n = t.shape[dim]
    if n >= capacity:
        return t
    shape = list(t.shape)
    shape[dim] = capacity
    kept = torch.empty(shape, dtype=t.dtype, device=t.device).narrow(dim, 0, n)
    kept.copy_(t)
    return kept


def _coalesced(indices, values, size):
    # ATen's coalesce: the entries sorted (stably) by their row-major position; each group
    # keeps its first entry's indices, and its values are that entry's with the others added
    # in order. A tensor of fewer than two entries is copied as it is.
    nnz = indices.shape[1]
    if nnz < 2:
        return Tensor(indices.clone(), values.clone(), size, True)
    lin = torch.zeros(nnz, dtype=_LONG, device=indices.device)
    mult = 1
    for d in range(indices.shape[0] - 1, -1, -1):
        lin = lin + indices[d] * mult
        mult *= size[d]
    key, perm = torch.sort(lin, stable=True)
    first = torch.ones(nnz, dtype=torch.bool, device=indices.device)
    first[1:] = key[1:] != key[:-1]
    heads = perm[first]
    vals = values[heads]
    rest = ~first
    if bool(rest.any()):
        group = torch.cumsum(first.long(), 0) - 1
        vals = vals.index_add_(0, group[rest], values[perm[rest]])
    return Tensor(_in_capacity(indices[:, heads], 1, nnz), _in_capacity(vals, 0, nnz), size, True)


def _positions(s, op):
    # Each entry's row-major position among the sparse dimensions, computed as ATen's
    # kernels compute it (index times stride, summed, with no bounds check), and the number
    # of such positions. An entry whose position falls outside the tensor makes PyTorch
    # write outside the result's memory: stridelab refuses it.
    lin = torch.zeros(s._nnz(), dtype=_LONG, device=s._i.device)
    cells = 1
    for d in range(s.sparse_dim() - 1, -1, -1):
        lin = lin + s._i[d] * cells
        cells *= s._size[d]
    bad = (lin < 0) | (lin >= cells)
    if bool(bad.any()):
        k = int(bad.nonzero()[0, 0])
        raise RuntimeError(
            f"stridelab: {op}: the entry at indices {s._i[:, k].tolist()} is outside the sparse tensor's "
            f"size {list(s._size)}; PyTorch does not check indices unless check_invariants=True, and "
            "writes outside the result's memory for it")
    return lin, cells


def _scatter_add(out, s, vals, op):
    # `out` (contiguous, of s's size) plus each of s's entries (`vals`, one row an entry) at
    # its position, one entry after another: ATen's add_out_dense_sparse.
    if s._nnz() == 0 or vals.numel() == 0:
        return out
    lin, cells = _positions(s, op)
    out.view((cells,) + tuple(vals.shape[1:])).index_put_((lin,), vals, accumulate=True)
    return out


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
# The keywords of PyTorch's two overloads with indices and values, and of the one with a
# size alone.
_CTOR_OPTIONS = ("dtype", "device", "pin_memory", "requires_grad", "check_invariants", "is_coalesced")
_SIZE_ONLY_OPTIONS = ("dtype", "device", "requires_grad", "check_invariants")


def _parser_type(x):
    # A type as PyTorch's argument parser names it.
    if isinstance(x, torch.Tensor):
        return "Tensor"
    name = type(x).__name__
    if name in ("dtype", "Size", "device", "layout"):
        return "torch." + name
    return name


def _invalid_combination(fname, args, kwargs):
    # The parser lists the keywords last-given first; after positionals they are joined as
    # the positionals are, alone each ends in ", ".
    pos = [_parser_type(a) for a in args]
    kw = [k + "=" + _parser_type(v) for k, v in reversed(list(kwargs.items()))]
    got = ", ".join(pos + kw) if pos else "".join(k + ", " for k in kw)
    return TypeError(f"{fname}() received an invalid combination of arguments - got ({got}), but expected one of:")


def _index_like(x, first):
    # What an int-list parameter takes: ints (and, past the first element, which selects
    # the overload, bools) and one-element integer tensors.
    if isinstance(x, bool):
        return not first
    if isinstance(x, int):
        return True
    return (isinstance(x, torch.Tensor) and not _is_sparse(x) and x.numel() == 1
            and not x.is_floating_point() and x.dtype != torch.bool)


def _unpack_error(k, x):
    return TypeError(
        f"sparse_coo_tensor(): argument 'size' failed to unpack the object at pos {k + 1} with error "
        f"\"type must be tuple of ints,but got {_parser_type(x)}\"")


def _size_arg(size, args, kwargs):
    if not isinstance(size, (tuple, list)):
        raise _invalid_combination("sparse_coo_tensor", args, kwargs)
    if len(size) > 0 and not _index_like(size[0], True):
        # No overload with indices and values matches. All positional, the arguments may
        # still match the size-only overload's `*size`, whose unpacking then fails.
        if len(args) == 3 and _index_like(args[0], True) and all(k in _SIZE_ONLY_OPTIONS for k in kwargs):
            for k in (1, 2):
                if not _index_like(args[k], False):
                    raise _unpack_error(k, args[k])
        raise _invalid_combination("sparse_coo_tensor", args, kwargs)
    for k, x in enumerate(size):
        if not _index_like(x, False):
            raise _unpack_error(k, x)
    return [int(x) for x in size]


def _size_only(size):
    if not isinstance(size, (tuple, list)):
        raise TypeError(
            f"sparse_coo_tensor(): argument 'size' (position 1) must be tuple of ints, not {_parser_type(size)}")
    if len(size) > 0 and not _index_like(size[0], True):
        raise TypeError(
            "sparse_coo_tensor(): argument 'size' (position 1) must be tuple of ints, but found element of "
            f"type {_parser_type(size[0])} at pos 0")
    for k, x in enumerate(size):
        if not _index_like(x, False):
            raise _unpack_error(k, x)
    return [int(x) for x in size]


def sparse_coo_tensor(*args, **kwargs):
    # PyTorch's overloads: (indices, values), (indices, values, size) and (size), each with
    # its keywords; what matches none is the parser's TypeError.
    names = ("indices", "values", "size")
    if (len(args) > 3 or any(k not in names and k not in _CTOR_OPTIONS for k in kwargs)
            or any(k in kwargs for k in names[:len(args)])):
        raise _invalid_combination("sparse_coo_tensor", args, kwargs)
    given = dict(zip(names, args))
    for k in names:
        if k in kwargs:
            given[k] = kwargs[k]
    opts = {k: v for k, v in kwargs.items() if k not in names}
    if "values" not in given:
        # The overload with the size alone: an empty tensor, every dimension sparse.
        if ("indices" in given) == ("size" in given) or any(k not in _SIZE_ONLY_OPTIONS for k in opts):
            raise _invalid_combination("sparse_coo_tensor", args, kwargs)
        size = _size_only(given["indices"] if "indices" in given else given["size"])
        return Tensor(torch.zeros(len(size), 0, dtype=_LONG), torch.zeros(0, dtype=opts.get("dtype")), size, True,
                      opts.get("requires_grad", False))
    if "indices" not in given:
        raise _invalid_combination("sparse_coo_tensor", args, kwargs)
    size = _size_arg(given["size"], args, kwargs) if "size" in given else None
    return _build(given["indices"], given["values"], size, **opts)


# Whether constructors check their indices by default (`check_sparse_tensor_invariants`).
_INVARIANTS = [False]


class check_sparse_tensor_invariants:
    # torch.sparse.check_sparse_tensor_invariants: the default of check_invariants=, set
    # globally (enable/disable) or within a `with` block.
    @staticmethod
    def is_enabled():
        return _INVARIANTS[0]

    @staticmethod
    def enable():
        _INVARIANTS[0] = True

    @staticmethod
    def disable():
        _INVARIANTS[0] = False

    def __init__(self, enable=True):
        self.state = enable
        self.saved = None

    def __enter__(self):
        if self.saved is not None:
            raise RuntimeError("This context manager instance is already activated. Use a different context manager instance for context nesting.")
        self.saved = _INVARIANTS[0]
        _INVARIANTS[0] = self.state

    def __exit__(self, exc_type, exc_value, traceback):
        _INVARIANTS[0] = self.saved
        self.saved = None

    def __call__(self, mth):
        state = self.state

        def test_mth(*args, **kwargs):
            with check_sparse_tensor_invariants(state):
                return mth(*args, **kwargs)
        return test_mth


def _build(indices, values, size, *, dtype=None, device=None, pin_memory=False, requires_grad=False,
           check_invariants=None, is_coalesced=None):
    if values is None:
        raise RuntimeError("Could not infer dtype of NoneType")
    if check_invariants is None:
        check_invariants = _INVARIANTS[0]
    if not isinstance(indices, torch.Tensor):
        indices = torch.tensor(indices)
    if indices.dtype != _LONG:
        indices = indices.to(_LONG)
    if not isinstance(values, torch.Tensor):
        values = torch.tensor(values, dtype=dtype)
    elif dtype is not None:
        values = values.to(dtype)
    if values.dim() == 0:
        # ATen's expand_values_if_needed: a 0-d value is one entry.
        values = values.expand(1)
    if values.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError(
            "stridelab: sparse_coo_tensor from values that require grad is not supported: "
            "gradients with respect to a sparse tensor's values are not implemented")
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    vnnz = values.shape[0]
    if indices.shape[1] != vnnz:
        raise RuntimeError(
            f"indices and values must have same nnz, but got nnz from indices: {indices.shape[1]}, nnz from values: {vnnz}")
    sd, dd = indices.shape[0], values.dim() - 1
    nnz = indices.shape[1]
    if size is None:
        if nnz > 0 and bool((indices < 0).any()):
            d, k = _first_negative(indices)
            raise RuntimeError(f"found negative index {k} for dim {d}")
        top = indices.max(1).values + 1 if nnz > 0 else torch.zeros(sd, dtype=_LONG)
        size = [int(x) for x in top.tolist()] + list(values.shape[1:])
        check_invariants = False
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
    # Fewer than two entries are coalesced unless the call says otherwise.
    return Tensor(indices, values, size, nnz < 2 if is_coalesced is None else bool(is_coalesced), requires_grad)


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
    if sd == 0 and n > 0:
        raise RuntimeError("dense_to_sparse: sparse_dim argument must be in >0 when self.dim()>0")
    if x.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError(
            "stridelab: to_sparse() of a tensor that requires grad is not supported: gradients "
            "with respect to a sparse tensor's values are not implemented")
    if n == 0:
        # A 0-d tensor: one entry when it is nonzero, none otherwise.
        if bool(x != 0):
            return Tensor(torch.zeros(0, 1, dtype=_LONG), x.detach().unsqueeze(0), x.shape, True)
        return Tensor(torch.zeros(0, 0, dtype=_LONG), torch.zeros(0, dtype=x.dtype, device=x.device), x.shape, True)
    mask = x != 0
    for _ in range(n - sd):
        mask = mask.any(-1)
    idx = mask.nonzero().t()
    vals = x[tuple(idx.unbind(0))]
    return Tensor(idx.contiguous(), vals, x.shape, True)


# -- arithmetic -----------------------------------------------------------------------
def _mul(s, other):
    if _is_sparse(other) and _is_sparse(s):
        return _mul_sparse_sparse(s, other)
    if isinstance(other, torch.Tensor) and other.dim() > 0:
        return _mul_sparse_dense(s, other)
    _refuse_values_grad(s, "mul")
    return Tensor(s._i.clone(), s._v * other, s._size, s._coalesced)


def _flat_positions(s):
    # Each entry's row-major position among the sparse dims (for matching two tensors'
    # entries; both have the same size, so positions of one are positions of the other).
    lin = torch.zeros(s._nnz(), dtype=_LONG, device=s._i.device)
    mult = 1
    for d in range(s.sparse_dim() - 1, -1, -1):
        lin = lin + s._i[d] * mult
        mult *= s._size[d]
    return lin


def _values_at(c, lin):
    # The coalesced tensor c's value at each position of `lin` (zero where c has no entry).
    keys = _flat_positions(c)
    out = torch.zeros(lin.shape[0], dtype=c.dtype, device=c._v.device)
    if keys.shape[0] == 0 or lin.shape[0] == 0:
        return out
    at = torch.searchsorted(keys, lin).clamp(max=keys.shape[0] - 1)
    hit = keys[at] == lin
    out[hit] = c._v[at[hit]]
    return out


def _mul_sparse_sparse(x, y):
    # ATen's mul of two COO tensors (SparseBinaryOpIntersection). Both coalesced: the
    # entries the two share, coalesced. Otherwise the uncoalesced one (of two, the one with
    # fewer entries, the second on a tie) keeps every entry, each times the other's
    # coalesced value at its position (zero where the other has none); not coalesced.
    if tuple(x._size) != tuple(y._size) or x.sparse_dim() != y.sparse_dim():
        raise RuntimeError(
            "sparse_binary_op_intersection_cpu(): expects sparse inputs with equal dimensionality, "
            "number of sparse dimensions, and shape of sparse dimensions")
    if x.dense_dim() or y.dense_dim():
        raise NotImplementedError("stridelab: mul of sparse COO tensors with dense dimensions is not supported yet")
    _refuse_values_grad(x, "mul")
    _refuse_values_grad(y, "mul")
    if x._coalesced and y._coalesced:
        lin = _flat_positions(x)
        other = _values_at(y, lin)
        keys = _flat_positions(y)
        keep = torch.isin(lin, keys)
        return Tensor(x._i[:, keep], x._v[keep] * other[keep], x._size, True)
    if x._coalesced:
        source, other = y, x
    elif y._coalesced:
        source, other = x, y
    else:
        source, other = (x, y) if x._nnz() < y._nnz() else (y, x)
    vals = _values_at(other.coalesce(), _flat_positions(source))
    return Tensor(source._i.clone(), source._v * vals, source._size, source._coalesced)


def _mul_sparse_dense(s, dense):
    # ATen's mul of a COO tensor by a dense one that broadcasts to its size: the sparse
    # entries kept, each times the dense value at its place.
    if not _is_sparse(s):
        s, dense = dense, s
    if s.dense_dim():
        raise NotImplementedError("stridelab: mul of a hybrid sparse COO tensor by a dense tensor is not supported yet")
    # The broadcast checked on zero-stride stand-ins (PyTorch's message names the dense
    # operand "a"), without making a dense tensor of the sparse one's size.
    one = torch.zeros(1, dtype=dense.dtype, device=dense.device)
    dims = [one.expand(tuple(dense.shape)), one.expand(tuple(s._size))]
    shape = tuple(torch.broadcast_tensors(*dims)[0].shape)
    if shape != tuple(s._size):
        raise NotImplementedError(
            "stridelab: mul of a sparse COO tensor by a dense tensor that broadcasts it to a larger "
            "shape is not supported yet")
    _refuse_values_grad(s, "mul")
    if dense.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError(
            "stridelab: mul of a sparse COO tensor by a dense tensor that requires grad is not supported yet")
    picked = dense.expand(shape)[tuple(s._i)] if s._nnz() else dense.new_zeros(0)
    return Tensor(s._i.clone(), s._v * picked, s._size, s._coalesced)


def pow(input, exponent):
    # ATen's pow_sparse_scalar: a number exponent only (not zero: the result would be dense),
    # the input coalesced, the values raised in the promoted dtype.
    if not _is_sparse(input):
        return torch.pow(input, exponent)
    if isinstance(exponent, torch.Tensor) or _is_sparse(exponent):
        raise NotImplementedError("stridelab: pow of a sparse COO tensor by a tensor exponent is not supported")
    if exponent == 0:
        raise RuntimeError(
            "pow: cannot raise to zeroth power on sparse tensor; it would make the result tensor dense")
    _refuse_values_grad(input, "pow")
    c = input.coalesce()
    return Tensor(c._i.clone(), torch.pow(c._v, exponent), c._size, c._coalesced)


def addmm(mat, mat1, mat2, *, beta=1.0, alpha=1.0):
    # torch.sparse.addmm: torch.addmm with a sparse mat1 (its backward gives mat1 a sparse
    # gradient, which stridelab does not compute: refused with the values' grad).
    return _addmm_dense(mat, mat1, mat2, beta=beta, alpha=alpha)


def _softmax_values(input, dim, dtype, log):
    # ATen's cpu_sparse_coo_softmax (float and double only): the input coalesced; the
    # entries sharing every sparse index but `dim` form a pool. In the accumulate type
    # (double): the pool's max, each exp(v - max) (stored rounded to the values' dtype) and
    # their sum in entry order; softmax is the stored exp times 1 / sum, log_softmax is
    # v - (max + log(sum)).
    if not _is_sparse(input):
        raise NotImplementedError(_backend_error("_sparse_log_softmax" if log else "_sparse_softmax").args[0]
                                  .replace("'SparseCPU'", "'CPU'"))
    n = input.dim()
    d = _wrap_dim(dim, n)
    if dtype is not None:
        input = input.to(dtype)
    if input.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f'"{"log_softmax" if log else "softmax"}" not implemented for \'{_word(input.dtype)}\'')
    if input.dense_dim():
        raise NotImplementedError("stridelab: torch.sparse softmax of a hybrid sparse COO tensor is not supported yet")
    _refuse_values_grad(input, "log_softmax" if log else "softmax")
    c = input.coalesce()
    v = c._v
    if c._nnz() == 0:
        return Tensor(c._i.clone(), v.clone(), c._size, True)
    pool = torch.zeros(c._nnz(), dtype=_LONG, device=v.device)
    mult = 1
    for k in range(c.sparse_dim() - 1, -1, -1):
        if k == d:
            continue
        pool = pool + c._i[k] * mult
        mult *= c._size[k]
    _, pool = torch.unique(pool, return_inverse=True)
    pools = int(pool.max()) + 1
    acc = v.double()
    mx = torch.full((pools,), float("-inf"), dtype=torch.float64, device=v.device)
    mx = mx.scatter_reduce(0, pool, acc, "amax")
    e = (acc - mx[pool]).exp()
    sums = torch.zeros(pools, dtype=torch.float64, device=v.device).index_add_(0, pool, e)
    if log:
        out = (acc - (mx + sums.log())[pool]).to(v.dtype)
    else:
        out = (e.to(v.dtype).double() * (1.0 / sums)[pool]).to(v.dtype)
    return Tensor(c._i.clone(), out, c._size, True)


def softmax(input, dim, dtype=None):
    return _softmax_values(input, dim, dtype, False)


def log_softmax(input, dim, dtype=None):
    return _softmax_values(input, dim, dtype, True)


def _div(s, other, rounding_mode):
    if not _is_sparse(s) or _is_sparse(other) or (isinstance(other, torch.Tensor) and other.dim() > 0):
        raise NotImplementedError("stridelab: div with a sparse COO divisor or a dense tensor is not supported yet")
    _refuse_values_grad(s, "div")
    return Tensor(s._i.clone(), torch.div(s._v, other, rounding_mode=rounding_mode), s._size, s._coalesced)


def _word(dtype):
    return _DTYPE_WORDS.get(dtype, str(dtype))


def _alpha_check(dtype, alpha):
    if isinstance(alpha, bool) and dtype != torch.bool:
        raise RuntimeError("Boolean alpha only supported for Boolean results.")
    if isinstance(alpha, float) and not torch.empty(0, dtype=dtype).is_floating_point():
        raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")


def _sub_check(a, b):
    da = getattr(a, "dtype", None)
    db = getattr(b, "dtype", None)
    if da == torch.bool and db == torch.bool:
        raise NotImplementedError(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
            "`logical_xor()` operator instead.")
    if da == torch.bool or db == torch.bool:
        raise NotImplementedError(
            "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to "
            "invert a mask, use the `~` or `logical_not()` operator instead.")


def _sub(a, b, alpha):
    _sub_check(a, b)
    return _add(a, b, -alpha)


def _scalar_as(x, dtype):
    # A Scalar converted to the kernel's type, as `value.to<scalar_t>()` does.
    if dtype == torch.bool:
        return bool(x)
    if not torch.empty(0, dtype=dtype).is_floating_point():
        return int(x)
    return x


def _dense_plus_sparse(r, s, alpha, dt):
    # ATen's add_out_dense_sparse: the dense operand copied in the result dtype, then each
    # stored entry times alpha added at its position, in order.
    out = torch.empty(tuple(r.shape), dtype=dt, device=r.device)
    out.copy_(r.detach())
    vals = s._v.to(dt)
    if alpha != 1:
        vals = vals * _scalar_as(alpha, dt)
    return _scatter_add(out, s, vals, "add")


class _DenseAddNode(torch.autograd.Function):
    # dense + sparse: ATen's AddBackward0, whose gradient for the dense operand is the
    # incoming one.
    _stridelab_node_name = "AddBackward0"

    @staticmethod
    def forward(ctx, r, s, alpha, dt):
        ctx.dtype = r.dtype
        return _dense_plus_sparse(r, s, alpha, dt)

    @staticmethod
    def backward(ctx, g):
        return g.to(ctx.dtype), None, None, None


class _DenseAddInplaceNode(torch.autograd.Function):
    # dense.add_(sparse) on a tensor with history: the write goes through `.data` so the
    # version moves once, as ATen's kernel moves it (mark_dirty moves it again).
    _stridelab_node_name = "AddBackward0"

    @staticmethod
    def forward(ctx, r, s, alpha, dt):
        r.data.copy_(_dense_plus_sparse(r, s, alpha, dt))
        ctx.mark_dirty(r)
        return r

    @staticmethod
    def backward(ctx, g):
        return g, None, None, None


def _dense_add(r, s, alpha, inplace):
    # dense + sparse (ATen's add_out_dense_sparse_cpu), a dense result.
    _refuse_values_grad(s, "add")
    if list(r.shape) != list(s._size):
        raise RuntimeError(
            f"add: expected 'self' and 'other' to have same size, but self has size {list(r.shape)} while "
            f"other has size {list(s._size)} (FYI: dense-sparse addition does not currently support broadcasting)")
    dt = torch.promote_types(r.dtype, s.dtype)
    grad = r.requires_grad and torch.is_grad_enabled()
    if not inplace:
        return _DenseAddNode.apply(r, s, alpha, dt) if grad else _dense_plus_sparse(r, s, alpha, dt)
    if not torch.can_cast(dt, r.dtype):
        raise RuntimeError(f"Can't convert result type {_word(dt)} to output {_word(r.dtype)} in add operation")
    if not grad:
        r.copy_(_dense_plus_sparse(r, s, alpha, dt))
        return r
    if r.is_leaf:
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")
    if r._base is not None:
        return r.copy_(_DenseAddNode.apply(r, s, alpha, dt))
    return _DenseAddInplaceNode.apply(r, s, alpha, dt)


def _add(a, b, alpha):
    if not _is_sparse(a):
        # dense + sparse: a dense result.
        if not isinstance(a, torch.Tensor):
            raise NotImplementedError("stridelab: adding a sparse COO tensor to a number is not supported")
        _alpha_check(torch.promote_types(a.dtype, b.dtype), alpha)
        return _dense_add(a, b, alpha, False)
    if not _is_sparse(b):
        raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
    dt = torch.promote_types(a.dtype, b.dtype)
    _alpha_check(dt, alpha)
    if list(a._size) != list(b._size):
        raise RuntimeError(
            f"add: expected sizes of 'self' and 'other' to match, but {list(a._size)} != {list(b._size)}")
    _refuse_values_grad(a, "add")
    _refuse_values_grad(b, "add")
    av = a._v.to(dt)
    bv = b._v.to(dt) if alpha == 1 else b._v.to(dt) * _scalar_as(alpha, dt)
    if b._nnz() == 0:
        return Tensor(a._i.clone(), av.clone(), a._size, a._coalesced)
    if a._nnz() == 0:
        return Tensor(b._i.clone(), bv.clone(), b._size, b._coalesced)
    if a.sparse_dim() != b.sparse_dim():
        raise RuntimeError(
            f"add: expected 'self' and 'other' to have same density, but 'self' has {a.sparse_dim()} sparse "
            f"dimensions while 'other' has {b.sparse_dim()} sparse dimensions")
    if dt == torch.bool:
        raise NotImplementedError("\"cadd_sparse\" not implemented for 'Bool'")
    if not (a._v.is_contiguous() and b._v.is_contiguous()):
        # add_out_sparse_non_contiguous: where either values tensor is not contiguous
        # (an embedding's gradient from an expanded one), ATen concatenates the entries.
        idx = torch.cat([a._i, b._i], 1)
        return Tensor(idx, torch.cat([av, bv], 0), a._size, idx.shape[1] < 2)
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
    capacity = len(ta) + len(tb)
    return Tensor(
        _in_capacity(idx, 1, capacity), _in_capacity(vals, 0, capacity), a._size, a._coalesced and b._coalesced)


def _add_(a, b, alpha):
    # dense.add_(sparse); a sparse tensor's own add_ is not run here.
    if _is_sparse(a) or not _is_sparse(b):
        raise _refusal("add_")
    return _dense_add(a, b, alpha, True)


def _sub_(a, b, alpha):
    _sub_check(a, b)
    if _is_sparse(a) or not _is_sparse(b):
        raise _refusal("sub_")
    return _dense_add(a, b, -alpha, True)


# -- products -------------------------------------------------------------------------
def _spmm_values(s, d, out=None, alpha=1):
    # ATen's s_addmm worker: each stored entry, in order, adds `alpha * value * dense[col]`
    # to `out[row]` (zeros unless given); an entry outside the matrix is its error.
    n, m = s._size[0], s._size[1]
    if out is None:
        out = torch.zeros(n, d.shape[1], dtype=d.dtype, device=d.device)
    if s._nnz() == 0:
        return out
    rows, cols = s._i[0], s._i[1]
    bad = (cols < 0) | (cols >= m) | (rows < 0) | (rows >= n)
    if bool(bad.any()):
        k = int(bad.nonzero()[0, 0])
        col, row = int(cols[k]), int(rows[k])
        if col < 0 or col >= m:
            raise RuntimeError(f"addmm: index out of column bound: {col} not between 1 and {m}")
        raise RuntimeError(f"addmm: index out of row bound: {row} not between 1 and {n}")
    coef = s._v if alpha == 1 else s._v * _scalar_as(alpha, s.dtype)
    return out.index_add_(0, rows, coef[:, None] * d[cols])


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


class _DenseMmNode(torch.autograd.Function):
    # dense @ sparse under `mm`'s node: ATen's _sparse_mm computes (sparse^T @ dense^T)^T,
    # and the dense operand's gradient, g @ sparse^T, the same way.
    _stridelab_node_name = "MmBackward0"

    @staticmethod
    def forward(ctx, d, s):
        ctx.s = s
        r = _spmm_values(s.t(), d.t())
        # The transposed product's layout, in a tensor of its own (not a view).
        return torch.empty_strided((r.shape[1], r.shape[0]), (1, r.shape[1]), dtype=r.dtype, device=r.device).copy_(r.t())

    @staticmethod
    def backward(ctx, g):
        return _spmm_values(ctx.s, g.t()).t(), None


class _MvNode(torch.autograd.Function):
    _stridelab_node_name = "MvBackward0"

    @staticmethod
    def forward(ctx, s, v):
        ctx.s = s
        return _spmm_values(s, v[:, None])[:, 0].contiguous()

    @staticmethod
    def backward(ctx, g):
        return None, _spmm_values(ctx.s.t(), g[:, None])[:, 0].contiguous()


class _AddmmNode(torch.autograd.Function):
    # torch.addmm(dense, sparse, dense): ATen's s_addmm_out_sparse_dense_cpu (the dense
    # input broadcast and scaled by beta, then each entry's product added) under addmm's
    # node.
    _stridelab_node_name = "AddmmBackward0"

    @staticmethod
    def forward(ctx, mat, s, d, beta, alpha):
        ctx.s, ctx.beta, ctx.alpha, ctx.shape = s, beta, alpha, tuple(mat.shape)
        n, p = s._size[0], d.shape[1]
        out = torch.zeros(n, p, dtype=d.dtype, device=d.device)
        if beta != 0:
            out.copy_(mat.expand(n, p))
            if beta != 1:
                out.mul_(beta)
        return _spmm_values(s, d, out, alpha)

    @staticmethod
    def backward(ctx, g):
        gm = g if ctx.beta == 1 else g * ctx.beta
        if tuple(gm.shape) != ctx.shape:
            # Summed back to the broadcast input's shape.
            lead = gm.dim() - len(ctx.shape)
            if lead > 0:
                gm = gm.sum(tuple(range(lead)))
            ones = tuple(i for i, k in enumerate(ctx.shape) if k == 1 and gm.shape[i] != 1)
            if ones:
                gm = gm.sum(ones, keepdim=True)
        gd = _spmm_values(ctx.s.t(), g)
        if ctx.alpha != 1:
            gd = gd * ctx.alpha
        return gm, None, gd, None, None


class _UnsafeViewNode(torch.autograd.Function):
    # matmul's `_unsafe_view` of the folded product: the view's sizes and strides, under
    # its node.
    _stridelab_node_name = "UnsafeViewBackward0"

    @staticmethod
    def forward(ctx, x, shape):
        ctx.shape = tuple(x.shape)
        v = x.view(shape)
        return torch.empty_strided(tuple(v.shape), v.stride(), dtype=v.dtype, device=v.device).copy_(v)

    @staticmethod
    def backward(ctx, g):
        return g.reshape(ctx.shape), None


_NODES = {"MmBackward0": _MmNode, "SparseAddmmBackward0": _SparseAddmmNode}


def _check_mm(a, b):
    # The checks of ATen's _sparse_addmm on a sparse `a` and a dense `b`.
    if a.sparse_dim() != 2 or a.dense_dim() != 0:
        raise RuntimeError(f"addmm: matrices expected, got {a.sparse_dim()}D tensor")
    if b.dim() != 2:
        raise IndexError(f"Dimension out of range (expected to be in range of [-{b.dim()}, {b.dim() - 1}], but got 1)"
                         if b.dim() > 0 else "Dimension specified as 1 but tensor has no dimensions")
    if b.shape[0] != a._size[1]:
        raise RuntimeError(f"addmm: Argument #3 (dense): Expected dim 0 size {a._size[1]}, got {b.shape[0]}")
    if b.dtype != a.dtype:
        raise RuntimeError(f"expected scalar type {_word(a.dtype)} but found {_word(b.dtype)}")


def _mm(a, b, node, op):
    if not _is_sparse(a):
        if _is_sparse(b):
            # dense @ sparse, as ATen computes it: (sparse^T @ dense^T)^T.
            if node != "MmBackward0":
                return _mm(b.transpose(-2, -1), a.transpose(-2, -1), node, op).transpose(-2, -1)
            _check_mm(b.transpose(-2, -1), a.t())
            _refuse_values_grad(b, op)
            return _DenseMmNode.apply(a, b)
        return torch.mm(a, b)
    if _is_sparse(b):
        _refuse_values_grad(a, op)
        _refuse_values_grad(b, op)
        return _to_sparse(torch.mm(a.to_dense(), b.to_dense()))
    _check_mm(a, b)
    _refuse_values_grad(a, op)
    return _NODES[node].apply(a, b)


def _matmul(a, b):
    da, db = a.dim(), b.dim()
    if da == 0 or db == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {da}D and {db}D")
    sp = a if _is_sparse(a) else b
    if sp.dim() != 2:
        raise RuntimeError("reshape is not implemented for sparse tensors")
    if _is_sparse(a) and not _is_sparse(b):
        if db == 1:
            if b.shape[0] != a._size[1]:
                raise RuntimeError(
                    f"size mismatch, got input ({a._size[0]}), mat ({a._size[0]}x{a._size[1]}), vec ({b.shape[0]})")
            _refuse_values_grad(a, "matmul")
            return _MvNode.apply(a, b)
        if db > 2:
            raise RuntimeError("expand is unsupported for Sparse tensors")
    if not _is_sparse(a):
        # ATen's matmul with a dense left operand: a vector is a one-row matrix; a batch
        # is folded into the rows of one.
        if da == 1:
            return _mm(a.unsqueeze(0), b, "MmBackward0", "matmul").squeeze_(0)
        if da > 2:
            r = _mm(a.reshape(-1, a.shape[-1]), b, "MmBackward0", "matmul")
            return _UnsafeViewNode.apply(r, tuple(a.shape[:-1]) + (b._size[1],))
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
    # torch.sparse.sum: ATen's _sparse_sum. Over every dimension, the coalesced values'
    # sum (with the dtype as its accumulator); over some, the tensor converted to the dtype
    # first, and the dtype kept.
    if not _is_sparse(input):
        raise RuntimeError("coalesce expected sparse coordinate tensor layout but got Strided")
    _refuse_values_grad(input, "sum")
    if dim is None:
        v = input.coalesce()._v
        return v.sum() if dtype is None else v.sum(dtype=dtype)
    if dtype is not None:
        input = input.to(dtype)
    dims = [dim] if isinstance(dim, int) else list(dim)
    n, sd = input.dim(), input.sparse_dim()
    dims = [_wrap_dim(d, n) for d in dims]
    for k, d in enumerate(dims):
        if d in dims[:k]:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    dense_sum = [d - sd + 1 for d in range(sd, n) if d in dims]
    sparse_count = len(dims) - len(dense_sum)
    v = input._v.sum(dense_sum) if dense_sum else input._v.clone()
    if sparse_count == sd:
        return v.sum(0)
    if v.dtype != input.dtype:
        # The summed values (an integral sum is int64) make a tensor of the input's dtype.
        raise RuntimeError(f"dtype of values ({_word(v.dtype)}) must match dtype of sparse tensor ({_word(input.dtype)})")
    keep = [d for d in range(sd) if d not in dims]
    idx = input._i[keep] if sparse_count else input._i.clone()
    size = [input._size[d] for d in range(n) if d not in dims]
    return _coalesced(idx, v, size)


def _addmm_dense(mat, s, d, *, beta=1, alpha=1):
    if _is_sparse(s) and not _is_sparse(d) and not _is_sparse(mat):
        _check_mm(s, d)
        _refuse_values_grad(s, "addmm")
        return _AddmmNode.apply(mat, s, d, beta, alpha)
    return torch.add(mat * beta if beta != 1 else mat, _mm(s, d, "MmBackward0", "addmm"), alpha=alpha)


# -- elementwise ops ------------------------------------------------------------------
# The zero-preserving ones ATen runs through `coalesced_unary_ufunc`: the input coalesced,
# the dense op on its values (so the dense op's dtypes and errors), a coalesced result.
# The name a script calls -> the op's own name, which the in-place form's error uses.
_UNARY = {
    "abs": "abs", "absolute": "abs", "sin": "sin", "sinh": "sinh", "tan": "tan", "tanh": "tanh",
    "asin": "asin", "arcsin": "asin", "asinh": "asinh", "arcsinh": "asinh", "atan": "atan",
    "arctan": "atan", "atanh": "atanh", "arctanh": "atanh", "expm1": "expm1", "log1p": "log1p",
    "ceil": "ceil", "floor": "floor", "round": "round", "trunc": "trunc", "fix": "trunc",
    "sign": "sign", "sgn": "sgn", "relu": "relu", "sqrt": "sqrt", "erf": "erf", "erfinv": "erfinv",
    "deg2rad": "deg2rad", "rad2deg": "rad2deg", "frac": "frac", "nan_to_num": "nan_to_num",
    "square": "square", "isnan": "isnan", "isinf": "isinf", "isposinf": "isposinf",
    "isneginf": "isneginf", "signbit": "signbit",
}
# Those without an in-place form (square_ is ATen's pow_, which has no sparse kernel).
_NO_INPLACE = {"square", "isnan", "isinf", "isposinf", "isneginf", "signbit"}


def _unary_values(name, v, inplace, args, kwargs):
    if name == "round" and "decimals" in kwargs:
        raise _backend_error("round_.decimals" if inplace else "round.decimals")
    if name == "square" and v.dtype == torch.bool:
        raise RuntimeError("result type Long can't be cast to the desired output type Bool")
    if name == "frac" and not v.is_floating_point() and v.dtype != torch.bool:
        raise NotImplementedError(f"\"frac_cpu\" not implemented for '{_word(v.dtype)}'")
    if inplace:
        return getattr(v, name + "_")(*args, **kwargs)
    return getattr(torch, name)(v, *args, **kwargs)


def _unary(op, s, *args, **kwargs):
    if not _is_sparse(s) or "out" in kwargs:
        raise _refusal(op)
    _refuse_values_grad(s, op)
    c = s.coalesce()
    return Tensor(c._i.clone(), _unary_values(_UNARY[op], c._v, False, args, kwargs), c._size, True)


def _unary_(op, s, *args, **kwargs):
    # In place, on the values of a coalesced tensor (coalesced_unary_ufunc_).
    name = _UNARY[op]
    if not _is_sparse(s):
        raise _refusal(op + "_")
    if not s._coalesced:
        raise RuntimeError(f"{name}_ requires coalesced input")
    _refuse_values_grad(s, op + "_")
    _unary_values(name, s._v, True, args, kwargs)
    return s


def _unary_method(op):
    def method(self, *args, **kwargs):
        return _unary(op, self, *args, **kwargs)
    return method


def _unary_inplace_method(op):
    def method(self, *args, **kwargs):
        return _unary_(op, self, *args, **kwargs)
    return method


for _op in _UNARY:
    setattr(Tensor, _op, _unary_method(_op))
    if _op not in _NO_INPLACE:
        setattr(Tensor, _op + "_", _unary_inplace_method(_op))


def _zeros_like(s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False,
                memory_format=None):
    # ATen's zeros_like of a sparse tensor: no entries, its size and sparse dimensions;
    # with layout=torch.strided, dense zeros.
    if not _is_sparse(s):
        raise _refusal("zeros_like")
    dt = s.dtype if dtype is None else dtype
    if layout == torch.strided:
        return torch.zeros(s._size, dtype=dt, requires_grad=requires_grad)
    if memory_format is not None:
        raise RuntimeError("memory format option is only supported by strided tensors")
    if requires_grad and not torch.empty(0, dtype=dt).is_floating_point():
        raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
    return Tensor(torch.zeros(s.sparse_dim(), 0, dtype=_LONG), torch.zeros((0,) + tuple(s._v.shape[1:]), dtype=dt),
                  s._size, True, requires_grad)


def _functional_relu(input, inplace=False):
    return _unary_("relu", input) if inplace else _unary("relu", input)


def _vector_norm(s, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):
    # ATen's sparse norm: the norm of the coalesced values (repeated entries summed first).
    if dim is not None or keepdim or dtype is not None or out is not None:
        raise NotImplementedError("stridelab: the norm of a sparse COO tensor along dims, with keepdim, dtype or out is not supported")
    _refuse_values_grad(s, "norm")
    return torch.linalg.vector_norm(s.coalesce()._values(), ord)


# What `__torch_function__` answers, by the public function a call reached.
def _mul_either(a, b):
    return _mul(a, b) if _is_sparse(a) else _mul(b, a)


def _unary_handler(op):
    return lambda s, *args, **kwargs: _unary(op, s, *args, **kwargs)


def _unary_inplace_handler(op):
    return lambda s, *args, **kwargs: _unary_(op, s, *args, **kwargs)


_HANDLERS = [
    ("mm", lambda a, b: _mm(a, b, "MmBackward0", "mm")),
    ("matmul", _matmul),
    ("__matmul__", _matmul),
    ("__rmatmul__", lambda a, b: _matmul(b, a)),
    ("add", lambda a, b, *, alpha=1: _add(a, b, alpha)),
    ("__add__", lambda a, b: _add(a, b, 1)),
    ("__radd__", lambda a, b: _add(b, a, 1)),
    ("sub", lambda a, b, *, alpha=1: _sub(a, b, alpha)),
    ("__sub__", lambda a, b: _sub(a, b, 1)),
    ("__rsub__", lambda a, b: _sub(b, a, 1)),
    ("add_", lambda a, b, *, alpha=1: _add_(a, b, alpha)),
    ("sub_", lambda a, b, *, alpha=1: _sub_(a, b, alpha)),
    ("mul", _mul_either),
    ("pow", lambda a, e: pow(a, e)),
    ("__pow__", lambda a, e: pow(a, e)),
    ("__mul__", _mul_either),
    ("__rmul__", _mul_either),
    ("div", lambda a, b, *, rounding_mode=None: _div(a, b, rounding_mode)),
    ("__truediv__", lambda a, b: _div(a, b, None)),
    ("neg", lambda a: a.neg()),
    ("negative", lambda a: a.neg()),
    ("__neg__", lambda a: a.neg()),
    ("neg_", lambda a: a.neg_()),
    ("negative_", lambda a: a.neg_()),
    ("zero_", lambda a: a.zero_()),
    ("t", lambda a: a.t()),
    ("transpose", lambda a, d0, d1: a.transpose(d0, d1)),
    ("sum", lambda a, dim=None, keepdim=False, *, dtype=None: a.sum(dim, keepdim, dtype)),
    ("addmm", _addmm_dense),
    ("clone", lambda a, *, memory_format=None: a.clone()),
    ("detach", lambda a: a.detach()),
    ("numel", lambda a: a.numel()),
    ("to_dense", lambda a, dtype=None, *, masked_grad=None: a.to_dense(dtype)),
    ("zeros_like", _zeros_like),
    ("mul_", lambda a, b: a.mul_(b)),
    ("norm", lambda a, p=2, dim=None, keepdim=False, dtype=None: a.norm(p, dim, keepdim, dtype)),
    ("empty_like", _zeros_like),
]
for _op in _UNARY:
    _HANDLERS.append((_op, _unary_handler(_op)))
    if _op not in _NO_INPLACE:
        _HANDLERS.append((_op + "_", _unary_inplace_handler(_op)))
_HANDLED = {}
for _name, _fn in _HANDLERS:
    for _owner in (torch, torch.Tensor):
        _f = getattr(_owner, _name, None)
        if _f is not None:
            _HANDLED[_f] = _fn
_LATE = []


def _handler(func):
    # torch.nn.functional is looked up at the first call, once it is surely loaded.
    f = _HANDLED.get(func)
    if f is None and not _LATE:
        _LATE.append(True)
        _HANDLED[torch.nn.functional.relu] = _functional_relu
        _HANDLED[torch.linalg.vector_norm] = _vector_norm
        _HANDLED[torch.linalg.norm] = _vector_norm
        f = _HANDLED.get(func)
    return f
