

# ---------------------------------------------------------------------------------------
# torch.linalg's LU family and triangular solves (linalg_lu.py): lu_factor(_ex), lu,
# lu_unpack, lu_solve, solve_triangular, and matrix_exp. The factorization is LAPACK
# getrf's partial pivoting written with tensor ops (the pivot is the first entry of
# largest magnitude in its column), so the factors, pivots and info are LAPACK's, and each
# op is one node named as ATen's whose backward differentiates the composition again.


def _check_lu_input(A, fname, kernel="lu_cpu"):
    if A.dim() < 2:
        raise RuntimeError(
            f"torch.{fname}: Expected tensor with 2 or more dimensions. Got size: {list(A.shape)} instead"
        )
    if not A.is_floating_point() or A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")


def _getrf(M):
    # One m×n matrix: LU packed as LAPACK leaves it (U on and above the diagonal, the
    # multipliers below), the 1-based pivot rows, and info (the first zero pivot, 1-based).
    # The pivot is the first entry of largest magnitude in its column; a zero pivot is
    # skipped. Out of place, so autograd runs through it (inv, det, solve and slogdet
    # eliminate with it too, via `_lu_eliminate`).
    m, n = M.shape
    pivots = []
    info = 0
    for k in range(min(m, n)):
        p = int(M[k:, k].abs().argmax()) + k
        pivots.append(p + 1)
        if p != k:
            perm = list(range(m))
            perm[k], perm[p] = p, k
            M = M[perm]
        if M[k, k].item() == 0:
            if info == 0:
                info = k + 1
            continue
        if k + 1 < m:
            # getf2 scales by the pivot's reciprocal unless that would overflow (a pivot
            # below the dtype's smallest normal), then it divides.
            if abs(M[k, k].item()) >= finfo(M.dtype).tiny:
                l = M[k + 1 :, k] * (1 / M[k, k])
            else:
                l = M[k + 1 :, k] / M[k, k]
            below = torch.cat([M[k + 1 :, :k], l.unsqueeze(1), M[k + 1 :, k + 1 :] - torch.outer(l, M[k, k + 1 :])], 1)
            M = torch.cat([M[: k + 1], below])
    return M, pivots, info


def _lu_factor_parts(A):
    # (LU column-major, pivots int32, info int32) over a batch.
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    lead = list(A.shape[:-2])
    flat = _matrices(A, m, n)
    LUs, pivs, infos = [], [], []
    for M in flat.unbind(0):
        LU, p, info = _getrf(M)
        LUs.append(LU)
        pivs.append(p)
        infos.append(info)
    if LUs:
        LU = torch.stack(LUs).reshape(lead + [m, n])
    else:
        LU = torch.empty(lead + [m, n], dtype=A.dtype, device=A.device)
    pivots = _native.fresh_result(torch.tensor(pivs, dtype=torch.int32, device=A.device).reshape(lead + [k]))
    info = _native.fresh_result(torch.tensor(infos, dtype=torch.int32, device=A.device).reshape(lead))
    return _column_major(LU), pivots, info



def _lu_errors(fname, info):
    # The first zero pivot, as lu_factor reports it (with the batch element when batched).
    flat = info.reshape(-1)
    for b in range(flat.shape[0]):
        i = int(flat[b])
        if i > 0:
            where = f"(Batch element {b}): " if info.dim() > 0 else ""
            raise RuntimeError(
                f"torch.{fname}: {where}U[{i},{i}] is zero and using it on lu_solve would result in a division by zero. If you still want to perform the factorization, consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)"
            )


def _torch_linalg_lu_factor_ex(A, pivot=True, check_errors=False, out=None):
    _check_lu_input(A, "lu_factor")
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    _, pivots, info = _lu_factor_parts(A.detach())
    if check_errors:
        _lu_errors("linalg.lu_factor_ex", info)
    m, n = A.shape[-2], A.shape[-1]
    k = min(m, n)
    to_a = _lu_backward(_permutation_matrix(pivots, m, A.dtype, A.device), m, n)

    def formula(grads, LU):
        # lu_factor_ex_backward: the packed gradient's first k columns are L's, its first
        # k rows U's.
        L, U = _unpack_lu(LU, m, n)
        return [to_a(grads[0][..., :, :k], grads[0][..., :k, :], L, U)]

    LU = _native_node(
        "LinalgLuFactorExBackward0",
        lambda A: _lu_factor_parts(A)[0],
        A,
        formula=formula,
        from_results=True,
        also_keep=(pivots,),
    )
    return _native.return_type("linalg_lu_factor_ex", (LU, pivots, info))


