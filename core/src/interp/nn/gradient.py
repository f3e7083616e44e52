

# ---------------------------------------------------------------------------------------
# torch.gradient (ATen's ReduceOps.cpp: pre_check_gradient, gradient_helper and
# gradient_helper_float), torch.scalar_tensor, Tensor.new_empty_strided, and
# torch/_lowrank.py's svd_lowrank and pca_lowrank (gradient.py).


def _grad_prepend_append(center, prepend, append, d):
    return torch.cat([prepend, center, append], d)


def _grad_pre_check(x, spacing_size, dims, edge_order):
    if x.dtype == torch.uint8:
        raise NotImplementedError("torch.gradient does not support uint8 input.")
    if spacing_size is not None and dims is None:
        if spacing_size != x.dim():
            raise RuntimeError(
                "torch.gradient expected spacing to be unspecified, a scalar, or a list of length "
                f"equal to 'self.dim() = {x.dim()}', since dim argument was not given, but got a "
                f"list of length {spacing_size}")
    if spacing_size is not None and dims is not None:
        if spacing_size != len(dims):
            raise RuntimeError(
                "torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim "
                f"arguments to have the same length, but got a spacing argument of length {spacing_size} "
                f"and a dim argument of length {len(dims)}.")
    if edge_order != 1 and edge_order != 2:
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    if dims is not None:
        seen = set()
        for d in dims:
            w = _grad_wrap(d, x.dim())
            if w in seen:
                raise RuntimeError(f"dim {w} appears multiple times in the list of dims")
            seen.add(w)
        check = [x.shape[_grad_wrap(d, x.dim())] for d in dims]
    else:
        check = list(x.shape)
    for n in check:
        if n < edge_order + 1:
            raise RuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")


def _grad_wrap(d, n):
    lo, hi = -max(n, 1), max(n, 1) - 1
    if d < lo or d > hi:
        raise IndexError(f"Dimension out of range (expected to be in range of [{lo}, {hi}], but got {d})")
    return d + n if d < 0 else d


def _grad_float(x, spacing, dims, edge_order):
    out = []
    for i in range(len(dims)):
        d = _grad_wrap(dims[i], x.dim())
        h = spacing[i]
        n = x.shape[d]
        center = (x.narrow(d, 2, n - 2) - x.narrow(d, 0, n - 2)) / h
        if edge_order == 1:
            prepend = (x.narrow(d, 1, 1) - x.narrow(d, 0, 1)) / h
            append = (x.narrow(d, n - 1, 1) - x.narrow(d, n - 2, 1)) / h
        else:
            prepend = (x.narrow(d, 0, 1) * -1.5 + x.narrow(d, 1, 1) * 2.0 - x.narrow(d, 2, 1) * 0.5) / h
            append = (x.narrow(d, n - 3, 1) * 0.5 - x.narrow(d, n - 2, 1) * 2.0 + x.narrow(d, n - 1, 1) * 1.5) / h
        out.append(_grad_prepend_append(center / 2, prepend, append, d))
    return tuple(out)


def _grad_coords(x, coords, dims, edge_order):
    out = []
    for i in range(len(dims)):
        c = coords[i]
        if c.dim() != 1:
            raise RuntimeError(
                "torch.gradient expected each element of spacing to have one dimension, but got an "
                f"element with {c.dim()} dimensions!")
        d = _grad_wrap(dims[i], x.dim())
        shape = [1] * x.dim()
        shape[d] = -1
        n = x.shape[d]
        dx = c.diff(1, 0)
        dx1 = dx[:-1]
        dx2 = dx[1:]
        a = (-dx2 / (dx1 * (dx1 + dx2))).reshape(shape)
        b = ((dx2 - dx1) / (dx1 * dx2)).reshape(shape)
        cc = (dx1 / (dx2 * (dx1 + dx2))).reshape(shape)
        center = a * x.narrow(d, 0, n - 2) + b * x.narrow(d, 1, n - 2) + cc * x.narrow(d, 2, n - 2)
        if edge_order == 1:
            prepend = (x.narrow(d, 1, 1) - x.narrow(d, 0, 1)) / dx[0]
            append = (x.narrow(d, n - 1, 1) - x.narrow(d, n - 2, 1)) / dx[-1]
        else:
            a = -(2.0 * dx[0] + dx[1]) / (dx[0] * (dx[0] + dx[1]))
            b = (dx[0] + dx[1]) / (dx[0] * dx[1])
            cc = (-dx[0]) / (dx[1] * (dx[0] + dx[1]))
            prepend = a * x.narrow(d, 0, 1) + b * x.narrow(d, 1, 1) + cc * x.narrow(d, 2, 1)
            a = (dx[-1]) / (dx[-2] * (dx[-1] + dx[-2]))
            b = -(dx[-1] + dx[-2]) / (dx[-1] * dx[-2])
            cc = (2 * dx[-1] + dx[-2]) / (dx[-1] * (dx[-1] + dx[-2]))
            append = a * x.narrow(d, n - 3, 1) + b * x.narrow(d, n - 2, 1) + cc * x.narrow(d, n - 1, 1)
        out.append(_grad_prepend_append(center, prepend, append, d))
    return tuple(out)


_GRAD_OVERLOADS = (
    " * (Tensor input, *, tuple of ints dim, int edge_order = 1)\n"
    " * (Tensor input, *, Number spacing, tuple of ints dim, int edge_order = 1)\n"
    " * (Tensor input, *, Number spacing = None, int dim = None, int edge_order = 1)\n"
    " * (Tensor input, *, tuple of Scalars spacing, int dim = None, int edge_order = 1)\n"
    " * (Tensor input, *, tuple of Scalars spacing, tuple of ints dim, int edge_order = 1)\n"
    " * (Tensor input, *, tuple of Tensors spacing, int dim = None, int edge_order = 1)\n"
    " * (Tensor input, *, tuple of Tensors spacing, tuple of ints dim, int edge_order = 1)\n")


