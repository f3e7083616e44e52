# PyTorch's meta device: tensors with shape, dtype, strides, storage offset and autograd
# history but no data. Ops compute shapes only; reading values is refused in PyTorch's words.
# Every CPU tensor names device='cpu' (the suite also runs with factories on wgpu).
import torch
import torch.nn as nn
import torch.nn.functional as F

# factories and printing
x = torch.rand(3, 4, device="meta")
repr(x)
repr(x)
str(x)
x.shape, x.dtype, x.stride(), x.storage_offset()
x.is_meta, x.device, x.device.type, x.is_cpu
x.untyped_storage().nbytes(), x.data_ptr(), x.nbytes, x.element_size()
repr(torch.empty(3, dtype=torch.float64, device="meta"))
repr(torch.empty((), device="meta"))
repr(torch.empty(0, device="meta"))
repr(torch.empty(2, 0, dtype=torch.int64, device="meta"))
repr(torch.zeros(2, 3, dtype=torch.int64, device="meta"))
repr(torch.ones(2, dtype=torch.bool, device="meta"))
repr(torch.full((2,), 3.5, device="meta"))
repr(torch.arange(5, device="meta"))
repr(torch.tensor([1, 2], device="meta"))
repr(torch.tensor(1.0, device="meta"))
repr((torch.randn(2, 2, device="meta"), torch.randint(0, 5, (3,), device="meta")))
repr(torch.randperm(4, device="meta"))
repr(torch.ones(2, device="meta", requires_grad=True))
repr(torch.ones(2, device="meta", requires_grad=True) * 2)
torch.device("meta"), torch.device("meta", 0), str(torch.device("meta")), torch.device("meta:0")
torch.ones(3, device="meta:0").device
torch.ones(3, device=torch.device("meta")).is_meta

# huge sizes allocate nothing
big = torch.empty(10**8, device="meta")
big.shape, big.untyped_storage().nbytes(), big.data_ptr()
big2 = torch.rand(2**4, 3, 2**8, 2**8, device="meta")
big2.shape, big2.stride()
(big2 * 2).sum(dim=(2, 3)).shape
torch.empty(2**62, 2**62, device="meta")

# shapes and strides come from the ops' own layout logic
repr((x.t(), x.t().stride()))
x.t().contiguous().stride()
x[1:, ::2].stride(), x[1:, ::2].storage_offset()
repr((x.view(2, 6).stride(), x.view(-1)))
x.expand(2, 3, 4).stride()
x.unsqueeze(1).shape, x.permute(1, 0).is_contiguous()
repr(x @ x.t())
repr(((x == x), (x == x).all(), x.any()))
repr((x.sum(), x.sum(0).stride(), x.mean(0), x.std(), x.var(0)))
repr((x.max(), x.argmax(), x.max(0)))
repr((x.int(), x.double().dtype, x.to(torch.float16)))
repr((x.clone().stride(), torch.zeros_like(x), torch.randn_like(x), x.new_zeros(2)))
torch.empty_strided((2, 3), (1, 2), device="meta").stride()
torch.empty(2, 3, 4, device="meta").permute(2, 0, 1).clone().stride()
torch.cat([x, x]).shape, torch.stack([x, x], 1).shape
repr(x.masked_fill(x > 0, 1))
repr((x.cumsum(0), x.softmax(-1)))
repr(torch.isclose(x, x))
repr((list(x), len(x)))
repr((x.data, x.grad))

# in-place ops and views keep their sizes
y = torch.zeros(2, 3, device="meta")
repr((y.add_(1), y.zero_(), y.fill_(2), y.normal_(), y.uniform_()))
y._version
v = y[0]
repr((v.mul_(3), v._base is y))
repr(torch.zeros(2, 3, device="meta").copy_(torch.ones(2, 3, device="cpu")))
torch.ones(5, device="meta").resize_(10).shape
torch.ones(5, device="meta").resize_(10).untyped_storage().nbytes()

# reading data is refused
x.item()
x[0, 0].item()
x.sum().item()
x.tolist()
x.numpy()
bool(x)
bool(x[0, 0])
float(x[0, 0])
int(x[0, 0])
x.to("cpu")
x.cpu()
x.to(device="cpu", dtype=torch.float64)
torch.ones(3, device="cpu").copy_(torch.ones(3, device="meta"))
torch.ones(3, device="cpu").to("meta").tolist()
torch.allclose(x, x)
x.any().item()
if x.any():
    pass

# ops whose result shape depends on the values are refused
x.nonzero()
torch.where(x > 0)
x[x > 0]
x.unique()
x.masked_select(x > 0)
torch.equal(x, x)
torch.ones(3, dtype=torch.int64, device="meta").bincount()

# mixing devices: a 0-d CPU tensor may join; anything else is PyTorch's mismatch
repr(x + torch.tensor(1.0, device="cpu"))
repr(torch.tensor(2.0, device="cpu") * x)
x + torch.ones(3, 4, device="cpu")
torch.ones(3, 4, device="cpu") + x
torch.ones(3, device="meta") @ torch.ones(3, device="cpu")
torch.cat([torch.ones(3, device="meta"), torch.ones(3, device="cpu")])
repr(torch.ones(3, device="cpu").to("meta"))
repr(torch.ones(3, device="cpu").to("meta", torch.int32))

# random draws on meta leave the CPU generator alone
torch.manual_seed(0)
a = torch.rand(2, device="cpu")
torch.manual_seed(0)
_ = torch.rand(5, device="meta")
_ = torch.ones(3, device="meta").normal_()
b = torch.rand(2, device="cpu")
torch.equal(a, b)

