

# ---------------------------------------------------------------------------------------
# torch._foreach_* (foreach.py): ATen's multi-tensor ops, one op per list entry. The
# out-of-place forms return a tuple whose results share one node named as ATen's
# (`ForeachAddBackward1Scalar`, ...); the in-place forms run each tensor's own in-place op
# (so each tensor gets that op's node and a version bump) and return the list they were
# given. The overload (a scalar, a list of scalars, a list of tensors, a 0-dim tensor) is
# told by the argument, as PyTorch's argument parser tells it.

_FE_UNARY = [
    "abs", "acos", "asin", "atan", "ceil", "cos", "cosh", "erf", "erfc", "exp", "expm1",
    "floor", "frac", "lgamma", "log", "log10", "log1p", "log2", "neg", "reciprocal", "round",
    "rsqrt", "sigmoid", "sign", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
]

# Node names per op and overload (Scalar, List, ScalarList), as PyTorch 2.15 names them;
# a 0-dim tensor takes the Scalar one.
_FE_NODES = {
    "add": ("ForeachAddBackward1Scalar", "ForeachAddBackward0List", "ForeachAddBackward1ScalarList"),
    "sub": ("ForeachSubBackward1Scalar", "ForeachSubBackward0List", "ForeachSubBackward1ScalarList"),
    "mul": ("ForeachMulBackward1Scalar", "ForeachMulBackward0List", "ForeachMulBackward1ScalarList"),
    "div": ("ForeachDivBackward1Scalar", "ForeachDivBackward0", "ForeachDivBackward1ScalarList"),
    "maximum": ("ForeachMaximumBackward0", "ForeachMaximumBackward0List", "ForeachMaximumBackward1"),
    "minimum": ("ForeachMinimumBackward0", "ForeachMinimumBackward0List", "ForeachMinimumBackward1"),
    "pow": ("ForeachPowBackward0Scalar", "ForeachPowBackward0", "ForeachPowBackward1"),
    "clamp_min": ("ForeachClampMinBackward0Scalar", "ForeachClampMinBackward1List", "ForeachClampMinBackward0ScalarList"),
    "clamp_max": ("ForeachClampMaxBackward0Scalar", "ForeachClampMaxBackward1List", "ForeachClampMaxBackward0ScalarList"),
}

# Tensor-with-tensor nodes PyTorch gives a 0-dim tensor `other` (mul and div keep it as a tensor).
_FE_TENSOR_NODES = {"mul": "ForeachMulBackward0Tensor", "div": "ForeachDivBackward0Tensor"}


def _fe_tensors(name, xs):
    if isinstance(xs, torch.Tensor) or not isinstance(xs, (list, tuple)):
        raise TypeError(
            f"{name}(): argument 'self' (position 1) must be tuple of Tensors, not {type(xs).__name__}")
    if len(xs) == 0:
        raise RuntimeError("Tensor list must have at least one tensor.")
    return list(xs)


def _fe_same(xs, ys):
    if len(xs) != len(ys):
        raise RuntimeError(f"Tensor lists must have the same number of tensors, got {len(xs)} and {len(ys)}")


def _fe_kind(other):
    # 0 scalar, 1 tensor list, 2 scalar list, 3 tensor
    if isinstance(other, torch.Tensor):
        return 3
    if isinstance(other, (list, tuple)):
        if len(other) == 0 or not isinstance(other[0], torch.Tensor):
            return 2
        return 1
    return 0


def _fe_scalar_tensor(t):
    if t.dim() != 0:
        raise RuntimeError(
            f"scalar tensor expected to be 0 dim but it has {t.dim()} dimensions and {t.numel()} elements.")


def _fe_scalars(xs, ss):
    if len(xs) != len(ss):
        raise RuntimeError("Tensor list must have same number of elements as scalar list.")


