# default_collate and default_convert over what real datasets return: NumPy arrays and
# scalars, strings and bytes, namedtuples, nested and ordered dicts, lists of lists, and
# the DataLoader batches built from them.
import collections
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, default_collate, default_convert

default_collate([np.array([1, 2]), np.array([3, 4])])
default_collate([np.array([1.5, 2.0], dtype=np.float32), np.array([3.0, 4.0], dtype=np.float32)])
default_collate([np.zeros((2, 2)), np.ones((2, 2))]).dtype
default_collate([np.int64(1), np.int64(2)])
default_collate([np.int32(1), np.int32(2)])
default_collate([np.float64(0.5), np.float64(1.5)])
default_collate([np.float32(0.5), np.float32(1.5)])
default_collate([np.bool_(True), np.bool_(False)])
default_collate([np.array(3), np.array(4)])
default_collate([True, False]), default_collate([1, 2]), default_collate([1.5, 2.5])
default_collate(['a', 'b']), default_collate([b'x', b'y'])
default_collate([np.array(['a']), np.array(['b'])])
default_collate([object(), object()])

Point = collections.namedtuple('Point', ['x', 'y'])
p = default_collate([Point(1, np.float64(2.0)), Point(3, np.float64(4.0))])
type(p).__name__, p.x, p.y
default_collate([{'a': {'b': np.array([1]), 'c': 'u'}, 'd': 1.0},
                 {'a': {'b': np.array([2]), 'c': 'v'}, 'd': 2.0}])
od = default_collate([collections.OrderedDict(k=1), collections.OrderedDict(k=2)])
type(od).__name__, od['k']
default_collate([[1, 2.0], [3, 4.0]])
default_collate([(torch.ones(2), 1, 'x'), (torch.zeros(2), 2, 'y')])
default_collate([[1, 2], [3]])
default_collate([torch.tensor(1.0), torch.tensor(2.0)])

default_convert(np.array([0, 1]))
default_convert(np.float64(1.5)), default_convert(np.int64(7))
default_convert(0), default_convert('s'), default_convert(b'b')
default_convert((np.array(1), 2))
default_convert([np.array([1.0]), 'k'])
pc = default_convert(Point(np.array(0), np.array(1)))
type(pc).__name__, pc.x, pc.y
default_convert({'m': np.array([2, 3]), 'n': [np.int64(4)]})
default_convert(np.array(['a', 'b']))
type(default_convert(collections.OrderedDict(z=np.array([1])))).__name__
default_convert(torch.ones(2))


class Records(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {'image': np.full((2, 2), i, dtype=np.float32), 'label': np.int64(i % 2),
                'id': f'r{i}', 'weight': np.float64(i / 2)}

batches = list(DataLoader(Records(), batch_size=2))
len(batches), sorted(batches[0])
batches[0]['image']
batches[0]['label'], batches[0]['id'], batches[0]['weight']
batches[-1]['label'], batches[-1]['id']
unbatched = list(DataLoader(Records(), batch_size=None))
unbatched[1]['image'], unbatched[1]['label'], unbatched[1]['id']
type(unbatched[1]['weight']).__name__, unbatched[1]['weight']


class Arrays(Dataset):
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return np.arange(3) + i, np.int64(i)

[(xb.tolist(), yb.tolist()) for xb, yb in DataLoader(Arrays(), batch_size=2)]
