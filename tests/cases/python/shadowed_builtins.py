# A script's own names that shadow builtins (Karpathy's GPT loop is `for iter in
# range(max_iters)`) must not leak into the library code of nn, optim and DataLoader.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
opt = torch.optim.AdamW(model.parameters(), lr=0.1)
loader = DataLoader(TensorDataset(torch.randn(6, 3), torch.arange(6) % 2), batch_size=3, shuffle=True)
for iter in range(2):
    pass
len = 5
isinstance = None
type = "t"
str = list = range = zip = dict = set = tuple = float = int = next = repr = all = 0
out = model(torch.ones(2, 3))
out
out.sum().backward()
opt.step()
opt.zero_grad()
model[0].weight
sd = model.state_dict()
model.load_state_dict(sd)
names = [n for n, _ in model.named_parameters()]
names
batches = [yb for xb, yb in loader]
batches
nn.utils.clip_grad_norm_(model.parameters(), 1.0)
model
nn.functional.cross_entropy(torch.randn(2, 3), torch.tensor([0, 1]))
iter
len
