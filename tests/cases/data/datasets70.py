# The rest of torch.utils.data a single-process pipeline uses: ChainDataset and StackDataset,
# get_worker_info, DistributedSampler with an explicit world (padding, drop_last, seeded
# shuffles per epoch), and the loader's iterator type.
import torch
import torch.utils.data as tud
from torch.utils.data import (ChainDataset, DataLoader, Dataset, DistributedSampler,
                              IterableDataset, StackDataset, TensorDataset, get_worker_info)


class Stream(IterableDataset):
    def __init__(self, start, n):
        self.start, self.n = start, n

    def __iter__(self):
        return iter(range(self.start, self.start + self.n))

    def __len__(self):
        return self.n


class NoLen(IterableDataset):
    def __iter__(self):
        yield 100


class Squares(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return i * i

chain = ChainDataset([Stream(0, 3), Stream(10, 2)])
list(chain)
len(chain)
[b.tolist() for b in DataLoader(chain, batch_size=2)]
list(ChainDataset([Stream(0, 1), NoLen()]))
len(ChainDataset([Stream(0, 1), NoLen()]))
list(ChainDataset([Stream(0, 1), Squares()]))
len(ChainDataset([Squares()]))
isinstance(chain, IterableDataset), type(chain).__module__

x = torch.arange(8.).reshape(4, 2)
pairs = StackDataset(TensorDataset(x), Squares())
len(pairs)
pairs[2]
named = StackDataset(feat=x, sq=Squares())
named[1]
named.__getitems__([0, 3])
pairs.__getitems__([1, 2])
batch = next(iter(DataLoader(named, batch_size=3)))
batch['feat'], batch['sq']
StackDataset(x, feat=x)
StackDataset(x, torch.ones(3))
StackDataset(a=x, b=torch.ones(2))
StackDataset()
type(named.datasets).__name__, type(pairs.datasets).__name__


class Batched(Dataset):
    def __init__(self):
        self.asked = []

    def __len__(self):
        return 4

    def __getitem__(self, i):
        return i

    def __getitems__(self, idx):
        self.asked.append(list(idx))
        return [10 * i for i in idx]

bd = Batched()
StackDataset(bd, Squares()).__getitems__([1, 2]), bd.asked
[b.tolist() for b in DataLoader(bd, batch_size=3)], bd.asked[-2:]
StackDataset(bd).__getitems__.__name__

get_worker_info() is None
seen = []
loader = DataLoader(Squares(), batch_size=2, worker_init_fn=lambda wid: seen.append(wid))
[b.tolist() for b in loader], seen, get_worker_info()


def collate_peek(batch):
    return (get_worker_info(), batch)

next(iter(DataLoader(Squares(), batch_size=2, collate_fn=collate_peek)))

it = iter(DataLoader(torch.arange(4), batch_size=2))
type(it).__name__, type(it).__module__, type(it).__qualname__
repr(it).startswith('<torch.utils.data.dataloader._SingleProcessDataLoaderIter object at 0x')
len(it), next(it).tolist()
isinstance(it, tud.dataloader._BaseDataLoaderIter)
tud._DatasetKind.Map, tud._DatasetKind.Iterable

list(DistributedSampler(range(10), num_replicas=3, rank=0, shuffle=False))
list(DistributedSampler(range(10), num_replicas=3, rank=2, shuffle=False))
list(DistributedSampler(range(10), num_replicas=3, rank=2, shuffle=False, drop_last=True))
list(DistributedSampler(range(2), num_replicas=5, rank=4, shuffle=False))
ds = DistributedSampler(range(10), num_replicas=4, rank=1, seed=7)
ds.num_samples, ds.total_size, len(ds), ds.epoch, ds.seed, ds.shuffle, ds.drop_last
list(ds), list(ds)
ds.set_epoch(3)
list(ds), ds.epoch
[list(DistributedSampler(range(10), num_replicas=4, rank=r, seed=7)) for r in range(4)]
[yb.tolist() for yb in DataLoader(torch.arange(10) * 10, batch_size=2,
                                  sampler=DistributedSampler(range(10), num_replicas=2, rank=1))]
torch.rand(1)
DistributedSampler(range(4), num_replicas=2, rank=2)
DistributedSampler(range(4), num_replicas=2, rank=-1)
DistributedSampler(range(4))
DistributedSampler(range(4), num_replicas=2)
DistributedSampler(range(4), rank=0)
DistributedSampler(range(4), num_replicas=0, rank=0)
type(DistributedSampler(range(4), 2, 0)).__module__, isinstance(ds, tud.Sampler)

[n for n in tud.__all__ if not hasattr(tud, n)]
[n for n in ['ChainDataset', 'StackDataset', 'DistributedSampler', 'get_worker_info', 'default_convert', '_DatasetKind'] if n not in dir(tud)]
tud.distributed.DistributedSampler is DistributedSampler, tud.dataset.StackDataset is StackDataset
from torch.utils.data.distributed import DistributedSampler as DS2
DS2 is DistributedSampler
