# Hostile inputs to the Python machinery added for issue 15, and a panic the fuzzer found:
# size(0) of a 0-d tensor indexed out of bounds (PyTorch: IndexError).
import torch
from torch.utils.data import DataLoader, TensorDataset
from torch.optim import lr_scheduler
from torch.autograd.functional import jacobian
torch.tensor(3.).size(0)
torch.tensor(3.).size(-1)
{[1]}
set([[1]])
{1, 2} | [3]
frozenset([1]).add
DataLoader(list(range(3)), batch_size=0)
DataLoader(list(range(3)), batch_size=-1)
DataLoader(list(range(3)), num_workers=-1)
len(DataLoader([], batch_size=2))
list(DataLoader([], batch_size=2))
ds = TensorDataset(torch.zeros(0, 3))
len(ds), list(DataLoader(ds, batch_size=2))
list(DataLoader(TensorDataset(torch.arange(3)), batch_size=2, drop_last=True))
opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1)
lr_scheduler.StepLR(opt, step_size=0).get_last_lr()
s = lr_scheduler.CosineAnnealingLR(opt, T_max=0)
lr_scheduler.LambdaLR(opt, lr_lambda=[lambda e: 1, lambda e: 2])
lr_scheduler.MultiStepLR(opt, milestones=[]).get_last_lr()
class Id(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x
    @staticmethod
    def backward(ctx, g):
        return g
z = torch.tensor(2., requires_grad=True)
y = Id.apply(z)
y is z, y.requires_grad, y.grad_fn.name()
y.backward()
z.grad
e = torch.zeros(0, requires_grad=True)
Id.apply(e).sum().backward()
e.grad
jacobian(lambda t: t * 2, torch.zeros(0))
jacobian(lambda t: t.sum(), torch.tensor(3.))
w = torch.tensor(1., requires_grad=True)
w.register_hook(lambda g: None)
(w * 3).backward()
w.grad
def gen():
    yield
list(gen())
next(iter([]), None)
next([])
zip(1, [2])
list(map(None, [1]))
sorted([3, 1], key=1)
import collections
collections.Counter(5)
collections.deque([1], maxlen=-1)
collections.namedtuple("P", "x _y")
"".rfind("", 2**70)
"abc".zfill(-5)
import itertools
list(itertools.islice([1, 2], -1))
list(itertools.combinations([1, 2], -1))
list(itertools.product([1, 2], repeat=-1))
itertools.islice([1], -1)
itertools.islice([1], -1, 2)
itertools.islice([1], 0, 2, 0)
itertools.combinations([1], -1)
itertools.permutations([1], -2)
torch.tensor(3.).stride(0)
