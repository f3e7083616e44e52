# Every pointwise op and activation on NaN, infinities and signed zeros, on the CPU and the
# wgpu device: the device's expm1 of +inf was NaN (inf * x / log(inf)), its atan2 of a NaN
# was 0 (llvmpipe), and var_mean's mean of infinities was mean()'s (-inf) where ATen's
# Welford pass gives NaN. No subnormal inputs: GPUs may flush them (WGSL allows it).
# F.gelu(+inf) is left out: PyTorch gives NaN through oneDNN for a contiguous float32
# tensor of 2+ elements and inf otherwise (docs/decisions.md, stop 77).
import torch
nan = float("nan"); inf = float("inf")
x = torch.tensor([nan, inf, -inf, 0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e38, -1e38, 0.5])
y = torch.tensor([1.0, nan, 2.0, inf, -inf, 0.0, -0.0, nan, 3.0, 0.5, inf, -2.0])
names = ["abs", "neg", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "sigmoid", "erf", "erfc", "erfinv", "floor", "ceil", "round", "trunc", "frac", "sign", "reciprocal", "square", "lgamma", "digamma", "i0", "sinc", "logit", "nan_to_num", "relu", "deg2rad", "rad2deg", "angle", "signbit", "isnan", "isinf", "isposinf", "isneginf", "isfinite", "logical_not", "bitwise_not"]
out = {}
for n in names:
    try:
        # Trig of |x| past ~1e7 is wrong on llvmpipe (its range reduction; a named gap).
        out[n] = getattr(torch, n)(x.clamp(-1e6, 1e6) if n in ("sin", "cos", "tan") else x).tolist()
    except Exception as e:
        out[n] = type(e).__name__
[(n, out[n]) for n in names[:27]]
[(n, out[n]) for n in names[27:]]
bn = ["add", "sub", "mul", "div", "pow", "atan2", "fmod", "remainder", "maximum", "minimum", "fmax", "fmin", "hypot", "copysign", "logaddexp", "logaddexp2", "xlogy", "nextafter", "floor_divide", "eq", "ne", "lt", "le", "gt", "ge", "true_divide", "heaviside", "ldexp", "float_power"]
bo = {}
for n in bn:
    try:
        bo[n] = getattr(torch, n)(x, y).tolist()
    except Exception as e:
        bo[n] = type(e).__name__
[(n, bo[n]) for n in bn[:15]]
[(n, bo[n]) for n in bn[15:]]
F = torch.nn.functional
[f(x).tolist() for f in (F.elu, F.selu, F.celu, F.silu, F.mish, F.softplus, F.hardswish, F.hardsigmoid, F.relu6, F.leaky_relu, F.softsign, F.tanhshrink, F.hardshrink, F.softshrink, F.logsigmoid)]
torch.clamp(x, -1, 1).tolist()
torch.clamp(x, min=y).tolist()
torch.where(x > 0, x, y).tolist()
torch.lerp(x, y, 0.3).tolist()
torch.addcdiv(x, x, y).tolist()
(x ** 2).tolist()
(x ** 0.5).tolist()
(2 ** x).tolist()
x.cumsum(0).tolist()
x.cummax(0)[0].tolist()
x.sort()[0].tolist()
x.argsort().tolist()
x.topk(3)[0].tolist()
x.argmax().item()
x.max().item()
F.gelu(x[3:]).tolist()
z = torch.tensor([[inf, 1.0, 2.0, -inf], [1.0, 2.0, 3.0, 4.0], [-inf, -inf, -inf, -inf],
                  [inf, inf, 0.0, 1.0], [nan, 1.0, 0.0, inf], [-inf, 0.0, nan, -inf], [1.0, 2.0, 3.0, inf]])
torch.var_mean(z, 1)
torch.std_mean(z, 1, correction=0)
torch.var_mean(z, 0)
torch.var_mean(torch.tensor([[-inf], [1.0]]), 1)
torch.var_mean(torch.empty(3, 0), 1)
torch.std_mean(torch.tensor(-inf))
