# nn.Sequential the way tutorials use it: a classifier built from layers, a feature extractor
# sliced off it (child names keep their indices), layers named by an OrderedDict, and the
# list-like editing methods (append, insert, extend, item assignment, pop renumbers).
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
model = nn.Sequential(
    nn.Linear(4, 8),
    nn.ReLU(),
    nn.Linear(8, 8),
    nn.Tanh(),
    nn.Linear(8, 3),
)
repr(model)
len(model)
repr(model[0])
repr(model[-1])
type(model[1]).__name__
[type(layer).__name__ for layer in model]

features = model[:4]
repr(features)
repr(model[1:3])
repr(model[::2])
features[0] is model[0]
x = torch.randn(2, 4)
features(x)
model(x)
torch.equal(model[4](features(x)), model(x))

named = nn.Sequential(OrderedDict([
    ("fc1", nn.Linear(2, 3)),
    ("act", nn.ReLU()),
    ("fc2", nn.Linear(3, 1)),
]))
repr(named)
repr(named.fc1)
named[0] is named.fc1
repr(named[1:])
[name for name, _ in named.named_parameters()]
named(torch.ones(2, 2)).shape

seq = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
repr(seq.append(nn.Sigmoid()))
repr(seq.insert(1, nn.Tanh()))
repr(seq.insert(-1, nn.GELU()))
repr(seq.extend([nn.Identity(), nn.Dropout(0.1)]))
seq[1] = nn.LeakyReLU(0.2)
repr(seq)
repr(seq.pop(1))
repr(seq)
len(seq)
repr(named.pop(0))
repr(named)
repr(nn.Sequential(nn.ReLU()) + nn.Sequential(nn.Tanh(), nn.Sigmoid()))
repr(nn.Sequential(nn.ReLU(), nn.Tanh()) * 2)
repr(nn.Sequential())
nn.Sequential()(torch.ones(2))

model[5]
model[-6]
model["0"]
seq.insert(10, nn.ReLU())
nn.Sequential(nn.ReLU()) + nn.ModuleList()
nn.Sequential(nn.ReLU()) * 0
