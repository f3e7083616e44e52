

# ---------------------------------------------------------------------------------------
# Complex torch.linalg (linalg_complex.py): what `complex::linalg_call` hands over as
# `_zlinalg_<name>` (and torch.X as `_ztorch_<name>`) when a complex tensor takes part.
# The factorizations are `_native.zlinalg_*` (LAPACK's z-routines on the host, laid out
# as LAPACK writes them); the rest is PyTorch's composition of them. No autograd: a
# complex input that requires grad was refused before these run. Also the real
# ldl_factor/ldl_solve, matrix_sqrth and polar, which PyTorch 2.15 has for every dtype.

_NOT_PD = "The factorization could not be completed because the input is not positive-definite (the leading minor of order {} is not positive-definite)."


def _z_square(A, fname):
    if A.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"{fname}: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )


def _z_matrices(A, fname):
    if A.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor A must have at least 2 dimensions.")


def _z_real_dtype(A):
    return torch.float64 if A.dtype == torch.complex128 else torch.float32


def _z_finite(A, fname):
    if not bool(torch.isfinite(A).all()):
        raise RuntimeError(f"{fname}: input tensor should not contain infs or NaNs.")


def _zlinalg_cholesky_ex(A, upper=False, check_errors=False, out=None):
    _z_square(A, "linalg.cholesky")
    L, info = _native.zlinalg_cholesky(A, upper)
    if check_errors:
        _check_linalg_errors(info, "linalg.cholesky_ex", _NOT_PD)
    return _native.return_type("linalg_cholesky_ex", (L, info))


def _zlinalg_cholesky(A, upper=False, out=None):
    _z_square(A, "linalg.cholesky")
    L, info = _native.zlinalg_cholesky(A, upper)
    _check_linalg_errors(info, "linalg.cholesky", _NOT_PD)
    return L


def _zlinalg_eigh(A, UPLO="L", out=None):
    _z_square(A, "linalg.eigh")
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    L, V = _native.zlinalg_eigh(A, UPLO == "U")
    return _native.return_type("linalg_eigh", (L, V))


def _zlinalg_eigvalsh(A, UPLO="L", out=None):
    _z_square(A, "linalg.eigvalsh")
    return _zlinalg_eigh(A, UPLO)[0]


def _z_eig(A, vectors, name):
    _z_square(A, f"linalg.{name}")
    _z_finite(A, "torch.linalg.eig")
    r = _native.zlinalg_eig(A, vectors)
    if isinstance(r, int):
        raise _LinAlgError(
            f"torch.linalg.{name}: The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: {r})."
        )
    return r


def _zlinalg_eig(A, out=None):
    return _native.return_type("linalg_eig", _z_eig(A, True, "eig"))


def _zlinalg_eigvals(A, out=None):
    return _z_eig(A, False, "eigvals")[0]


def _z_svd(A, full, fname):
    _z_matrices(A, fname)
    m, n = A.shape[-2], A.shape[-1]
    if A.numel() == 0:
        raise NotImplementedError(f"{fname} of an empty complex matrix is not supported in stridelab yet")
    _z_finite(A, fname)
    return _native.zlinalg_svd(A, full)


def _zlinalg_svd(A, full_matrices=True, driver=None, out=None):
    return _native.return_type("linalg_svd", _z_svd(A, full_matrices, "linalg.svd"))


def _zlinalg_svdvals(A, driver=None, out=None):
    return _z_svd(A, False, "linalg.svdvals")[1]


def _ztorch_svd(input, some=True, compute_uv=True, out=None):
    U, S, Vh = _z_svd(input, not some, "linalg.svd")
    return _native.return_type("svd", (U, S, Vh.mH))


def _zlinalg_qr(A, mode="reduced", out=None):
    _z_matrices(A, "linalg.qr")
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(
            f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', or 'complete'"
        )
    return _native.return_type("linalg_qr", _native.zlinalg_qr(A, mode))


def _ztorch_geqrf(input, out=None):
    _z_matrices(input, "geqrf")
    return _native.return_type("geqrf", _native.zlinalg_geqrf(input))


