

# ---------------------------------------------------------------------------------------
# More of torch.linalg and its deprecated torch.X forms (linalg_more.py): cholesky_ex,
# inv_ex, solve_ex, cholesky_solve, cholesky_inverse, triangular_solve, torch.lu, geqrf,
# householder_product (orgqr), vander, tensorinv, tensorsolve. The LAPACK-backed ones
# are one node named as ATen's over a composition of the LU/triangular helpers of
# linalg_lu.py; where ATen's formula differs from the composition's derivative (the
# Cholesky solves read one triangle, their formulas give a full matrix) it is written out.
# The composites (vander, tensorinv, tensorsolve, lu) are ATen's own chains of ops.

# ATen's formulas keep these nodes' results, so an in-place change of one makes backward
# raise; the solves' gradients with respect to B are LAPACK results, column-major.
# householder_product's gradients are laid out as their inputs (empty_like's preserve
# format: a geqrf result's column-major reflectors get a column-major gradient).
_SAVES_RESULT.add("CholeskySolveBackward0")
_SAVES_RESULT.add("CholeskyInverseBackward0")
_SAVES_RESULT.add("TriangularSolveBackward0")
_SAVES_RESULT.add("LinalgHouseholderProductBackward0")
_COLUMN_MAJOR_GRADS["CholeskySolveBackward0"] = (True, False)
_COLUMN_MAJOR_GRADS["TriangularSolveBackward0"] = (True, False)


def _grad_like_input(i, g, ins, grads, out_layout):
    like = torch.empty_like(ins[i])
    return _strided_like(g, like.stride()) if like.shape == g.shape else None


_GRAD_LAYOUTS["LinalgHouseholderProductBackward0"] = _grad_like_input

# TORCH_WARN_ONCE: each deprecation warning is shown once per session.
_WARNED_ONCE = {}


def _warn_once(key, message):
    if key in _WARNED_ONCE:
        return
    _WARNED_ONCE[key] = True
    import warnings

    warnings.warn(message, UserWarning, stacklevel=3)


def _check_linalg_errors(info, fname, message):
    # ATen's _linalg_check_errors: the first failing matrix, named by its batch index when
    # the input is a batch. `message` takes the info value.
    if info.is_meta:
        # A meta factorization has no info values to report (PyTorch's meta kernels check none).
        return
    flat = info.reshape(-1)
    for b in range(flat.shape[0]):
        i = int(flat[b])
        if i > 0:
            where = f"(Batch element {b}): " if info.dim() > 0 else ""
            raise _LinAlgError(f"{fname}: {where}{message.format(i)}")


_SINGULAR_INV = "The diagonal element {} is zero, the inversion could not be completed because the input matrix is singular."


def _batch_count(shape):
    count = 1
    for k in shape:
        count *= k
    return count


# ------------------------------------------------------------------ cholesky_ex


def _potf2(m, n):
    # LAPACK potf2 (lower), column by column as `_cholesky_one` (functions.py) computes it;
    # a pivot that is not positive stops it with the matrix as LAPACK leaves it: the
    # columns before factored, the failing pivot on the diagonal, the rest untouched.
    cols = []
    for j in range(n):
        rest = m[j:, j]
        if j > 0:
            Lp = torch.stack(cols, 1)
            rest = rest - Lp[j:] @ Lp[j]
        pivot = rest[0]
        if not pivot.item() > 0:
            col = torch.cat([torch.zeros(j, dtype=m.dtype, device=m.device), pivot.reshape(1), m[j + 1 :, j]])
            L = torch.stack(cols + [col] + [m[:, c] for c in range(j + 1, n)], 1)
            return L.tril(), j + 1
        # LAPACK's potrf takes the IEEE root (Tensor.sqrt is MKL's vector root).
        d = _native.sqrt_ieee(pivot)
        col = torch.cat([d.reshape(1), rest[1:] / d])
        if j > 0:
            col = torch.cat([torch.zeros(j, dtype=m.dtype, device=m.device), col])
        cols.append(col)
    return (torch.stack(cols, 1) if n else m.clone()), 0


def _check_inv_dtype(A):
    # LAPACK has no 16-bit floats; inv names them itself.
    if A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"linalg.inv: Low precision dtypes not supported. Got {_LEGACY_NAMES[str(A.dtype)]}")


def _check_cholesky_dtype(A):
    if A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"cholesky_cpu\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")


