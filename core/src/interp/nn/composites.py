

# ------------------------------------------------------------------ matrix chains
# ATen composes these from mm/matmul (LinearAlgebra.cpp), so their graphs hold the nodes of
# the products they chose: the order of the products is part of the result.


def _torch_linalg_matrix_power(A, n, out=None):
    _tensor_arg("linalg_matrix_power", "input", 1, A)
    _int_arg("linalg_matrix_power", "n", 2, n)
    if A.dim() < 2:
        raise RuntimeError("linalg.matrix_power: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(
            f"linalg.matrix_power: A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} matrices"
        )
    if n == 0:
        # The identity, written into a clone so the result stays in the input's graph.
        return A.clone(memory_format=torch.contiguous_format).copy_(
            torch.eye(A.shape[-2], A.shape[-1], dtype=A.dtype, device=A.device)
        )
    if n == 1:
        return A.clone(memory_format=torch.contiguous_format)
    if n == -1:
        return torch.linalg.inv(A)
    a = torch.linalg.inv(A) if n < 0 else A
    n = abs(n)
    if n == 2:
        return torch.matmul(a, a)
    if n == 3:
        return torch.matmul(torch.matmul(a, a), a)
    # Square-and-multiply from the lowest bit: z runs through a, a^2, a^4, ...
    z = result = None
    while n > 0:
        bit = n % 2
        n = n // 2
        z = a if z is None else torch.matmul(z, z)
        if bit == 1:
            result = z if result is None else torch.matmul(result, z)
    return result


def _torch_matrix_power(input, n):
    _tensor_arg("matrix_power", "input", 1, input)
    _int_arg("matrix_power", "n", 2, n)
    return _torch_linalg_matrix_power(input, n)


def _chain_order(dims):
    # The classic matrix-chain dynamic programme: split[i][j] is where the product of
    # matrices i..j is best cut (the first cut of least cost wins a tie, as in ATen).
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = None
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if cost[i][j] is None or q < cost[i][j]:
                    cost[i][j] = q
                    split[i][j] = k
    return split


def _chain_product(ms, split, i, j):
    if i == j:
        return ms[i]
    k = split[i][j]
    return torch.mm(_chain_product(ms, split, i, k), _chain_product(ms, split, k + 1, j))


def _torch_linalg_multi_dot(tensors, out=None):
    if isinstance(tensors, torch.Tensor):
        raise TypeError(
            "linalg_multi_dot(): argument 'tensors' (position 1) must be tuple of Tensors, not Tensor"
        )
    tensors = list(tensors)
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    shape = []
    first, last = tensors[0], tensors[-1]
    if first.dim() == 1:
        first = first.unsqueeze(0)
    elif first.dim() == 2:
        shape.append(first.shape[0])
    else:
        raise RuntimeError(f"multi_dot(): the first tensor must be 1D or 2D but got {first.dim()}D")
    if last.dim() == 1:
        last = last.unsqueeze(-1)
    elif last.dim() == 2:
        shape.append(last.shape[1])
    else:
        raise RuntimeError(f"multi_dot(): the last tensor must be 1D or 2D but got {last.dim()}D")
    ms = [first] + tensors[1:-1] + [last]
    for i in range(1, n - 1):
        if ms[i].dim() != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {ms[i].dim()}D")
    for i in range(1, n):
        if ms[i].dtype != ms[0].dtype:
            raise RuntimeError(
                f"multi_dot(): all tensors must have be the same dtype but tensor 0 is {_TYPE_META_NAMES[str(ms[0].dtype)]} and tensor {i} {_TYPE_META_NAMES[str(ms[i].dtype)]}"
            )
        if ms[i - 1].shape[-1] != ms[i].shape[0]:
            raise RuntimeError(
                f"multi_dot(): tensors {i - 1} and {i} with shapes {list(tensors[i - 1].shape)} and {list(tensors[i].shape)} cannot be multiplied"
            )
    if n == 2:
        return torch.mm(ms[0], ms[1]).view(shape)
    if n == 3:
        a, b, c, d = ms[0].shape[0], ms[1].shape[0], ms[2].shape[0], ms[2].shape[1]
        if a * c * (b + d) > b * d * (a + c):
            return torch.mm(ms[0], torch.mm(ms[1], ms[2])).view(shape)
        return torch.mm(torch.mm(ms[0], ms[1]), ms[2]).view(shape)
    dims = [m.shape[0] for m in ms] + [ms[-1].shape[1]]
    return _chain_product(ms, _chain_order(dims), 0, n - 1).view(shape)


