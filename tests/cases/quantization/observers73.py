# Observers and fake-quantize modules as eager-mode QAT lessons use them: calibrate a range,
# read scale and zero point, wrap a weight in FakeQuantize, train through it.
import torch
import torch.nn as nn
from torch.ao.quantization import (
    MinMaxObserver,
    MovingAverageMinMaxObserver,
    PerChannelMinMaxObserver,
    MovingAveragePerChannelMinMaxObserver,
    FakeQuantize,
    FusedMovingAvgObsFakeQuantize,
    QConfig,
    QuantStub,
    DeQuantStub,
    default_fake_quant,
    default_weight_fake_quant,
    default_per_channel_weight_fake_quant,
    get_default_qat_qconfig,
)
import torch.ao.quantization as tq

# Data in sixteenths (exact on every device, whose random streams differ).
x = ((torch.arange(24.0) * 41) % 89 - 44).reshape(4, 6) / 16

torch.per_tensor_affine
torch.per_channel_symmetric
torch.quint8
torch.qint8
torch.quint8 == torch.quint8, torch.quint8 == torch.qint8, torch.quint8 == torch.uint8
torch.qint32.itemsize, torch.quint8.is_floating_point

obs = MinMaxObserver(dtype=torch.quint8, qscheme=torch.per_tensor_affine)
repr(obs)
obs(x).shape
obs.min_val, obs.max_val
obs.calculate_qparams()
obs(x * 2)
obs.calculate_qparams()
repr(obs)
obs.quant_min, obs.quant_max, obs.dtype, obs.qscheme
sym = MinMaxObserver(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)
sym(x)
sym.calculate_qparams()
sym_u8 = MinMaxObserver(dtype=torch.quint8, qscheme=torch.per_tensor_symmetric)
sym_u8(x)
sym_u8.calculate_qparams()
custom = MinMaxObserver(quant_min=0, quant_max=15)
custom(x)
custom.calculate_qparams()
fresh = MinMaxObserver()
fresh.calculate_qparams()

ma = MovingAverageMinMaxObserver(averaging_constant=0.5)
for k in range(3):
    ma(x * (k + 1))
ma.min_val, ma.max_val
ma.calculate_qparams()

pc = PerChannelMinMaxObserver(ch_axis=0, dtype=torch.qint8, qscheme=torch.per_channel_symmetric)
pc(x)
pc.calculate_qparams()
pc1 = PerChannelMinMaxObserver(ch_axis=1)
pc1(x)
pc1.calculate_qparams()
mapc = MovingAveragePerChannelMinMaxObserver(averaging_constant=0.25, ch_axis=0, dtype=torch.qint8, qscheme=torch.per_channel_symmetric)
mapc(x)
mapc(x.flip(0))
mapc.min_val, mapc.max_val
mapc.calculate_qparams()
fq_obs = PerChannelMinMaxObserver(ch_axis=0, qscheme=torch.per_channel_affine_float_qparams)
fq_obs(x)
fq_obs.calculate_qparams()
try:
    MinMaxObserver(qscheme=torch.per_channel_affine)
except NotImplementedError as e:
    str(e)
try:
    MinMaxObserver(quant_min=1, quant_max=10)
except AssertionError as e:
    str(e)

# Module reprs show their buffers, which print their device: these are built on the CPU.
with torch.device("cpu"):
    reprs = [
        repr(FakeQuantize()),
        repr(default_fake_quant()),
        repr(get_default_qat_qconfig("x86").activation()),
        repr(get_default_qat_qconfig("fbgemm").weight()),
    ]
reprs[0]
reprs[1]
reprs[2]
reprs[3]
fq = FakeQuantize()
w = x.clone().requires_grad_()
y = fq(w)
y[0]
y.grad_fn
fq.scale, fq.zero_point
y.sum().backward()
w.grad.sum()
fq.disable_observer()
fq(x * 10).abs().max()
fq.disable_fake_quant()
torch.equal(fq(x), x)
fq.enable_fake_quant()
fq.fake_quant_enabled, fq.observer_enabled

act = default_fake_quant()
act(x)[1]
wt = default_weight_fake_quant()
wt(x)[2]
wt.scale, wt.zero_point
pcw = default_per_channel_weight_fake_quant()
pcw(x)[3]
pcw.scale, pcw.zero_point

qc = get_default_qat_qconfig("x86")
repr(qc)
fused_act = qc.activation()
fused_act(x)[0]
fused_act(x * 0.5)[0]
fused_act.scale, fused_act.zero_point
fused_w = qc.weight()
fused_w(x)[1]
fused_w.scale, fused_w.zero_point
qn = get_default_qat_qconfig("qnnpack")
qn.weight().qscheme
repr(tq.default_qconfig)
repr(tq.default_qat_qconfig)
try:
    get_default_qat_qconfig("arm")
except AssertionError as e:
    str(e)
try:
    QConfig(activation=MinMaxObserver(), weight=MinMaxObserver)
except ValueError as e:
    str(e)


class QATNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.quant = QuantStub()
        self.fc = nn.Linear(6, 3)
        self.wfq = default_weight_fake_quant()
        self.afq = default_fake_quant()
        self.dequant = DeQuantStub()

    def forward(self, t):
        t = self.quant(t)
        w = self.wfq(self.fc.weight)
        t = nn.functional.linear(t, w, self.fc.bias)
        return self.dequant(self.afq(t))


torch.manual_seed(7)
net = QATNet()
with torch.no_grad():
    net.fc.weight.copy_(((torch.arange(18.0) * 7) % 19 - 9).reshape(3, 6) / 32)
    net.fc.bias.copy_(torch.tensor([0.25, -0.5, 0.125]))
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = net(x).pow(2).mean()
    loss.backward()
    opt.step()
loss
net.fc.weight.grad
net.wfq.scale, net.afq.scale, net.afq.zero_point
[type(m).__name__ for m in net.modules()]
net.apply(tq.disable_observer)
net.wfq.observer_enabled, net.afq.observer_enabled

torch.backends.quantized.engine
torch.backends.quantized.supported_engines
torch.backends.quantized.engine = "qnnpack"
torch.backends.quantized.engine
try:
    torch.backends.quantized.engine = "arm"
except RuntimeError as e:
    str(e)
torch.backends.quantized.engine = "x86"