def _torch_linalg_cholesky_ex(A, upper=False, check_errors=False, out=None):
    _check_float_square(A, "linalg.cholesky")
    _check_cholesky_dtype(A)
    n = A.shape[-1]
    lead = list(A.shape[:-2])
    S = (A.mT if upper else A).detach()
    if A.is_meta:
        info = torch.empty(lead, dtype=torch.int32, device=A.device)
    else:
        infos = [_potf2(m, n)[1] for m in _matrices(S, n, n).unbind(0)] if _batch_count(lead) else []
        info = _native.fresh_result(torch.tensor(infos, dtype=torch.int32, device=A.device).reshape(lead))
    if check_errors:
        _check_linalg_errors(
            info,
            "linalg.cholesky_ex",
            "The factorization could not be completed because the input is not positive-definite (the leading minor of order {} is not positive-definite).",
        )

    def kernel(A):
        # upper=True factors the upper triangle (Uᵀ U = A): the lower factor of Aᵀ.
        S = A.mT if upper else A
        if S.is_meta:
            L = torch.empty(S.shape, dtype=S.dtype, device=S.device)
        else:
            L = _each_matrix(S, n, n, lambda m: (_potf2(m, n)[0],), [(n, n)])[0]
        return _column_major(L.mT if upper else L)

    L = _native_node("LinalgCholeskyExBackward0", kernel, A, formula=_cholesky_backward(upper), from_results=True)
    return _native.return_type("linalg_cholesky_ex", (L, info))


# ------------------------------------------------------------------ inv_ex, solve_ex


def _solve_one_ex(A, B):
    # getrf + getrs on one matrix, going on past a zero pivot as LAPACK does (the divisions
    # by it give the infinities and NaNs PyTorch's _ex results hold).
    n = A.shape[0]
    if n == 0:
        return B.clone()
    M, _, _ = _lu_eliminate(torch.cat([A, B], 1), n)
    return _back_substitute(M[:, :n], M[:, n:], n)


def _lu_info(A, n):
    # getrf's info per matrix of a (detached) batch (a meta one's layout only).
    if A.is_meta:
        return torch.empty(A.shape[:-2], dtype=torch.int32, device=A.device)
    return _lu_factor_parts(A.detach())[2] if n else torch.zeros(A.shape[:-2], dtype=torch.int32, device=A.device)


def _torch_linalg_inv_ex(A, check_errors=False, out=None):
    _check_float_square(A, "linalg.inv")
    _check_inv_dtype(A)
    n = A.shape[-1]
    info = _native.fresh_result(_lu_info(A, n))
    if check_errors:
        _check_linalg_errors(info, "linalg.inv_ex", _SINGULAR_INV)

    def kernel(A):
        if A.is_meta:
            return _column_major(torch.empty(A.shape, dtype=A.dtype, device=A.device))
        eye = torch.eye(n, dtype=A.dtype, device=A.device)
        X = _each_matrix(A, n, n, lambda m: (_solve_one_ex(m, eye),), [(n, n)])[0]
        return _column_major(X)

    inverse = _native_node("LinalgInvExBackward0", kernel, A, formula=_inv_backward, from_results=True)
    return _native.return_type("linalg_inv_ex", (inverse, info))