def _torch_linalg_matmul(input, other, out=None):
    # An alias of torch.matmul (the same op, messages and node).
    if out is None:
        return torch.matmul(input, other)
    return torch.matmul(input, other, out=out)


def _torch_linalg_diagonal(A, offset=0, dim1=-2, dim2=-1):
    # torch.diagonal with the batch convention: the last two dimensions by default.
    return torch.diagonal(A, offset=offset, dim1=dim1, dim2=dim2)


def _torch_linalg_vecdot(x, y, dim=-1, out=None):
    _tensor_arg("linalg_vecdot", "x", 1, x)
    _tensor_arg("linalg_vecdot", "y", 2, y)
    if not x.is_floating_point():
        raise NotImplementedError(
            f"linalg.vecdot: Expected a floating point or complex tensor as input. Got {_LEGACY_NAMES[str(x.dtype)]}"
        )
    if x.dtype != y.dtype:
        raise RuntimeError(
            f"linalg.vecdot: Expected x and y to have the same dtype, but found x of type {_LEGACY_NAMES[str(x.dtype)]} and y of type {_LEGACY_NAMES[str(y.dtype)]} instead"
        )
    return (x * y).sum(dim)


def _torch_vander(x, N=None, increasing=False):
    # ATen's vander: ones, then x copied into columns 1.., then a running product along the
    # columns (so integers come out int64, as cumprod gives), flipped unless increasing.
    _tensor_arg("vander", "x", 1, x)
    if N is not None:
        _int_arg("vander", "N", None, N)
    if x.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = torch.promote_types(x.dtype, torch.int64)
    result = torch.empty((x.shape[0], n), dtype=dtype, device=x.device)
    if n > 0:
        result.fill_(1)
        if n > 1:
            result[:, 1:].copy_(x.unsqueeze(1))
            result[:, 1:].copy_(torch.cumprod(result[:, 1:], 1))
    return result if increasing else torch.flip(result, [1])


# ------------------------------------------------------------------ covariance