def _fe_binop(op, a, b, alpha):
    if op == "add":
        return torch.add(a, b) if alpha == 1 else torch.add(a, b, alpha=alpha)
    if op == "sub":
        return torch.sub(a, b) if alpha == 1 else torch.sub(a, b, alpha=alpha)
    if op == "mul":
        return torch.mul(a, b)
    if op == "div":
        return torch.div(a, b)
    if op == "pow":
        return torch.pow(a, b)
    if op in ("maximum", "clamp_min"):
        return torch.clamp_min(a, b) if not isinstance(b, torch.Tensor) else torch.maximum(a, b) if op == "maximum" else torch.clamp_min(a, b)
    if op in ("minimum", "clamp_max"):
        return torch.clamp_max(a, b) if not isinstance(b, torch.Tensor) else torch.minimum(a, b) if op == "minimum" else torch.clamp_max(a, b)


class _FeBinary:
    # The per-entry op with its second operands fixed: scalars (per entry) or a tensor.
    def __init__(self, op, n, others, alpha, listed):
        self.op = op
        self.n = n
        self.others = others
        self.alpha = alpha
        self.listed = listed

    def __call__(self, *ts):
        n = self.n
        if self.listed:
            return tuple(_fe_binop(self.op, ts[i], ts[n + i], self.alpha) for i in range(n))
        return tuple(_fe_binop(self.op, ts[i], self.others[i], self.alpha) for i in range(n))


def _fe_tie_formula(op, scalars):
    # ATen's formulas for the clamp/extremum with scalars: at a tie, clamp gives no
    # gradient and maximum/minimum half of it.
    def formula(grads, *ins):
        out = []
        for g, x, s in zip(grads, ins, scalars):
            if op in ("clamp_min", "clamp_max"):
                keep = (x > s) if op == "clamp_min" else (x < s)
                out.append(torch.where(keep, g, torch.zeros_like(g)))
            else:
                beyond = (x > s) if op == "maximum" else (x < s)
                half = torch.where(x == s, g / 2, g)
                out.append(torch.where(beyond | (x == s), half, torch.zeros_like(g)))
        return out
    return formula


def _fe_binary(op, xs, other, alpha=1, inplace=False):
    name = "_foreach_" + op + ("_" if inplace else "")
    ts = _fe_tensors(name, xs)
    n = len(ts)
    kind = _fe_kind(other)
    if kind == 1:
        _fe_same(ts, other)
        others = list(other)
    elif kind == 2:
        _fe_scalars(ts, other)
        others = list(other)
    elif kind == 3:
        _fe_scalar_tensor(other)
        others = [other] * n
    else:
        others = [other] * n
    if inplace:
        for t, o in zip(ts, others):
            _fe_inplace_binop(op, t, o, alpha)
        return xs
    if kind == 1:
        node = _FE_NODES[op][1]
        return _native_node(node, _FeBinary(op, n, None, alpha, True), *ts, *others)
    if kind == 3 and op in _FE_TENSOR_NODES:
        node = _FE_TENSOR_NODES[op]
        return _native_node(node, _FeBinary(op, n, others, alpha, False), *ts)
    node = _FE_NODES[op][2 if kind == 2 else 0]
    if kind == 3:
        others = [other.item() if not other.requires_grad else other for _ in range(n)]
    formula = None
    if op in ("maximum", "minimum", "clamp_min", "clamp_max"):
        formula = _fe_tie_formula(op, others)
    return _native_node(node, _FeBinary(op, n, others, alpha, False), *ts, formula=formula)


class _FeScaled:
    # x + alpha * s, x * s or x / s for one number s: ATen's Scalar in-place overloads.
    def __init__(self, op, s):
        self.op = op
        self.s = s

    def __call__(self, x):
        if self.op == "add":
            return x + self.s
        if self.op == "sub":
            return x - self.s
        if self.op == "mul":
            return x * self.s
        return x / self.s

    def formula(self, grads, original):
        g = grads[0]
        if self.op == "mul":
            return [g * self.s]
        if self.op == "div":
            return [g / self.s]
        return [g]


_FE_SCALED_NODES = {}


