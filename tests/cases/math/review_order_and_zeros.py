# Found by this stop's review: int64 values past 2**53 in sort/topk/unique, the sign of a
# zero that clamp and maximum/minimum keep, and bool inputs to order statistics.
import torch

x = torch.tensor([2**53 + 1, 2**53, 2**53 + 3, 2**53 + 2, 2**53 + 1])
torch.sort(torch.tensor([3, 1, 2, 1]))
torch.topk(torch.tensor([2**52, 5, 2**52 - 1]), 2)

a = torch.tensor([-0.0, 0.0])
b = torch.tensor([0.0, -0.0])
1 / torch.maximum(a, b)
1 / torch.minimum(a, b)
1 / torch.clamp(a, b, b)
1 / torch.clamp(a, b)
1 / torch.clamp(a, max=b)
1 / torch.clamp_min(a, b)
1 / torch.clamp_max(a, b)
1 / torch.clamp(a, torch.tensor(0.0), torch.tensor(-0.0))
1 / torch.max(a, b)
1 / torch.relu(torch.tensor([-0.0, 0.0]))

flags = torch.tensor([True, False, True])
torch.sort(flags)
torch.topk(flags, 2)
torch.kthvalue(flags, 2)
torch.median(flags, 0)
torch.nanmedian(flags, 0)
torch.median(flags)
torch.nanmedian(flags)
