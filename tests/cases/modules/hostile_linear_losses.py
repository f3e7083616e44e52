# Edge shapes through this stop's linear, K-dim losses, trapezoid, flips and stdlib modules
import torch
import torch.nn.functional as F
F.linear(torch.ones(0), torch.ones(2, 0), torch.ones(2))
F.linear(torch.ones(3, 0), torch.ones(2, 0), torch.ones(2))
F.linear(torch.ones(2, 0, 3), torch.ones(4, 3), torch.ones(4)).shape
F.linear(torch.ones(3, dtype=torch.float64), torch.ones(2, 3), torch.ones(2))
F.nll_loss(torch.zeros(0, 3, 4), torch.zeros(0, 4, dtype=torch.long), reduction="none").shape
F.cross_entropy(torch.zeros(2, 3, 0), torch.zeros(2, 0, dtype=torch.long))
F.cross_entropy(torch.zeros(2, 3, 1, 1, 1, 1), torch.zeros(2, 1, 1, 1, 1, dtype=torch.long)).shape
torch.trapezoid(torch.ones(3), dim=5)
torch.trapezoid(torch.ones(2, 3), dim=-3)
torch.trapezoid(torch.ones(3), torch.ones(3, dtype=torch.bool))
torch.diagflat(torch.ones(0))
torch.fliplr(torch.ones(2, 0))
import heapq
import bisect
heapq.heappush((1,), 2)
bisect.bisect_left([1, 2], 1, 0, 10)
