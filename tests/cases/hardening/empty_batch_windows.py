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
# A huge plane with no elements costs nothing: only the shape is worked out
big = torch.ones(0, 3, 4294967296, 4)
F.avg_pool2d(big, 2).shape
F.avg_pool2d(big, 2, count_include_pad=False, padding=1).shape
F.max_pool2d(big, 2, return_indices=True)[1].shape
F.adaptive_avg_pool2d(big, (2**31, 2)).shape
F.pad(big, (1, 1, 1, 1), mode="reflect").shape
F.pad(big, (1, 1, 1, 1), mode="replicate").shape
F.conv2d(big, torch.ones(2, 3, 2, 2)).shape
F.conv_transpose2d(big, torch.ones(3, 2, 2, 2)).shape
F.unfold(big, 2).shape
F.max_pool1d(torch.ones(0, 3, 2**40), 2).shape
F.adaptive_avg_pool1d(torch.ones(0, 3, 2**40), 2**39).shape
F.conv1d(torch.ones(0, 3, 2**40), torch.ones(2, 3, 2)).shape
torch.nn.GroupNorm(1, 3)(big).shape
torch.nn.BatchNorm2d(3)(big).shape
# Sizes whose strides overflow are refused even with no elements
torch.empty(0, 2**31, 2**31).stride()
torch.empty(0, 2**31, 2**32)
torch.zeros(0, 2**40, 2**40, 2**40)
# Adaptive output sizes: negative, huge and zero
x = torch.ones(1, 1, 4, 4)
F.adaptive_avg_pool2d(x, -1)
F.adaptive_avg_pool2d(x, (2, -3))
F.adaptive_max_pool2d(x, -1)
F.adaptive_max_pool2d(x, (2, -3))
F.adaptive_avg_pool1d(torch.ones(1, 1, 4), -2)
F.adaptive_max_pool1d(torch.ones(1, 1, 4), -2)
F.adaptive_max_pool1d(torch.ones(1, 1, 4), 2**40)
F.adaptive_avg_pool2d(x, 0)
F.adaptive_max_pool2d(x, 0)
F.adaptive_avg_pool2d(torch.ones(0, 1, 4, 4), 2**31).shape
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
# Ops along a huge dim of an empty batch: nothing is built per position
big = torch.ones(0, 3, 4294967296, 4)
F.softmax(big, 2).shape
F.log_softmax(big, 2).shape
big.cumsum(2).shape
big.cumprod(2).shape
big.cummax(2)[0].shape
big.topk(2, 2)[0].shape
big.sum(2).shape
big.mean(2).shape
big.max(2)[0].shape
big.argmax(2).shape
big.std(2).shape
big.logsumexp(2).shape
big.norm(dim=2).shape
big.flip(2).shape
big.roll(1, 2).shape
big.transpose(0, 2).contiguous().shape
big.diff(dim=2).shape
big.unfold(2, 2, 1).shape
big.narrow(2, 5, 2**31).shape
big.repeat(1, 1, 2, 1).shape
big.repeat_interleave(2, dim=2).shape
big.tril().shape
torch.cat([big, big], 2).shape
big.expand(2**20, 3, 4294967296, 4).shape
big.kthvalue(2, 2)[0].shape
big.median(2)[0].shape
big.cumsum(2).sum()
big.prod(2).shape
big.any(2).shape
big.nonzero().shape
big.unique().shape
F.normalize(big, dim=2).shape
F.layer_norm(big, (4,)).shape
F.embedding(torch.ones(0, 2**40, dtype=torch.long), torch.ones(3, 4)).shape
torch.einsum("nchw->nhwc", big).shape
(big @ torch.ones(4, 2**20)).shape
F.linear(big, torch.ones(5, 4)).shape
F.cross_entropy(torch.ones(0, 4294967296), torch.ones(0, dtype=torch.long))
big.masked_fill(big > 0, 1).shape
big.index_select(2, torch.tensor([0, 1])).shape
big[:, :, torch.tensor([0, 5])].shape
big.gather(2, torch.zeros(0, 3, 2**33, 4, dtype=torch.long)).shape
big.scatter(2, torch.zeros(0, 3, 2**33, 4, dtype=torch.long), 1.0).shape
