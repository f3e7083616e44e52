# gradgradcheck, as PyTorch's own tests call it (the second half of gradgradcheck_ops:
# compositions, norms, forward mode), on the ops whose backward runs on the host
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
gradgradcheck(lambda a: torch.dist(a, a.flip(0), 3), (x,))
gradgradcheck(lambda a: torch.block_diag(a, a[:1]), (x,))
gradgradcheck(lambda a: torch.special.logit(a.sigmoid(), eps=0.2), (x,))
gradgradcheck(lambda a, w, b: F.batch_norm(a, None, None, w, b, training=True), (x.T.contiguous().detach().requires_grad_(), w, b))
gradgradcheck(lambda a: F.instance_norm(a.view(1, 3, 4)), (x,))
# The same ops with forward mode checked too.
gradcheck(lambda a: a.cumprod(1), (x,), check_forward_ad=True)
gradcheck(lambda a: a.logcumsumexp(1), (x,), check_forward_ad=True)
gradcheck(lambda a: F.nll_loss(a, target), (x,), check_forward_ad=True)
gradcheck(lambda a: a.as_strided((2, 2), (1, 2), 1), (x,), check_forward_ad=True)
gradcheck(lambda a, w, b: F.layer_norm(a.T, (3,), w, b), (x, w, b), check_forward_ad=True)
gradcheck(lambda a, w, b: F.group_norm(a.view(1, 3, 4), 3, w, b), (x, w, b), check_forward_ad=True)