def _zlinalg_householder_product(input, tau, out=None):
    if input.dim() < 2:
        raise RuntimeError("torch.linalg.householder_product: input must have at least 2 dimensions.")
    m, n = input.shape[-2], input.shape[-1]
    if m < n:
        raise RuntimeError(
            "torch.linalg.householder_product: input.shape[-2] must be greater than or equal to input.shape[-1]"
        )
    if tau.shape[-1] > n:
        raise RuntimeError(
            "torch.linalg.householder_product: input.shape[-1] must be greater than or equal to tau.shape[-1]"
        )
    if not tau.is_complex() or tau.dtype != input.dtype:
        raise RuntimeError(
            f"torch.linalg.householder_product: Expected input and tau to have the same dtype, but input has dtype {input.dtype} and tau has dtype {tau.dtype}"
        )
    return _native.zlinalg_householder(input, tau, n)


def _ztorch_orgqr(input, tau):
    return _zlinalg_householder_product(input, tau)


def _zlinalg_lu_factor_ex(A, pivot=True, check_errors=False, out=None):
    _z_matrices(A, "torch.linalg.lu_factor_ex")
    LU, piv, info = _native.zlinalg_lu(A)
    if check_errors:
        _check_linalg_errors(info, "torch.linalg.lu_factor_ex", "The factorization could not be completed because the input is singular (U[{},{}] is zero).".replace("{},{}", "{0},{0}"))
    return _native.return_type("linalg_lu_factor_ex", (LU, piv, info))


def _zlinalg_lu_factor(A, pivot=True, out=None):
    _z_matrices(A, "torch.linalg.lu_factor")
    LU, piv, info = _native.zlinalg_lu(A)
    return _native.return_type("linalg_lu_factor", (LU, piv))


def _z_broadcast(A, B):
    batch = list(torch.broadcast_shapes(tuple(A.shape[:-2]), tuple(B.shape[:-2])))
    A = A.expand(batch + list(A.shape[-2:]))
    B = B.expand(batch + list(B.shape[-2:]))
    return A, B


def _z_vector_rhs(A, B):
    # PyTorch reads B as a vector when it is 1-D or a batch of vectors matching A's batch.
    return B.dim() == 1 or (B.dim() == A.dim() - 1 and tuple(B.shape) == tuple(A.shape[:-1]))


def _z_solve_with(A, B, left, solve):
    # X = solve(A', B') for left, else (solve(Aᴴ-side, Bᴴ))ᴴ, laid out column-major.
    if not left:
        return solve(B.mH, True).mH.contiguous().mT.contiguous().mT
    return solve(B, False)


def _zlinalg_lu_solve(LU, pivots, B, left=True, adjoint=False, out=None):
    if not B.is_complex():
        B = B.to(LU.dtype)
    LUb, Bb = _z_broadcast(LU, B)
    pb = pivots.expand(list(LUb.shape[:-2]) + [pivots.shape[-1]])

    def solve(rhs, flip):
        L2, R2 = _z_broadcast(LUb, rhs)
        return _native.zlinalg_lu_solve(L2, pb, R2, adjoint != flip)

    return _z_solve_with(LUb, Bb, left, solve)


def _zlinalg_lu(A, pivot=True, out=None):
    _z_matrices(A, "torch.linalg.lu")
    return _native.return_type("linalg_lu", _native.zlinalg_lu_unpacked(A))


def _zlinalg_solve_triangular(A, B, upper=None, left=True, unitriangular=False, out=None):
    if upper is None:
        raise TypeError("linalg_solve_triangular() missing required argument 'upper' (pos 3)")
    A, B = _z_broadcast(A, B)

    def solve(rhs, flip):
        A2, R2 = _z_broadcast(A, rhs)
        return _native.zlinalg_trsm(A2, R2, upper, unitriangular, "H" if flip else "N")

    return _z_solve_with(A, B, left, solve)


def _ztorch_cholesky_solve(B, L, upper=False, out=None):
    L2, B2 = _z_broadcast(L, B)
    # A = L·Lᴴ (upper: Uᴴ·U): solve with the first factor, then its adjoint.
    Y = _native.zlinalg_trsm(L2, B2, upper, False, "H" if upper else "N")
    return _native.zlinalg_trsm(L2, Y, upper, False, "N" if upper else "H")


def _ztorch_cholesky_inverse(L, upper=False, out=None):
    n = L.shape[-1]
    eye = torch.eye(n, dtype=L.dtype, device=L.device).expand(list(L.shape))
    return _ztorch_cholesky_solve(eye, L, upper)


