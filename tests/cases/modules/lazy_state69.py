# Lazy modules before their first forward, as d2l's builders chapter uses them: their
# tensors are UninitializedParameter/UninitializedBuffer (type, isinstance, repr), a
# state_dict holds those very tensors, load_state_dict gives them the loaded shapes (the
# module keeps its lazy class until a forward), and a checkpoint saved after a forward
# loads into a fresh lazy model. Loading an uninitialized state into a full module is
# PyTorch's shape error; a missing key is the usual strict error.
import io

import torch
from torch import nn
from torch.nn import functional as F

net = nn.LazyLinear(3)
type(net.weight).__name__
type(net.bias).__name__
str(type(net.weight))
isinstance(net.weight, nn.Parameter), isinstance(net.weight, torch.Tensor)
isinstance(net.weight, nn.parameter.UninitializedParameter)
isinstance(net.weight, nn.UninitializedBuffer)
isinstance(nn.Parameter(torch.ones(1)), nn.UninitializedParameter)
nn.parameter.is_lazy(net.weight), nn.parameter.is_lazy(torch.ones(1))
nn.UninitializedParameter.__name__
repr(nn.UninitializedParameter)
repr(net.weight)
net.weight

sd = net.state_dict()
list(sd.keys())
type(sd["weight"]).__name__
repr(sd["bias"])
sd["weight"] is net.weight
sd_vars = net.state_dict(keep_vars=True)
sd_vars["bias"] is net.bias

net.load_state_dict({"weight": torch.arange(6.0).reshape(3, 2), "bias": torch.ones(3)})
type(net.weight).__name__, type(net).__name__, net.in_features
net.weight
net.bias
net(torch.ones(1, 2))
type(net).__name__

part = nn.LazyLinear(2)
res = part.load_state_dict({"weight": torch.ones(2, 5)}, strict=False)
res.missing_keys, res.unexpected_keys
type(part.weight).__name__, type(part.bias).__name__
part.weight.shape
part.bias.shape

# Conv and norm layers load the same way.
lc = nn.LazyConv2d(4, 3)
list(lc.state_dict().keys())
lc.load_state_dict({"weight": torch.zeros(4, 2, 3, 3), "bias": torch.zeros(4)})
lc.weight.shape, lc.in_channels, type(lc).__name__
bn = nn.LazyBatchNorm1d()
list(bn.state_dict().keys())
type(bn.state_dict()["running_mean"]).__name__
type(bn.state_dict()["num_batches_tracked"]).__name__
bn.load_state_dict({"weight": torch.ones(5), "bias": torch.zeros(5), "running_mean": torch.zeros(5), "running_var": torch.ones(5), "num_batches_tracked": torch.tensor(0)})
bn.running_mean.shape, type(bn.running_var).__name__, type(bn).__name__

# Standalone uninitialized tensors.
u = nn.UninitializedParameter()
type(u).__name__, u.requires_grad
u.shape
u.materialize((2, 3))
type(u).__name__, u.shape, u.requires_grad
b = nn.UninitializedBuffer()
type(b).__name__
repr(b)
b.materialize((4,), dtype=torch.float64)
type(b).__name__, b.dtype, b.shape

# d2l: parameters saved after a forward load into a fresh lazy model.
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.LazyLinear(16)
        self.output = nn.LazyLinear(3)

    def forward(self, x):
        return self.output(F.relu(self.hidden(x)))


torch.manual_seed(0)
mnet = MLP()
Xm = torch.randn(2, 6)
Y = mnet(Xm)
buf = io.BytesIO()
torch.save(mnet.state_dict(), buf)
buf.seek(0)
clone = MLP()
clone.load_state_dict(torch.load(buf))
type(clone.hidden).__name__, clone.hidden.weight.shape
torch.equal(clone(Xm), Y)
type(clone.hidden).__name__
fresh = MLP()
fresh.load_state_dict({k: v for k, v in mnet.state_dict().items() if k != "output.bias"})
type(fresh.output.bias).__name__
nn.Linear(2, 3).load_state_dict(nn.LazyLinear(3).state_dict())

# Parameter's own repr and type.
p = nn.Parameter(torch.tensor([1.0, 2.0]))
repr(p)
str(type(p)), type(p).__name__
nn.Parameter(torch.ones(2), requires_grad=False)
repr(nn.Parameter(torch.ones(2, dtype=torch.float64)))
nn.Parameter([1.0, 2.0])
nn.Parameter(3)

# deepcopy before the first forward copies the uninitialized tensors as such.
import copy

lazy = nn.LazyLinear(2)
twin = copy.deepcopy(lazy)
type(twin.weight).__name__, twin.weight is lazy.weight, twin.weight.requires_grad
twin(torch.ones(1, 3)).shape
type(lazy.weight).__name__

# The other lazy layers.
[n for n in dir(nn) if n.startswith("Lazy")]
c3 = nn.LazyConv3d(2, 1)
c3(torch.ones(1, 3, 2, 2, 2)).shape, c3.weight.shape, type(c3).__name__
ct = nn.LazyConvTranspose2d(2, 3, stride=2)
ct
ct(torch.ones(1, 4, 5, 5)).shape, ct.weight.shape, ct.in_channels
ct1 = nn.LazyConvTranspose1d(3, 2)
ct1(torch.ones(2, 5, 4)).shape, ct1.weight.shape
inn = nn.LazyInstanceNorm2d()
inn
inn(torch.ones(2, 3, 4, 4)).shape, inn.weight.shape, inn.running_mean.shape
inn
bn3 = nn.LazyBatchNorm3d()
bn3(torch.ones(2, 4, 1, 2, 2)).shape, bn3.running_var.shape, type(bn3).__name__
