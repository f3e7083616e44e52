# torch.broadcast_shapes is torch._refs._broadcast_shapes: an int is a one-dim shape, None is
# skipped, a negative size that would widen a 1 is a ValueError, and a mismatch names the
# argument as written (tuple, list or torch.Size) against the common shape so far.
# (The docs' Broadcasting note example; probe 13 found the old infer_size message.)
import torch
torch.broadcast_shapes((5, 1, 4, 1), (3, 1, 1))
torch.broadcast_shapes((2,), (3, 1), (1, 1, 1))
torch.broadcast_shapes((2,), (3,))
torch.broadcast_shapes([2, 3], torch.Size([4, 3]))
torch.broadcast_shapes(3, (2,))
torch.broadcast_shapes((2,), (1, 1), 4)
torch.broadcast_shapes((2,), None)
torch.broadcast_shapes()
torch.broadcast_shapes((2,), (-1,))
torch.broadcast_shapes((1,), (-1,))
torch.broadcast_shapes((-1,), (2,))
torch.broadcast_shapes((2,), 2.0)
torch.broadcast_shapes((0,), (1,)), torch.broadcast_shapes((0,), (2, 1))
torch.broadcast_shapes((0,), (2,))
