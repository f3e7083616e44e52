# The data pipeline of the official tutorials: a Dataset, TensorDataset, DataLoader with and
# without shuffling, random_split, and default_collate of tensors, numbers, tuples and dicts.
import torch
from torch.utils.data import DataLoader, Dataset, TensorDataset, random_split

torch.manual_seed(0)
x = torch.arange(20.).reshape(10, 2)
y = torch.arange(10)
ds = TensorDataset(x, y)
len(ds)
ds[3]
ds[2:4]

loader = DataLoader(ds, batch_size=4)
len(loader)
[yb.tolist() for xb, yb in loader]
xb, yb = next(iter(loader))
xb
xb.shape, yb.dtype

shuffled = DataLoader(ds, batch_size=4, shuffle=True)
[yb.tolist() for xb, yb in shuffled]
[yb.tolist() for xb, yb in shuffled]
torch.rand(2)

g = torch.Generator().manual_seed(42)
dropping = DataLoader(ds, batch_size=3, shuffle=True, generator=g, drop_last=True)
len(dropping)
[yb.tolist() for _, yb in dropping]
g.initial_seed()
torch.rand(1)

train, val = random_split(ds, [0.8, 0.2])
len(train), len(val)
val.indices
val[0]
a, b, c = random_split(range(10), [3, 3, 4], generator=torch.Generator().manual_seed(1))
list(a), list(b), list(c)


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return {"x": float(i), "y": i * i, "name": f"s{i}"}


batches = list(DataLoader(Squares(5), batch_size=2))
len(batches)
batches[0]["x"], batches[0]["y"], batches[0]["name"]
batches[-1]["y"]


class Pairs(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.full((2,), float(i)), (i, i % 2 == 0)


xb, (ib, even) = next(iter(DataLoader(Pairs(), batch_size=3)))
xb
ib, even
next(iter(DataLoader(list(range(7)), batch_size=3, shuffle=True)))
list(DataLoader(torch.arange(6), batch_size=None))[:2]

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for epoch in range(2):
    for xb, yb in DataLoader(ds, batch_size=5, shuffle=True):
        loss = ((model(xb).squeeze(1) - yb.float()) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
loss.item()
model.weight

DataLoader(ds, batch_size=2, shuffle=True, sampler=[0, 1])
TensorDataset(torch.zeros(3), torch.zeros(4))
random_split(ds, [3, 3])
