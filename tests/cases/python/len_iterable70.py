# Found by probe 71: len() of an object that iterates but has no __len__ is CPython's
# TypeError (a DataLoader over such an IterableDataset too), and DataLoader checks its
# worker options as PyTorch's does.
import torch
from torch.utils.data import IterableDataset, DataLoader, TensorDataset
class Counter(IterableDataset):
    def __iter__(self):
        return iter(range(3))
class Plain:
    def __iter__(self):
        return iter([1, 2])
try:
    n = len(Plain())
except TypeError as e:
    n = str(e)
n
try:
    n2 = len(DataLoader(Counter()))
except TypeError as e:
    n2 = str(e)
n2
list(DataLoader(Counter(), batch_size=2))
class Sized(IterableDataset):
    def __iter__(self):
        return iter(range(5))
    def __len__(self):
        return 5
len(DataLoader(Sized(), batch_size=2)), len(DataLoader(Sized(), batch_size=2, drop_last=True))
errs = []
for kw in [dict(prefetch_factor=2), dict(persistent_workers=True), dict(num_workers=-1), dict(timeout=-1)]:
    try:
        DataLoader(TensorDataset(torch.ones(4)), batch_size=2, **kw)
        errs.append(None)
    except ValueError as e:
        errs.append(str(e))
errs
DataLoader(TensorDataset(torch.ones(4))).prefetch_factor