def _torch_linalg_solve_ex(A, B, left=True, check_errors=False, out=None):
    _check_float_square(A, "linalg.solve")
    if not B.is_floating_point():
        raise NotImplementedError(
            f"linalg.solve: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(B.dtype)]}"
        )
    n = A.shape[-1]
    # B is a vector (or a batch of them) when it has one dimension fewer than A and
    # matches A's leading shape (linalg_solve_is_vector_rhs).
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and list(B.shape) == list(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    # X A = B is Aᵀ Xᵀ = Bᵀ: checked with B as given, solved as the transposed system.
    rows = Bm.shape[-2] if Bm.dim() >= 2 else Bm.shape[0]
    cols = Bm.shape[-1] if Bm.dim() >= 2 else 1
    if (rows if left else cols) != n:
        raise RuntimeError(
            f"linalg.solve: Incompatible shapes of A and B for the equation {'AX = B' if left else 'XA = B'} ({A.shape[-2]}x{A.shape[-1]} and {rows}x{cols})"
        )
    if A.dtype != B.dtype:
        raise RuntimeError(
            f"linalg.solve: Expected A and B to have the same dtype, but found A of type {_LEGACY_NAMES[str(A.dtype)]} and B of type {_LEGACY_NAMES[str(B.dtype)]} instead"
        )
    _check_batches_broadcast(A.shape[:-2], Bm.shape[:-2])
    info = _native.fresh_result(_lu_info(A, n))
    if check_errors:
        _check_linalg_errors(info, "torch.linalg.solve_ex", "The solver failed because the input matrix is singular.")
    batch = list(torch.broadcast_shapes(A.shape[:-2], Bm.shape[:-2]))

    def kernel(A, B):
        Bm = B.unsqueeze(-1) if vector else B
        if not left:
            A, Bm = A.mT, Bm.mT
        k = Bm.shape[-1]
        As = _matrices(A.expand(batch + [n, n]), n, n)
        Bs = _matrices(Bm.expand(batch + [n, k]), n, k)
        if As.shape[0] == 0 or A.is_meta:
            X = torch.empty(batch + [n, k], dtype=A.dtype, device=A.device)
        else:
            X = torch.stack([_solve_one_ex(a, b) for a, b in zip(As.unbind(0), Bs.unbind(0))]).reshape(batch + [n, k])
        X = _column_major(X)
        if not left:
            # The transposed system's solution, handed back transposed (row-major).
            return X.mT
        if not vector:
            return X
        # ATen lays the vector result out column-major as if it were the matrix (batch, n).
        X = X.squeeze(-1)
        return _column_major(X) if X.dim() >= 2 else X

    result = _native_node("LinalgSolveExBackward0", kernel, A, B)
    return _native.return_type("linalg_solve_ex", (result, info))


# ------------------------------------------------------------------ Cholesky solves


def _check_linear_solve(b, A, name):
    # ATen's linearSolveCheckInputs, then the batch broadcast (b's batch is tensor a).
    if b.dtype != A.dtype:
        raise RuntimeError(
            f"Expected b and A to have the same dtype, but found b of type {_LEGACY_NAMES[str(b.dtype)]} and A of type {_LEGACY_NAMES[str(A.dtype)]} instead."
        )
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices")
    if A.shape[-1] != b.shape[-2]:
        raise RuntimeError(
            f"Incompatible matrix sizes for {name}: each A matrix is {A.shape[-1]} by {A.shape[-1]} but each b matrix is {b.shape[-2]} by {b.shape[-1]}"
        )
    _check_batches_broadcast(b.shape[:-2], A.shape[:-2])


def _lapack_dtype(t, kernel):
    if t.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_LEGACY_NAMES[str(t.dtype)]}'")


def _cholesky_solve_one(L, b, upper):
    # potrs: L Lᵀ X = B (or Uᵀ U X = B), reading only the factor's triangle.
    if upper:
        return _triangular(L, _triangular(L.mT, b, False, False), True, False)
    return _triangular(L.mT, _triangular(L, b, False, False), True, False)


def _torch_cholesky_solve(B, L, upper=False, out=None):
    if B.dim() < 2:
        raise RuntimeError(f"b should have at least 2 dimensions, but has {B.dim()} dimensions instead")
    if L.dim() < 2:
        raise RuntimeError(f"u should have at least 2 dimensions, but has {L.dim()} dimensions instead")
    _check_linear_solve(B, L, "cholesky_solve")
    _lapack_dtype(B, "cholesky_solve_cpu")

    def kernel(B, L):
        return _each_pair(L, B, lambda l, b: _cholesky_solve_one(l, b, upper))

    def formula(grads, B, L, X):
        # cholesky_solve_backward over the kept result X: the factor's gradient is a full
        # matrix.
        gB = _torch_cholesky_solve(grads[0], L, upper)
        common = gB @ X.mT
        common = common + common.mT
        return [gB, -(L @ common) if upper else -(common @ L)]

    return _native_node("CholeskySolveBackward0", kernel, B, L, formula=formula)


