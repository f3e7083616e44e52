# numpy._ufuncs_more: the element-wise ufuncs added after numpy.py's core set (fmod, copysign,
# logaddexp, gcd, frexp, ...), all through one function, `_apply`, that does what numpy.py's
# _binary/_unary do for theirs: NEP 50 promotion of the operands (Python scalars are weak),
# the loop dtype a ufunc of that kind computes in, broadcasting, a torch.Tensor argument
# (computed on t.numpy(), the result wrapped back as a tensor) and out=.
import math
import numpy as _np
import torch

_LOOP_ERROR = ("ufunc '{}' not supported for the input types, and the inputs could not be "
               "safely coerced to any supported types according to the casting rule ''safe''")


def _refuse(name):
    raise TypeError(_LOOP_ERROR.format(name))


def _loop_dtype(name, kind, rd):
    """The dtype NumPy's loop for this ufunc computes in, from the promoted input dtype.
    kind: "float" (float-only math: ints go to float16/32/64 by width), "float64" (at least
    float64: float_power), "same" (any number type, booleans as int8 for arithmetic),
    "int" (integer-only: gcd, lcm), "any" (booleans kept: fmax, fmin)."""
    if rd.kind == "c":
        if kind == "float64" or (kind == "float" and name in _COMPLEX_OK):
            return _np._COMPLEX128 if kind == "float64" else rd
        if name in _NO_COMPLEX_LOOP:
            _refuse(name)
        _np._refuse_complex(name)
    if kind == "float":
        return _np._float_for(rd)
    if kind == "float64":
        return _np._FLOAT64
    if kind == "int":
        if rd.kind not in "iu":
            _refuse(name)
        return rd
    if kind == "same" and rd.kind == "b":
        return _np._INT8
    return rd


_COMPLEX_OK = ()
_NO_COMPLEX_LOOP = ("fmod", "copysign", "logaddexp", "logaddexp2", "gcd", "lcm", "ldexp",
                    "frexp", "modf", "signbit", "fabs", "divmod")


def _apply(name, kind, fn, args, out, result=None):
    """Compute ufunc `name` with torch function `fn` on the loop-dtype tensors of `args`;
    `result` names the output dtype when it is not the loop's (signbit: bool)."""
    if out is None and _np._pyany([isinstance(x, torch.Tensor) for x in args]):
        return _np._array_wrap(_apply(name, kind, fn, [x.numpy() if isinstance(x, torch.Tensor)
                                                       else x for x in args], None, result))
    ops, bshape = _np._prepare(name, list(args))
    rd = _loop_dtype(name, kind, _np._result_dtype(ops))
    dev = _np._device_of(ops)
    ts = [_np._operand_tensor(o, rd, dev) for o in ops]
    t = fn(*ts)
    if tuple(t.shape) != bshape:
        t = t.expand(bshape)
    return _np._finish(name, t.contiguous(), rd if result is None else result, out)


def _int_safe_div(fn):
    # NumPy's integer fmod by zero is 0 (with a RuntimeWarning), not an error.
    def go(a, b):
        if a.is_floating_point():
            return fn(a, b)
        zero = b == 0
        r = fn(a, torch.where(zero, torch.ones_like(b), b))
        return torch.where(zero, torch.zeros_like(r), r)
    return go


def fmod(x1, x2, out=None):
    return _apply("fmod", "same", _int_safe_div(torch.fmod), [x1, x2], out)


def copysign(x1, x2, out=None):
    return _apply("copysign", "float", torch.copysign, [x1, x2], out)


def logaddexp(x1, x2, out=None):
    return _apply("logaddexp", "float", _logaddexp(1.0), [x1, x2], out)


def logaddexp2(x1, x2, out=None):
    return _apply("logaddexp2", "float", _logaddexp(2.0), [x1, x2], out)


def _logaddexp(base):
    # npy_logaddexp(2): equal values (infinities too) give x + log(2); else the larger plus
    # log1p(exp(-|d|)) (log2_1p(exp2(-|d|)) in base 2); NaN stays NaN.
    def go(a, b):
        big = torch.maximum(a, b)
        d = a - b
        if base == 1.0:
            r = big + torch.log1p(torch.exp(-torch.abs(d)))
            same = a + math.log(2.0)
        else:
            r = big + torch.log1p(torch.exp2(-torch.abs(d))) / math.log(2.0)
            same = a + 1.0
        r = torch.where(a == b, same, r)
        return torch.where(torch.isnan(d) & (a != b), torch.full_like(r, math.nan), r)
    return go


def float_power(x1, x2, out=None):
    return _apply("float_power", "float64", torch.pow, [x1, x2], out)


def fmax(x1, x2, out=None):
    return _apply("fmax", "any", _bool_safe(torch.fmax, torch.logical_or), [x1, x2], out)


def fmin(x1, x2, out=None):
    return _apply("fmin", "any", _bool_safe(torch.fmin, torch.logical_and), [x1, x2], out)


def _bool_safe(fn, on_bool):
    def go(a, b):
        return on_bool(a, b) if a.dtype == torch.bool else fn(a, b)
    return go


def gcd(x1, x2, out=None):
    return _apply("gcd", "int", lambda a, b: torch.abs(torch.gcd(a, b)), [x1, x2], out)


def lcm(x1, x2, out=None):
    return _apply("lcm", "int", lambda a, b: torch.abs(torch.lcm(a, b)), [x1, x2], out)


