# torch._linalg_utils's functions removed in PyTorch 1.9 (torch.cholesky, torch.symeig,
# torch.eig, torch.solve, torch.lstsq, torch.qr, torch.matrix_rank): PyTorch 2.15 keeps the
# names, with their old signatures, only to say what replaced each. A tutorial from 2019
# reaches them; the reader should get the same advice PyTorch gives, not an AttributeError.
# The Tensor methods of the same names (torch/_tensor.py) call these.


def _removed(text):
    raise RuntimeError("This function was deprecated since version 1.9 and is now removed." + text)


def cholesky(input, upper=False, *, out=None):
    _removed(
        " `torch.cholesky` is deprecated in favor of `torch.linalg.cholesky`.\n"
        "L = torch.cholesky(A) should be replaced with:\n"
        "L = torch.linalg.cholesky(A)\n"
        "U = torch.cholesky(A, upper=True) should be replaced with:\n"
        "U = torch.linalg.cholesky(A).mH"
    )


def matrix_rank(input, tol=None, symmetric=False, *, out=None):
    _removed(
        "\nPlease use the `torch.linalg.matrix_rank` function instead. "
        "The parameter 'symmetric' was renamed in `torch.linalg.matrix_rank()` to 'hermitian'."
    )


def solve(input, A, *, out=None):
    _removed(
        " `torch.solve` is deprecated in favor of `torch.linalg.solve`. "
        "`torch.linalg.solve` has its arguments reversed and does not return the LU factorization.\n\n"
        "To get the LU factorization see `torch.lu`, which can be used with `torch.lu_solve` or "
        "`torch.lu_unpack`.\n"
        "X = torch.solve(B, A).solution should be replaced with:\n"
        "X = torch.linalg.solve(A, B)"
    )


def lstsq(input, A, *, out=None):
    _removed(
        " `torch.lstsq` is deprecated in favor of `torch.linalg.lstsq`.\n"
        "`torch.linalg.lstsq` has reversed arguments and does not return the QR decomposition in "
        "the returned tuple (although it returns other information about the problem).\n\n"
        "To get the QR decomposition consider using `torch.linalg.qr`.\n\n"
        "The returned solution in `torch.lstsq` stored the residuals of the solution in the "
        "last m - n columns of the returned value whenever m > n. In torch.linalg.lstsq, "
        "the residuals are in the field 'residuals' of the returned named tuple.\n\n"
        "The unpacking of the solution, as in\n"
        "X, _ = torch.lstsq(B, A).solution[:A.size(1)]\n"
        "should be replaced with:\n"
        "X = torch.linalg.lstsq(A, B).solution"
    )


def symeig(input, eigenvectors=False, upper=True, *, out=None):
    _removed(
        " The default behavior has changed from using the upper triangular portion of the "
        "matrix by default to using the lower triangular portion.\n\n"
        "L, _ = torch.symeig(A, upper=upper) should be replaced with:\n"
        "L = torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\n\n"
        "and\n\n"
        "L, V = torch.symeig(A, eigenvectors=True) should be replaced with:\n"
        "L, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')"
    )


def eig(self, eigenvectors=False, *, e=None, v=None):
    _removed(
        " `torch.linalg.eig` returns complex tensors of dtype `cfloat` or `cdouble` rather than "
        "real tensors mimicking complex tensors.\n\n"
        "L, _ = torch.eig(A) should be replaced with:\n"
        "L_complex = torch.linalg.eigvals(A)\n\n"
        "and\n\n"
        "L, V = torch.eig(A, eigenvectors=True) should be replaced with:\n"
        "L_complex, V_complex = torch.linalg.eig(A)"
    )


def qr(input, some=True, *, out=None):
    mode = "reduced" if some else "complete"
    _removed(
        " `torch.qr` is deprecated in favor of `torch.linalg.qr` and the boolean parameter "
        "`some` has been replaced with a string parameter `mode`.\n\n"
        "Q, R = torch.qr(A) should be replaced with:\n"
        "Q, R = torch.linalg.qr(A, mode='reduced')\n\n"
        "and\n\n"
        "Q, R = torch.qr(A, some=False) should be replaced with:\n"
        "Q, R = torch.linalg.qr(A, mode='complete')\n\n"
        f"Since `some` was set to {some}, use mode='{mode}'."
    )