def _fe_scaled_node(node):
    # One in-place node whose write bumps the version once, as ATen's kernel does (a
    # custom Function's mark_dirty bumps it again, so the write goes through `.data`).
    fn = _FE_SCALED_NODES.get(node)
    if fn is None:

        class _FeScaledKernel(torch.autograd.Function):
            @staticmethod
            def forward(ctx, k, x):
                ctx.k = k
                x.data.copy_(k(x))
                ctx.mark_dirty(x)
                return x

            @staticmethod
            def backward(ctx, grad):
                return None, ctx.k.formula([grad], None)[0].contiguous()

        _FeScaledKernel._stridelab_node_name = node
        fn = _FeScaledKernel
        _FE_SCALED_NODES[node] = fn
    return fn


def _fe_inplace_binop(op, t, o, alpha):
    if (op in ("add", "sub", "mul", "div") and not isinstance(o, torch.Tensor)
            and t.requires_grad and torch.is_grad_enabled() and t.is_floating_point()):
        # The foreach in-place ops run ATen's `add_.Scalar` (AddBackward1, ...), a node
        # of its own, where Python's `t.add_(1)` runs `add_.Tensor`.
        k = _FeScaled(op, o * alpha if op in ("add", "sub") else o)
        node = {"add": "AddBackward1", "sub": "SubBackward1", "mul": "MulBackward1", "div": "DivBackward1"}[op]
        if t._base is not None or t.is_leaf:
            _native_inplace_node(node, k, k.formula, t)
        else:
            _fe_scaled_node(node).apply(k, t)
        return
    if op == "add":
        t.add_(o, alpha=alpha)
    elif op == "sub":
        t.sub_(o, alpha=alpha)
    elif op == "mul":
        t.mul_(o)
    elif op == "div":
        t.div_(o)
    elif op == "pow":
        t.pow_(o)
    elif op in ("maximum", "clamp_min"):
        if isinstance(o, torch.Tensor) and op == "maximum":
            t.copy_(torch.maximum(t, o))
        else:
            t.clamp_min_(o)
    else:
        if isinstance(o, torch.Tensor) and op == "minimum":
            t.copy_(torch.minimum(t, o))
        else:
            t.clamp_max_(o)


def _torch__foreach_add(xs, other, alpha=1):
    return _fe_binary("add", xs, other, alpha)


def _torch__foreach_add_(xs, other, alpha=1):
    return _fe_binary("add", xs, other, alpha, True)


def _torch__foreach_sub(xs, other, alpha=1):
    return _fe_binary("sub", xs, other, alpha)


def _torch__foreach_sub_(xs, other, alpha=1):
    return _fe_binary("sub", xs, other, alpha, True)


def _torch__foreach_mul(xs, other):
    return _fe_binary("mul", xs, other)


def _torch__foreach_mul_(xs, other):
    return _fe_binary("mul", xs, other, 1, True)


def _torch__foreach_div(xs, other):
    return _fe_binary("div", xs, other)


def _torch__foreach_div_(xs, other):
    return _fe_binary("div", xs, other, 1, True)


def _fe_no_tensor(op, other):
    if isinstance(other, torch.Tensor):
        raise TypeError(f"_foreach_{op}(): argument 'other' must be tuple of Tensors, not Tensor")


def _torch__foreach_maximum(xs, other):
    _fe_no_tensor("maximum", other)
    return _fe_binary("maximum", xs, other)


def _torch__foreach_maximum_(xs, other):
    _fe_no_tensor("maximum_", other)
    return _fe_binary("maximum", xs, other, 1, True)


def _torch__foreach_minimum(xs, other):
    _fe_no_tensor("minimum", other)
    return _fe_binary("minimum", xs, other)


def _torch__foreach_minimum_(xs, other):
    _fe_no_tensor("minimum_", other)
    return _fe_binary("minimum", xs, other, 1, True)


def _torch__foreach_clamp_min(xs, other):
    _fe_no_tensor("clamp_min", other)
    return _fe_binary("clamp_min", xs, other)


def _torch__foreach_clamp_min_(xs, other):
    _fe_no_tensor("clamp_min_", other)
    return _fe_binary("clamp_min", xs, other, 1, True)


