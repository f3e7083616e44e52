

# ---------------------------------------------------------------------------------------
# torch.linalg's spectral decompositions and what PyTorch builds on them (linalg_spectral.py):
# eigh, svd, torch.svd, pinv, lstsq, cond. The factors come from the host's Jacobi
# rotations (ops/spectral.rs); each op is one node named as ATen's, whose backward
# is derivatives.yaml's formula (FunctionsManual's svd_backward, linalg_eig_backward,
# pinv_backward, linalg_lstsq_backward) written with tensor ops, so it is differentiable
# again. Vector signs follow our own rule, not LAPACK's (see ops/spectral.rs).


def _spectral_dtype(A, kernel, fname):
    # Integers are refused by the Python-facing check, half floats by the CPU kernel.
    if not A.is_floating_point():
        raise NotImplementedError(
            f"{fname}: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(A.dtype)]}"
        )
    if A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")


def _check_eigh(A, UPLO):
    if not isinstance(UPLO, str) or UPLO.upper() not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    if A.dim() < 2:
        raise RuntimeError("linalg.eigh: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"linalg.eigh: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )
    if not A.is_floating_point() or A.dtype not in (torch.float32, torch.float64):
        raise NotImplementedError(f"\"linalg_eigh_cpu\" not implemented for '{_LEGACY_NAMES[str(A.dtype)]}'")


def _check_svd(A):
    if A.dim() < 2:
        raise RuntimeError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    _spectral_dtype(A, "linalg_svd_cpu", "linalg.svd")
    # LAPACK's gesdd fails on NaN; an infinity gives NaN singular values instead.
    if A.numel() > 0 and not A.is_meta and bool(torch.isnan(A).any()):
        raise _LinAlgError(
            "linalg.svd: The algorithm failed to converge because the input matrix contained non-finite values."
        )


def _off_diagonal_one(E):
    # E with ones on its diagonal: the formulas divide a matrix whose diagonal is zero by it.
    eye = torch.eye(E.shape[-1], dtype=torch.bool, device=E.device)
    return torch.where(eye, torch.ones((), dtype=E.dtype, device=E.device), E)


class _Eigh(torch.autograd.Function):
    # linalg.eigh and eigvalsh: one LinalgEighBackward0 node with both outputs (eigvalsh
    # hands back the values only; the vectors stay saved, as in ATen).
    _stridelab_node_name = "LinalgEighBackward0"

    @staticmethod
    def forward(ctx, A, upper):
        L, V = _native.eigh(A, upper)
        V = _owned(_column_major(V))
        ctx.set_materialize_grads(False)
        ctx.save_for_backward(L, V)
        ctx.save_for_forward(L, V)
        return L, V

    @staticmethod
    def jvp(ctx, dA, _upper):
        # linalg_eig_jvp, hermitian case: dP = Vᴴ dA V, dL = diag(dP), dV = V (dP / E) with
        # E_ij = L_j - L_i and a zero diagonal.
        L, V = ctx.saved_tensors
        dP = V.mT @ dA @ V
        dL = dP.diagonal(0, -2, -1)
        E = _off_diagonal_one(L.unsqueeze(-2) - L.unsqueeze(-1))
        eye = torch.eye(L.shape[-1], dtype=torch.bool, device=L.device)
        dV = V @ (dP / E).masked_fill(eye, 0.0)
        return dL, dV

    @staticmethod
    def backward(ctx, gL, gV):
        # linalg_eig_backward, hermitian case: gA = V (skew(VᴴgV)/2 / E + diag(gL)) Vᴴ with
        # E_ij = L_j - L_i.
        L, V = ctx.saved_tensors
        if gV is None:
            if gL is None:
                return None, None
            return V @ (gL.unsqueeze(-1) * V.mT), None
        VhgV = V.mT @ gV
        VhgV = 0.5 * (VhgV - VhgV.mT)
        E = _off_diagonal_one(L.unsqueeze(-2) - L.unsqueeze(-1))
        gA = VhgV / E
        if gL is not None:
            gA = gA + torch.diag_embed(gL)
        return V @ (gA @ V.mT), None