def _torch_linalg_lu_factor(A, pivot=True, out=None):
    LU, pivots, info = _torch_linalg_lu_factor_ex(A, pivot)
    _lu_errors("linalg.lu_factor", info)
    return _native.return_type("linalg_lu_factor", (LU, pivots))


def _permutation_matrix(pivots, m, dtype, device):
    # P with A = P L U from LAPACK's sequential row swaps (a batch of pivot rows).
    lead = list(pivots.shape[:-1])
    mats = []
    for row in pivots.reshape(-1, pivots.shape[-1]).tolist() if pivots.numel() else []:
        perm = list(range(m))
        for i, p in enumerate(row):
            perm[i], perm[p - 1] = perm[p - 1], perm[i]
        mats.append(torch.eye(m, dtype=dtype, device=device)[perm].mT.contiguous())
    if not mats:
        return torch.eye(m, dtype=dtype, device=device).expand(lead + [m, m]).contiguous()
    return _native.fresh_result(torch.stack(mats).reshape(lead + [m, m]))


def _lu_backward(P, m, n):
    # derivatives.yaml's linalg_lu_backward for A = P L U, from the factors alone: with
    # Φ = tril(Lᴴ gL, -1) + triu(gU Uᴴ), gA = P L⁻ᴴ Φ U⁻ᴴ when square; a wide A's right
    # block of U and a tall A's lower block of L pass their gradients straight through.
    k = min(m, n)

    def solve_l(L, X):
        return torch.linalg.solve_triangular(L.mH, X, upper=True, left=True, unitriangular=True)

    def solve_u(U, X):
        return torch.linalg.solve_triangular(U.mH, X, upper=False, left=False)

    def to_a(gL, gU, L, U):
        if m == n:
            X = solve_l(L, solve_u(U, (L.mH @ gL).tril(-1) + (gU @ U.mH).triu()))
        elif m < n:
            X = solve_u(U[..., :k], (L.mH @ gL - gU.triu() @ U.mH).tril(-1))
            X = solve_l(L, torch.cat([X + gU[..., :k].triu(), gU[..., k:]], -1))
        else:
            X = gU @ U.mH - L.mH @ gL.tril(-1)
            X = torch.linalg.solve_triangular(L[..., :k, :].mH, X.triu(), upper=True, left=True, unitriangular=True)
            X = solve_u(U, torch.cat([X + gL[..., :k, :].tril(-1), gL[..., k:, :]], -2))
        return P @ X

    return to_a


def _unpack_lu(LU, m, n):
    k = min(m, n)
    L = LU[..., :, :k].tril(-1) + torch.eye(m, k, dtype=LU.dtype, device=LU.device)
    U = LU[..., :k, :].triu()
    return L, U


def _torch_linalg_lu(A, pivot=True, out=None):
    _check_lu_input(A, "lu_factor")
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    m, n = A.shape[-2], A.shape[-1]
    _, pivots, _ = _lu_factor_parts(A.detach())
    P = _permutation_matrix(pivots, m, A.dtype, A.device)

    def kernel(A):
        L, U = _unpack_lu(_lu_factor_parts(A)[0], m, n)
        return L.contiguous(), U.contiguous()

    to_a = _lu_backward(P, m, n)
    L, U = _native_node(
        "LinalgLuBackward0",
        kernel,
        A,
        formula=lambda grads, L, U: [to_a(grads[0], grads[1], L, U)],
        from_results=True,
        also_keep=(P,),
    )
    return _native.return_type("linalg_lu", (P, L, U))