def _torch_cholesky_inverse(L, upper=False, out=None):
    if L.dim() < 2:
        raise RuntimeError("cholesky_inverse: The input tensor A must have at least 2 dimensions.")
    if L.shape[-1] != L.shape[-2]:
        raise RuntimeError(
            f"cholesky_inverse: A must be batches of square matrices, but they are {L.shape[-2]} by {L.shape[-1]} matrices"
        )
    _lapack_dtype(L, "cholesky_inverse_out_cpu")
    n = L.shape[-1]
    # potri inverts the triangle first (trtri): a zero on the diagonal is singular.
    lead = list(L.shape[:-2])
    if n and _batch_count(lead):
        zero = L.detach().diagonal(0, -2, -1) == 0
        first = torch.where(zero.any(-1), zero.int().argmax(-1) + 1, torch.zeros((), dtype=torch.int64))
        _check_linalg_errors(first.int(), "cholesky_inverse", _SINGULAR_INV)

    def one(m):
        eye = torch.eye(n, dtype=m.dtype, device=m.device)
        if upper:
            Ui = _triangular(m, eye, True, False)
            return (Ui @ Ui.mT,)
        Li = _triangular(m, eye, False, False)
        return (Li.mT @ Li,)

    def kernel(L):
        return _column_major(_each_matrix(L, n, n, one, [(n, n)])[0])

    def formula(grads, L, inv):
        # cholesky_inverse_backward over the kept result.
        g = grads[0]
        common = inv @ ((g + g.mT) @ inv)
        return [-(L @ common) if upper else -(common @ L)]

    return _native_node("CholeskyInverseBackward0", kernel, L, formula=formula)


# ------------------------------------------------------------------ triangular_solve, lu


def _torch_triangular_solve(b, A, upper=True, transpose=False, unitriangular=False, out=None):
    _warn_once(
        "triangular_solve",
        "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a future PyTorch release.\n"
        "torch.linalg.solve_triangular has its arguments reversed and does not return a copy of one of the inputs.\n"
        "X = torch.triangular_solve(B, A).solution\n"
        "should be replaced with\n"
        "X = torch.linalg.solve_triangular(A, B).",
    )
    if b.dim() < 2:
        raise RuntimeError(
            f"torch.triangular_solve: Expected b to have at least 2 dimensions, but it has {b.dim()} dimensions instead"
        )
    if A.dim() < 2:
        raise RuntimeError(
            f"torch.triangular_solve: Expected A to have at least 2 dimensions, but it has {A.dim()} dimensions instead"
        )
    _check_linear_solve(b, A, "triangular_solve")
    _lapack_dtype(b, "triangular_solve_cpu")
    batch = list(torch.broadcast_shapes(b.shape[:-2], A.shape[:-2]))
    n = A.shape[-1]
    # Aᵀ of an upper-triangular A is lower-triangular.
    solve_upper = bool(upper) != bool(transpose)

    def kernel(b, A):
        Ab = A.expand(batch + [n, n])
        M = Ab.mT if transpose else Ab
        X = _each_pair(M, b, lambda a, bb: _triangular(a, bb, solve_upper, unitriangular))
        return X, _column_major(Ab)

    X, M = _native_node("TriangularSolveBackward0", kernel, b, A)
    return _native.return_type("triangular_solve", (X, M))


def _torch_lu(A, pivot=True, get_infos=False, out=None):
    # torch/functional.py's _lu_impl: torch._lu_with_info, which is lu_factor_ex (it never
    # checks the factorization, whatever check_errors says).
    _warn_once(
        "lu",
        "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be removed in a future PyTorch release.\n"
        "LU, pivots = torch.lu(A, compute_pivots)\n"
        "should be replaced with\n"
        "LU, pivots = torch.linalg.lu_factor(A, compute_pivots)\n"
        "and\n"
        "LU, pivots, info = torch.lu(A, compute_pivots, get_infos=True)\n"
        "should be replaced with\n"
        "LU, pivots, info = torch.linalg.lu_factor_ex(A, compute_pivots)",
    )
    LU, pivots, info = _torch_linalg_lu_factor_ex(A, pivot)
    result = _native.return_type("_lu_with_info", (LU, pivots, info)) if get_infos else (LU, pivots)
    if out is None:
        return result
    # _check_list_size, then each out resized and written (torch/functional.py).
    want = 3 if get_infos else 2
    if len(out) != want:
        raise TypeError(f"expected tuple of {want} elements but got {len(out)}")
    if not isinstance(out, (tuple, list)):
        raise TypeError(f"argument 'out' must be tuple of Tensors, not {type(out).__name__}")
    for i in range(len(out)):
        out[i].resize_as_(result[i]).copy_(result[i])
    return out


def _tensor_cholesky(self, upper=False):
    import torch._linalg_utils as _lu
    return _lu.cholesky(self, upper=upper)


