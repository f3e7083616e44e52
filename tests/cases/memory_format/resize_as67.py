# resize_as_ with memory_format=torch.preserve_format takes the template's suggested
# format (PyTorch's test_memory_format_resize_as); resize_ itself refuses preserve_format.
import torch

xc = torch.zeros(10, 3, 32, 32).contiguous(memory_format=torch.channels_last)
flat = torch.zeros(xc.numel())
flat.resize_as_(xc, memory_format=torch.preserve_format)
flat.stride()
flat.is_contiguous(memory_format=torch.channels_last)
x3 = torch.zeros(3, 10, 3, 32, 32).contiguous(memory_format=torch.channels_last_3d)
flat3 = torch.zeros(x3.numel())
flat3.resize_as_(x3, memory_format=torch.preserve_format)
flat3.stride()
t = torch.zeros(2, 3, 4).transpose(0, 2)
f = torch.zeros(24)
f.resize_as_(t, memory_format=torch.preserve_format).stride()
g = torch.zeros(120)
g.resize_as_(torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)).stride()
h = torch.zeros(120)
h.resize_as_(xc[:1, :, :4, :10], memory_format=torch.channels_last).stride()
try:
    torch.zeros(4).resize_(2, 2, memory_format=torch.preserve_format)
except RuntimeError as e:
    str(e)
