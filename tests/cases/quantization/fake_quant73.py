# Fake quantization as QAT lessons teach it: the quantize-dequantize round trip, its
# straight-through gradient, per-channel weights and a learnable scale (LSQ).
import torch

# Data in sixteenths (exact on every device, whose random streams differ).
x = ((torch.arange(48.0) * 37) % 97 - 48).reshape(6, 8) / 16

# Per-tensor affine uint8 by hand, then the op.
qmin, qmax = 0, 255
scale = float((x.max() - x.min()) / (qmax - qmin))
zero_point = int(round(qmin - float(x.min()) / scale))
zero_point
by_hand = (torch.clamp(torch.round(x / scale) + zero_point, qmin, qmax) - zero_point) * scale
fq = torch.fake_quantize_per_tensor_affine(x, scale, zero_point, qmin, qmax)
fq[0]
(fq - by_hand).abs().max() <= scale
# Ties: ATen rounds x * (1/scale) to nearest even in float32.
torch.fake_quantize_per_tensor_affine(torch.tensor([0.05, 0.15, 0.25, -0.05, -0.15, 1e9, -1e9, float("nan")]), 0.1, 0, -128, 127)
torch.fake_quantize_per_tensor_affine(torch.linspace(-3, 3, 49), 0.125, 3, -8, 7)
torch.fake_quantize_per_tensor_affine(torch.linspace(-3, 3, 49).double(), 0.3, -2, -8, 7)
torch.fake_quantize_per_tensor_affine(torch.linspace(-3, 3, 13).half(), 0.3, 0, -8, 7)
torch.fake_quantize_per_tensor_affine(torch.linspace(-3, 3, 13).bfloat16(), 0.3, 0, -8, 7)
# Tensor qparams, as FakeQuantize passes them.
torch.fake_quantize_per_tensor_affine(x[:2], torch.tensor([0.05]), torch.tensor([3], dtype=torch.int32), -8, 7)
torch.fake_quantize_per_tensor_affine(x[:2], torch.tensor(0.05), torch.tensor(2.7), -8, 7)
# A transposed input keeps its strides.
t = torch.fake_quantize_per_tensor_affine(x.t(), 0.1, 0, -128, 127)
t.stride(), t.is_contiguous()

# Straight-through estimator: gradient 1 inside the range, 0 where clamped.
w = torch.linspace(-2, 2, 9, requires_grad=True)
out = torch.fake_quantize_per_tensor_affine(w, 0.1, 0, -10, 10)
out
out.grad_fn
out.sum().backward()
w.grad
w2 = torch.linspace(-2, 2, 9, requires_grad=True)
out2 = torch.fake_quantize_per_tensor_affine(w2, torch.tensor([0.25]), torch.tensor([1], dtype=torch.int32), -4, 3)
out2.grad_fn
(out2 * torch.arange(9.0)).sum().backward()
w2.grad
# The hand-written STE gives the same gradient through a detach.
w3 = torch.linspace(-2, 2, 9, requires_grad=True)
ste = w3 + ((torch.clamp(torch.round(w3 / 0.1), -10, 10) * 0.1) - w3).detach()
ste.sum().backward()
w3.grad

# Per-channel symmetric int8 weights (one scale per output row).
weight = ((torch.arange(24.0) * 29) % 53 - 26).reshape(4, 6) / 32
s_ch = weight.abs().amax(dim=1) / 127
s_ch
wq = torch.fake_quantize_per_channel_affine(weight, s_ch, torch.zeros(4, dtype=torch.int32), 0, -128, 127)
wq[1]
(wq - weight).abs().max(dim=1).values <= s_ch / 2 + 1e-7
torch.fake_quantize_per_channel_affine(weight, torch.tensor([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]), torch.tensor([0, 1, 2, -1, -2, 0], dtype=torch.int32), 1, -8, 7)
torch.fake_quantize_per_channel_affine(weight, torch.tensor([0.1, 0.2, 0.3, 0.4]), torch.tensor([0.5, 1.0, -0.5, 0.0]), 0, -8, 7)
torch.fake_quantize_per_channel_affine(weight.double(), torch.tensor([0.1, 0.2, 0.3, 0.4]), torch.tensor([0, 1, 2, 3], dtype=torch.int32), 0, -8, 7)
# std::round per channel: halves go away from zero.
torch.fake_quantize_per_channel_affine(torch.tensor([[0.5, 1.5, 2.5, -0.5, -1.5, -2.5]]), torch.tensor([1.0]), torch.tensor([0], dtype=torch.int32), 0, -8, 7)
wg = weight.clone().requires_grad_()
pc = torch.fake_quantize_per_channel_affine(wg, torch.tensor([0.01, 0.02, 0.03, 0.04]), torch.zeros(4, dtype=torch.int32), 0, -64, 63)
pc.grad_fn
pc.sum().backward()
wg.grad

