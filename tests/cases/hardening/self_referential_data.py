# Self-referential and over-deep nested data given to torch.tensor: errors as PyTorch's, not
# a stack overflow (a mutated numpy case found torch.tensor(a) with a = []; a.append(a)).
a = []
a.append(a)
torch.tensor(a)
torch.as_tensor(a)
b = [1]
b.append(b)
torch.tensor(b)
# (A cycle below the first element, e.g. c = [[1, 2], [3]]; c[1].append(c), crashes
# PyTorch 2.15 itself with a segfault; stridelab raises the TypeError above for it.)
deep = 1
for _ in range(128):
    deep = [deep]
torch.tensor(deep).dim()
torch.tensor([deep])