def _torch_cov(input, correction=1, fweights=None, aweights=None):
    # ATen's cov (Correlation.cpp), step by step: its corner cases are part of the answer.
    _tensor_arg("cov", "input", 1, input)
    _int_arg("cov", "correction", None, correction)
    if input.dim() > 2:
        raise RuntimeError(
            f"cov(): expected input to have two or fewer dimensions but got an input with {input.dim()} dimensions"
        )
    if input.dtype == torch.bool:
        raise NotImplementedError("cov(): bool dtype is not supported for input")
    x = input.view(1, -1) if input.dim() < 2 else input
    observations = x.shape[1]
    w = None
    if fweights is not None:
        w = fweights
        if w.dim() > 1:
            raise RuntimeError(
                f"cov(): expected fweights to have one or fewer dimensions but got fweights with {w.dim()} dimensions"
            )
        if w.is_floating_point() or w.dtype == torch.bool:
            raise RuntimeError(
                f"cov(): expected fweights to have integral dtype but got fweights with {_LEGACY_NAMES[str(w.dtype)]} dtype"
            )
        if w.numel() != observations:
            raise RuntimeError(
                f"cov(): expected fweights to have the same numel as there are observations in the input but got {w.numel()} != {observations}"
            )
        if observations != 0 and not bool(w.min() >= 0):
            raise RuntimeError("cov(): fweights cannot be negative")
    if aweights is not None:
        aw = aweights
        if aw.dim() > 1:
            raise RuntimeError(
                f"cov(): expected aweights to have one or fewer dimensions but got aweights with {aw.dim()} dimensions"
            )
        if not aw.is_floating_point():
            raise RuntimeError(
                f"cov(): expected aweights to have floating point dtype but got aweights with {_LEGACY_NAMES[str(aw.dtype)]} dtype"
            )
        if aw.numel() != observations:
            raise RuntimeError(
                f"cov(): expected aweights to have the same numel as there are observations in the input but got {aw.numel()} != {observations}"
            )
        if observations != 0 and not bool(aw.min() >= 0):
            raise RuntimeError("cov(): aweights cannot be negative")
        w = aw if w is None else w * aw
    if w is None:
        w_sum = torch.tensor(observations, dtype=torch.int64, device=x.device)
    else:
        w_sum = w.sum()
        if not bool(w_sum != 0):
            raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    avg = (x if w is None else x * w).sum(1) / w_sum
    if w is None:
        norm = torch.tensor(observations - correction, dtype=torch.int64, device=x.device)
    elif correction == 0:
        norm = w_sum
    elif aweights is None:
        norm = w_sum - correction
    elif fweights is None and observations == 1 and correction == 1:
        norm = torch.tensor(0, dtype=torch.int64, device=x.device)
    else:
        norm = w_sum - correction * (w * aweights).sum() / w_sum
    if bool(norm <= 0):
        # PyTorch warns here ("degrees of freedom is <= 0"); the division below gives inf/nan.
        norm.zero_()
    if observations == 1 and (fweights is None) != (aweights is None):
        # ATen zeroes the (viewed) input itself here: the caller's tensor is overwritten.
        x.zero_()
        if not x.is_floating_point():
            x = x.to(torch.float32)
    else:
        x = x - avg.unsqueeze(1)
    c = torch.mm(x, (x if w is None else x * w).t())
    return torch.true_divide(c, norm).squeeze()


def _torch_corrcoef(input):
    _tensor_arg("corrcoef", "input", 1, input)
    if input.dim() > 2:
        raise RuntimeError(
            f"corrcoef(): expected input to have two or fewer dimensions but got an input with {input.dim()} dimensions"
        )
    c = torch.cov(input)
    if c.dim() == 0:
        # One variable: 1, or nan where the variance is nan, inf or 0.
        return c / c
    stddev = torch.sqrt(c.diagonal())
    c = c / stddev.view(-1, 1)
    c = c / stddev.view(1, -1)
    return c.clip(-1, 1)


# ------------------------------------------------------------------ torch.special
# PyTorch's aliases: the same op, node and result as the torch function.


def _torch_special_expit(input):
    return torch.sigmoid(input)


def _torch_special_erf(input):
    return torch.erf(input)


def _torch_special_erfc(input):
    return torch.erfc(input)


def _torch_special_erfinv(input):
    return torch.erfinv(input)


def _torch_special_exp2(input):
    return torch.exp2(input)


def _torch_special_expm1(input):
    return torch.expm1(input)


def _torch_special_log1p(input):
    return torch.log1p(input)


def _torch_special_sinc(input):
    return torch.sinc(input)


def _torch_special_round(input, decimals=0):
    return torch.round(input, decimals=decimals)


def _torch_special_logit(input, eps=None):
    return torch.logit(input, eps)


def _torch_special_xlogy(input, other):
    return torch.xlogy(input, other)


def _torch_special_softmax(input, dim, dtype=None):
    return torch.softmax(input, dim, dtype=dtype)


def _torch_special_log_softmax(input, dim, dtype=None):
    return torch.log_softmax(input, dim, dtype=dtype)


