# needs 64-bit sizes: planes of 2**32 and more, which a 32-bit (wasm32) build cannot hold
import torch
import torch.nn.functional as F
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
# Adaptive output sizes past 2**31
F.adaptive_max_pool1d(torch.ones(1, 1, 4), 2**40)
F.adaptive_avg_pool2d(torch.ones(0, 1, 4, 4), 2**31).shape
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
# Along the empty dim: billions of rows of length 0 are not walked either
big.cumsum(0).shape
F.softmax(big, 0).shape
big.cummax(0)[0].shape
big.sort(0)[0].shape
