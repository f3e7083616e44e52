# Names a teaching script may call that a dir() sweep of torch found missing: the Hermitian
# transforms over several dims, the 3-d reflection/replication/circular pads, the fusion
# helpers and deprecated aliases of torch.nn.utils and torch.nn.init, and ATen's own entry
# points. Hostile lines: 0-d, empty, wrong dtype, bad dim, bad norm string, grad.
import torch
import torch.nn as nn
import torch.nn.functional as F

# torch.fft.hfft2 / hfftn / ihfft2 / ihfftn
x = torch.arange(24.).reshape(2, 3, 4)
z = torch.complex(torch.arange(24.).reshape(2, 3, 4), torch.linspace(-1, 1, 24).reshape(2, 3, 4))
h = torch.fft.hfftn(z)
h.shape, h.stride(), h.dtype, h[0, 0]
torch.fft.hfft2(z).stride(), torch.fft.hfft2(z)[1, 2]
torch.fft.hfftn(x, dim=(0, 2), norm="ortho")
torch.fft.hfft2(z, s=(2, 5), norm="forward")[0]
torch.fft.hfftn(z.transpose(0, 2)).stride()
torch.fft.hfft2(x.transpose(0, 2)).stride()
torch.fft.hfftn(torch.arange(4)).dtype
torch.fft.hfftn(z.to(torch.complex128), dim=1).dtype
torch.fft.hfftn(x[:, :, :1], dim=(0,)).stride()
i = torch.fft.ihfftn(x)
i.shape, i.stride(), i.dtype, i.is_conj(), i[1, 2:].real, i[1, 2:].imag
i.real[0], i.imag[0], i.abs()[1]
i2 = torch.fft.ihfft2(x)
i2.stride(), i2.is_conj(), i2[0].real, i2[0].imag
torch.fft.ihfftn(x, dim=(2, 0), norm="forward").imag
torch.fft.ihfftn(x, dim=(1, 0)).stride()
torch.fft.ihfftn(x.transpose(0, 2)).stride()
torch.fft.ihfftn(x.permute(2, 0, 1), s=(3, 3), dim=(0, 2)).stride()
i1 = torch.fft.ihfft2(x, dim=(1,))
i1.is_conj(), i1.stride(), i1.real, i1.resolve_conj().imag, i1.abs()
torch.fft.ihfftn(torch.arange(6).reshape(2, 3)).dtype
torch.view_as_real(torch.fft.ihfftn(x, s=(4, 2), norm="ortho")[0])
torch.fft.hfftn(x, dim=())
torch.fft.ihfftn(x, dim=[])
torch.fft.ihfftn(x, norm="bad")
torch.fft.hfft2(x, norm="Ortho")
torch.fft.hfft2(torch.tensor(1.))
torch.fft.fft2(torch.tensor(1.))
torch.fft.ihfft2(torch.tensor([1., 2.]))
torch.fft.ihfftn(torch.tensor(1.))
torch.fft.hfftn(torch.tensor(1.))
torch.fft.hfft2(x, s=(1,))
torch.fft.hfft2(x, s=(2, 0))
torch.fft.hfftn(x[:, :, :1])
torch.fft.ihfftn(x, dim=(0, 0))
torch.fft.ihfftn(x, dim=3)
torch.fft.ihfftn(z)
torch.fft.ihfft2(z)
torch.fft.ihfftn(x.half())
torch.fft.hfftn(x.half())
torch.fft.ihfftn(torch.zeros(0, 3))
torch.fft.hfftn(torch.zeros(3, 0))
torch.fft.ihfftn(torch.zeros(0, 3, 4), dim=(1, 2)).shape
torch.fft.hfftn([1.0, 2.0])
xg = torch.arange(12.).reshape(3, 4).requires_grad_()
hg = torch.fft.hfftn(xg)
hg.grad_fn.name(), hg.shape
(hg * torch.arange(18.).reshape(3, 6)).sum().backward()
xg.grad
# irfftn and fftn of a transposed operand lay their results out as ATen's passes do
torch.fft.irfftn(x.transpose(0, 2)).stride(), torch.fft.fftn(x.transpose(0, 2)).stride()
torch.fft.rfftn(x.permute(1, 2, 0), dim=(0, 2)).stride(), torch.fft.ifft2(x.transpose(0, 1)).stride()

