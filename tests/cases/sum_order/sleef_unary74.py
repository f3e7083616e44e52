# needs the C library's float32 math (glibc): the scalar tails are glibc's expf/expm1f/
# log1pf/exp2f/tanhf, which wasm32's libm port does not reproduce bit for bit.
# Float32 activations and exp/log variants as PyTorch's CPU kernels compute them: SLEEF on
# whole vector blocks, the C library on each loop's tail and on strided inputs (expm1 and
# log1p take SLEEF on every element). The last bits show in .item() and in tolist().
import torch
import torch.nn.functional as F

x = torch.linspace(-6, 6, 10000)
p = x.abs() + 0.01


def sweep(f, t):
    # Sizes 1..100 from a moving offset, so every tail length is seen (the last 34 values
    # of each: the scalar tail and the vector block before it).
    return [f(t[3 * n : 4 * n])[-34:].tolist() for n in range(1, 101)]


str(sweep(torch.expm1, x))
str(sweep(torch.log1p, p))
str(sweep(torch.exp2, x))
str(sweep(torch.sigmoid, x))
str(sweep(F.silu, x))
str(sweep(F.softplus, x))
str(sweep(F.elu, x))
str(sweep(F.mish, x))
str(sweep(lambda t: F.gelu(t, approximate="tanh"), x))
torch.expm1(x[1234]).item()
torch.log1p(p[4321]).item()
F.gelu(x[77:78], approximate="tanh").item()
F.softplus(x, beta=2.0, threshold=5.0)[::97].tolist()
F.celu(x, alpha=0.7)[::89].tolist()
F.elu(x, alpha=1.3)[::83].tolist()

# The same 10,000 values as a 100 x 100 matrix, contiguous and transposed.
m = x.reshape(100, 100)
str(torch.exp2(m)[5].tolist())
str(torch.exp2(m.t())[5].tolist())
str(torch.expm1(m.t())[9].tolist())
str(F.silu(m.t())[:, 3].tolist())
str(F.mish(m[:, :70])[4].tolist())
str(torch.sigmoid(m[::2, 1:])[6].tolist())
torch.log1p(m.abs().t()).sum().item()

# A broadcast row (stride 0) and a long tensor that PyTorch cuts between two threads.
str(F.silu(x[:1].expand(40)).tolist())
big = torch.linspace(-5, 5, 100003)
str(torch.sigmoid(big)[49970:50040].tolist())
str(F.elu(big)[99960:].tolist())
str(torch.exp2(big)[49980:50010].tolist())

# float64: expm1 takes SLEEF on every element, sinh and cosh on whole 16-double blocks.
xd = x.double()
str(sweep(torch.expm1, xd))
str(sweep(torch.sinh, xd))
str(sweep(torch.cosh, xd))
str(torch.cosh(xd.reshape(100, 100).t())[3].tolist())
torch.sinh(xd[4321]).item()