class _Svd(torch.autograd.Function):
    _stridelab_node_name = "LinalgSvdBackward0"

    @staticmethod
    def forward(ctx, A, full):
        U, S, Vh = _native.svd(A, full)
        # (PyTorch's meta kernel lays Vh out row-major, where LAPACK's is column-major.)
        U, Vh = _owned(_column_major(U)), _owned(Vh if Vh.is_meta else _column_major(Vh))
        ctx.set_materialize_grads(False)
        ctx.full = full
        ctx.save_for_backward(U, S, Vh)
        ctx.save_for_forward(U, S, Vh)
        return U, S, Vh

    @staticmethod
    def jvp(ctx, dA, _full):
        U, S, Vh = ctx.saved_tensors
        return _svd_jvp(dA, U, S, Vh, ctx.full)

    @staticmethod
    def backward(ctx, gU, gS, gVh):
        U, S, Vh = ctx.saved_tensors
        k = S.shape[-1]
        if ctx.full:
            # derivatives.yaml: full factors are narrowed to the reduced ones first.
            U, Vh = U[..., :k], Vh[..., :k, :]
            gU = None if gU is None else gU[..., :k]
            gVh = None if gVh is None else gVh[..., :k, :]
        return _svd_backward(gU, gS, gVh, U, S, Vh), None


def _svd_jvp(dA, U, S, Vh, full):
    # FunctionsManual's svd_jvp, real case: dP = Uᵀ dA V, dS = diag(dP); the off-diagonal
    # parts rotate U and Vh, and the parts of dA outside their spans add to them (the
    # columns past k of full factors get zeros).
    m, n, k = dA.shape[-2], dA.shape[-1], S.shape[-1]
    U, Vh = (U[..., :k], Vh[..., :k, :]) if full else (U, Vh)
    V = Vh.mT
    dP = U.mT @ (dA @ V) if m >= n else (U.mT @ dA) @ V
    dS = dP.diagonal(0, -2, -1)
    S2 = S * S
    E = _off_diagonal_one(S2.unsqueeze(-2) - S2.unsqueeze(-1))
    eye = torch.eye(k, dtype=torch.bool, device=S.device)
    sym = lambda X: (X + X.mT).masked_fill(eye, 0.0)
    dU = U @ (sym(dP * S.unsqueeze(-2)) / E)
    dVh = -((sym(dP * S.unsqueeze(-1)) / E) @ Vh)
    if m > k:
        dAVSinv = dA @ (V / S.unsqueeze(-2))
        dU = dU + dAVSinv - U @ (U.mT @ dAVSinv)
        if full:
            dU = torch.cat([dU, dU.new_zeros(list(dU.shape[:-1]) + [m - k])], -1)
    if n > k:
        UhdASinv = (U.mT / S.unsqueeze(-1)) @ dA
        dVh = dVh + UhdASinv - (UhdASinv @ V) @ Vh
        if full:
            dVh = torch.cat([dVh, dVh.new_zeros(list(dVh.shape[:-2]) + [n - k, n])], -2)
    return dU, dS, dVh


