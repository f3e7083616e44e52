import torch
import torch.nn.functional as F
# An empty batch: every windowed op returns an empty result of the right shape, with its node
x = torch.ones(0, 3, 4, 4, requires_grad=True)
w = torch.ones(2, 3, 2, 2, requires_grad=True)
y = F.conv2d(x, w, padding=1)
y
y.sum().backward()
x.grad.shape
w.grad
F.conv_transpose2d(x, torch.ones(3, 2, 2, 2), stride=2)
F.avg_pool2d(x, 2)
F.avg_pool2d(x, 3, padding=1, count_include_pad=False)
F.max_pool2d(x, 2, return_indices=True)
F.adaptive_avg_pool2d(x, (3, 2))
F.adaptive_max_pool2d(x, 2, return_indices=True)
F.pad(x, (1, 1, 2, 0), mode="reflect")
F.pad(x, (1, 1, 2, 0), mode="replicate")
F.pad(x, (1, 1, 2, 0), mode="circular")
F.interpolate(x, scale_factor=2)
F.interpolate(x, size=(3, 5), mode="bilinear", align_corners=False)
F.unfold(x, 2)
torch.nn.GroupNorm(3, 3)(x)
torch.nn.BatchNorm2d(3).eval()(x)
z = F.adaptive_avg_pool2d(x, 2) + F.pad(x, (0, 0, 0, 0), mode="replicate").mean((2, 3), keepdim=True)
z.sum().backward()
x.grad.shape
# Adaptive output sizes: negative, huge and zero
x = torch.ones(1, 1, 4, 4)
F.adaptive_avg_pool2d(x, -1)
F.adaptive_avg_pool2d(x, (2, -3))
F.adaptive_max_pool2d(x, -1)
F.adaptive_max_pool2d(x, (2, -3))
F.adaptive_avg_pool1d(torch.ones(1, 1, 4), -2)
F.adaptive_max_pool1d(torch.ones(1, 1, 4), -2)
F.adaptive_avg_pool2d(x, 0)
F.adaptive_max_pool2d(x, 0)
# Batch norm of an empty batch is input.clone() * weight[0] + bias[0], before any other check
bn = torch.nn.BatchNorm2d(3)
y = bn(torch.ones(0, 3, 4, 4, requires_grad=True))
y
y.grad_fn.next_functions
bn.running_mean
bn.num_batches_tracked
x = torch.ones(0, 3, 4, requires_grad=True)
F.batch_norm(x, torch.zeros(2), torch.ones(2))
F.batch_norm(x, None, None, torch.ones(2), training=True)
F.batch_norm(x.int(), None, None, training=True)
F.batch_norm(x.contiguous(memory_format=torch.channels_last) if x.dim() == 4 else x, None, None, training=True).stride()