def _torch__foreach_clamp_max(xs, other):
    _fe_no_tensor("clamp_max", other)
    return _fe_binary("clamp_max", xs, other)


def _torch__foreach_clamp_max_(xs, other):
    _fe_no_tensor("clamp_max_", other)
    return _fe_binary("clamp_max", xs, other, 1, True)


class _FePowFrom:
    # A scalar base raised to each tensor.
    def __init__(self, base):
        self.base = base

    def __call__(self, *ts):
        return tuple(torch.pow(self.base, t) for t in ts)


def _torch__foreach_pow(xs, exponent):
    if not isinstance(xs, (list, tuple)) and not isinstance(xs, torch.Tensor):
        ts = _fe_tensors("_foreach_pow", exponent)
        return _native_node("ForeachPowBackward2", _FePowFrom(xs), *ts)
    return _fe_binary("pow", xs, exponent)


def _torch__foreach_pow_(xs, exponent):
    return _fe_binary("pow", xs, exponent, 1, True)


class _FeUnary:
    def __init__(self, op):
        self.op = op

    def __call__(self, *ts):
        f = getattr(torch, self.op)
        return tuple(f(t) for t in ts)


def _fe_node_name(op):
    parts = op.split("_")
    name = "".join(p[:1].upper() + p[1:] for p in parts)
    if op == "log1p":
        name = "Log1P"
    return "Foreach" + name + "Backward0"


def _fe_unary(op, xs):
    ts = _fe_tensors("_foreach_" + op, xs)
    return _native_node(_fe_node_name(op), _FeUnary(op), *ts)


def _fe_unary_(op, xs):
    ts = _fe_tensors("_foreach_" + op + "_", xs)
    for t in ts:
        getattr(t, op + "_")()
    return xs


def _torch__foreach_zero_(xs):
    return _fe_unary_("zero", xs)


def _torch__foreach_copy_(xs, src, non_blocking=False):
    ts = _fe_tensors("_foreach_copy_", xs)
    if len(src) == 0:
        raise RuntimeError("Tensor list must have at least one tensor.")
    _fe_same(ts, src)
    for t, s in zip(ts, src):
        t.copy_(s)
    return xs


class _FeAddc:
    def __init__(self, op, n, values):
        self.op = op
        self.n = n
        self.values = values

    def __call__(self, *ts):
        n = self.n
        f = torch.addcmul if self.op == "addcmul" else torch.addcdiv
        return tuple(f(ts[i], ts[n + i], ts[2 * n + i], value=self.values[i]) for i in range(n))


def _fe_addc_formula(op):
    def formula(grads, *ins):
        raise RuntimeError(f"derivative for aten::_foreach_{op} is not implemented")
    return formula


def _fe_addc(op, xs, t1, t2, value, inplace):
    ts = _fe_tensors("_foreach_" + op + ("_" if inplace else ""), xs)
    n = len(ts)
    _fe_same(ts, t1)
    _fe_same(ts, t2)
    node = "ForeachAddcmulBackward0" if op == "addcmul" else "ForeachAddcdivBackward0"
    formula = None
    if isinstance(value, torch.Tensor):
        if value.dim() != 1 or value.numel() != n:
            raise RuntimeError(
                f"Expected length of scalars to match input of length {n} but got {value.numel()} instead.")
        values = value.tolist()
        node = "NotImplemented"
        formula = _fe_addc_formula(op)
    elif isinstance(value, (list, tuple)):
        _fe_scalars(ts, value)
        values = list(value)
        node = node + "ScalarList"
    else:
        values = [value] * n
        node = node + "Scalar"
    if inplace:
        for i in range(n):
            getattr(ts[i], op + "_")(t1[i], t2[i], value=values[i])
        return xs
    return _native_node(node, _FeAddc(op, n, values), *ts, *t1, *t2, formula=formula)


def _torch__foreach_addcmul(xs, tensor1, tensor2, value=1):
    return _fe_addc("addcmul", xs, tensor1, tensor2, value, False)