# nn.ReflectionPad3d / ReplicationPad3d / CircularPad3d, and F.pad of 5-d input
v = torch.arange(36.).reshape(1, 2, 2, 3, 3)
rp = nn.ReflectionPad3d(1)
rp, rp.padding
rp(v)[0, 0, 0]
nn.ReflectionPad3d((1, 0, 2, 1, 1, 0))(v).shape
nn.ReplicationPad3d((1, 2, 0, 1, 2, 0))(v)[0, 1, :, 0]
nn.CircularPad3d((1, 1, 0, 2, 1, 0))(v)[0, 1, 0]
nn.CircularPad3d(1)(v[0]).shape
nn.ReflectionPad3d(1)(v[0]).shape
nn.ReplicationPad3d(2)(v[0, 0]).shape
nn.CircularPad3d(1)(v[0, 0])
nn.CircularPad2d(1)(v)
nn.CircularPad1d(1)(v[0, 0])
nn.ReflectionPad3d(3)(v)
nn.ReflectionPad3d((1, 1))
nn.ReplicationPad3d(1)(torch.zeros(1, 2, 0, 3, 3))
nn.ReplicationPad3d(1)(torch.arange(27).reshape(1, 1, 3, 3, 3))
nn.ReflectionPad3d(1)(torch.arange(27).reshape(1, 1, 3, 3, 3).double()).dtype
nn.CircularPad3d((-1, 0, 0, 1, 0, 0))(v)[0, 0, 0]
type(nn.ReflectionPad3d(1)).__module__, nn.CircularPad3d((1, 2, 3, 4, 5, 6))
vg = v.clone().requires_grad_()
out = [nn.ReflectionPad3d(1)(vg), nn.ReplicationPad3d(1)(vg), nn.CircularPad3d(1)(vg)]
[o.grad_fn.name() for o in out], [o.shape for o in out], [o.stride() for o in out]
(out[0] * torch.arange(out[0].numel()).reshape(out[0].shape)).sum().backward()
vg.grad[0, 0]
vg.grad = None
(out[1] * torch.arange(out[1].numel()).reshape(out[1].shape)).sum().backward()
vg.grad[0, 1]
vg.grad = None
(out[2] * torch.arange(out[2].numel()).reshape(out[2].shape)).sum().backward()
vg.grad[0, 0]
F.pad(vg, (1, 1, 1, 1, 1, 1), mode="reflect").grad_fn.name(), F.pad(vg[0], (0, 1, 1, 0, 1, 1), mode="replicate").grad_fn.name()
F.pad(v.permute(0, 2, 3, 4, 1), (1, 1, 1, 1, 1, 1), mode="reflect").stride()
F.pad(v.to(memory_format=torch.channels_last_3d), (1, 1, 1, 1, 1, 1), mode="replicate").stride()
F.pad(v.to(memory_format=torch.channels_last_3d), (1, 1, 1, 1, 1, 1), mode="circular").stride()

# torch.nn.utils.fusion, the deprecated aliases, convert_conv2d_weight_memory_format
import torch.nn.utils.fusion as fusion
from torch.nn.utils.stateless import functional_call
conv = nn.Conv2d(2, 3, 2)
bn = nn.BatchNorm2d(3)
with torch.no_grad():
    conv.weight.copy_(torch.arange(24.).reshape(3, 2, 2, 2) / 10)
    conv.bias.copy_(torch.tensor([0.5, -0.5, 1.0]))
    bn.running_mean.copy_(torch.tensor([0.1, 0.2, 0.3]))
    bn.running_var.copy_(torch.tensor([1.5, 0.5, 2.0]))
    bn.weight.copy_(torch.tensor([1.0, 2.0, 0.5]))
    bn.bias.copy_(torch.tensor([0.0, 0.1, -0.1]))