def ldexp(x1, x2, out=None):
    if out is None and (isinstance(x1, torch.Tensor) or isinstance(x2, torch.Tensor)):
        return _np._array_wrap(ldexp(*[v.numpy() if isinstance(v, torch.Tensor) else v for v in (x1, x2)]))
    # The mantissa's loop is its float type; the exponent must be an integer (int32 or wider).
    e = _np.asarray(x2)
    if e.dtype.kind not in "biu":
        _refuse("ldexp")
    ops, bshape = _np._prepare("ldexp", [x1, x2])
    md = ops[0][1]
    if md.kind == "c":
        _refuse("ldexp")
    # A Python int (or bool) mantissa takes NumPy's first loop, float16; a Python float its
    # float64 one; an array mantissa its own float type (float_for of an integer type).
    rd = _np._FLOAT16 if ops[0][2] in ("int", "bool") else _np._float_for(md)
    dev = _np._device_of(ops)
    a = _np._operand_tensor((ops[0][0], ops[0][1], None) if ops[0][2] is None else ops[0], rd, dev)
    b = _np._operand_tensor(ops[1], _np._INT64, dev) if ops[1][2] is not None else ops[1][0]._t().to(torch.int64)
    t = torch.ldexp(a.to(torch.float64), b).to(rd._torch)
    if tuple(t.shape) != bshape:
        t = t.expand(bshape)
    return _np._finish("ldexp", t.contiguous(), rd, out)


def signbit(x, out=None):
    return _apply("signbit", "float", torch.signbit, [x], out, _np._BOOL)


def exp2(x, out=None):
    return _apply("exp2", "float", torch.exp2, [x], out)


def fabs(x, out=None):
    return _apply("fabs", "float", torch.abs, [x], out)


def positive(x, out=None):
    a = x if isinstance(x, torch.Tensor) else _np.asarray(x)
    if not isinstance(x, torch.Tensor) and a.dtype.kind == "b":
        raise _np._UFuncTypeError("ufunc 'positive' did not contain a loop with signature "
                                  "matching types <class 'numpy.dtypes.BoolDType'> -> None")
    return _apply("positive", "any", lambda t: t.clone(), [x], out)


def arcsinh(x, out=None):
    return _apply("arcsinh", "float", torch.asinh, [x], out)


def arccosh(x, out=None):
    return _apply("arccosh", "float", torch.acosh, [x], out)


def arctanh(x, out=None):
    return _apply("arctanh", "float", torch.atanh, [x], out)


def _outs(out, n):
    if out is None:
        return [None] * n
    if not isinstance(out, tuple) or len(out) != n:
        raise ValueError("The 'out' tuple must have exactly one entry per ufunc output")
    return list(out)


def divmod(x1, x2, out=None):
    o = _outs(out, 2)
    return (_np.floor_divide(x1, x2, out=o[0]), _np.remainder(x1, x2, out=o[1]))


def _modf_frac(t):
    # npy_modf: x - trunc(x) with x's sign, and 0 (signed) for an infinity.
    f = torch.where(torch.isinf(t), torch.zeros_like(t), t - torch.trunc(t))
    return torch.copysign(f, t)


def modf(x, out=None):
    o = _outs(out, 2)
    return (_apply("modf", "float", _modf_frac, [x], o[0]),
            _apply("modf", "float", torch.trunc, [x], o[1]))


def frexp(x, out=None):
    o = _outs(out, 2)
    mant = _apply("frexp", "float", lambda t: torch.frexp(t)[0], [x], o[0])
    expo = _apply("frexp", "float", lambda t: torch.frexp(t)[1], [x], o[1], _np._INT32)
    return (mant, expo)


def _inf_test(x, out, positive_side):
    a = _np.asarray(x)
    if a.dtype.kind == "c":
        raise TypeError("This operation is not supported for " + a.dtype.name + " values "
                        "because it would be ambiguous.")
    r = _np.logical_and(_np.isinf(a), _np.logical_not(_np.signbit(a)) if positive_side
                        else _np.signbit(a))
    if out is not None:
        out[...] = r
        return out
    return r


def isposinf(x, out=None):
    return _inf_test(x, out, True)


def isneginf(x, out=None):
    return _inf_test(x, out, False)


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """numpy/lib/_type_check_impl.py: NaN -> nan, +inf -> posinf (the type's max), -inf ->
    neginf (its min); integer and bool arrays come back as they are; a scalar as a scalar."""
    scalar = not isinstance(x, _np.ndarray) and _np.ndim(x) == 0
    a = _np.array(x, subok=True, copy=copy)
    d = a.dtype
    if d.kind not in "fc":
        return a[()] if scalar else a
    parts = [a.real, a.imag] if d.kind == "c" else [a]
    fd = parts[0].dtype
    info = _np.finfo(fd)
    hi = info.max if posinf is None else posinf
    lo = info.min if neginf is None else neginf
    for p in parts:
        t = p._t()
        t = torch.where(torch.isnan(t), torch.full_like(t, float(nan)), t)
        t = torch.where(torch.isposinf(t), torch.full_like(t, float(hi)), t)
        t = torch.where(torch.isneginf(t), torch.full_like(t, float(lo)), t)
        p[...] = _np._new(t.contiguous(), fd)
    return a[()] if scalar else a


UNARY = ["signbit", "exp2", "fabs", "positive", "arcsinh", "arccosh", "arctanh"]
BINARY = ["fmod", "copysign", "logaddexp", "logaddexp2", "float_power", "fmax", "fmin", "gcd",
          "lcm", "ldexp"]
TWO_OUT = {"divmod": 2, "modf": 1, "frexp": 1}