def _svd_backward(gU, gS, gVh, U, S, Vh):
    # FunctionsManual's svd_backward, real case.
    m, n = U.shape[-2], Vh.shape[-1]
    if gU is None and gVh is None:
        if gS is None:
            return None
        return U @ (gS.unsqueeze(-1) * Vh) if m >= n else (U * gS.unsqueeze(-2)) @ Vh
    skew = lambda X: X - X.mT
    S2 = S * S
    E = _off_diagonal_one(S2.unsqueeze(-2) - S2.unsqueeze(-1))
    if gU is not None and gVh is not None:
        gA = (skew(U.mT @ gU) * S.unsqueeze(-2) + S.unsqueeze(-1) * skew(Vh @ gVh.mT)) / E
    elif gU is not None:
        gA = (skew(U.mT @ gU) / E) * S.unsqueeze(-2)
    else:
        gA = S.unsqueeze(-1) * (skew(Vh @ gVh.mT) / E)
    if gS is not None:
        gA = gA + torch.diag_embed(gS)
    if m > n and gU is not None:
        gA = U @ gA
        gUSinv = gU / S.unsqueeze(-2)
        gA = gA + gUSinv - U @ (U.mT @ gUSinv)
        return gA @ Vh
    if m < n and gVh is not None:
        gA = gA @ Vh
        SinvgVh = gVh / S.unsqueeze(-1)
        gA = gA + SinvgVh - (SinvgVh @ Vh.mT) @ Vh
        return U @ gA
    return U @ (gA @ Vh) if m >= n else (U @ gA) @ Vh


def _torch_linalg_eigh(A, UPLO="L", out=None):
    _check_eigh(A, UPLO)
    L, V = _Eigh.apply(A, UPLO.upper() == "U")
    return _native.return_type("linalg_eigh", (L, V))


def _torch_linalg_eigvalsh(A, UPLO="L", out=None):
    _check_eigh(A, UPLO)
    return _Eigh.apply(A, UPLO.upper() == "U")[0]


def _torch_linalg_svd(A, full_matrices=True, driver=None, out=None):
    _check_svd(A)
    if driver is not None:
        raise RuntimeError(
            "torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs with cuSOLVER backend."
        )
    U, S, Vh = _Svd.apply(A, bool(full_matrices))
    return _native.return_type("linalg_svd", (U, S, Vh))


def _torch_linalg_svdvals(A, driver=None, out=None):
    _check_svd(A)
    if driver is not None:
        raise RuntimeError(
            "torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs with cuSOLVER backend."
        )
    return _Svd.apply(A, False)[1]


def _torch_svd(input, some=True, compute_uv=True, out=None):
    # torch.svd: linalg.svd's factors with V = Vhᴴ (a transposed view); without
    # compute_uv, U and V are zero-filled square matrices.
    if input.dim() < 2:
        raise RuntimeError(
            f"linalg.svd: input should have at least 2 dimensions, but has {input.dim()} dimensions instead"
        )
    if not compute_uv:
        S = _torch_linalg_svdvals(input)
        m, n = input.shape[-2], input.shape[-1]
        lead = list(input.shape[:-2])
        U = torch.zeros(lead + [m, m], dtype=input.dtype, device=input.device)
        # V is Vhᴴ there too: a transposed view of zeros.
        V = torch.zeros(lead + [n, n], dtype=input.dtype, device=input.device).mT
        return _native.return_type("svd", (U, S, V))
    U, S, Vh = _torch_linalg_svd(input, full_matrices=not some)
    return _native.return_type("svd", (U, S, Vh.mT))


def _default_tolerances(A, atol, rtol):
    # PyTorch's get_atol_rtol: rtol defaults to eps * max(m, n) unless a positive atol was
    # given (then 0); atol defaults to 0.
    m, n = A.shape[-2], A.shape[-1]
    eps = finfo(A.dtype).eps * max(m, n)
    if rtol is None:
        given_atol = atol is not None and bool(torch.as_tensor(atol).gt(0).all())
        rtol = 0.0 if given_atol else eps
    if atol is None:
        atol = 0.0
    as_t = lambda x: torch.as_tensor(x, dtype=A.dtype if not isinstance(x, torch.Tensor) else None, device=A.device)
    return as_t(atol), as_t(rtol)