def _torch_special_logsumexp(input, dim, keepdim=False):
    return torch.logsumexp(input, dim, keepdim)


# ATen's own special kernels, composed here under their node names.


def _torch_special_entr(input):
    # -x log x: 0 at 0, -inf below 0, NaN kept.
    _tensor_arg("special_entr", "input", 1, input)
    dt = _float_result(input)

    def kernel(x):
        x = x.to(dt)
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        r = torch.where(positive, -safe * torch.log(safe), torch.zeros_like(x))
        r = torch.where(x < 0, torch.full_like(x, -math.inf), r)
        return torch.where(torch.isnan(x), x, r)

    # derivatives.yaml: grad * -(1 + log(self)) (inf at 0, NaN below).
    return _native_node(
        "SpecialEntrBackward0", kernel, input,
        formula=lambda gs, x: [gs[0] * -(1 + torch.log(x.to(dt)))],
    )


def _torch_special_multigammaln(input, p):
    return torch.mvlgamma(input, p)


def _torch_special_ndtr(input):
    # The standard normal's CDF, composed as ATen does: (1 + erf(x / sqrt(2))) * 0.5.
    _tensor_arg("special_ndtr", "input", 1, input)
    # The last product is mul(Tensor, Scalar) in ATen's C++, hence MulBackward1.
    return _native_node("MulBackward1", lambda x: (1 + torch.erf(x * 0.7071067811865476)) * 0.5, input)


def _torch_special_xlog1py(input, other):
    return _x_log("special_xlog1py", "SpecialXlog1Py", torch.log1p, 1.0, input, other)


# ------------------------------------------------------------------ torch.testing
# assert_close as torch/testing/_comparison.py behaves: the structure of both sides is
# matched first (sequences by position, mappings by key), then each pair of leaves is
# compared in order and the first mismatch raises, naming the item it occurred for.

# Default (rtol, atol) per dtype; other dtypes compare exactly.
_TESTING_TOLERANCES = {
    "torch.float16": (0.001, 1e-05),
    "torch.bfloat16": (0.016, 1e-05),
    "torch.float32": (1.3e-06, 1e-05),
    "torch.float64": (1e-07, 1e-07),
    "torch.complex32": (0.001, 1e-05),
    "torch.complex64": (1.3e-06, 1e-05),
    "torch.complex128": (1e-07, 1e-07),
}


class _Mismatch(Exception):
    def __init__(self, kind, msg, where):
        self.kind, self.msg, self.where = kind, msg, where


def _testing_tolerances(dtypes, rtol, atol, where):
    if (rtol is None) != (atol is None):
        missing = "rtol" if rtol is None else "atol"
        raise _Mismatch(
            ValueError,
            f"Both 'rtol' and 'atol' must be either specified or omitted, but got no {missing}.",
            where,
        )
    if rtol is not None:
        return rtol, atol
    pairs = [_TESTING_TOLERANCES.get(str(d), (0.0, 0.0)) for d in dtypes]
    return max(p[0] for p in pairs), max(p[1] for p in pairs)


def _scalar_mismatch(actual, expected, rtol, atol):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _diff_message("Scalars", f"Expected {expected} but got {actual}.", abs_diff, None, atol, rel_diff, None, rtol)


def _diff_message(what, extra, abs_diff, abs_at, atol, rel_diff, rel_at, rtol):
    equality = rtol == 0 and atol == 0
    lines = [f"{what} are not {'equal' if equality else 'close'}!", "", extra]
    for kind, diff, at, tol in (("absolute", abs_diff, abs_at, atol), ("relative", rel_diff, rel_at, rtol)):
        line = f"{kind.title()} difference: {diff}" if at is None else f"Greatest {kind} difference: {diff} at index {at}"
        lines.append(line if equality else line + f" (up to {tol} allowed)")
    return "\n".join(lines)


def _unravel(flat, shape):
    index = []
    for size in reversed(list(shape)):
        flat, rest = divmod(flat, size)
        index.append(rest)
    return tuple(reversed(index))


