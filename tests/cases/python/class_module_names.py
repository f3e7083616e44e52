# What a learner sees printing a model's parts and their types: PyTorch's module paths
# (torch.nn.modules.linear.Linear), a script's own classes under __main__.
import torch
import torch.nn as nn
import collections
import functools
import sys
from dataclasses import dataclass

__name__ = "__main__"  # as `python script.py` runs it (the oracle runs scripts without one)
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Dropout(0.1), nn.Linear(3, 2))
[type(layer) for layer in model]
[type(m).__module__ for m in model.modules()]
type(model)
type(model).__module__
nn.Linear.__module__, nn.Linear.__qualname__, nn.Linear.__name__
nn.Module
nn.CrossEntropyLoss, nn.MSELoss, nn.BCEWithLogitsLoss
nn.Conv2d, nn.MaxPool2d, nn.BatchNorm2d, nn.LayerNorm, nn.Embedding
nn.LSTM, nn.GRU, nn.RNN, nn.LSTMCell
nn.MultiheadAttention, nn.TransformerEncoderLayer, nn.Transformer
nn.ModuleList, nn.ModuleDict, nn.ParameterList
nn.Upsample, nn.Unfold, nn.ReflectionPad2d, nn.PixelShuffle, nn.CosineSimilarity
torch.optim.lr_scheduler.StepLR, torch.optim.lr_scheduler.OneCycleLR
torch.utils.data.DataLoader, torch.utils.data.TensorDataset, torch.utils.data.RandomSampler
torch.distributions.Normal, torch.distributions.Categorical
str(torch.autograd.Function), torch.optim.Optimizer
int.__module__, torch.Tensor.__module__, torch.Size.__module__
nn.Parameter.__module__, torch.optim.SGD.__module__, torch.optim.Adam.__module__

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)

    class Config:
        width = 2

net = Net()
type(net), Net.__module__, net.__module__
Net.Config, Net.Config().__class__.__module__
repr(Net.Config())[:27]
list(vars(Net))[:3]

def helper():
    return 1

helper.__module__
Point = collections.namedtuple("Point", "x y")
Point, Point.__module__, Point(1, 2)
functools.lru_cache(maxsize=None)(helper).cache_info()
type(sys.version_info)
Dyn = type("Dyn", (), {"a": 1})
Dyn, Dyn.__module__

@dataclass
class Cfg:
    n: int = 1

Cfg, Cfg(), Cfg.__module__

class MyError(ValueError):
    pass

MyError, MyError.__module__, repr(MyError("bad"))

class Tagged:
    __module__ = "mylib.layers"

Tagged, repr(Tagged())[:31]

def attribute_error(module, name):
    try:
        getattr(module, name)
    except AttributeError as e:
        return str(e)

attribute_error(collections, "NotThere")
attribute_error(torch.utils.data, "NotThere")
attribute_error(torch.optim.lr_scheduler, "NoSuchScheduler")
