# Ops PyTorch runs as one TensorIterator kernel: the output follows the first operand that
# can decide the order (transposed, channels_last, sliced, expanded), whatever the other
# operand's layout. Each statement prints strides, values to check the copy is right.
import torch

At = torch.arange(15.0).view(3, 5).T - 7          # (5, 3), strides (1, 5)
Ac = At.contiguous()
X = torch.linspace(-2, 2, 120).view(2, 3, 4, 5).to(memory_format=torch.channels_last)
X3 = torch.linspace(-2, 2, 120).view(1, 2, 3, 4, 5).to(memory_format=torch.channels_last_3d)
S = torch.arange(-12.0, 12.0).view(4, 6)[:, ::2]   # sliced (not dense)
E = torch.tensor([[-1.5], [0.0], [2.5]]).expand(3, 4)

# signbit: -0.0 counts
torch.signbit(At).stride()
torch.signbit(X).stride()
torch.signbit(X3).stride()
torch.signbit(S).stride()
torch.signbit(E).stride()
torch.signbit(torch.tensor([-0.0, 0.0, -1.0]))
torch.signbit(torch.tensor(-0.0))
torch.signbit(torch.empty(0, 3).T).shape
torch.signbit(At).tolist() == torch.signbit(Ac).tolist()

# isclose: laid out as `self == other`
torch.isclose(At, torch.tensor(0.5)).stride()
torch.isclose(At, Ac).stride()
torch.isclose(Ac, At).stride()
torch.isclose(X, X.contiguous()).stride()
torch.isclose(X.contiguous(), X).stride()
torch.isclose(X3, X3 + 1e-9).stride()
torch.isclose(S, S.contiguous()).stride()
torch.isclose(At, torch.zeros(5, 1)).stride()
torch.isclose(At, Ac + 1e-7, rtol=0, atol=1e-6).all()

# nextafter
torch.nextafter(At, torch.tensor(0.5)).stride()
torch.nextafter(At, Ac).stride()
torch.nextafter(X, torch.zeros(2, 3, 4, 5)).stride()
torch.nextafter(X3, X3.contiguous()).stride()
torch.nextafter(S, torch.tensor(100.0)).stride()
torch.nextafter(At, torch.tensor(100.0)).sub(At).gt(0).all()
torch.nextafter(torch.tensor(1.0), torch.tensor(2.0)) - 1

# copysign
torch.copysign(At, Ac).stride()
torch.copysign(At, -1).stride()
torch.copysign(Ac, At).stride()
torch.copysign(X, X.contiguous().neg()).stride()
torch.copysign(X, 2.0).stride()
torch.copysign(S, torch.tensor(-1.0)).stride()
torch.copysign(At, Ac.neg())[0]
torch.copysign(torch.tensor([1.0, 2.0]), torch.tensor([-0.0, 0.0]))

# fmax / fmin with mixed layouts
torch.fmax(At, Ac).stride()
torch.fmin(At, Ac).stride()
torch.fmax(Ac, At).stride()
torch.fmax(X, X.contiguous()).stride()
torch.fmin(X.contiguous(), X).stride()
torch.fmax(X3, X3.contiguous()).stride()
torch.fmax(At, torch.tensor(0.0)).stride()
torch.fmax(S, S.contiguous()).stride()
torch.fmax(E, torch.zeros(3, 4)).stride()
At.fmax(Ac.flip(0)).stride()
torch.fmax(torch.tensor([float("nan"), 1.0]), torch.tensor([2.0, float("nan")]))

# gcd / lcm
Ai = (torch.arange(15).view(3, 5).T * 6)
Xi = torch.arange(120).view(2, 3, 4, 5).to(memory_format=torch.channels_last)
torch.gcd(Ai, torch.tensor(4)).stride()
torch.gcd(Ai, Ai.contiguous()).stride()
torch.gcd(Xi, Xi.contiguous() + 2).stride()
torch.lcm(Ai, torch.tensor(4)).stride()
torch.lcm(Xi, Xi.contiguous()).stride()
torch.gcd(Ai, torch.tensor(4))[1]
torch.lcm(Ai, torch.tensor(4))[1]
Ai.gcd(Ai.contiguous() + 3).stride()

# out= keeps the given tensor's layout (it is resized only when its shape differs)
o = torch.empty(5, 3)
torch.fmax(At, Ac, out=o).stride()
o2 = torch.empty(0)
torch.fmax(At, Ac, out=o2).stride()
ob = torch.empty(0, dtype=torch.bool)
torch.signbit(At, out=ob).stride()