def _tensor_mismatch(actual, expected, matches, rtol, atol):
    total = matches.numel()
    bad = total - int(matches.sum())
    extra = f"Mismatched elements: {bad} / {total} ({bad / total:.1%})"
    a, e, ok = actual.flatten(), expected.flatten(), matches.flatten()
    if not a.is_floating_point() and not a.is_complex():
        a, e = a.to(torch.int64), e.to(torch.int64)
    abs_diff = torch.abs(a - e)
    abs_diff[ok] = 0
    max_abs, abs_at = torch.max(abs_diff, 0)
    rel_diff = abs_diff / torch.abs(e)
    rel_diff[ok] = 0
    max_rel, rel_at = torch.max(rel_diff, 0)
    return _diff_message(
        "Tensor-likes", extra,
        max_abs.item(), _unravel(int(abs_at), matches.shape), atol,
        max_rel.item(), _unravel(int(rel_at), matches.shape), rtol,
    )


def _compare_tensors(actual, expected, where, o):
    def attribute(name, a, e):
        raise _Mismatch(AssertionError, f"The values for attribute '{name}' do not match: {a} != {e}.", where)

    if actual.shape != expected.shape:
        attribute("shape", actual.shape, expected.shape)
    if o["check_stride"] and actual.stride() != expected.stride():
        attribute("stride()", actual.stride(), expected.stride())
    if o["check_device"] and actual.device != expected.device:
        attribute("device", actual.device, expected.device)
    if o["check_dtype"] and actual.dtype != expected.dtype:
        attribute("dtype", actual.dtype, expected.dtype)
    rtol, atol = _testing_tolerances([actual.dtype, expected.dtype], o["rtol"], o["atol"], where)
    if actual.device != expected.device:
        actual, expected = actual.cpu(), expected.cpu()
    if actual.dtype != expected.dtype:
        common = torch.promote_types(actual.dtype, expected.dtype)
        actual, expected = actual.to(common), expected.to(common)
    matches = torch.isclose(actual, expected, rtol=rtol, atol=atol, equal_nan=o["equal_nan"])
    if bool(matches.all()):
        return
    if actual.dim() == 0:
        msg = _scalar_mismatch(actual.item(), expected.item(), rtol, atol)
    else:
        msg = _tensor_mismatch(actual, expected, matches, rtol, atol)
    raise _Mismatch(AssertionError, msg, where)


def _compare_numbers(actual, expected, where, o):
    if o["check_dtype"] and type(actual) is not type(expected):
        raise _Mismatch(AssertionError, f"The (d)types do not match: {type(actual)} != {type(expected)}.", where)
    rtol, atol = _testing_tolerances(
        [torch.int64 if type(v) is int else torch.float64 for v in (actual, expected)], o["rtol"], o["atol"], where
    )
    if actual == expected or (o["equal_nan"] and math.isnan(actual) and math.isnan(expected)):
        return
    diff = abs(actual - expected)
    if math.isfinite(diff) and diff <= atol + rtol * abs(expected):
        return
    raise _Mismatch(AssertionError, _scalar_mismatch(actual, expected, rtol, atol), where)


