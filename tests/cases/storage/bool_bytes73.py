# Bool tensors are bytes: one byte per element, read as "byte != 0". A mask can be viewed
# as uint8 (or int8) to count or pack it, and bytes can be viewed as a mask, both sharing
# memory. Views between dtypes live on the CPU in stridelab, so the tensors are made there.
import torch
torch.set_default_device('cpu')
mask = torch.tensor([True, False, True, True])
mask.view(torch.uint8)
mask.view(torch.int8)
mask.view(torch.uint8).sum()
torch.tensor([1, 0, 1], dtype=torch.uint8).view(torch.bool)
torch.tensor([1, 0, -1], dtype=torch.int8).view(torch.bool)
# The view shares the memory: a write through the bool view shows in the bytes.
u = torch.zeros(4, dtype=torch.uint8)
b = u.view(torch.bool)
b[1] = True
b[3] = True
u
b.data_ptr() == u.data_ptr(), b.untyped_storage().data_ptr() == u.untyped_storage().data_ptr()
# Bytes other than 0 and 1 read as True everywhere PyTorch reads a bool.
raw = torch.tensor([0, 1, 2, 255], dtype=torch.uint8)
flags = raw.view(torch.bool)
flags
flags == True
flags == torch.ones(4, dtype=torch.bool)
flags.sum(), flags.any(), flags.all(), flags.count_nonzero()
flags.tolist()
flags[2], flags[2].item(), bool(flags[3])
~flags
flags & torch.tensor([True, True, False, True])
flags | False
flags ^ torch.ones(4, dtype=torch.bool)
flags.logical_not(), flags.logical_and(flags), flags.logical_or(torch.zeros(4, dtype=torch.bool))
flags.to(int), flags.int(), flags.float(), flags.to(torch.uint8), flags.to(torch.int8)
flags.nonzero()
raw[flags]
torch.where(flags, 10, -10)
flags.max(), flags.min()
# A copy is made of 0s and 1s; the view itself still shows the raw bytes.
flags.clone().view(torch.uint8)
flags.contiguous().view(torch.uint8)
(~flags).view(torch.uint8)
raw
# Packing eight flags into one byte and back, a common bit trick.
bits = torch.tensor([1, 0, 1, 1, 0, 0, 0, 1], dtype=torch.uint8).view(torch.bool)
weights = 2 ** torch.arange(8)
packed = (bits.to(torch.int64) * weights).sum()
packed
((packed >> torch.arange(8)) & 1).to(torch.uint8).view(torch.bool)
# A bool view of a 2-D byte tensor and of a slice keeps shape, strides and offset.
grid = torch.tensor([[0, 3], [7, 0]], dtype=torch.uint8)
grid.view(torch.bool)
grid.view(torch.bool).stride(), grid[1].view(torch.bool).storage_offset()
grid.t().view(torch.bool)