def _grad_spacing_refused(spacing, dim, edge_order):
    # The native parser's refusal: a spacing that is no number (a tensor counts as one only
    # when 0-d and without grad), no sequence and not None. Its keywords are listed sorted;
    # dim and edge_order show only where they differ from their defaults (a Python default
    # cannot tell whether they were passed).
    given = {"spacing": type(spacing).__name__}
    if dim is not None:
        given["dim"] = type(dim).__name__
    if edge_order != 1:
        given["edge_order"] = type(edge_order).__name__
    got = ", ".join(f"{k}={given[k]}" for k in sorted(given))
    return TypeError(
        f"gradient() received an invalid combination of arguments - got (Tensor, {got}), "
        "but expected one of:\n" + _GRAD_OVERLOADS)


def _torch_gradient(input, spacing=1, dim=None, edge_order=1):
    x = input
    if isinstance(spacing, torch.Tensor):
        if spacing.dim() != 0 or spacing.requires_grad:
            raise _grad_spacing_refused(spacing, dim, edge_order)
    elif not (spacing is None or isinstance(spacing, (int, float, list, tuple))):
        raise _grad_spacing_refused(spacing, dim, edge_order)
    dims = None
    if dim is not None:
        dims = [dim] if isinstance(dim, int) else list(dim)
    if isinstance(spacing, (list, tuple)):
        _grad_pre_check(x, len(spacing), dims, edge_order)
        use = dims if dims is not None else list(range(x.dim()))
        if len(spacing) > 0 and isinstance(spacing[0], torch.Tensor):
            return _grad_coords(x, list(spacing), use, edge_order)
        return _grad_float(x, list(spacing), use, edge_order)
    if spacing is None:
        spacing = 1.0
    if isinstance(spacing, torch.Tensor):
        spacing = spacing.item()
    _grad_pre_check(x, None, dims, edge_order)
    use = dims if dims is not None else list(range(x.dim()))
    return _grad_float(x, [spacing] * len(use), use, edge_order)


def _torch_scalar_tensor(s, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False):
    if isinstance(s, torch.Tensor):
        s = s.item()
    dt = dtype if dtype is not None else torch.get_default_dtype()
    if isinstance(s, complex) and not dt.is_complex:
        raise RuntimeError(
            f"value cannot be converted to type {_LEGACY_NAMES[str(dt)].lower() if dt != torch.float64 else 'double'} without overflow")
    return torch.full((), s, dtype=dt, device=device, requires_grad=requires_grad)


def _torch_new_empty_strided(self, size, stride, dtype=None, layout=None, device=None,
                             pin_memory=False, requires_grad=False):
    return torch.empty_strided(
        size, stride,
        dtype=self.dtype if dtype is None else dtype,
        device=self.device if device is None else device,
        requires_grad=requires_grad)


# ------------------------------------------------------------------ torch/_lowrank.py


def _lowrank_float_dtype(A):
    if A.dtype in (torch.float16, torch.float32, torch.float64):
        return A.dtype
    return torch.float32


def _lowrank_basis(A, q, niter=2, M=None):
    niter = 2 if niter is None else niter
    dtype = _lowrank_float_dtype(A) if not A.is_complex() else A.dtype
    R = torch.randn(A.shape[-1], q, dtype=dtype, device=A.device)
    X = torch.matmul(A, R)
    if M is not None:
        X = X - torch.matmul(M, R)
    Q = torch.linalg.qr(X).Q
    for _ in range(niter):
        X = torch.matmul(A.mH, Q)
        if M is not None:
            X = X - torch.matmul(M.mH, Q)
        Q = torch.linalg.qr(X).Q
        X = torch.matmul(A, Q)
        if M is not None:
            X = X - torch.matmul(M, Q)
        Q = torch.linalg.qr(X).Q
    return Q


def _lowrank_svd(A, q=6, niter=2, M=None):
    q = 6 if q is None else q
    m, n = A.shape[-2:]
    if M is not None:
        M = M.broadcast_to(A.size())
    if m < n:
        A = A.mH
        if M is not None:
            M = M.mH
    Q = _lowrank_basis(A, q, niter=niter, M=M)
    B = torch.matmul(Q.mH, A)
    if M is not None:
        B = B - torch.matmul(Q.mH, M)
    U, S, Vh = torch.linalg.svd(B, full_matrices=False)
    V = Vh.mH
    U = Q.matmul(U)
    if m < n:
        U, V = V, U
    return U, S, V


def _torch_svd_lowrank(A, q=6, niter=2, M=None):
    return _lowrank_svd(A, q=q, niter=niter, M=M)


def _torch_pca_lowrank(A, q=None, center=True, niter=2):
    (m, n) = A.shape[-2:]
    if q is None:
        q = min(6, m, n)
    elif not (q >= 0 and q <= min(m, n)):
        raise ValueError(
            f"q(={q}) must be non-negative integer and not greater than min(m, n)={min(m, n)}")
    if not (niter >= 0):
        raise ValueError(f"niter(={niter}) must be non-negative integer")
    if not center:
        return _lowrank_svd(A, q, niter=niter, M=None)
    C = A.mean(dim=(-2,), keepdim=True)
    return _lowrank_svd(A - C, q, niter=niter, M=None)