def _leaf_compare(actual, expected, where):
    # The comparison a pair of leaves gets (PyTorch's pair types, in their order).
    if actual is None or expected is None:
        if actual is None and expected is None:
            return None
        return lambda o: _fail_leaf(f"None mismatch: {actual} is not {expected}", where)
    if isinstance(actual, bool) and isinstance(expected, bool):
        if actual is expected:
            return None
        return lambda o: _fail_leaf(f"Booleans mismatch: {actual} is not {expected}", where)
    numbers = (int, float)
    if isinstance(actual, numbers) and isinstance(expected, numbers) and not isinstance(actual, bool) and not isinstance(expected, bool):
        return lambda o: _compare_numbers(actual, expected, where, o)
    if isinstance(actual, numbers) and isinstance(expected, numbers):
        # A bool against a number: PyTorch's NumberPair refuses the bool inside its
        # constructor, and the comparison reports that as an internal error.
        item = "".join(str([i]) for i in where)
        raise RuntimeError(
            f"Originating a NumberPair() at item {item} with\n\n"
            f"{type(actual).__name__}(): {actual!r}\n\nand\n\n{type(expected).__name__}(): {expected!r}\n\n"
            "resulted in the unexpected exception above. If you are a user and see this message during normal "
            "operation please file an issue at https://github.com/pytorch/pytorch/issues. If you are a developer "
            "and working on the comparison functions, please except the previous error and raise an expressive "
            "`ErrorMeta` instead."
        )
    if isinstance(actual, torch.Tensor) and isinstance(expected, torch.Tensor):
        return lambda o: _compare_tensors(actual, expected, where, o)
    raise _Mismatch(
        TypeError,
        f"No comparison pair was able to handle inputs of type {type(actual)} and {type(expected)}.",
        where,
    )


def _fail_leaf(msg, where):
    raise _Mismatch(AssertionError, msg, where)


def _pair_up(actual, expected, where, out):
    sequences = (list, tuple)
    if isinstance(actual, sequences) and isinstance(expected, sequences):
        if len(actual) != len(expected):
            raise _Mismatch(
                AssertionError, f"The length of the sequences mismatch: {len(actual)} != {len(expected)}", where
            )
        for i in range(len(actual)):
            _pair_up(actual[i], expected[i], where + (i,), out)
        return
    if isinstance(actual, dict) and isinstance(expected, dict):
        a_keys, e_keys = set(actual.keys()), set(expected.keys())
        if a_keys != e_keys:
            raise _Mismatch(
                AssertionError,
                "The keys of the mappings do not match:\n"
                f"Missing keys in the actual mapping: {sorted(e_keys - a_keys)}\n"
                f"Additional keys in the actual mapping: {sorted(a_keys - e_keys)}",
                where,
            )
        keys = list(a_keys)
        try:
            keys = sorted(keys)
        except Exception:
            pass
        for k in keys:
            _pair_up(actual[k], expected[k], where + (k,), out)
        return
    check = _leaf_compare(actual, expected, where)
    if check is not None:
        out.append(check)


def _torch_testing_assert_close(
    actual, expected, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
    check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None,
):
    options = {
        "rtol": rtol, "atol": atol, "equal_nan": equal_nan, "check_device": check_device,
        "check_dtype": check_dtype, "check_stride": check_stride,
    }
    try:
        checks = []
        _pair_up(actual, expected, (), checks)
        for check in checks:
            check(options)
    except _Mismatch as m:
        text = m.msg
        if not isinstance(msg, str):
            if m.where:
                text += "\n\nThe failure occurred for item " + "".join(str([i]) for i in m.where)
            if msg is not None:
                text = msg(text)
        else:
            text = msg
        raise m.kind(text) from None


