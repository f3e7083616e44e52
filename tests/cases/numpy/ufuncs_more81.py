import numpy as np

a = np.array([-3.5, -2.0, -0.5, 0.0, 1.5, 7.25])
b = np.array([2.0, -1.5, 0.3, 1.0, -2.0, 2.5])
i = np.array([-7, -3, 0, 5, 9, 12])
j = np.array([3, -2, 4, 2, -4, 5])
r = np.fmod(a, b)
r.tolist(), r.dtype.name
np.fmod(i, j).tolist(), np.fmod(i, j).dtype.name
np.fmod(i, 2).tolist()
np.fmod(np.array([5, -5], dtype=np.int8), 3).dtype.name
np.copysign(a, -1).tolist()
np.copysign(i, b).dtype.name
np.copysign(np.array([1, 2], dtype=np.int16), -1.0).dtype.name
np.logaddexp(a, b).tolist()
np.logaddexp2(np.array([1.0, 3.0, -np.inf]), np.array([1.0, 2.0, -np.inf])).tolist()
np.logaddexp(np.float32(1.0), np.float32(2.0)).dtype.name
np.float_power(np.array([1, 2, 3]), 2).tolist(), np.float_power(np.array([1, 2, 3]), 2).dtype.name
np.float_power(np.array([2.0], dtype=np.float32), 0.5).dtype.name
q, m = np.divmod(i, j)
q.tolist(), m.tolist(), q.dtype.name
q2, m2 = np.divmod(a, 1.0)
q2.tolist(), m2.tolist()
np.gcd(np.array([12, 20, -18, 0]), 8).tolist()
np.lcm(np.array([4, 6, -21, 0]), 6).tolist()
np.gcd.reduce([15, 25, 35])
np.lcm.reduce([3, 4, 5])
np.fmax(np.array([1.0, np.nan, 3.0]), np.array([np.nan, np.nan, 2.0])).tolist()
np.fmin(np.array([1.0, np.nan, 3.0]), np.array([np.nan, 5.0, 2.0])).tolist()
np.fmax(np.array([1, 5], dtype=np.int16), np.array([3, 2], dtype=np.int16)).dtype.name
np.ldexp(np.array([1.0, 0.5, -3.0]), np.array([2, 3, -1])).tolist()
np.ldexp(5, np.arange(4)).tolist(), np.ldexp(5, np.arange(4)).dtype.name
np.ldexp(np.float32(1.5), 3).dtype.name
mant, ex = np.frexp(np.array([8.0, 0.3, -5.0, 0.0]))
mant.tolist(), ex.tolist(), ex.dtype.name
f, w = np.modf(np.array([3.25, -2.5, 0.0, np.inf]))
f.tolist(), w.tolist()
np.signbit(np.array([-1.0, 0.0, -0.0, 2.0, -np.inf])).tolist()
np.signbit(-3)
np.exp2(np.array([0, 1, 10])).tolist(), np.exp2(np.array([0, 1, 10])).dtype.name
np.exp2(np.array([1, 2], dtype=np.int8)).dtype.name
np.positive(np.array([-1, 2])).tolist()
np.fabs(np.array([-1, 2, -3])).tolist(), np.fabs(np.array([-1, 2, -3])).dtype.name
np.arcsinh(np.array([0.0, 1.0, -2.0])).tolist()
np.arccosh(np.array([1.0, 2.0, 10.0])).tolist()
np.arctanh(np.array([0.0, 0.5, -0.9])).tolist()
np.asinh is np.arcsinh, np.acosh is np.arccosh, np.atanh is np.arctanh
x = np.array([-np.inf, 0.0, np.inf, np.nan, -1.0])
np.isneginf(x).tolist(), np.isposinf(x).tolist()
np.nan_to_num(x).tolist()
np.nan_to_num(x, nan=-1.0, posinf=100.0, neginf=-100.0).tolist()
np.nan_to_num(np.array([np.inf], dtype=np.float32))[0].item() == np.finfo(np.float32).max.item()
np.nan_to_num(np.nan)
np.nan_to_num(np.array([1, 2])).dtype.name
out = np.zeros(6)
np.fmod(a, b, out=out) is out
out.tolist()
np.fmod.nin, np.fmod.nout, np.divmod.nout, np.modf.nin, np.modf.nout
repr(np.copysign), repr(np.logaddexp)
np.logaddexp.outer(np.array([0.0, 1.0]), np.array([0.0, 2.0])).tolist()
np.fmod(np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]))
np.copysign(np.array([1 + 1j]), 1.0)
import torch
np.copysign(torch.tensor([1.0, -2.0]), -1)
np.fmod(torch.tensor([5, -5]), 3)
np.logaddexp(np.float32(1), 2.0).dtype.name
np.fmax(np.array([True, False]), np.array([False, False])).tolist()
np.fmod(np.array([True, False]), np.array([True, True])).dtype.name
np.frexp(np.float16(3.0))[1].dtype.name, np.frexp(np.float16(3.0))[0].dtype.name
np.arcsinh(np.array([1, 2], dtype=np.int16)).dtype.name
np.float_power(np.array([1 + 1j]), 2).dtype.name
np.isposinf(np.array([1 + 1j]))
np.ldexp(5, np.int32(2)).dtype.name, np.ldexp(5.5, 2).dtype.name, np.ldexp(True, np.arange(2)).dtype.name
np.divmod(7, 2), np.divmod(np.float32(7.5), 2).__class__.__name__
o1 = np.zeros(3)
o2 = np.zeros(3)
np.modf(np.array([1.5, -2.25, 3.0]), out=(o1, o2))[0] is o1
o1.tolist(), o2.tolist()
np.gcd(np.arange(6), 4).tolist(), np.lcm(np.arange(1, 6, dtype=np.int8), 4).dtype.name
