import torch
# A 0-d integer tensor indexes like an int (a view that shares storage); a bool, like a
# mask (a copy).
y = torch.arange(6.).view(2, 3)
v = y[torch.tensor(1)]
v
v[0] = 100.
y
y[torch.tensor(-1), torch.tensor(2)]
y[:, torch.tensor(1)]
y[torch.tensor(0, dtype=torch.int32)]
w = y[True]
w
w[0, 0, 0] = -5.
y
y[False]
y[True, 1]
y[None, True]
y[torch.tensor(True)]
y[torch.tensor(False)]
s = torch.tensor(7.)
s[True]
s[None]
y[torch.tensor([1])]
y[torch.tensor(1)] = 9.
y
y[True] = 1.
y