def _zlinalg_slogdet(A, out=None):
    _z_square(A, "linalg.slogdet")
    return _native.return_type("linalg_slogdet", _native.zlinalg_slogdet(A))


def _ztorch_slogdet(A, out=None):
    return _native.return_type("slogdet", _native.zlinalg_slogdet(A))


def _ztorch_logdet(A):
    sign, logabs = _native.zlinalg_slogdet(A)
    return torch.log(sign) + logabs


def _zlinalg_matrix_exp(A):
    _z_square(A, "linalg.matrix_exp")
    return _native.zlinalg_matrix_exp(A)


def _ztorch_matrix_exp(A):
    return _zlinalg_matrix_exp(A)


def _z_move_matrix_dims(A, dim):
    d0, d1 = dim[0] % A.dim(), dim[1] % A.dim()
    return A.movedim((d0, d1), (-2, -1)) if (d0, d1) != (A.dim() - 2, A.dim() - 1) else A


def _zlinalg_matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, dtype=None, out=None):
    if ord in (2, -2, "nuc"):
        # ATen's shape checks, in its order (the other orders get them from the real norm).
        if A.dim() < 2:
            raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
        if len(dim) != 2:
            raise RuntimeError("linalg.matrix_norm: dim must be a 2-tuple. Got " + " ".join(str(d) for d in dim))
        if dim[0] % A.dim() == dim[1] % A.dim():
            raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0] % A.dim()}, {dim[1] % A.dim()})")
        S = _zlinalg_svdvals(_z_move_matrix_dims(A, dim))
        r = S.sum(-1) if ord == "nuc" else (S.amax(-1) if ord == 2 else S.amin(-1))
        if keepdim:
            for d in sorted(x % A.dim() for x in dim):
                r = r.unsqueeze(d)
        return r
    return torch.linalg.matrix_norm(A.abs(), ord, dim, keepdim)


def _zlinalg_norm(A, ord=None, dim=None, keepdim=False, out=None, dtype=None):
    if ord is not None and ord in (2, -2, "nuc") and (dim is not None and len(dim) == 2 or dim is None and A.dim() == 2):
        return _zlinalg_matrix_norm(A, ord, dim if dim is not None else (-2, -1), keepdim)
    return torch.linalg.norm(A.abs(), ord, dim, keepdim)


def _zlinalg_vector_norm(x, ord=2, dim=None, keepdim=False, dtype=None, out=None):
    return torch.linalg.vector_norm(x.abs(), ord, dim, keepdim)


def _z_tolerances(A, atol, rtol, hermitian_name=None):
    m, n = A.shape[-2], A.shape[-1]
    real = _z_real_dtype(A)
    if rtol is None:
        given_atol = atol is not None and bool(torch.as_tensor(atol).gt(0).all())
        rtol = 0.0 if given_atol else finfo(real).eps * max(m, n)
    if atol is None:
        atol = 0.0
    as_t = lambda x: torch.as_tensor(x, dtype=real if not isinstance(x, torch.Tensor) else None, device=A.device)
    return as_t(atol), as_t(rtol)


def _zlinalg_pinv(A, rcond=None, hermitian=False, atol=None, rtol=None, out=None):
    _z_matrices(A, "linalg.pinv")
    if rcond is not None:
        atol, rtol = 0.0, rcond
    atol, rtol = _z_tolerances(A, atol, rtol)
    if hermitian:
        L, V = _zlinalg_eigh(A)
        S = L.abs()
        top = S.amax(-1, keepdim=True)
        tol = torch.maximum(atol.unsqueeze(-1), rtol.unsqueeze(-1) * top)
        inv = torch.where(S > tol, L.reciprocal(), torch.zeros_like(L))
        return (V * inv.unsqueeze(-2)) @ V.mH
    U, S, Vh = _z_svd(A, False, "linalg.pinv")
    top = S[..., :1]
    tol = torch.maximum(atol.unsqueeze(-1), rtol.unsqueeze(-1) * top)
    inv = torch.where(S > tol, S.reciprocal(), torch.zeros_like(S))
    return (Vh.mH * inv.unsqueeze(-2)) @ U.mH


def _ztorch_pinverse(input, rcond=1e-15):
    return _zlinalg_pinv(input, rcond)