class _Pinv(torch.autograd.Function):
    _stridelab_node_name = "LinalgPinvBackward0"

    @staticmethod
    def forward(ctx, A, atol, rtol, hermitian):
        if hermitian:
            L, V = _native.eigh(A, False)
            S = L.abs()
            top = S.amax(-1, keepdim=True) if S.shape[-1] else S
            tol = torch.maximum(atol.unsqueeze(-1), rtol.unsqueeze(-1) * top)
            inv = torch.where(S > tol, L.reciprocal(), torch.zeros_like(L))
            P = (V * inv.unsqueeze(-2)) @ V.mT
        else:
            U, S, Vh = _native.svd(A, False)
            top = S[..., :1]
            tol = torch.maximum(atol.unsqueeze(-1), rtol.unsqueeze(-1) * top)
            inv = torch.where(S > tol, S.reciprocal(), torch.zeros_like(S))
            P = (Vh.mT * inv.unsqueeze(-2)) @ U.mT
            # An infinite entry gives NaN singular values: the pseudo-inverse is zeros then.
            finite = torch.isfinite(S).all(-1).unsqueeze(-1).unsqueeze(-1)
            P = torch.where(finite, P, torch.zeros((), dtype=P.dtype, device=P.device))
        ctx.save_for_backward(A, P)
        ctx.save_for_forward(A, P)
        return P

    @staticmethod
    def jvp(ctx, dA, _atol, _rtol, _hermitian):
        A, P = ctx.saved_tensors
        return _pinv_jvp(A, P, dA)

    @staticmethod
    def backward(ctx, grad):
        A, P = ctx.saved_tensors
        return _pinv_backward(grad, P, A), None, None, None


def _pinv_jvp(A, pinvA, dA):
    # FunctionsManual's pinv_jvp (real case), the smaller products first.
    m, n = A.shape[-2], A.shape[-1]
    dAh, pinvAh = dA.mT, pinvA.mT
    if m <= n:
        K = pinvAh @ dAh
        return pinvA @ (K - K.mT - K @ (A @ pinvA)) + (dAh - pinvA @ (A @ dAh)) @ (pinvAh @ pinvA)
    K = pinvA @ dA
    Kh = K.mT
    return (Kh - K - (pinvA @ A) @ Kh) @ pinvA + (pinvA @ pinvAh) @ (dAh - (dAh @ A) @ pinvA)


def _pinv_backward(grad, pinvA, A):
    # FunctionsManual's pinv_backward (real case), with the smaller products first.
    m, n = A.shape[-2], A.shape[-1]
    pinvAh, gradh = pinvA.mT, grad.mT
    if m <= n:
        K = gradh @ pinvA
        KpinvAh = K @ pinvAh
        return -(pinvA @ K).mT + KpinvAh - (A @ pinvA) @ KpinvAh + (pinvAh @ pinvA) @ (gradh - K @ A)
    K = pinvA @ gradh
    pinvAhK = pinvAh @ K
    return -(K @ pinvA).mT + (gradh - A @ K) @ pinvA @ pinvAh + pinvAhK - pinvAhK @ pinvA @ A