# Learnable scale and zero point (LSQ): gradients reach both.
xl = torch.linspace(-1.5, 1.5, 11, requires_grad=True)
sl = torch.tensor([0.2], requires_grad=True)
zl = torch.tensor([0.4], requires_grad=True)
lq = torch._fake_quantize_learnable_per_tensor_affine(xl, sl, zl, -4, 3)
lq
lq.grad_fn
(lq * torch.linspace(1, 2, 11)).sum().backward()
xl.grad
sl.grad
zl.grad
xl2 = torch.linspace(-1.5, 1.5, 11, requires_grad=True)
sl2 = torch.tensor([0.2], requires_grad=True)
zl2 = torch.tensor([0.0], requires_grad=True)
torch._fake_quantize_learnable_per_tensor_affine(xl2, sl2, zl2, -4, 3, grad_factor=0.5).sum().backward()
sl2.grad, zl2.grad
wl = (((torch.arange(15.0) * 11) % 31 - 15) / 16).reshape(3, 5).requires_grad_()
sc = torch.tensor([0.1, 0.2, 0.3], requires_grad=True)
zc = torch.tensor([0.0, 1.3, -2.6], requires_grad=True)
lc = torch._fake_quantize_learnable_per_channel_affine(wl, sc, zc, 0, -8, 7)
lc
lc.grad_fn
lc.pow(2).sum().backward()
wl.grad
sc.grad
zc.grad

# Argument checks, in ATen's order and words.
try:
    torch.fake_quantize_per_tensor_affine(x, 0.1, 0, 10, 5)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_tensor_affine(x, 0.1, 300, 0, 255)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_tensor_affine(torch.arange(4), 0.1, 0, 0, 255)
except NotImplementedError as e:
    str(e)
try:
    torch.fake_quantize_per_tensor_affine(x, torch.tensor([0.1, 0.2]), torch.tensor([0, 0]), 0, 255)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch, torch.zeros(4, dtype=torch.long), 0, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch.double(), torch.zeros(4, dtype=torch.int32), 0, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch, torch.zeros(4, dtype=torch.int32), 2, -128, 127)
except IndexError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch, torch.zeros(4, dtype=torch.int32), 1, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch, torch.zeros(3, dtype=torch.int32), 0, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch, torch.full((4,), 200, dtype=torch.int32), 0, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight, s_ch.reshape(2, 2), torch.zeros(2, 2, dtype=torch.int32), 0, -128, 127)
except RuntimeError as e:
    str(e)
try:
    torch.fake_quantize_per_channel_affine(weight.int(), s_ch, torch.zeros(4, dtype=torch.int32), 0, -128, 127)
except NotImplementedError as e:
    str(e)

# The int8 GEMM with int32 accumulation that int8 inference code calls.
a8 = (((torch.arange(15) * 37) % 255) - 127).to(torch.int8).reshape(3, 5)
b8 = (((torch.arange(10) * 53) % 255) - 127).to(torch.int8).reshape(5, 2)
acc = torch._int_mm(a8, b8)
acc
acc.dtype, torch.equal(acc, a8.int() @ b8.int())
torch._int_mm(a8.t().contiguous().t(), b8).stride()
try:
    torch._int_mm(a8.float(), b8)
except RuntimeError as e:
    str(e)
try:
    torch._int_mm(a8, b8.int())
except RuntimeError as e:
    str(e)
try:
    torch._int_mm(a8[0], b8)
except RuntimeError as e:
    str(e)
try:
    torch._int_mm(a8, b8[:4])
except RuntimeError as e:
    str(e)