def _tensor_symeig(self, eigenvectors=False):
    import torch._linalg_utils as _lu
    return _lu.symeig(self, eigenvectors=eigenvectors)


def _tensor_eig(self, eigenvectors=False):
    import torch._linalg_utils as _lu
    return _lu.eig(self, eigenvectors=eigenvectors)


def _tensor_solve(self, other):
    import torch._linalg_utils as _lu
    return _lu.solve(self, other)


def _tensor_lstsq(self, other):
    import torch._linalg_utils as _lu
    return _lu.lstsq(self, other)


def _tensor_qr(self, some=True):
    import torch._linalg_utils as _lu
    return _lu.qr(self, some=some)


def _tensor_lu(self, pivot=True, get_infos=False):
    # Tensor.lu (torch/_tensor.py): plain tuples, with info when asked.
    LU, pivots, infos = _torch_lu(self, pivot, True)
    if get_infos:
        return LU, pivots, infos
    return LU, pivots


# ------------------------------------------------------------------ geqrf, householder_product


def _geqrf_one(A):
    # LAPACK geqr2: one Householder reflection per column (dlarfg: beta takes the sign
    # opposite to the column's first entry; tau = 0 when nothing is below it), applied to
    # the columns on its right (dlarf). R is left on and above the diagonal, each
    # reflector's vector below it.
    m, n = A.shape
    k = min(m, n)
    R = A
    taus = []
    for j in range(k):
        x = R[j:, j]
        alpha = x[0]
        xnorm = x[1:].norm() if m - j > 1 else None
        if xnorm is None or xnorm.item() == 0:
            taus.append(torch.zeros((), dtype=A.dtype, device=A.device))
            continue
        beta = torch.hypot(alpha, xnorm) * -math.copysign(1.0, alpha.item())
        tau = (beta - alpha) / beta
        below = x[1:] * (1 / (alpha - beta))
        v = torch.cat([torch.ones(1, dtype=A.dtype, device=A.device), below])
        right = R[j:, j + 1 :]
        right = right - tau * torch.outer(v, v @ right)
        col = torch.cat([beta.reshape(1), below]).unsqueeze(1)
        R = torch.cat([R[:j], torch.cat([R[j:, :j], col, right], 1)], 0)
        taus.append(tau)
    tau = torch.stack(taus) if taus else torch.zeros(0, dtype=A.dtype, device=A.device)
    return R, tau


def _torch_geqrf(input, out=None):
    if input.dim() < 2:
        raise RuntimeError("torch.geqrf: input must have at least 2 dimensions.")
    _lapack_dtype(input, "geqrf_cpu")
    m, n = input.shape[-2], input.shape[-1]
    k = min(m, n)

    def kernel(A):
        a, tau = _each_matrix(A, m, n, _geqrf_one, [(m, n), (k,)])
        return _column_major(a), tau.contiguous()

    def formula(grads, A):
        raise NotImplementedError("the derivative for 'geqrf' is not implemented.")

    a, tau = _native_node("GeqrfBackward0", kernel, input, formula=formula)
    return _native.return_type("geqrf", (a, tau))


def _orgqr_one(A, tau):
    # LAPACK org2r: Q = H(1) … H(k) applied to the identity's first n columns, the
    # reflectors' vectors read below A's diagonal (their first entry 1).
    m, n = A.shape
    Q = torch.eye(m, n, dtype=A.dtype, device=A.device)
    for j in range(tau.shape[0] - 1, -1, -1):
        v = torch.cat([torch.ones(1, dtype=A.dtype, device=A.device), A[j + 1 :, j]])
        block = Q[j:]
        Q = torch.cat([Q[:j], block - tau[j] * torch.outer(v, v @ block)], 0)
    return (Q,)


