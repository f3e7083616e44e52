# softmax, log_softmax and layer_norm bit for bit as PyTorch's CPU kernels compute them:
# softmax/log_softmax along the last dim in the input's dtype with SLEEF's exp/log and
# vec::reduce_all's lane folds (16 float / 8 double lanes), layer_norm with RowwiseMoments'
# chunked Welford (8 float / 4 double lanes) and its fused affine step. Each result is shown
# as its bits, so a last-bit difference fails.
import torch
import torch.nn.functional as F

_ = torch.manual_seed(76)
lengths = [1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 33, 47, 64, 70, 127, 128, 129, 255, 257, 1000]
xs = [torch.randn(3, n) * 3 + 1 for n in lengths]
# Uniform draws for the float64 rows: their bits are the same on every target (float64
# normals go through log/cos, whose last bits differ between glibc and wasm32's libm).
ds = [(torch.rand(2, n, dtype=torch.float64) - 0.5) * 12 + 1 for n in lengths]


def bits(t):
    return t.cpu().view(torch.int64 if t.dtype == torch.float64 else torch.int32).flatten().tolist()


def ends(t):
    # Each row's first and last 12 elements' bits (the vector blocks and the tail).
    return [r[:12] + r[-12:] if len(r) > 24 else r for r in (bits(row) for row in t)]


str([ends(torch.softmax(x, -1)) for x in xs])
str([ends(torch.log_softmax(x, -1)) for x in xs])
str([ends(F.layer_norm(x, (x.shape[-1],))) for x in xs])
str([ends(F.layer_norm(x, (x.shape[-1],), torch.linspace(-2, 2, x.shape[-1]), torch.linspace(1, 0, x.shape[-1]))) for x in xs])
str([ends(F.layer_norm(x, (x.shape[-1],), None, torch.linspace(1, 0, x.shape[-1]), eps=1e-3)) for x in xs])
str([ends(F.layer_norm(x, (x.shape[-1],), torch.linspace(-2, 2, x.shape[-1]))) for x in xs])
str([ends(torch.softmax(d, -1)) for d in ds])
str([ends(torch.log_softmax(d, -1)) for d in ds])
str([ends(F.layer_norm(d, (d.shape[-1],))) for d in ds])

# A 4096 row, a transposed input (made contiguous first) and a 2-d normalized shape.
big = torch.randn(4096)
str(bits(torch.softmax(big, 0))[::97])
str(bits(torch.log_softmax(big, 0))[::97])
str(bits(F.layer_norm(big, (4096,)))[::97])
t = torch.randn(40, 6).t()
str(bits(torch.softmax(t, -1)))
str(bits(F.layer_norm(t, (40,))))
m = torch.randn(3, 4, 37)
str(bits(F.layer_norm(m, (4, 37), torch.randn(4, 37), torch.randn(4, 37))))

# Infinite and constant rows; a 0-d input.
e = torch.tensor([[float('inf'), 1.0, 2.0, 3.0], [float('-inf'), 0.0, 1.0, 2.0], [5.0, 5.0, 5.0, 5.0], [1e30, -1e30, 1.0, 0.0]])
str(bits(torch.softmax(e, -1)))
str(bits(torch.log_softmax(e, -1)))
str(bits(F.layer_norm(e[2:], (4,))))
str(bits(torch.log_softmax(torch.tensor(3.5), 0)))