def _torch__foreach_addcmul_(xs, tensor1, tensor2, value=1):
    return _fe_addc("addcmul", xs, tensor1, tensor2, value, True)


def _torch__foreach_addcdiv(xs, tensor1, tensor2, value=1):
    return _fe_addc("addcdiv", xs, tensor1, tensor2, value, False)


def _torch__foreach_addcdiv_(xs, tensor1, tensor2, value=1):
    return _fe_addc("addcdiv", xs, tensor1, tensor2, value, True)


class _FeLerp:
    def __init__(self, n, weights, listed):
        self.n = n
        self.weights = weights
        self.listed = listed

    def __call__(self, *ts):
        n = self.n
        if self.listed:
            return tuple(torch.lerp(ts[i], ts[n + i], ts[2 * n + i]) for i in range(n))
        return tuple(torch.lerp(ts[i], ts[n + i], self.weights[i]) for i in range(n))


def _fe_lerp(xs, ends, weight, inplace):
    ts = _fe_tensors("_foreach_lerp" + ("_" if inplace else ""), xs)
    n = len(ts)
    _fe_same(ts, ends)
    kind = _fe_kind(weight)
    if kind == 1:
        _fe_same(ts, weight)
        weights = list(weight)
    elif kind == 2:
        _fe_scalars(ts, weight)
        weights = list(weight)
    else:
        weights = [weight] * n
    if inplace:
        for i in range(n):
            ts[i].lerp_(ends[i], weights[i])
        return xs
    if kind == 1:
        return _native_node("ForeachLerpBackward1List", _FeLerp(n, None, True), *ts, *ends, *weights)
    node = "ForeachLerpBackward0ScalarList" if kind == 2 else "ForeachLerpBackward0Scalar"
    return _native_node(node, _FeLerp(n, weights, False), *ts, *ends)


def _torch__foreach_lerp(xs, tensors1, weight):
    return _fe_lerp(xs, tensors1, weight, False)


def _torch__foreach_lerp_(xs, tensors1, weight):
    return _fe_lerp(xs, tensors1, weight, True)


class _FeNorm:
    def __init__(self, ord, dtype):
        self.ord = ord
        self.dtype = dtype

    def __call__(self, *ts):
        return tuple(torch.linalg.vector_norm(t, self.ord, dtype=self.dtype) for t in ts)


def _torch__foreach_norm(xs, ord=2, dtype=None):
    ts = _fe_tensors("_foreach_norm", xs)
    return _native_node("ForeachNormBackward0", _FeNorm(ord, dtype), *ts)


class _FeMax:
    def __call__(self, *ts):
        return tuple(t.max() for t in ts)


def _torch__foreach_max(xs):
    ts = _fe_tensors("_foreach_max", xs)
    for t in ts:
        if t.numel() == 0:
            raise RuntimeError(
                "_foreach_max cannot compute the maximum of an empty tensor; max over zero elements is undefined.")
    return _native_node("ForeachMaxBackward1", _FeMax(), *ts)



def _torch__foreach_abs(xs):
    return _fe_unary("abs", xs)


def _torch__foreach_abs_(xs):
    return _fe_unary_("abs", xs)


def _torch__foreach_acos(xs):
    return _fe_unary("acos", xs)


def _torch__foreach_acos_(xs):
    return _fe_unary_("acos", xs)


def _torch__foreach_asin(xs):
    return _fe_unary("asin", xs)


def _torch__foreach_asin_(xs):
    return _fe_unary_("asin", xs)


def _torch__foreach_atan(xs):
    return _fe_unary("atan", xs)


def _torch__foreach_atan_(xs):
    return _fe_unary_("atan", xs)


def _torch__foreach_ceil(xs):
    return _fe_unary("ceil", xs)


def _torch__foreach_ceil_(xs):
    return _fe_unary_("ceil", xs)


def _torch__foreach_cos(xs):
    return _fe_unary("cos", xs)


def _torch__foreach_cos_(xs):
    return _fe_unary_("cos", xs)


def _torch__foreach_cosh(xs):
    return _fe_unary("cosh", xs)