fusion.fuse_conv_bn_eval(conv, bn)
conv.eval(), bn.eval()
fused = fusion.fuse_conv_bn_eval(conv, bn)
fused.weight[1], fused.bias, type(fused.weight).__name__, fused.weight.requires_grad
inp = torch.arange(32.).reshape(1, 2, 4, 4) / 8
torch.allclose(fused(inp), bn(conv(inp)), atol=1e-5)
w2, b2 = fusion.fuse_conv_bn_weights(conv.weight, None, bn.running_mean, bn.running_var, bn.eps, None, None)
w2[0, 0], b2
fusion.fuse_conv_bn_weights(conv.weight.transpose(0, 1), conv.bias, bn.running_mean, bn.running_var, 1e-3, bn.weight, bn.bias, transpose=True)[0].shape
lin = nn.Linear(3, 2).eval()
bn1 = nn.BatchNorm1d(2).eval()
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]]))
    lin.bias.copy_(torch.tensor([0.1, 0.2]))
    bn1.running_mean.copy_(torch.tensor([0.5, -0.5]))
    bn1.running_var.copy_(torch.tensor([2.0, 0.25]))
fl = fusion.fuse_linear_bn_eval(lin, bn1)
fl.weight, fl.bias
fusion.fuse_linear_bn_eval(lin, nn.BatchNorm1d(3).eval())
fusion.fuse_linear_bn_weights(lin.weight, None, bn1.running_mean, bn1.running_var, 1e-5, bn1.weight, bn1.bias)
nn.utils.fuse_conv_bn_eval is fusion.fuse_conv_bn_eval, fusion.__all__
lm = nn.Linear(2, 1)
functional_call(lm, {"weight": torch.ones(1, 2), "bias": torch.zeros(1)}, (torch.tensor([[1.0, 2.0]]),))
p = nn.Parameter(torch.tensor([3.0, 4.0]))
p.grad = torch.tensor([3.0, 4.0])
nn.utils.clip_grad_norm([p], 1.0)
p.grad
nn.utils.clip_grad_norm(p, 0.5, norm_type=1)
u = torch.empty(2, 2)
nn.init.uniform(u, 1.0, 1.0)
nn.init.constant(u, 2.5)
nn.init.dirac_(torch.empty(2, 2, 3))
nn.init.eye_(torch.empty(2, 3))
net = nn.Sequential(nn.Conv2d(2, 3, 2), nn.ReLU(), nn.Sequential(nn.ConvTranspose2d(3, 2, 2)), nn.Linear(2, 2))
net = nn.utils.convert_conv2d_weight_memory_format(net, torch.channels_last)
net[0].weight.stride(), net[2][0].weight.stride(), net[3].weight.stride(), net[0].weight.is_contiguous(memory_format=torch.channels_last)
type(net[0].weight).__name__, net[0].weight.requires_grad
c3 = nn.utils.convert_conv3d_weight_memory_format(nn.Conv3d(1, 2, 2), torch.channels_last_3d)
c3.weight.stride()

