# out= as PyTorch's own OpInfo tests exercise it: each op with an empty out tensor of
# each dtype (the op's result dtype, a wider float, an integer, bool). The result is
# written in place and returned; a dtype the kernel cannot write is refused with its error.
import torch
torch.manual_seed(0)
x = torch.tensor([[0.5, -1.5, 2.0], [3.0, 0.25, -0.75]])
y = torch.tensor([[1.0, 2.0, -3.0], [0.5, 4.0, 1.5]])
xi = torch.tensor([[1, -2, 3], [4, 5, -6]])
b = torch.tensor([[True, False, True], [False, False, True]])
m = torch.tensor([[1., 2.], [3., 4.]])
v = torch.tensor([1., 2.])
p = torch.tensor([0.2, 0.5, 0.9])
idx = torch.tensor([[0, 1, 0], [1, 0, 1]])
B = torch.ones(2, 2, 2)

# abs
o = torch.empty(0, dtype=torch.float32)
torch.abs(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.abs(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.abs(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.abs(x, out=o)
o.dtype, o.shape
# neg_int
o = torch.empty(0, dtype=torch.float32)
torch.neg(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.neg(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.neg(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.neg(xi, out=o)
o.dtype, o.shape
# sin
o = torch.empty(0, dtype=torch.float32)
torch.sin(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sin(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sin(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sin(x, out=o)
o.dtype, o.shape
# sin_int
o = torch.empty(0, dtype=torch.float32)
torch.sin(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sin(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sin(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sin(xi, out=o)
o.dtype, o.shape
# exp
o = torch.empty(0, dtype=torch.float32)
torch.exp(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.exp(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.exp(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.exp(x, out=o)
o.dtype, o.shape
# sqrt
o = torch.empty(0, dtype=torch.float32)
torch.sqrt(x.abs(), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sqrt(x.abs(), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sqrt(x.abs(), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sqrt(x.abs(), out=o)
o.dtype, o.shape
# sigmoid
o = torch.empty(0, dtype=torch.float32)
torch.sigmoid(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sigmoid(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sigmoid(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sigmoid(x, out=o)
o.dtype, o.shape
# ceil
o = torch.empty(0, dtype=torch.float32)
torch.ceil(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.ceil(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.ceil(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.ceil(x, out=o)
o.dtype, o.shape
# round
o = torch.empty(0, dtype=torch.float32)
torch.round(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.round(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.round(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.round(x, out=o)
o.dtype, o.shape
# sign_int
o = torch.empty(0, dtype=torch.float32)
torch.sign(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sign(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sign(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sign(xi, out=o)
o.dtype, o.shape
# square_int
o = torch.empty(0, dtype=torch.float32)
torch.square(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.square(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.square(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.square(xi, out=o)
o.dtype, o.shape
# reciprocal_int
o = torch.empty(0, dtype=torch.float32)
torch.reciprocal(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.reciprocal(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.reciprocal(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.reciprocal(xi, out=o)
o.dtype, o.shape
# frac
o = torch.empty(0, dtype=torch.float32)
torch.frac(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.frac(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.frac(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.frac(x, out=o)
o.dtype, o.shape
# signbit
o = torch.empty(0, dtype=torch.float32)
torch.signbit(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.signbit(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.signbit(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.signbit(x, out=o)
o.dtype, o.shape
# bitwise_not
o = torch.empty(0, dtype=torch.float32)
torch.bitwise_not(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.bitwise_not(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.bitwise_not(xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.bitwise_not(xi, out=o)
o.dtype, o.shape
# logical_not
o = torch.empty(0, dtype=torch.float32)
torch.logical_not(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.logical_not(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.logical_not(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.logical_not(x, out=o)
o.dtype, o.shape
# nan_to_num
o = torch.empty(0, dtype=torch.float32)
torch.nan_to_num(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.nan_to_num(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.nan_to_num(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.nan_to_num(x, out=o)
o.dtype, o.shape
# add
o = torch.empty(0, dtype=torch.float32)
torch.add(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.add(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.add(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.add(x, y, out=o)
o.dtype, o.shape
# add_int
o = torch.empty(0, dtype=torch.float32)
torch.add(xi, xi, alpha=2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.add(xi, xi, alpha=2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.add(xi, xi, alpha=2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.add(xi, xi, alpha=2, out=o)
o.dtype, o.shape
# add_int_float
o = torch.empty(0, dtype=torch.float32)
torch.add(xi, 2.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.add(xi, 2.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.add(xi, 2.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.add(xi, 2.5, out=o)
o.dtype, o.shape
# mul
o = torch.empty(0, dtype=torch.float32)
torch.mul(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.mul(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.mul(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.mul(x, y, out=o)
o.dtype, o.shape
# div_int
o = torch.empty(0, dtype=torch.float32)
torch.div(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.div(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.div(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.div(xi, xi, out=o)
o.dtype, o.shape
# div_floor
o = torch.empty(0, dtype=torch.float32)
torch.div(xi, 2, rounding_mode="floor", out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.div(xi, 2, rounding_mode="floor", out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.div(xi, 2, rounding_mode="floor", out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.div(xi, 2, rounding_mode="floor", out=o)
o.dtype, o.shape
# pow
o = torch.empty(0, dtype=torch.float32)
torch.pow(x, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.pow(x, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.pow(x, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.pow(x, 2, out=o)
o.dtype, o.shape
# remainder
o = torch.empty(0, dtype=torch.float32)
torch.remainder(xi, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.remainder(xi, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.remainder(xi, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.remainder(xi, 3, out=o)
o.dtype, o.shape
# fmod
o = torch.empty(0, dtype=torch.float32)
torch.fmod(x, 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.fmod(x, 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.fmod(x, 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.fmod(x, 1.5, out=o)
o.dtype, o.shape
# atan2
o = torch.empty(0, dtype=torch.float32)
torch.atan2(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.atan2(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.atan2(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.atan2(x, y, out=o)
o.dtype, o.shape
# maximum
o = torch.empty(0, dtype=torch.float32)
torch.maximum(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.maximum(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.maximum(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.maximum(x, y, out=o)
o.dtype, o.shape
# floor_divide
o = torch.empty(0, dtype=torch.float32)
torch.floor_divide(xi, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.floor_divide(xi, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.floor_divide(xi, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.floor_divide(xi, 2, out=o)
o.dtype, o.shape
# bitwise_and
o = torch.empty(0, dtype=torch.float32)
torch.bitwise_and(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.bitwise_and(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.bitwise_and(xi, xi, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.bitwise_and(xi, xi, out=o)
o.dtype, o.shape
# logical_and
o = torch.empty(0, dtype=torch.float32)
torch.logical_and(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.logical_and(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.logical_and(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.logical_and(x, y, out=o)
o.dtype, o.shape
# hypot
o = torch.empty(0, dtype=torch.float32)
torch.hypot(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.hypot(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.hypot(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.hypot(x, y, out=o)
o.dtype, o.shape
# eq
o = torch.empty(0, dtype=torch.float32)
torch.eq(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.eq(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.eq(x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.eq(x, y, out=o)
o.dtype, o.shape
# lt
o = torch.empty(0, dtype=torch.float32)
torch.lt(x, 1.0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.lt(x, 1.0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.lt(x, 1.0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.lt(x, 1.0, out=o)
o.dtype, o.shape
# clamp
o = torch.empty(0, dtype=torch.float32)
torch.clamp(x, 0, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.clamp(x, 0, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.clamp(x, 0, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.clamp(x, 0, 1, out=o)
o.dtype, o.shape
# clamp_int
o = torch.empty(0, dtype=torch.float32)
torch.clamp(xi, 0, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.clamp(xi, 0, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.clamp(xi, 0, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.clamp(xi, 0, 2, out=o)
o.dtype, o.shape
# clamp_min
o = torch.empty(0, dtype=torch.float32)
torch.clamp_min(x, 0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.clamp_min(x, 0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.clamp_min(x, 0, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.clamp_min(x, 0, out=o)
o.dtype, o.shape
# lerp
o = torch.empty(0, dtype=torch.float32)
torch.lerp(x, y, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.lerp(x, y, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.lerp(x, y, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.lerp(x, y, 0.5, out=o)
o.dtype, o.shape
# addcmul
o = torch.empty(0, dtype=torch.float32)
torch.addcmul(x, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.addcmul(x, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.addcmul(x, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.addcmul(x, x, y, out=o)
o.dtype, o.shape
# where
o = torch.empty(0, dtype=torch.float32)
torch.where(b, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.where(b, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.where(b, x, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.where(b, x, y, out=o)
o.dtype, o.shape
# sum
o = torch.empty(0, dtype=torch.float32)
torch.sum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sum(x, 1, out=o)
o.dtype, o.shape
# sum_int
o = torch.empty(0, dtype=torch.float32)
torch.sum(xi, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.sum(xi, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.sum(xi, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.sum(xi, 1, out=o)
o.dtype, o.shape
# mean
o = torch.empty(0, dtype=torch.float32)
torch.mean(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.mean(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.mean(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.mean(x, 1, out=o)
o.dtype, o.shape
# prod
o = torch.empty(0, dtype=torch.float32)
torch.prod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.prod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.prod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.prod(x, 1, out=o)
o.dtype, o.shape
# amax
o = torch.empty(0, dtype=torch.float32)
torch.amax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.amax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.amax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.amax(x, 1, out=o)
o.dtype, o.shape
# argmax
o = torch.empty(0, dtype=torch.float32)
torch.argmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.argmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.argmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.argmax(x, 1, out=o)
o.dtype, o.shape
# all
o = torch.empty(0, dtype=torch.float32)
torch.all(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.all(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.all(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.all(x, 1, out=o)
o.dtype, o.shape
# any
o = torch.empty(0, dtype=torch.float32)
torch.any(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.any(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.any(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.any(x, out=o)
o.dtype, o.shape
# std
o = torch.empty(0, dtype=torch.float32)
torch.std(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.std(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.std(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.std(x, 1, out=o)
o.dtype, o.shape
# var
o = torch.empty(0, dtype=torch.float32)
torch.var(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.var(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.var(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.var(x, 1, out=o)
o.dtype, o.shape
# logsumexp
o = torch.empty(0, dtype=torch.float32)
torch.logsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.logsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.logsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.logsumexp(x, 1, out=o)
o.dtype, o.shape
# nansum
o = torch.empty(0, dtype=torch.float32)
torch.nansum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.nansum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.nansum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.nansum(x, 1, out=o)
o.dtype, o.shape
# cumsum
o = torch.empty(0, dtype=torch.float32)
torch.cumsum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.cumsum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.cumsum(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.cumsum(x, 1, out=o)
o.dtype, o.shape
# cumprod
o = torch.empty(0, dtype=torch.float32)
torch.cumprod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.cumprod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.cumprod(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.cumprod(x, 1, out=o)
o.dtype, o.shape
# softmax
o = torch.empty(0, dtype=torch.float32)
torch.softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.softmax(x, 1, out=o)
o.dtype, o.shape
# log_softmax
o = torch.empty(0, dtype=torch.float32)
torch.log_softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.log_softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.log_softmax(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.log_softmax(x, 1, out=o)
o.dtype, o.shape
# logcumsumexp
o = torch.empty(0, dtype=torch.float32)
torch.logcumsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.logcumsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.logcumsumexp(x, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.logcumsumexp(x, 1, out=o)
o.dtype, o.shape
# mm
o = torch.empty(0, dtype=torch.float32)
torch.mm(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.mm(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.mm(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.mm(m, m, out=o)
o.dtype, o.shape
# bmm
o = torch.empty(0, dtype=torch.float32)
torch.bmm(B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.bmm(B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.bmm(B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.bmm(B, B, out=o)
o.dtype, o.shape
# mv
o = torch.empty(0, dtype=torch.float32)
torch.mv(m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.mv(m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.mv(m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.mv(m, v, out=o)
o.dtype, o.shape
# dot
o = torch.empty(0, dtype=torch.float32)
torch.dot(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.dot(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.dot(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.dot(v, v, out=o)
o.dtype, o.shape
# matmul
o = torch.empty(0, dtype=torch.float32)
torch.matmul(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.matmul(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.matmul(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.matmul(m, m, out=o)
o.dtype, o.shape
# matmul_vec
o = torch.empty(0, dtype=torch.float32)
torch.matmul(v, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.matmul(v, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.matmul(v, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.matmul(v, m, out=o)
o.dtype, o.shape
# outer
o = torch.empty(0, dtype=torch.float32)
torch.outer(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.outer(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.outer(v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.outer(v, v, out=o)
o.dtype, o.shape
# addmm
o = torch.empty(0, dtype=torch.float32)
torch.addmm(m, m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.addmm(m, m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.addmm(m, m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.addmm(m, m, m, out=o)
o.dtype, o.shape
# addmv
o = torch.empty(0, dtype=torch.float32)
torch.addmv(v, m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.addmv(v, m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.addmv(v, m, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.addmv(v, m, v, out=o)
o.dtype, o.shape
# addr
o = torch.empty(0, dtype=torch.float32)
torch.addr(m, v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.addr(m, v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.addr(m, v, v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.addr(m, v, v, out=o)
o.dtype, o.shape
# baddbmm
o = torch.empty(0, dtype=torch.float32)
torch.baddbmm(B, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.baddbmm(B, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.baddbmm(B, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.baddbmm(B, B, B, out=o)
o.dtype, o.shape
# addbmm
o = torch.empty(0, dtype=torch.float32)
torch.addbmm(m, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.addbmm(m, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.addbmm(m, B, B, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.addbmm(m, B, B, out=o)
o.dtype, o.shape
# kron
o = torch.empty(0, dtype=torch.float32)
torch.kron(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.kron(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.kron(m, m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.kron(m, m, out=o)
o.dtype, o.shape
# inverse
o = torch.empty(0, dtype=torch.float32)
torch.inverse(m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.inverse(m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.inverse(m, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.inverse(m, out=o)
o.dtype, o.shape
# cross
o = torch.empty(0, dtype=torch.float32)
torch.cross(x, y, dim=1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.cross(x, y, dim=1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.cross(x, y, dim=1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.cross(x, y, dim=1, out=o)
o.dtype, o.shape
# cat
o = torch.empty(0, dtype=torch.float32)
torch.cat([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.cat([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.cat([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.cat([x, y], out=o)
o.dtype, o.shape
# cat_mixed
o = torch.empty(0, dtype=torch.float32)
torch.cat([xi, x], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.cat([xi, x], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.cat([xi, x], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.cat([xi, x], out=o)
o.dtype, o.shape
# stack
o = torch.empty(0, dtype=torch.float32)
torch.stack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.stack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.stack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.stack([x, y], out=o)
o.dtype, o.shape
# hstack
o = torch.empty(0, dtype=torch.float32)
torch.hstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.hstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.hstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.hstack([x, y], out=o)
o.dtype, o.shape
# vstack
o = torch.empty(0, dtype=torch.float32)
torch.vstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.vstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.vstack([x, y], out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.vstack([x, y], out=o)
o.dtype, o.shape
# index_select
o = torch.empty(0, dtype=torch.float32)
torch.index_select(x, 1, torch.tensor([0, 2]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.index_select(x, 1, torch.tensor([0, 2]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.index_select(x, 1, torch.tensor([0, 2]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.index_select(x, 1, torch.tensor([0, 2]), out=o)
o.dtype, o.shape
# gather
o = torch.empty(0, dtype=torch.float32)
torch.gather(x, 1, idx, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.gather(x, 1, idx, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.gather(x, 1, idx, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.gather(x, 1, idx, out=o)
o.dtype, o.shape
# take
o = torch.empty(0, dtype=torch.float32)
torch.take(x, torch.tensor([0, 5]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.take(x, torch.tensor([0, 5]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.take(x, torch.tensor([0, 5]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.take(x, torch.tensor([0, 5]), out=o)
o.dtype, o.shape
# take_along_dim
o = torch.empty(0, dtype=torch.float32)
torch.take_along_dim(x, idx, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.take_along_dim(x, idx, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.take_along_dim(x, idx, 1, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.take_along_dim(x, idx, 1, out=o)
o.dtype, o.shape
# masked_select
o = torch.empty(0, dtype=torch.float32)
torch.masked_select(x, b, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.masked_select(x, b, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.masked_select(x, b, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.masked_select(x, b, out=o)
o.dtype, o.shape
# nonzero
o = torch.empty(0, dtype=torch.float32)
torch.nonzero(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.nonzero(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.nonzero(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.nonzero(x, out=o)
o.dtype, o.shape
# scatter
o = torch.empty(0, dtype=torch.float32)
torch.scatter(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.scatter(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.scatter(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.scatter(x, 1, idx, y, out=o)
o.dtype, o.shape
# scatter_add
o = torch.empty(0, dtype=torch.float32)
torch.scatter_add(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.scatter_add(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.scatter_add(x, 1, idx, y, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.scatter_add(x, 1, idx, y, out=o)
o.dtype, o.shape
# tril
o = torch.empty(0, dtype=torch.float32)
torch.tril(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.tril(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.tril(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.tril(x, out=o)
o.dtype, o.shape
# diag
o = torch.empty(0, dtype=torch.float32)
torch.diag(v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.diag(v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.diag(v, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.diag(v, out=o)
o.dtype, o.shape
# diff
o = torch.empty(0, dtype=torch.float32)
torch.diff(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.diff(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.diff(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.diff(x, out=o)
o.dtype, o.shape
# msort
o = torch.empty(0, dtype=torch.float32)
torch.msort(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.msort(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.msort(x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.msort(x, out=o)
o.dtype, o.shape
# argsort
o = torch.empty(0, dtype=torch.float32)
torch.argsort(x, stable=True, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.argsort(x, stable=True, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.argsort(x, stable=True, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.argsort(x, stable=True, out=o)
o.dtype, o.shape
# bucketize
o = torch.empty(0, dtype=torch.float32)
torch.bucketize(x, torch.tensor([0., 1., 2.]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.bucketize(x, torch.tensor([0., 1., 2.]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.bucketize(x, torch.tensor([0., 1., 2.]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.bucketize(x, torch.tensor([0., 1., 2.]), out=o)
o.dtype, o.shape
# searchsorted
o = torch.empty(0, dtype=torch.float32)
torch.searchsorted(torch.tensor([0., 1., 2.]), x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.searchsorted(torch.tensor([0., 1., 2.]), x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.searchsorted(torch.tensor([0., 1., 2.]), x, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.searchsorted(torch.tensor([0., 1., 2.]), x, out=o)
o.dtype, o.shape
# isin
o = torch.empty(0, dtype=torch.float32)
torch.isin(xi, torch.tensor([1, 3]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.isin(xi, torch.tensor([1, 3]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.isin(xi, torch.tensor([1, 3]), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.isin(xi, torch.tensor([1, 3]), out=o)
o.dtype, o.shape
# histc
o = torch.empty(0, dtype=torch.float32)
torch.histc(x, bins=4, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.histc(x, bins=4, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.histc(x, bins=4, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.histc(x, bins=4, out=o)
o.dtype, o.shape
# quantile
o = torch.empty(0, dtype=torch.float32)
torch.quantile(p, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.quantile(p, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.quantile(p, 0.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.quantile(p, 0.5, out=o)
o.dtype, o.shape
# zeros
o = torch.empty(0, dtype=torch.float32)
torch.zeros(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.zeros(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.zeros(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.zeros(2, 3, out=o)
o.dtype, o.shape
# ones
o = torch.empty(0, dtype=torch.float32)
torch.ones(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.ones(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.ones(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.ones(2, 3, out=o)
o.dtype, o.shape
# full
o = torch.empty(0, dtype=torch.float32)
torch.full((2, 3), 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.full((2, 3), 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.full((2, 3), 1.5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.full((2, 3), 1.5, out=o)
o.dtype, o.shape
# arange
o = torch.empty(0, dtype=torch.float32)
torch.arange(6, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.arange(6, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.arange(6, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.arange(6, out=o)
o.dtype, o.shape
# linspace
o = torch.empty(0, dtype=torch.float32)
torch.linspace(0, 1, 5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.linspace(0, 1, 5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.linspace(0, 1, 5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.linspace(0, 1, 5, out=o)
o.dtype, o.shape
# eye
o = torch.empty(0, dtype=torch.float32)
torch.eye(3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.eye(3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.eye(3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.eye(3, out=o)
o.dtype, o.shape