def _torch__foreach_cosh_(xs):
    return _fe_unary_("cosh", xs)


def _torch__foreach_erf(xs):
    return _fe_unary("erf", xs)


def _torch__foreach_erf_(xs):
    return _fe_unary_("erf", xs)


def _torch__foreach_erfc(xs):
    return _fe_unary("erfc", xs)


def _torch__foreach_erfc_(xs):
    return _fe_unary_("erfc", xs)


def _torch__foreach_exp(xs):
    return _fe_unary("exp", xs)


def _torch__foreach_exp_(xs):
    return _fe_unary_("exp", xs)


def _torch__foreach_expm1(xs):
    return _fe_unary("expm1", xs)


def _torch__foreach_expm1_(xs):
    return _fe_unary_("expm1", xs)


def _torch__foreach_floor(xs):
    return _fe_unary("floor", xs)


def _torch__foreach_floor_(xs):
    return _fe_unary_("floor", xs)


def _torch__foreach_frac(xs):
    return _fe_unary("frac", xs)


def _torch__foreach_frac_(xs):
    return _fe_unary_("frac", xs)


def _torch__foreach_lgamma(xs):
    return _fe_unary("lgamma", xs)


def _torch__foreach_lgamma_(xs):
    return _fe_unary_("lgamma", xs)


def _torch__foreach_log(xs):
    return _fe_unary("log", xs)


def _torch__foreach_log_(xs):
    return _fe_unary_("log", xs)


def _torch__foreach_log10(xs):
    return _fe_unary("log10", xs)


def _torch__foreach_log10_(xs):
    return _fe_unary_("log10", xs)


def _torch__foreach_log1p(xs):
    return _fe_unary("log1p", xs)


def _torch__foreach_log1p_(xs):
    return _fe_unary_("log1p", xs)


def _torch__foreach_log2(xs):
    return _fe_unary("log2", xs)


def _torch__foreach_log2_(xs):
    return _fe_unary_("log2", xs)


def _torch__foreach_neg(xs):
    return _fe_unary("neg", xs)


def _torch__foreach_neg_(xs):
    return _fe_unary_("neg", xs)


def _torch__foreach_reciprocal(xs):
    return _fe_unary("reciprocal", xs)


def _torch__foreach_reciprocal_(xs):
    return _fe_unary_("reciprocal", xs)


def _torch__foreach_round(xs):
    return _fe_unary("round", xs)


def _torch__foreach_round_(xs):
    return _fe_unary_("round", xs)


def _torch__foreach_rsqrt(xs):
    return _fe_unary("rsqrt", xs)


def _torch__foreach_rsqrt_(xs):
    return _fe_unary_("rsqrt", xs)


def _torch__foreach_sigmoid(xs):
    return _fe_unary("sigmoid", xs)


def _torch__foreach_sigmoid_(xs):
    return _fe_unary_("sigmoid", xs)


def _torch__foreach_sign(xs):
    return _fe_unary("sign", xs)


def _torch__foreach_sign_(xs):
    return _fe_unary_("sign", xs)


def _torch__foreach_sin(xs):
    return _fe_unary("sin", xs)


def _torch__foreach_sin_(xs):
    return _fe_unary_("sin", xs)


def _torch__foreach_sinh(xs):
    return _fe_unary("sinh", xs)


def _torch__foreach_sinh_(xs):
    return _fe_unary_("sinh", xs)


def _torch__foreach_sqrt(xs):
    return _fe_unary("sqrt", xs)


def _torch__foreach_sqrt_(xs):
    return _fe_unary_("sqrt", xs)


def _torch__foreach_tan(xs):
    return _fe_unary("tan", xs)


def _torch__foreach_tan_(xs):
    return _fe_unary_("tan", xs)


def _torch__foreach_tanh(xs):
    return _fe_unary("tanh", xs)


def _torch__foreach_tanh_(xs):
    return _fe_unary_("tanh", xs)


def _torch__foreach_trunc(xs):
    return _fe_unary("trunc", xs)


def _torch__foreach_trunc_(xs):
    return _fe_unary_("trunc", xs)