def _check_pivots(fname, LU, pivots, unpack):
    # ATen's checks of lu_solve's and lu_unpack's pivots.
    if unpack:
        if pivots.dtype != torch.int32:
            raise RuntimeError(
                "torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.\n"
                "Note: this function is intended to be used with the output produced by torch.linalg.lu_factor"
            )
        k = min(LU.shape[-2], LU.shape[-1])
        want = list(LU.shape[:-2]) + [k]
        if list(pivots.shape) != want:
            raise ValueError(f"Expected LU_pivots to have shape {want} but got {list(pivots.shape)} instead.")
        if pivots.numel() and bool(((pivots < 1) | (pivots > LU.shape[-2])).any()):
            raise RuntimeError(
                "pivots passed to lu_unpack must be between 1 and LU.size(-2) inclusive.Did you properly pass the result of lu_factor?"
            )
        return
    if pivots.dtype != torch.int32:
        raise RuntimeError(f"{fname}: pivots should be a Tensor of scalar type torch.int32")
    if pivots.dim() == 0 or pivots.shape[-1] != LU.shape[-1]:
        raise RuntimeError(f"{fname}: Number of pivots per batch should be same as the dimension of the matrix")
    if list(pivots.shape) != list(LU.shape[:-1]):
        raise RuntimeError(
            f"{fname}: Expected LU.shape[:-1] and pivots.shape to be the same, but got pivots with shape {list(pivots.shape)} instead"
        )
    if pivots.numel():
        if bool((pivots < 1).any()):
            raise RuntimeError(
                "Pivots given to lu_solve must all be greater or equal to 1. Did you properly pass the result of lu_factor?"
            )
        if bool((pivots > LU.shape[-2]).any()):
            raise RuntimeError(
                "Pivots given to lu_solve must all be smaller or equal to LU.size(-2). Did you properly pass the result of lu_factor?"
            )


def _torch_lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    _check_pivots("torch.lu_unpack", LU_data, LU_pivots, True)
    m, n = LU_data.shape[-2], LU_data.shape[-1]
    if unpack_pivots:
        P = _permutation_matrix(LU_pivots, m, LU_data.dtype, LU_data.device)
    else:
        P = torch.empty(0, dtype=LU_data.dtype, device=LU_data.device)
    if unpack_data:

        def kernel(LU):
            L, U = _unpack_lu(LU, m, n)
            return L.contiguous(), U.contiguous()

        L, U = _native_node("LuUnpackBackward0", kernel, LU_data)
    else:
        L = torch.empty(0, dtype=LU_data.dtype, device=LU_data.device)
        U = torch.empty(0, dtype=LU_data.dtype, device=LU_data.device)
    return _native.return_type("lu_unpack", (P, L, U))


def _triangular(A, B, upper, unit):
    # Solves A X = B for one triangular A, row by row (from the last for an upper one).
    n = A.shape[0]
    if n == 0:
        return B.clone()
    rows = [None] * n
    for i in range(n - 1, -1, -1) if upper else range(n):
        lo, hi = (i + 1, n) if upper else (0, i)
        acc = B[i]
        if hi > lo:
            acc = acc - A[i, lo:hi] @ torch.stack(rows[lo:hi])
        rows[i] = acc if unit else acc / A[i, i]
    return torch.stack(rows)


def _each_pair(A, B, one):
    # `one` over the broadcast batch of A (n×n) and B (n×k); the result column-major.
    n, k = A.shape[-1], B.shape[-1]
    batch = torch.broadcast_shapes(A.shape[:-2], B.shape[:-2])
    As = _matrices(A.expand(list(batch) + [n, n]), n, n)
    Bs = _matrices(B.expand(list(batch) + [B.shape[-2], k]), B.shape[-2], k)
    shape = list(batch) + [n, k]
    if As.shape[0] == 0:
        return _column_major(torch.empty(shape, dtype=A.dtype, device=A.device))
    X = torch.stack([one(a, b) for a, b in zip(As.unbind(0), Bs.unbind(0))]).reshape(shape)
    return _column_major(X)


def _check_solve_shapes(fname, A, B, equation="AX = B", shown=None):
    # `shown` is B as the caller gave it (for XA = B the check runs on its transpose).
    shown = B if shown is None else shown
    if A.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor A must have at least 2 dimensions.")
    if B.dim() < 2:
        raise RuntimeError(f"{fname}: The input tensor B must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"{fname}: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )
    if A.shape[-1] != B.shape[-2]:
        raise RuntimeError(
            f"{fname}: Incompatible shapes of A and B for the equation {equation} ({A.shape[-2]}x{A.shape[-1]} and {shown.shape[-2]}x{shown.shape[-1]})"
        )