# ATen's own entry points
t = torch.arange(12.).reshape(2, 2, 3)
o, mu, rs = torch.native_layer_norm(t, [3], None, None, 1e-5)
o, mu, rs
torch.native_layer_norm(t, (2, 3), torch.ones(2, 3) * 2, torch.zeros(2, 3) + 0.5, 1e-3)[0]
tg = t.clone().requires_grad_()
r = torch.native_layer_norm(tg, [3], None, None, 1e-5)
r[0].grad_fn.name(), r[1].grad_fn, r[2].requires_grad
r[0].pow(2).sum().backward()
tg.grad
torch.native_layer_norm(t, [4], None, None, 1e-5)
rm, rv = torch.zeros(2), torch.ones(2)
torch.native_batch_norm(t, None, None, rm, rv, True, 0.1, 1e-5)
rm, rv
torch.native_batch_norm(t, torch.ones(2), torch.zeros(2), rm, rv, False, 0.1, 1e-5)
torch.native_batch_norm(t, None, None, None, None, False, 0.1, 1e-5)
torch.native_batch_norm(t, None, None, None, None, True, 0.1, 1e-5)
torch.native_group_norm(t, None, None, 2, 2, 3, 1, 1e-5)
torch.native_group_norm(t, torch.tensor([1.0, 2.0]), torch.tensor([0.0, 1.0]), 2, 2, 3, 2, 1e-5)[0]
gg = torch.native_group_norm(tg, None, None, 2, 2, 3, 1, 1e-5)
gg[0].grad_fn.name(), gg[1].grad_fn.name()
torch.native_dropout(t, 0.5, False)
torch.native_dropout(t, 0.5, False)[0] is t
nd = torch.native_dropout(tg, 0.3, False)
nd[0].grad_fn.name(), nd[1].dtype, nd[1].requires_grad
torch.native_dropout(t, 0.0, True)
torch.native_dropout(t, 1.0, True)
torch.native_dropout(torch.zeros(0, 2), 0.5, True)
torch.native_norm(t)
torch.nonzero_static(torch.tensor([[0., 1.], [2., 0.]]), size=3)
torch.nonzero_static(torch.tensor([[0., 1.], [2., 0.]]), size=1)
torch.nonzero_static(torch.tensor([[0., 1.], [2., 0.]]), size=0)
torch.nonzero_static(torch.tensor([0, 3, 0, 5]), size=4, fill_value=9)
torch.nonzero_static(torch.tensor(1.), size=2)
torch.nonzero_static(t, size=-1)
xi = torch.arange(6.).reshape(2, 3) / 6
h0 = torch.tensor([[0.1, -0.2], [0.3, 0.0]])
c0 = torch.tensor([[0.5, 0.5], [-0.5, 0.2]])
w_ih = torch.linspace(-1, 1, 24).reshape(8, 3)
w_hh = torch.linspace(1, -1, 16).reshape(8, 2)
torch.lstm_cell(xi, (h0, c0), w_ih, w_hh)
torch.lstm_cell(xi, (h0, c0), w_ih, w_hh, torch.ones(8) * 0.1, torch.zeros(8))
torch.lstm_cell(xi, (h0,), w_ih, w_hh)
torch.gru_cell(xi, h0, w_ih[:6], w_hh[:6])
torch.rnn_tanh_cell(xi, h0, w_ih[:2], w_hh[:2], torch.ones(2), torch.ones(2))
torch.rnn_relu_cell(xi, h0, w_ih[:2], w_hh[:2])
torch.rnn_tanh_cell(xi, h0, w_ih[:2, :2], w_hh[:2])
torch.gru_cell(xi, h0[:1], w_ih[:6], w_hh[:6])
wg = w_ih[:2].clone().requires_grad_()
hy = torch.rnn_tanh_cell(xi, h0, wg, w_hh[:2])
hy.grad_fn.name()
hy.sum().backward()
wg.grad
lp = torch.log_softmax(torch.linspace(-2, 2, 30).reshape(5, 2, 3), 2)
tgt = torch.tensor([[1, 2], [2, 2]])
torch.ctc_loss(lp, tgt, [5, 4], [2, 1])
torch.ctc_loss(lp, tgt, torch.tensor([5, 4]), torch.tensor([2, 1]), 0, 0)
torch.ctc_loss(lp, tgt, [5, 4], [2, 1], 0, 2, True)
cw = torch.arange(24.).reshape(3, 2, 2, 2) / 10
ci = torch.arange(32.).reshape(1, 2, 4, 4) / 8
torch.convolution(ci, cw, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
torch.convolution(ci, cw, torch.ones(3), [2, 2], [1, 1], [1, 1], False, [0, 0], 1).shape
torch.convolution(ci[:, :, 0], cw[:, :, 0], None, [1], [1], [1], False, [0], 1)
torch.convolution(ci, cw.transpose(0, 1), None, [2, 2], [0, 0], [1, 1], True, [1, 1], 1).shape
cg = ci.clone().requires_grad_()
torch.convolution(cg, cw, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1).grad_fn.name()
theta = torch.tensor([[[1.0, 0.2, 0.0], [0.1, 0.9, 0.1]]])
grid = torch.affine_grid_generator(theta, [1, 1, 2, 3], False)
grid
torch.grid_sampler(ci[:, :1], grid, 0, 0, False)
torch.grid_sampler(ci[:, :1], grid, 1, 1, True)
torch.grid_sampler(ci[:, :1], grid, 0, 2, False)
th = theta.clone().requires_grad_()
torch.affine_grid_generator(th, [1, 1, 2, 3], True).grad_fn.name()

# A 0-d bool index is a basic index (Wishart.rsample writes through one, then changes it)
a0 = torch.zeros(2, requires_grad=True)
x0 = a0.clone()
m0 = torch.tensor(True)
x0[m0] = torch.ones(1, 2)
x0.grad_fn.name()
m0.fill_(False)
x0.sum().backward()
a0.grad