def _torch_linalg_householder_product(input, tau, out=None):
    fname = "torch.linalg.householder_product"
    if input.dim() < 2:
        raise RuntimeError(f"{fname}: input must have at least 2 dimensions.")
    if input.shape[-2] < input.shape[-1]:
        raise RuntimeError(f"{fname}: input.shape[-2] must be greater than or equal to input.shape[-1]")
    if input.shape[-1] < tau.shape[-1]:
        raise RuntimeError(f"{fname}: input.shape[-1] must be greater than or equal to tau.shape[-1]")
    if input.dim() - tau.dim() != 1:
        raise RuntimeError(
            f"{fname}: Expected tau to have one dimension less than input, but got tau.ndim equal to {tau.dim()} and input.ndim is equal to {input.dim()}"
        )
    if input.dim() > 2 and list(tau.shape[:-1]) != list(input.shape[:-2]):
        raise RuntimeError(
            f"{fname}: Expected batch dimensions of tau to be equal to input.shape[:-2], but got {list(tau.shape[:-1])}"
        )
    if tau.dtype != input.dtype:
        raise RuntimeError(
            f"{fname}: tau dtype {_LEGACY_NAMES[str(tau.dtype)]} does not match input dtype {_LEGACY_NAMES[str(input.dtype)]}"
        )
    _lapack_dtype(input, "orgqr_cpu")
    m, n, k = input.shape[-2], input.shape[-1], tau.shape[-1]
    lead = list(input.shape[:-2])

    def kernel(A, tau):
        As = _matrices(A, m, n)
        taus = tau.reshape(As.shape[0], k)
        if As.shape[0] == 0:
            return _column_major(torch.empty(lead + [m, n], dtype=A.dtype, device=A.device))
        Q = torch.stack([_orgqr_one(a, t)[0] for a, t in zip(As.unbind(0), taus.unbind(0))])
        return _column_major(Q.reshape(lead + [m, n]))

    return _native_node("LinalgHouseholderProductBackward0", kernel, input, tau)


def _torch_orgqr(input, tau):
    return _torch_linalg_householder_product(input, tau)


# ------------------------------------------------------------------ vander, tensorinv, tensorsolve


def _torch_linalg_vander(x, N=None):
    # ATen's linalg_vander: a column of ones, then the cumulative products of x.
    if x.is_complex():
        ok = x.dtype in (torch.complex64, torch.complex128)
    else:
        ok = x.dtype in (torch.float32, torch.float64) or not (x.is_floating_point() or x.dtype == torch.bool)
    if not ok:
        names = {"torch.complex32": "ComplexHalf"}
        name = _LEGACY_NAMES.get(str(x.dtype), names.get(str(x.dtype), str(x.dtype)))
        raise NotImplementedError(f"linalg.vander supports floating point, complex, and integer tensors, but got {name}")
    x_ = x.unsqueeze(-1) if x.dim() == 0 else x
    shape = list(x_.shape)
    n = shape[-1] if N is None else N
    if not n > 1:
        raise RuntimeError("N must be greater than 1.")
    shape.append(n - 1)
    result = torch.cumprod(x_.unsqueeze(-1).expand(shape), -1)
    shape[-1] = 1
    ones = result.new_ones(shape)
    return torch.cat([ones, result], -1)


def _torch_linalg_tensorinv(A, ind=2, out=None):
    # ATen's linalg_tensorinv: A as a square matrix, inverted, reshaped.
    if ind <= 0:
        raise RuntimeError(f"Expected a strictly positive integer for 'ind', but got {ind}")
    end = list(A.shape[ind:])
    start = list(A.shape[:ind])
    p_end, p_start = _batch_count(end), _batch_count(start)
    if p_end != p_start:
        raise RuntimeError(
            f"Expected self to satisfy the requirement prod(self.shape[ind:]) == prod(self.shape[:ind]), but got {p_end} != {p_start}"
        )
    result, info = _torch_linalg_inv_ex(A.reshape(p_end, p_end))
    _check_linalg_errors(info, "inv", _SINGULAR_INV)
    return result.reshape(end + start)


def _torch_linalg_tensorsolve(A, B, dims=None, out=None):
    # ATen's linalg_tensorsolve: the `dims` moved last, A as a square matrix, B flattened.
    if dims is not None and not isinstance(dims, (tuple, list)):
        raise TypeError(f"linalg_tensorsolve(): argument 'dims' must be tuple of ints, not {type(dims).__name__}")
    ndim = A.dim()
    A_ = A
    if dims is not None:
        dims = list(dims)
        A_ = torch.movedim(A_, dims, list(range(ndim - len(dims), ndim)))
    result_shape = list(A_.shape[B.dim() :])
    p_result, p_other = _batch_count(result_shape), _batch_count(B.shape)
    if p_result != p_other:
        raise RuntimeError(
            f"Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == prod(self.shape[:other.ndim]), but got {p_result} != {p_other}"
        )
    A_ = A_.reshape(p_result, p_result)
    result = torch.linalg.solve(A_, B.flatten())
    return result.reshape(result_shape)
