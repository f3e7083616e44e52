# torch.bincount as label-counting code uses it: counts, weights (float32 sums in float32,
# anything else in float64), minlength, the empty input, and PyTorch's refusals.
import torch
x = torch.tensor([1, 1, 3, 0])
torch.bincount(x)
x.bincount(minlength=7)
x.bincount(torch.tensor([0.5, 1., 2., 3.]))
x.bincount(torch.tensor([0.5, 1., 2., 3.], dtype=torch.float64))
x.bincount(torch.tensor([1, 2, 3, 4]))
x.bincount(torch.tensor([True, False, True, True]))
x.bincount(torch.tensor([0.5, 1., 2.]))
torch.tensor([-1, 2]).bincount()
torch.tensor([1., 2]).bincount()
torch.tensor([[1, 2]]).bincount()
torch.tensor([], dtype=torch.long).bincount(minlength=3)
torch.tensor([], dtype=torch.long).bincount(torch.tensor([]), minlength=3)
x.bincount(minlength=-1)
torch.tensor([2**40]).bincount()
torch.tensor([1, 2], dtype=torch.uint8).bincount()
w = torch.tensor([1., 2.], requires_grad=True)
o = torch.tensor([1, 2], dtype=torch.int32).bincount(w)
o
try:
    o.sum().backward()
except RuntimeError as e:
    err = str(e)
err
torch.tensor([True, False]).bincount()
torch.tensor(3).bincount()
x.bincount(torch.tensor([[0.5, 1.], [2., 3.]]))
torch.bincount(torch.tensor([0, 0, 0, 0]), torch.tensor([0.1, 0.2, 0.3, 1e8]))
torch.bincount(torch.arange(1000) * 7 % 5, minlength=8)
labels = torch.tensor([2, 0, 1, 2, 2, 1])
counts = torch.bincount(labels, minlength=4)
counts, counts.float() / counts.sum()
