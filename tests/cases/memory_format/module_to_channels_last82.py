# The performance tuning guide's channels_last recipe: model.to(memory_format=...) lays out
# every 4-d parameter in NHWC (module.py's convert_to_format), so a conv then returns
# channels_last output; and `device == 'cpu'` is False in PyTorch (a torch.device is not
# compared with a str), which flips the branch of code that tests it.
import torch
import torch.nn as nn
torch.manual_seed(0)
device = torch.device('cpu')
'gpu path' if device == 'cuda' else 'cpu path'
device == 'cpu', 'cpu' == device, device != 'cpu'
c = torch.zeros(1, device='cpu')
c.device == 'cpu', c.device.type == 'cpu'
{torch.device('cpu'): 1}.get('cpu')
model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU(), nn.Conv2d(8, 4, 1), nn.Flatten(), nn.Linear(16, 2))
w_before = model[0].weight
m = model.to(memory_format=torch.channels_last)
m is model, model[0].weight is w_before
model[0].weight.stride(), model[0].weight.is_contiguous(memory_format=torch.channels_last)
model[0].bias.stride(), model[1].weight.stride(), model[3].weight.stride(), model[5].weight.stride()
x = torch.rand(2, 3, 4, 4).to(memory_format=torch.channels_last)
h = model[1](model[0](x))
h.stride()
model[0](torch.rand(1, 3, 6, 6)).stride()
out = model(x)
out.shape, out.stride()
out.sum().backward()
model[0].weight.grad.stride()
conv = nn.Conv2d(3, 8, 3).to(torch.float64, memory_format=torch.channels_last)
conv.weight.stride(), conv.weight.dtype
conv.to(memory_format=torch.contiguous_format).weight.stride()
nn.Conv3d(2, 2, 2).to(memory_format=torch.channels_last_3d).weight.stride()
nn.Conv3d(2, 2, 2).to(memory_format=torch.channels_last)
nn.Conv2d(2, 2, 2).to(memory_format=torch.channels_last_3d)
lin = nn.Linear(3, 2).to(torch.ones(1, dtype=torch.float64))
lin.weight.dtype
nn.Linear(3, 2).to(torch.ones(1, dtype=torch.int64))