def _torch_testing_make_tensor(shape, dtype, device, low=None, high=None, requires_grad=False,
                               noncontiguous=False, exclude_zero=False, memory_format=None):
    # PyTorch's torch/testing/_creation.py: the same draws (randint for bool and integers,
    # uniform_ for floats), so a seeded script makes the same tensor.
    integral = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]
    bool_or_integral = [torch.bool, *integral]
    floating = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
    complex_types = [torch.complex64, torch.complex128]

    def modify_low_high(low, high, lowest_inclusive, highest_exclusive, default_low, default_high):
        low = low if low is not None else default_low
        high = high if high is not None else default_high
        if any(isinstance(value, float) and math.isnan(value) for value in [low, high]):
            raise ValueError(f"`low` and `high` cannot be NaN, but got low={low} and high={high}")
        elif low == high and (dtype in floating or dtype in complex_types):
            pass
        elif low >= high:
            raise ValueError(f"`low` must be less than `high`, but got {low} >= {high}")
        elif high < lowest_inclusive or low >= highest_exclusive:
            raise ValueError(
                f"The value interval specified by `low` and `high` is [{low}, {high}), "
                f"but {dtype} only supports [{lowest_inclusive}, {highest_exclusive})")
        low = min(max(low, lowest_inclusive), highest_exclusive)
        high = min(max(high, lowest_inclusive), highest_exclusive)
        if dtype in bool_or_integral:
            return math.ceil(low), math.ceil(high)
        return low, high

    if len(shape) == 1 and isinstance(shape[0], (tuple, list, torch.Size)):
        shape = shape[0]
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError(
            "The parameters `noncontiguous` and `memory_format` are mutually exclusive, "
            f"but got noncontiguous={noncontiguous} and memory_format={memory_format}")
    if requires_grad and dtype in bool_or_integral:
        raise ValueError(
            f"`requires_grad=True` is not supported for boolean and integral dtypes, but got dtype={dtype}")
    n = 1
    for s in shape:
        n *= s
    noncontiguous = noncontiguous and n > 1
    if noncontiguous:
        shape = (*shape[:-1], 2 * shape[-1])
    if dtype is torch.bool:
        low, high = modify_low_high(low, high, 0, 2, 0, 2)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in integral:
        info = torch.iinfo(dtype)
        low, high = modify_low_high(low, high, info.min,
                                    info.max + (1 if dtype is not torch.int64 else 0), -9, 10)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif dtype in floating or dtype in complex_types:
        info = torch.finfo(dtype)
        low, high = modify_low_high(low, high, info.min, info.max, -9, 9)
        result = torch.empty(shape, device=device, dtype=dtype)
        # A complex tensor draws its real and imaginary parts alike, pair by pair.
        parts = torch.view_as_real(result) if dtype in complex_types else result
        if high - low >= info.max:
            parts.uniform_(low / 2, high / 2).mul_(2)
        else:
            parts.uniform_(low, high)
    else:
        raise TypeError(
            f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor()."
            " To request support, file an issue at: https://github.com/pytorch/pytorch/issues")
    if noncontiguous:
        result = result[..., 1::2]
    elif memory_format is not None:
        result = result.clone(memory_format=memory_format)
    if exclude_zero:
        result[result == 0] = 1 if dtype in bool_or_integral else torch.finfo(dtype).tiny
    if dtype in floating or dtype in complex_types:
        result.requires_grad = requires_grad
    return result


# ------------------------------------------------------------------ sizes
# ATen's `sum_to` (ExpandUtils.h): the leading dims and every dim the size asks to be 1 are
# summed with keepdim, then a view drops the leading ones; a size equal to self's is self.


def _tensor_sum_to_size(self, size):
    # `size`: a list of ints, spread and checked by the method's parser (in_python.rs).
    sizes = list(self.shape)
    fits = len(size) <= len(sizes) and all(
        s == 1 or s == t for s, t in zip(reversed(size), reversed(sizes))
    )
    if not fits:
        raise RuntimeError(f"size {{{size}}} is not expandable to size {{{sizes}}}.")
    if not size:
        return self.sum()
    lead = len(sizes) - len(size)
    dims = list(range(lead)) + [
        i for i in range(lead, len(sizes)) if size[i - lead] == 1 and sizes[i] != 1
    ]
    if dims:
        self = self.sum(dims, keepdim=True)
    return self.view(size) if lead > 0 else self


def _torch_is_same_size(input, other):
    _tensor_arg("is_same_size", "input", 1, input)
    _tensor_arg("is_same_size", "other", 2, other)
    return input.shape == other.shape


def _tensor_is_same_size(self, other):
    # The method's `other` is the parser's first argument (position 1).
    _tensor_arg("is_same_size", "other", 1, other)
    return self.shape == other.shape
