# What the 49th reach probe's teaching code needed: the string module (char-RNN
# vocabularies), np.finfo (REINFORCE's eps), torch.utils.data's own submodules, deques as
# data, numpy scalars meeting tensors, bare @torch.no_grad, histogram's default bins, and
# the format spec's 0 flag with an explicit alignment (it was silently ignored).
import collections
import random
import string

import numpy as np
import torch

all_letters = string.ascii_letters + " .,;'"
len(all_letters), all_letters.find("Z"), string.digits, string.punctuation
string.printable[-6:], len(string.whitespace), string.hexdigits, string.octdigits
string.capwords("hello  world of  torch"), string.capwords("a-b-c", "-")

eps = np.finfo(np.float32).eps.item()
eps, str(np.finfo(np.float32).eps), np.finfo(np.float32)
float(np.finfo(float).max), float(np.finfo(np.float64).eps)
str(np.finfo(np.float32).tiny), np.finfo("float32").bits, str(np.finfo(np.float32).resolution)
np.iinfo(np.int32).max, np.iinfo(np.int64), np.iinfo(np.uint8).min, np.iinfo(np.int32).bits
np.finfo(np.int32)
np.iinfo(np.float32)

from torch.utils.data.dataloader import DataLoader, default_collate
from torch.utils.data.sampler import RandomSampler, BatchSampler
from torch.utils.data.dataset import Dataset, TensorDataset

DataLoader, RandomSampler, BatchSampler, Dataset
default_collate([torch.tensor([1, 2]), torch.tensor([3, 4])])

memory = collections.deque([1.0, 2.0, 3.0], maxlen=5)
memory.append(4.0)
torch.tensor(memory)
random.seed(0)
random.sample(memory, 2)
rewards = collections.deque(maxlen=3)
for r in [1.0, 0.5, 2.0, 3.0]:
    rewards.appendleft(r)
torch.tensor(rewards, dtype=torch.float64)

t = torch.tensor([1.0, 2.0])
torch.tensor(np.float32(2.5)), torch.tensor(np.float64(2.5)), torch.tensor(np.int64(3))
np.log(2) - t
np.float32(2.0) * t, t + np.float64(0.5), t / np.float32(4.0)
np.float64(1.5) > t, t ** np.int64(2)

x = torch.tensor([1.0, 2.0], requires_grad=True)


@torch.no_grad
def doubled(v):
    return v * 2


doubled(x).requires_grad


@torch.enable_grad
def squared(v):
    return v * v


with torch.no_grad():
    y = squared(x)
y.requires_grad, y.grad_fn
torch.no_grad(lambda v: v + 1)(x).requires_grad
torch.manual_seed(0)
h = torch.histogram(torch.randn(1000), density=True)
h.hist.shape, h.bin_edges.shape, h.hist.sum()
torch.randn(500).histogram(bins=5)

[f"{3:>03b}", f"{3:<05d}", f"{-3:^07d}", f"{3.5:>08.2f}", f"{7:=05}", f"{'ab':>05}", f"{3:05b}"]
[f"{-3:<06}", f"{3:x>4}", format(5, "0>4"), format(-5, ">+06d"), format(12, ">07,d")]
[format("ab", "05"), format(True, "05"), format(3, "#06x"), format(-3.5, "06"), format(float("inf"), "06"), format(1234, "08,")]
[f"{i:>02d}" for i in range(8, 12)]
"{:>05}|{:^06.1f}|{:<04}".format(42, 2.25, 7)

# Lists of numpy scalars (rewards from an environment): each counts with its own dtype.
torch.tensor([np.float32(1.5), np.float32(2.0)])
torch.tensor([np.float64(1.5), 2.0])
torch.tensor([np.float32(1.5), 2.0])
torch.tensor([np.int64(3), 2.5])
torch.tensor([[np.int32(1), 2], [3, 4]])
torch.tensor([np.bool_(True), False])
torch.tensor((np.float64(0.25), np.float64(0.5)), dtype=torch.float32)
rewards = [np.float32(r) for r in [1.0, 0.0, 1.0]]
torch.tensor(rewards)
torch.tensor([torch.tensor(1.0), np.float64(2.0)])
torch.tensor([np.uint8(200), np.int64(7)])
a = []
a.append(a)
torch.tensor([np.float32(1.0), a])