def _zlinalg_matrix_rank(A, tol=None, hermitian=False, atol=None, rtol=None, out=None):
    if A.dim() < 2:
        raise RuntimeError("torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions.")
    if tol is not None:
        atol, rtol = tol, 0.0
    atol, rtol = _z_tolerances(A, atol, rtol)
    S = _zlinalg_eigvalsh(A).abs() if hermitian else _zlinalg_svdvals(A)
    top = S.amax(-1, keepdim=True) if S.shape[-1] else S
    tol = torch.maximum(atol.unsqueeze(-1), rtol.unsqueeze(-1) * top)
    return (S > tol).sum(-1)


def _zlinalg_cond(A, p=None, out=None):
    if A.dim() < 2:
        raise RuntimeError("linalg.cond: The input tensor must have at least 2 dimensions.")
    if p is None or p in (2, -2):
        S = _zlinalg_svdvals(A)
        hi, lo = S.narrow(-1, 0, 1), S.narrow(-1, -1, 1)
        return (lo / hi if p == -2 else hi / lo).squeeze(-1)
    if p not in ("fro", "nuc", float("inf"), float("-inf"), 1, -1):
        raise ValueError(f"linalg.cond got an invalid norm type: {p}")
    _z_square(A, f"linalg.cond(ord={p})")
    if p == "nuc":
        S = _zlinalg_svdvals(A)
        return S.sum(-1) * S.reciprocal().sum(-1)
    if A.dim() > 2:
        return torch.stack([_zlinalg_cond(M, p) for M in A.unbind(0)])
    try:
        inv = torch.linalg.inv(A)
    except _LinAlgError:
        return torch.full((), float("inf"), dtype=_z_real_dtype(A), device=A.device)
    return (_zlinalg_matrix_norm(A, p) * _zlinalg_matrix_norm(inv, p)).nan_to_num(float("inf"))


def _zlinalg_matrix_power(A, n, out=None):
    _z_square(A, "linalg.matrix_power")
    if n == 0:
        return torch.eye(A.shape[-1], dtype=A.dtype, device=A.device).expand(list(A.shape)).contiguous()
    a = torch.linalg.inv(A) if n < 0 else A
    n = abs(n)
    if n == 1:
        return a.contiguous() if a is not A else A.clone()
    z = result = None
    while n:
        z = a if z is None else z @ z
        if n & 1:
            result = z if result is None else result @ z
        n >>= 1
    return result


def _zlinalg_multi_dot(tensors, out=None):
    tensors = list(tensors)
    r = tensors[0]
    for t in tensors[1:]:
        r = r @ t
    return r


def _zlinalg_vecdot(x, y, dim=-1, out=None):
    return (x.conj() * y).sum(dim)


def _zlinalg_cross(input, other, dim=-1, out=None):
    a0, a1, a2 = [input.select(dim, i) for i in range(3)]
    b0, b1, b2 = [other.select(dim, i) for i in range(3)]
    return torch.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], dim % input.dim())


def _ztorch_trace(input):
    if input.dim() != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {input.dim()}")
    return input.diagonal().sum()


def _ztorch_kron(input, other, out=None):
    nd = max(input.dim(), other.dim())
    a = input.reshape([1] * (nd - input.dim()) + list(input.shape))
    b = other.reshape([1] * (nd - other.dim()) + list(other.shape))
    ash = []
    bsh = []
    for k in range(nd):
        ash += [a.shape[k], 1]
        bsh += [1, b.shape[k]]
    r = a.reshape(ash) * b.reshape(bsh)
    return r.reshape([a.shape[k] * b.shape[k] for k in range(nd)])


def _zlinalg_lstsq(A, B, rcond=None, driver=None):
    # The minimum-norm solution through the pseudo-inverse (gelsy's for full rank).
    vector = B.dim() == A.dim() - 1
    Bm = B.unsqueeze(-1) if vector else B
    X = _zlinalg_pinv(A) @ Bm
    # LAPACK solves in a max(m, n)-row column-major buffer: the solution is its top rows.
    m, n = A.shape[-2], A.shape[-1]
    if m > n:
        pad = torch.zeros(list(X.shape[:-2]) + [m - n, X.shape[-1]], dtype=X.dtype, device=X.device)
        X = torch.cat([X, pad], -2).mT.contiguous().mT.narrow(-2, 0, n)
    else:
        X = X.mT.contiguous().mT
    if vector:
        X = X.squeeze(-1)
    real = _z_real_dtype(A)
    empty = torch.empty(0, dtype=real, device=A.device)
    rank = _zlinalg_matrix_rank(A) if driver not in (None, "gels") else torch.empty(0, dtype=torch.int64)
    if driver in (None, "gelsy"):
        rank = _zlinalg_matrix_rank(A)
    sv = _zlinalg_svdvals(A) if driver in ("gelsd", "gelss") else empty
    return _native.return_type("linalg_lstsq", (X, empty, rank, sv))