def _torch_linalg_solve_triangular(A, B, upper=None, left=True, unitriangular=False, out=None):
    fname = "linalg.solve_triangular"
    if upper is None:
        # PyTorch's binding has no default for `upper` (its parser's wording).
        raise TypeError('linalg_solve_triangular() missing 1 required positional arguments: "upper"')
    # X A = B is Aᵀ Xᵀ = Bᵀ: checked and solved as that, the result laid out for X.
    A_, B_ = (A, B) if left else (A.mT, B.mT)
    _check_solve_shapes(fname, A_, B_)
    if not A.is_floating_point() or A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"triangular_solve_cpu\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")
    B = B.to(A.dtype)
    solve_upper = upper if left else not upper

    def kernel(A, B):
        A_, B_ = (A, B) if left else (A.mT, B.mT)
        X = _each_pair(A_, B_, lambda a, b: _triangular(a, b, solve_upper, unitriangular))
        return X if left else _column_major(X.mT)

    return _native_node("LinalgSolveTriangularBackward0", kernel, A, B)


def _lu_solve_one(LU, perm, B, adjoint):
    n = LU.shape[-1]
    L = LU.tril(-1) + torch.eye(n, dtype=LU.dtype, device=LU.device)
    U = LU.triu()
    if adjoint:
        # Aᵀ X = B with A = P L U: Uᵀ Lᵀ Pᵀ X = B.
        Y = _triangular(U.mT, B, False, False)
        Z = _triangular(L.mT, Y, True, True)
        return Z[_inverse_perm(perm)]
    Y = _triangular(L, B[perm], False, True)
    return _triangular(U, Y, True, False)


def _inverse_perm(perm):
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return inv


def _torch_linalg_lu_solve(LU, pivots, B, left=True, adjoint=False, out=None):
    # X A = B is Aᴴ Xᴴ = Bᴴ: checked and solved as that, the result laid out for X.
    B_ = B if left else B.mT
    _check_pivots("linalg.lu_solve", LU, pivots, False)
    _check_solve_shapes("linalg.lu_solve", LU, B_, "AX = B" if left else "XA = B", B)
    if LU.dtype != B.dtype:
        raise RuntimeError(
            f"linalg.lu_solve: Expected LU and B to have the same dtype, but found LU of type {_LEGACY_NAMES[str(LU.dtype)]} and B of type {_LEGACY_NAMES[str(B.dtype)]} instead"
        )
    n = LU.shape[-1]
    batch = torch.broadcast_shapes(LU.shape[:-2], B_.shape[:-2])
    # Each matrix's row permutation, from its pivots broadcast as LU is.
    count = 1
    for d in batch:
        count *= d
    rows = pivots.expand(list(batch) + [n]).reshape(count, n).tolist() if n else [[]] * count
    perms = []
    for row in rows:
        perm = list(range(n))
        for i, p in enumerate(row):
            perm[i], perm[p - 1] = perm[p - 1], perm[i]
        perms.append(perm)
    transposed = adjoint if left else not adjoint

    def kernel(LU, B):
        step = iter(perms)
        X = _each_pair(LU, B if left else B.mT, lambda lu, b: _lu_solve_one(lu, next(step), b, transposed))
        # ATen solves the adjoint system and hands back its transpose (row-major).
        return X if left else X.mT

    return _native_node("LinalgLuSolveBackward0", kernel, LU, B)


def _matrix_exp_one(A):
    # exp(A) by scaling and squaring: A / 2^s has 1-norm at most 1/2, its Taylor series to
    # degree 18 is exact in double precision, and s squarings undo the scaling. Computed in
    # float64 and rounded once to A's dtype (ATen's Padé approximants in A's own precision
    # agree to its rounding).
    X = A.double()
    norm = float(X.abs().sum(0).max()) if X.numel() else 0.0
    s = 0
    while norm > 0.5 and s < 1074:
        norm /= 2
        s += 1
    # ldexp, not 2.0 ** s: an infinite norm takes every step and 2**1074 overflows a float
    # (then the entries are inf or NaN, as ATen's are).
    X = X * math.ldexp(1.0, -s)
    n = A.shape[-1]
    eye = torch.eye(n, dtype=torch.float64, device=A.device)
    term, total = eye, eye
    for k in range(1, 19):
        term = term @ X / k
        total = total + term
    for _ in range(s):
        total = total @ total
    return total.to(A.dtype)


def _torch_linalg_matrix_exp(A):
    _check_float_square(A, "linalg.matrix_exp")
    n = A.shape[-1]

    def kernel(A):
        if A.dim() == 2:
            return _matrix_exp_one(A)
        return _each_matrix(A, n, n, lambda m: (_matrix_exp_one(m),), [(n, n)])[0]

    return _native_node("LinalgMatrixExpBackward0", kernel, A)


_torch_matrix_exp = _torch_linalg_matrix_exp
