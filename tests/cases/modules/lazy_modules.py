import torch
from torch import nn

# d2l, "Lazy Initialization": shapes are known only after the first forward.
torch.manual_seed(0)
net = nn.Sequential(nn.LazyLinear(256), nn.ReLU(), nn.LazyLinear(10))
net
net[0].weight.shape
net[0].has_uninitialized_params()
len(list(net.parameters()))
X = torch.rand(2, 20)
net(X).shape
net[0].weight.shape
net
type(net[0]) == nn.Linear
type(net[0]).__name__
isinstance(net[2], nn.Linear)
net[0].has_uninitialized_params()
net[2].bias[:3]
net[0].weight[0, :4]

# d2l, "Parameter Management": state_dict, named parameters, init through apply.
net = nn.Sequential(nn.LazyLinear(8), nn.ReLU(), nn.LazyLinear(1))
X = torch.rand(size=(2, 4))
net(X).shape
net[2].state_dict()
net[2].bias.data
net[2].weight.grad == None
[(name, param.shape) for name, param in net.named_parameters()]

def init_normal(module):
    if type(module) == nn.Linear:
        nn.init.normal_(module.weight, mean=0, std=0.01)
        nn.init.zeros_(module.bias)

net.apply(init_normal)
net[0].weight.data[0]
net[0].bias.data[0]

def init_constant(module):
    if type(module) == nn.Linear:
        nn.init.constant_(module.weight, 1)
        nn.init.zeros_(module.bias)

net.apply(init_constant)
net[0].weight.data[0]
net(X)

# d2l makes its optimizer before the first forward: the lazy parameters are the ones trained.
torch.manual_seed(1)
model = nn.Sequential(nn.LazyLinear(4), nn.ReLU(), nn.LazyLinear(1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
Xb = torch.randn(16, 3)
yb = Xb.sum(1, keepdim=True)
for _ in range(5):
    loss = ((model(Xb) - yb) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
loss
model[0].weight
opt.param_groups[0]['params'][0] is model[0].weight

# Lazy convolutions and batch norm (d2l's LeNet, BatchNorm and ResNet chapters).
torch.manual_seed(0)
lenet = nn.Sequential(
    nn.LazyConv2d(6, kernel_size=5, padding=2), nn.Sigmoid(),
    nn.AvgPool2d(kernel_size=2, stride=2),
    nn.LazyConv2d(16, kernel_size=5), nn.Sigmoid(),
    nn.AvgPool2d(kernel_size=2, stride=2),
    nn.Flatten(),
    nn.LazyLinear(120), nn.Sigmoid(),
    nn.LazyLinear(84), nn.Sigmoid(),
    nn.LazyLinear(10))
lenet[0]
Xc = torch.randn(1, 1, 28, 28)
for layer in lenet:
    Xc = layer(Xc)
    (layer.__class__.__name__, tuple(Xc.shape))
lenet[0]
lenet[3].weight.shape
lenet[9].weight.shape
lenet(torch.randn(2, 1, 28, 28))[0, :3]
bn_net = nn.Sequential(nn.LazyConv2d(4, kernel_size=3, padding=1), nn.LazyBatchNorm2d(), nn.ReLU(),
                       nn.Flatten(), nn.LazyLinear(3), nn.LazyBatchNorm1d())
bn_net[1]
out = bn_net(torch.randn(4, 2, 5, 5))
out.shape
bn_net[1]
bn_net[1].running_mean
bn_net[1].num_batches_tracked
bn_net[5].running_var
bn_net[5].weight
lc1 = nn.LazyConv1d(3, 2)
lc1(torch.randn(2, 4, 6)).shape
lc1
lc1.weight.shape
nn.LazyConv2d(4, 3)(torch.randn(2, 3))
g = nn.LazyConv2d(4, 3, groups=2)
g(torch.randn(1, 3, 5, 5))
nn.LazyLinear(3, bias=False)(torch.ones(2, 5)).shape
