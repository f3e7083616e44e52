import torch
import torch.nn.functional as F
vals = [0.37, -1.25, 2.5, 0.0, -0.8125, 3.75, 1.1, -2.2, 0.05, 5.5, 1.3, -0.7]
h = torch.tensor(vals, dtype=torch.float16)
b = torch.tensor(vals, dtype=torch.bfloat16)
F.avg_pool1d(h.view(1, 1, 12), 3)
F.avg_pool1d(b.view(1, 1, 12), 3, stride=2, padding=1)
F.avg_pool2d(h.view(1, 1, 3, 4), 2)
F.avg_pool2d(b.view(1, 3, 4), 2, stride=1, count_include_pad=False, padding=1)
F.avg_pool1d(h.view(1, 1, 12), 5, divisor_override=3) if False else None
x = torch.tensor(vals, dtype=torch.float16, requires_grad=True)
y = F.avg_pool1d(x.view(1, 1, 12), 3)
y
y.sum().backward()
x.grad
torch.nn.AvgPool2d(2)(torch.tensor(vals, dtype=torch.float16).view(1, 1, 3, 4))
