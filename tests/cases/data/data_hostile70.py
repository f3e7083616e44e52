# Edge inputs for the torch.utils.data names added in stop 71: empty and length-less parts,
# odd worlds for DistributedSampler, collate of empty or mixed batches, and star-imported
# names used straight away.
import collections
import numpy as np
import torch
from torch.utils.data import *


class Gen(IterableDataset):
    def __iter__(self):
        yield from range(2)

list(DistributedSampler(range(0), num_replicas=2, rank=1))
list(DistributedSampler(range(1), num_replicas=3, rank=2, shuffle=False))
list(DistributedSampler(range(1), num_replicas=3, rank=2, shuffle=False, drop_last=True))
len(DistributedSampler(range(7), num_replicas=2, rank=0, drop_last=True))
list(DistributedSampler(range(5), num_replicas=1, rank=0, seed=3))
list(DistributedSampler(['a', 'b', 'c'], num_replicas=2, rank=1, shuffle=False))
DistributedSampler(range(4), num_replicas=2, rank=1.5)
StackDataset(Gen())
StackDataset(torch.ones(2), torch.ones(2))[1]
StackDataset(a=torch.arange(3))[-1]
len(StackDataset(a=[1, 2], b='xy')), StackDataset(a=[1, 2], b='xy')[1]
list(ChainDataset([]))
len(ChainDataset([]))
ChainDataset([Gen()]) + ChainDataset([Gen()])
list(Gen() + Gen()), type(Gen() + Gen()).__name__
default_collate([])
default_collate([np.array([1, 2]), np.array([1.5, 2.5])])
default_collate([np.int64(1), 2])
default_collate([1, np.int64(2)])
default_collate([1.5, 2])
default_collate([{'a': 1}, {'b': 2}])
default_collate([(1, 2), (3, 4, 5)])
default_collate([range(2), range(2)])
default_collate([torch.ones(2), torch.ones(3)])
default_convert([np.array([1]), (np.float32(2),)])
default_convert(range(3)), default_convert('s')
default_collate([np.array([[1, 2]], dtype=np.int16)] * 2).dtype
default_collate([np.uint8(1), np.uint8(2)]).dtype
default_collate([collections.defaultdict(int, a=1), collections.defaultdict(int, a=2)])
DataLoader(Gen(), batch_size=None).collate_fn.__name__, DataLoader(Gen()).collate_fn.__name__
[b for b in DataLoader(ChainDataset([Gen(), Gen()]), batch_size=3)]
iter(DataLoader(range(3))).__next__()