def _torch_linalg_pinv(A, rcond=None, hermitian=False, atol=None, rtol=None, out=None):
    if rcond is not None:
        if atol is not None or rtol is not None:
            given = ", ".join(
                f"{k}={'Tensor' if isinstance(v, torch.Tensor) else type(v).__name__}"
                for k, v in (("atol", atol), ("rtol", rtol), ("rcond", rcond))
                if v is not None
            )
            raise TypeError(
                f"linalg_pinv() received an invalid combination of arguments - got (Tensor, {given}), but expected one of:\n"
                " * (Tensor input, *, Tensor atol = None, Tensor rtol = None, bool hermitian = False, Tensor out = None)\n"
                " * (Tensor input, *, float atol = None, float rtol = None, bool hermitian = False, Tensor out = None)\n"
                " * (Tensor input, Tensor rcond, bool hermitian = False, *, Tensor out = None)\n"
                " * (Tensor input, float rcond, bool hermitian = False, *, Tensor out = None)\n"
            )
        atol, rtol = 0.0, rcond
    if not isinstance(hermitian, bool):
        kinds = ", ".join(["Tensor", type(rcond).__name__, type(hermitian).__name__])
        raise TypeError(
            f"linalg_pinv() received an invalid combination of arguments - got ({kinds}), but expected one of:\n"
            " * (Tensor input, *, Tensor atol = None, Tensor rtol = None, bool hermitian = False, Tensor out = None)\n"
            " * (Tensor input, *, float atol = None, float rtol = None, bool hermitian = False, Tensor out = None)\n"
            " * (Tensor input, Tensor rcond, bool hermitian = False, *, Tensor out = None)\n"
            " * (Tensor input, float rcond, bool hermitian = False, *, Tensor out = None)\n"
        )
    if A.dim() < 2 or A.dtype not in (torch.float32, torch.float64):
        raise RuntimeError(
            f"linalg.pinv({_LEGACY_NAMES[str(A.dtype)]}{{{list(A.shape)}}}): expected a tensor with 2 or more dimensions of float, double, cfloat or cdouble types"
        )
    if hermitian:
        _check_eigh(A, "L")
    elif A.numel() > 0 and not A.is_meta and not bool(torch.isfinite(A).all()):
        _check_svd(A)
    atol_t, rtol_t = _default_tolerances(A, atol, rtol)
    return _Pinv.apply(A, atol_t, rtol_t, bool(hermitian))


def _torch_pinverse(input, rcond=1e-15):
    return _torch_linalg_pinv(input, rcond)


_LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def _lstsq_own_batch(t, own, tail):
    """`t` (the broadcast batch, then `tail` dims) cut back to the batch `own` of the
    un-expanded A, as ATen sizes rank and singular_values: the copies along a broadcast
    dim are equal, so the first is kept, as a contiguous tensor of its own."""
    batch = tuple(t.shape[: t.dim() - tail])
    own = tuple(own)
    if batch == own:
        return t
    if 0 in batch:
        # ATen leaves these uninitialized; zeros of A's batch have at least its shape.
        return torch.zeros(list(own) + list(t.shape[t.dim() - tail :]), dtype=t.dtype, device=t.device)
    for _ in range(len(batch) - len(own)):
        t = t[0]
    for d, size in enumerate(own):
        if size != t.shape[d]:
            t = t.narrow(d, 0, size)
    return t.clone(memory_format=torch.contiguous_format)