def _zlinalg_tensorsolve(A, B, dims=None, out=None):
    if dims is not None:
        nd = A.dim()
        dims = [d % nd for d in dims]
        A = A.movedim(dims, list(range(nd - len(dims), nd)))
    k = B.numel()
    rest = list(A.shape[B.dim():])
    X = torch.linalg.solve(A.reshape(k, -1), B.reshape(k))
    return X.reshape(rest)


def _zlinalg_tensorinv(A, ind=2, out=None):
    rows = list(A.shape[:ind])
    cols = list(A.shape[ind:])
    k = 1
    for s in rows:
        k *= s
    return torch.linalg.inv(A.reshape(k, -1)).reshape(cols + rows)


# ------------------------------------------------------------------ any dtype


def _ldl_check(A, fname):
    _z_square(A, f"torch.linalg.{fname}")
    if A.dtype not in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        raise RuntimeError(
            f"torch.linalg.{fname}: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(A.dtype)]}"
        )


def _torch_linalg_ldl_factor_ex(A, hermitian=False, check_errors=False, out=None):
    _ldl_check(A, "ldl_factor_ex")
    LD, piv, info = _native.zlinalg_ldl(A.detach(), hermitian)
    if check_errors:
        _check_linalg_errors(info, "torch.linalg.ldl_factor_ex", "The factorization could not be completed because the input is singular (D[{0},{0}] is zero).")
    return _native.return_type("linalg_ldl_factor_ex", (LD, piv, info))


def _torch_linalg_ldl_factor(A, hermitian=False, out=None):
    _ldl_check(A, "ldl_factor")
    LD, piv, info = _native.zlinalg_ldl(A.detach(), hermitian)
    # PyTorch 2.15 checks sytrf's info with an internal assert (a singular D included).
    for i in info.reshape(-1).tolist():
        if i != 0:
            raise RuntimeError(
                'false INTERNAL ASSERT FAILED at "/__w/pytorch/pytorch/aten/src/ATen/native/BatchLinearAlgebra.cpp":1677, please report a bug to PyTorch. '
                f"torch.linalg.ldl_factor: Unknown error code: {i}."
            )
    return _native.return_type("linalg_ldl_factor", (LD, piv))


def _torch_linalg_matrix_sqrth(A):
    # PyTorch's composition: eigh, the roots of the eigenvalues, Q·diag(√λ)·Qᴴ.
    _z_square(A, "linalg.matrix_sqrth")
    L, Q = torch.linalg.eigh(A)
    r = L.sqrt()
    if A.is_complex():
        r = r.to(A.dtype)
    return (Q * r.unsqueeze(-2)) @ Q.mH


def _torch_linalg_polar(A, out=None):
    # The SVD fallback PyTorch's CPU takes: U = W·Vh, H = Vhᴴ·diag(S)·Vh.
    if A.dim() < 2:
        raise RuntimeError("linalg.polar: The input tensor A must have at least 2 dimensions.")
    if A.shape[-2] < A.shape[-1]:
        raise RuntimeError(
            f"linalg.polar: expected a tall or square matrix (m >= n), but got {A.shape[-2]} by {A.shape[-1]}"
        )
    W, S, Vh = torch.linalg.svd(A, full_matrices=False)
    if A.is_complex():
        S = S.to(A.dtype)
    U = W @ Vh
    H = (Vh.mH * S.unsqueeze(-2)) @ Vh
    return _native.return_type("linalg_polar", (U, H))


_zlinalg_ldl_factor = _torch_linalg_ldl_factor
_zlinalg_ldl_factor_ex = _torch_linalg_ldl_factor_ex
_zlinalg_matrix_sqrth = _torch_linalg_matrix_sqrth
_zlinalg_polar = _torch_linalg_polar
