# arange fills its buffer value by value (a list of every value first made a uint8 arange
# of 2**31 elements ask for 32 GB and abort; 2**28 here, within the browser's 1 GiB); meta
# aranges are shapes.
import torch
a = torch.arange(2**28 - 1, dtype=torch.uint8, device='cpu')
a.shape, a.device.type
a[-3:]
a[255:258]
m = torch.arange(2**28 + 1, device='meta')
m.shape
m.dtype
torch.arange(0., 2**28 + 1, 0.5, device='meta').shape
torch.arange(5, device='meta').is_meta
torch.arange(0, 300, 50, dtype=torch.int8)
torch.arange(0., 1.05, 0.05)[9].item()
torch.arange(0, 2.5, 0.5, dtype=torch.int64)
torch.arange(10, dtype=torch.float16)
torch.arange(-3, 4, 2, dtype=torch.int16)