class _Lstsq(torch.autograd.Function):
    _stridelab_node_name = "LinalgLstsqBackward0"

    @staticmethod
    def forward(ctx, A, B, rcond, driver, vector):
        A0, B0 = A, B
        m, n = A.shape[-2], A.shape[-1]
        Bm = B.unsqueeze(-1) if vector else B
        batch = torch.broadcast_shapes(A.shape[:-2], Bm.shape[:-2])
        k = Bm.shape[-1]
        A = A.expand(list(batch) + [m, n])
        Bm = Bm.expand(list(batch) + [m, k])
        U, S, Vh = _native.svd(A, False)
        top = S[..., :1] if S.shape[-1] else S
        # gels is a plain QR solve: nothing is truncated (a rank-deficient A is the caller's
        # problem, as in LAPACK); the others drop the values below rcond * the largest.
        keep = S > 0 if driver == "gels" else S > rcond * top
        inv = torch.where(keep, S.reciprocal(), torch.zeros_like(S))
        X = Vh.mT @ (inv.unsqueeze(-1) * (U.mT @ Bm))
        # LAPACK solves in place in a column-major buffer of max(m, n) rows: the solution
        # is its first n rows (strides (1, max(m, n))).
        rows = max(m, n)
        buf = torch.zeros(list(batch) + [k, rows], dtype=A.dtype, device=A.device).mT
        buf[..., :n, :] = X
        # The buffer's first n rows as a tensor of its own: not a view, at version 0.
        X = _native.fresh_result(buf[..., :n, :])
        # rank and singular_values keep A's own batch (ATen sizes them from A); the
        # solution and residuals take the broadcast batch.
        rank = _lstsq_own_batch(keep.sum(-1), A0.shape[:-2], 0)
        if driver == "gels":
            rank = torch.empty(0, dtype=torch.int64, device=A.device)
        full_rank = driver == "gels" or bool((rank == min(m, n)).all())
        if driver != "gelsy" and m > n and full_rank:
            residuals = ((A @ X - Bm) ** 2).sum(-2)
        else:
            residuals = torch.empty(0, dtype=A.dtype, device=A.device)
        if driver in ("gelsd", "gelss"):
            singular = _lstsq_own_batch(S, A0.shape[:-2], 1)
        else:
            singular = torch.empty(0, dtype=A.dtype, device=A.device)
        if vector:
            X = X.squeeze(-1)
        ctx.vector = vector
        ctx.mark_non_differentiable(rank, singular)
        # The solution is kept too: changing it in place makes backward raise, as ATen's.
        ctx.save_for_backward(A0, B0, X)
        ctx.save_for_forward(A0, B0, X, residuals)
        return X, residuals, rank, singular

    @staticmethod
    def jvp(ctx, dA, dB, _rcond, _driver, _vector):
        # linalg_lstsq_jvp: the solution through the pseudo-inverse, dX = dpinv(A) B +
        # pinv(A) dB; the residuals ‖AX - B‖² follow it.
        A, B, X, residuals = ctx.saved_tensors
        Bm, dBm = (B.unsqueeze(-1), dB.unsqueeze(-1)) if ctx.vector else (B, dB)
        Xm = X.unsqueeze(-1) if ctx.vector else X
        pinvA = _torch_linalg_pinv(A)
        dX = _pinv_jvp(A, pinvA, dA) @ Bm + pinvA @ dBm
        dres = None
        if residuals.numel():
            dres = 2 * ((A @ Xm - Bm) * (dA @ Xm + A @ dX - dBm)).sum(-2)
        return (dX.squeeze(-1) if ctx.vector else dX), dres, None, None

    @staticmethod
    def backward(ctx, gX, _gres, _grank, _gsing):
        # linalg_lstsq_backward: through the pseudo-inverse.
        A, B, _ = ctx.saved_tensors
        need_a, need_b = ctx.needs_input_grad[0], ctx.needs_input_grad[1]
        if gX is None:
            return None, None, None, None, None
        gXm = gX.unsqueeze(-1) if ctx.vector else gX
        Bm = B.unsqueeze(-1) if ctx.vector else B
        pinvA = _torch_linalg_pinv(A)
        gA = _pinv_backward(gXm @ Bm.mT, pinvA, A) if need_a else None
        gB = None
        if need_b:
            gB = pinvA.mT @ gXm
            gB = gB.squeeze(-1) if ctx.vector else gB
        return gA, gB, None, None, None


