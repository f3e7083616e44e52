# gradgradcheck, as PyTorch's own tests call it, on the ops whose backward runs on the host
# or recomputes a composition (stop 54): each returned False or raised before (a first-order
# gradient without a graph, or a wrong second derivative).
import torch
import torch.nn.functional as F
from torch.autograd import gradcheck, gradgradcheck
torch.manual_seed(0)
x = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
w = torch.randn(3, dtype=torch.float64, requires_grad=True)
b = torch.randn(3, dtype=torch.float64, requires_grad=True)
idx = torch.tensor([2, 0, 2])
target = torch.tensor([0, 3, 1])
gradgradcheck(lambda a: a[idx], (x,))
gradgradcheck(lambda a: a[:, [1, 1, 3]], (x,))
gradgradcheck(lambda a: a[a > 0], (x,))
gradgradcheck(lambda a: a.index_select(1, idx), (x,))
gradgradcheck(lambda a: torch.take(a, idx), (x,))
gradgradcheck(lambda a: F.embedding(idx, a), (x,))
gradgradcheck(lambda a: F.embedding(idx, a, padding_idx=0), (x,))
gradgradcheck(lambda a: F.embedding(torch.tensor([[0, 2], [2, 2]]), a, scale_grad_by_freq=True), (x,))
gradgradcheck(lambda a: a.as_strided((2, 2), (1, 2), 1), (x,))
gradgradcheck(lambda a: a.cumprod(1), (x,))
gradgradcheck(lambda a: a.cumprod(0), (x,))
gradgradcheck(lambda a: a.logcumsumexp(1), (x,))
gradgradcheck(lambda a: a.median(), (x,))
gradgradcheck(lambda a: (a * (a > 0.5)).prod(1), (x,))
gradgradcheck(lambda a: (a * (a > 0.5)).prod(), (x,))
gradgradcheck(lambda a: torch.quantile(a, 0.3, dim=1), (x,))
gradgradcheck(lambda a: a.float().double(), (x,))
gradgradcheck(lambda a: F.nll_loss(a, target), (x,))
gradgradcheck(lambda a: F.nll_loss(a, target, reduction='none'), (x,))
gradgradcheck(lambda a: F.nll_loss(a, target, weight=torch.rand(4, dtype=torch.float64), reduction='sum'), (x,))
gradgradcheck(lambda a: F.cross_entropy(a, target, label_smoothing=0.1), (x,))
