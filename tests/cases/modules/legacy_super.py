# Tutorial code from the Python 2 era: super(Net, self), deleting submodules and layers.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.fc = nn.Linear(2, 2)
        self.out = nn.Linear(2, 1)

    def forward(self, x):
        return self.out(self.fc(x))


torch.manual_seed(0)
net = Net()
repr(net)
net(torch.ones(1, 2))
del net.out
repr(net)
[name for name, _ in net.named_parameters()]
delattr(net, "fc")
list(net.named_parameters())
seq = nn.Sequential(nn.Linear(1, 1), nn.ReLU(), nn.Tanh())
del seq[1]
repr(seq)
layers = [0, 1, 2, 3, 4, 5]
del layers[1:5:2]
layers
super(3, net)
del net.missing