def _torch_linalg_lstsq(A, B, rcond=None, driver=None):
    if A.is_meta or B.is_meta:
        # ATen's lstsq has no meta kernel: PyTorch's dispatcher refuses before any check.
        raise NotImplementedError(
            "aten::linalg_lstsq.out: attempted to run this operator with Meta tensors, but there was no fake impl or Meta kernel registered. You may have run into this message while using an operator with PT2 compilation APIs (torch.compile/torch.export); in order to use this operator with those APIs you'll need to add a fake impl. Please see the following for next steps:  https://pytorch.org/tutorials/advanced/custom_ops_landing_page.html"
        )
    if A.dim() < 2:
        raise RuntimeError("torch.linalg.lstsq: input must have at least 2 dimensions.")
    if B.dim() < 1:
        raise RuntimeError("torch.linalg.lstsq: other must have at least 1 dimension.")
    if A.dtype != B.dtype:
        raise RuntimeError(
            f"torch.linalg.lstsq: Expected input and other to have the same dtype, but got input's dtype {_LEGACY_NAMES[str(A.dtype)]} and other's dtype {_LEGACY_NAMES[str(B.dtype)]}"
        )
    if A.dim() < B.dim() or A.dim() - B.dim() > 1:
        raise RuntimeError(
            "torch.linalg.lstsq: input.dim() must be greater or equal to other.dim() and (input.dim() - other.dim()) <= 1"
        )
    # B is a (batch of) vector(s) when it is A's shape without the last dim
    # (linalg_solve_is_vector_rhs). The sizes are compared first; the batches then
    # broadcast with B read as vectors whenever it has one dimension fewer.
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and list(B.shape) == list(A.shape[:-1]))
    if vector and A.shape[-2] != B.shape[-1]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-1)")
    if not vector and A.shape[-2] != B.shape[-2]:
        raise RuntimeError("torch.linalg.lstsq: input.size(-2) should match other.size(-2)")
    _check_batches_broadcast(A.shape[:-2], (B.unsqueeze(-1) if B.dim() == A.dim() - 1 else B).shape[:-2])
    if driver is None:
        driver = "gelsy"
    if driver not in _LSTSQ_DRIVERS:
        raise RuntimeError("torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")
    if A.dtype not in (torch.float32, torch.float64):
        raise RuntimeError("This function doesn't handle types other than float and double")
    if A.numel() > 0 and not bool(torch.isfinite(A).all()):
        _check_svd(A)
    m, n = A.shape[-2], A.shape[-1]
    if rcond is None:
        rcond = finfo(A.dtype).eps * max(m, n)
    r = _Lstsq.apply(A, B, float(rcond), driver, vector)
    return _native.return_type("linalg_lstsq", r)


def _check_batches_broadcast(a, b):
    # TensorIterator's broadcast error, with the dimension counted in the result.
    n = max(len(a), len(b))
    for i in range(1, n + 1):
        x = a[-i] if i <= len(a) else 1
        y = b[-i] if i <= len(b) else 1
        if x != y and x != 1 and y != 1:
            raise RuntimeError(
                f"The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton dimension {n - i}"
            )


def _torch_linalg_cond(A, p=None):
    # ATen's linalg_cond: the 2-norms from the singular values (any shape), the other norms
    # as norm(A) * norm(inv(A)) on square matrices, a singular one giving inf.
    if A.dim() < 2:
        raise RuntimeError("linalg.cond: The input tensor must have at least 2 dimensions.")
    if p is None or p in (2, -2):
        S = _torch_linalg_svdvals(A)
        if S.shape[-1] == 0:
            return torch.zeros(S.shape[:-1], dtype=A.dtype, device=A.device)
        hi, lo = S.narrow(-1, 0, 1), S.narrow(-1, -1, 1)
        return (lo / hi if p == -2 else hi / lo).squeeze(-1)
    if p not in ("fro", "nuc", float("inf"), float("-inf"), 1, -1):
        raise ValueError(f"linalg.cond got an invalid norm type: {p}")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"linalg.cond(ord={p}): A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )
    if A.numel() == 0:
        return torch.zeros(A.shape[:-2], dtype=A.dtype, device=A.device)
    if p == "nuc":
        # The nuclear norms of A and of its inverse, from A's singular values.
        S = _torch_linalg_svdvals(A)
        return S.sum(-1) * S.reciprocal().sum(-1)
    if A.dim() > 2:
        # One matrix at a time: a singular one is inf without touching the others.
        return torch.stack([_torch_linalg_cond(M, p) for M in A.unbind(0)])
    try:
        inv = _torch_linalg_inv(A)
    except _LinAlgError:
        return torch.full((), float("inf"), dtype=A.dtype, device=A.device)
    # ATen marks singular matrices with an in-place fill of the inverse, which its own
    # node keeps: cond(A, p).backward() raises for these orders in PyTorch 2.15.
    inv.masked_fill_(torch.zeros((), dtype=torch.bool), float("inf"))
    norm = torch.linalg.matrix_norm
    return (norm(A, p) * norm(inv, p)).nan_to_num(float("inf"))
