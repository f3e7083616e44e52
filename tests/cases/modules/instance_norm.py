# Instance normalisation as style-transfer and GAN tutorials use it, BatchNorm3d, and
# gumbel_softmax's sampling (same random stream as PyTorch).
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 5, requires_grad=True)
y = F.instance_norm(x)
y
y.grad_fn, y.grad_fn.next_functions
y.sum(dim=-1)
(y * torch.arange(5.0)).sum().backward()
x.grad
running_mean, running_var = torch.zeros(3), torch.ones(3)
F.instance_norm(x, running_mean, running_var, momentum=0.2)
running_mean, running_var
F.instance_norm(x, running_mean, running_var, use_input_stats=False)
w, b = torch.tensor([1.0, 2.0, 0.5]), torch.tensor([0.0, -1.0, 1.0])
F.instance_norm(x, weight=w, bias=b)
F.instance_norm(torch.randn(2, 3, 1))
F.instance_norm(x, use_input_stats=False)

norm1 = nn.InstanceNorm1d(3)
norm1
norm1(x)
norm1(x[0])
list(norm1.parameters()), list(norm1.buffers())
norm2 = nn.InstanceNorm2d(4, affine=True, track_running_stats=True)
norm2
img = torch.randn(2, 4, 3, 3)
out = norm2(img)
out.mean(dim=(2, 3)), out.std(dim=(2, 3), unbiased=False)
norm2.running_mean, norm2.running_var, norm2.num_batches_tracked
sorted(norm2.state_dict())
norm2.eval()
norm2(img)[0, 0]
norm2(torch.randn(4, 3, 3)).shape
norm2(torch.randn(2, 5, 3, 3))
nn.InstanceNorm1d(3)(torch.randn(2, 3, 4, 4))
nn.InstanceNorm3d(2)(torch.randn(1, 2, 2, 2, 2)).shape
type(norm2), isinstance(norm2, nn.Module)

bn3 = nn.BatchNorm3d(2)
bn3
vol = torch.randn(2, 2, 3, 3, 3)
bn3(vol).mean(dim=(0, 2, 3, 4))
bn3.running_mean, bn3.running_var
bn3(torch.randn(2, 2, 3))

logits = torch.tensor([[1.0, 2.0, 0.5], [0.1, 0.1, 3.0]], requires_grad=True)
soft = F.gumbel_softmax(logits, tau=0.5)
soft
hard = F.gumbel_softmax(logits, tau=1.0, hard=True)
hard, hard.grad_fn
(hard * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
logits.grad
F.gumbel_softmax(torch.zeros(4, 6), dim=0).sum(0)
