# needs the C library's float32 math: some of these NaNs come from glibc's functions on
# x86-64 (pow of a negative base, the default NaN), and wasm32's libm and runtime give
# other signs, so the in-process run on wasm32 skips this case (docs/decisions.md, stop 76).
# The sign bit of the NaN a kernel makes from a number outside its domain (probe 76): MKL's
# vector math (float32/float64 sqrt, log, log2, log10, x ** 0.5) gives the NaN with the bit
# clear, SLEEF and x86's default NaN (rsqrt, float32 log1p, acos, asin, atanh, 16-bit logs)
# with it set. Only signbit, copysign and bit views show it; a hand-written "is this NaN
# negative?" check or a copysign-based sign trick does.
import torch
x = torch.tensor([-4.0, -1.0, 4.0, -0.5, 2.0])
torch.signbit(x.sqrt())
torch.signbit(x ** 0.5)
torch.signbit(torch.pow(x, 0.5))
torch.signbit(torch.log(x))
torch.signbit(torch.log2(x))
torch.signbit(torch.log10(x))
torch.signbit(torch.rsqrt(x))
torch.signbit(torch.log1p(x))
torch.signbit(torch.acos(x))
torch.signbit(torch.asin(x))
torch.signbit(torch.atanh(x))
torch.signbit(torch.acosh(x))
torch.signbit(x ** 1.5)
torch.copysign(torch.ones(5), x.sqrt())
x.sqrt().cpu().view(torch.int32)
x.log().cpu().view(torch.int32)
d = x.double()
[torch.signbit(f(d)).tolist() for f in (torch.sqrt, torch.log, torch.log2, torch.log10, torch.log1p, torch.acos, torch.asin, torch.atanh, torch.rsqrt)]
torch.signbit(d ** 0.5)
h = x.half()
[torch.signbit(f(h)).tolist() for f in (torch.sqrt, torch.log, torch.log2, torch.log10, torch.log1p, torch.acos, torch.atanh, torch.rsqrt)]
b = x.bfloat16()
[torch.signbit(f(b)).tolist() for f in (torch.sqrt, torch.log, torch.log2, torch.log10, torch.log1p, torch.acos, torch.asin)]
y = x.clone()
y.sqrt_()
torch.signbit(y)
y = x.clone()
y.log_()
torch.signbit(y)
big = torch.full((100,), -2.0)
[torch.signbit(big.sqrt()).any().item(), torch.signbit(big.log()).any().item(), torch.signbit(big.sqrt()[::2]).any().item(), torch.signbit(big.reshape(10, 10).t().sqrt()).any().item()]
torch.signbit(torch.tensor(0.0) / 0.0)
torch.signbit(torch.tensor(float("nan")).sqrt())
torch.signbit(torch.tensor(-float("nan")).sqrt())
