# An in-place op whose other operand does not broadcast into self reports the shape first,
# as TensorIterator computes shapes before dtypes: a running count updated by a float batch.
import torch
count = torch.tensor(3)
count.pow_(torch.tensor([1., 2.]))
count.add_(torch.tensor([1., 2.]))
count.mul_(torch.tensor([0.5, 2.0]))
count.add_(1.5)
torch.ones(2, 3).sub_(torch.ones(4, 3))
flags = torch.tensor([True, False])
flags.sub_(torch.tensor([True, True, False]))
count.add_(torch.tensor(2))
count