# autograd on meta graphs: backward runs and gradients are meta tensors
w = torch.ones(3, device="meta", requires_grad=True)
out = (w * 2).sum()
repr(out)
out.backward()
repr(w.grad)
w2 = torch.ones(4, 3, device="meta", requires_grad=True)
h = (x @ w2).relu().mean()
h.grad_fn
h.backward()
w2.grad.shape, w2.grad.device

# with torch.device("meta")
with torch.device("meta"):
    m = torch.ones(2)
    lin = nn.Linear(4, 5)
repr(m)
repr(lin.weight)
lin.weight.is_meta, lin.bias.shape
repr(lin(torch.ones(7, 4, device="meta")))
torch.ones(1, device="cpu").device

# modules made on meta
lin2 = nn.Linear(4, 5, device="meta")
lin2
repr(lin2.weight)
conv = nn.Conv2d(3, 5, 2, device="meta")
out = conv(torch.rand(2, 3, 10, 10, device="meta"))
out.shape, out.stride(), out.is_meta
conv(torch.rand(2**4, 3, 2**8, 2**8, device="meta")).shape
bn = nn.BatchNorm1d(4, device="meta")
repr((bn.running_mean, bn.num_batches_tracked))
sd = lin2.state_dict()
list(sd), sd["weight"].is_meta

# to_empty materialises uninitialised storage on a real device
lin3 = nn.Linear(4, 5, device="meta").to_empty(device="cpu")
lin3.weight.device, lin3.weight.shape, lin3.weight.is_meta, lin3.weight.requires_grad
type(lin3.weight).__name__
with torch.no_grad():
    _ = lin3.weight.fill_(1.0)
    _ = lin3.bias.zero_()
lin3(torch.ones(2, 4, device="cpu"))

# skip_init
lin4 = torch.nn.utils.skip_init(nn.Linear, 4, 2, device="cpu")
lin4.weight.shape, lin4.weight.device
lin5 = torch.nn.utils.skip_init(nn.Linear, 4, 2, device="meta")
repr(lin5.weight)

# load_state_dict(assign=True) replaces meta parameters with real ones
src = nn.Linear(2, 3, device="cpu")
with torch.no_grad():
    _ = src.weight.copy_(torch.arange(6.0, device="cpu").reshape(3, 2))
    _ = src.bias.fill_(0.5)
with torch.device("meta"):
    dst = nn.Linear(2, 3)
dst.weight.is_meta
dst.load_state_dict(src.state_dict(), assign=True)
dst.weight.is_meta, dst.weight.device, type(dst.weight).__name__
dst.weight, dst.bias
dst(torch.ones(1, 2, device="cpu"))
with torch.device("meta"):
    dst2 = nn.Linear(2, 3)
dst2.load_state_dict(src.state_dict())
dst2.weight.is_meta


# legacy types name the device: type() says meta, a CPU type would copy out
x.type(), torch.ones(2, dtype=torch.int64, device="meta").type()
repr(x.type(torch.float64))
x.type(torch.DoubleTensor)
x.type("torch.FloatTensor")
repr(torch.ones(2, device="cpu").type_as(x))
x.type_as(torch.ones(2, device="cpu"))
# view(dtype) only relabels the bytes that are not there; data_ptr of a view moves
x.view(torch.int16).shape, x.view(torch.int16).stride(), x.view(torch.bool).shape
x[1].data_ptr(), x[1:, 2:].data_ptr(), x.t().data_ptr(), torch.empty(0, device="meta").data_ptr()
repr(torch.empty(2, 3, dtype=torch.complex64, device="meta"))
repr(torch.randn(2, dtype=torch.complex64, device="meta"))
# out= across meta and a real device
torch.add(x, x, out=torch.empty(0, device="cpu"))
torch.add(torch.ones(3, device="cpu"), 1, out=torch.empty(0, device="meta"))
torch.add(x, x, out=torch.empty(0, device="meta")).shape
# bigger models: every submodule's parameters follow device=
enc = nn.TransformerEncoderLayer(16, 4, device="meta")
enc.norm1.weight.is_meta, enc.linear1.weight.is_meta
enc(torch.empty(5, 3, 16, device="meta")).shape
ln = nn.LayerNorm(8, device="meta", dtype=torch.float64)
repr(ln.weight), repr(ln(torch.empty(2, 8, dtype=torch.float64, device="meta")))
lstm = nn.LSTM(10, 20, device="meta")
lstm(torch.empty(5, 3, 10, device="meta"))[0].shape
# init functions and optimizers step on meta parameters without reading values
repr(nn.init.kaiming_uniform_(torch.empty(3, 3, device="meta")))
repr(nn.init.constant_(torch.empty(3, 3, device="meta"), 2))
p = nn.Parameter(torch.ones(3, device="meta"))
(p * 2).sum().backward()
opt = torch.optim.Adam([p], lr=0.1)
opt.step()
repr(p), repr(p.grad)
torch.autograd.grad((p * p).sum(), p)[0].shape
# moving a meta module: to() refuses with module.py's advice, cpu() without it
mm = nn.Linear(2, 3, device="meta")
mm.to("cpu")
mm.cpu()
mm.double().weight.dtype, mm.weight.is_meta, mm.to("meta") is mm
sum(p.numel() for p in mm.parameters())
repr(nn.utils.parameters_to_vector(mm.parameters()))
z = torch.randn(2, dtype=torch.complex64, device="meta")
z.is_meta, z.real.is_meta, repr(z * 2)
z[0].item()
z.tolist()
