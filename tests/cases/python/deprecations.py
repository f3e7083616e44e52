# Deprecated spellings still work, with PyTorch's warnings; linalg's aliases of matmul and diagonal
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

def caught(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    return [(x.category.__name__, str(x.message)) for x in w], r

x = torch.tensor([1.0, 2.0, 4.0])
y = torch.tensor([1.5, 2.0, 3.0])
caught(lambda: F.mse_loss(x, y, reduce=False))
caught(lambda: F.l1_loss(x, y, size_average=False))
caught(lambda: F.nll_loss(torch.log_softmax(torch.ones(2, 3), 1), torch.tensor([0, 2]), size_average=True, reduce=True))
caught(lambda: nn.MSELoss(size_average=False)(x, y))
caught(lambda: nn.CrossEntropyLoss(reduce=False)(torch.ones(2, 3), torch.tensor([0, 1])))
caught(lambda: nn.L1Loss(reduction="sum")(x, y))
torch.manual_seed(0)
caught(lambda: nn.init.xavier_uniform(torch.empty(2, 2)))
caught(lambda: nn.init.normal(torch.empty(3), 0.0, 2.0))
caught(lambda: nn.init.constant(torch.empty(2), 0.5))
caught(lambda: nn.init.kaiming_normal(torch.empty(2, 2)))
caught(lambda: nn.init.uniform_(torch.empty(2)))

a = torch.arange(6.0).view(2, 3)
torch.linalg.matmul(a, torch.ones(3))
torch.linalg.matmul(a, torch.ones(3, 2))
try:
    torch.linalg.matmul(a, torch.ones(2))
except RuntimeError as e:
    err = str(e)
err
torch.linalg.diagonal(torch.arange(9.0).view(3, 3))
torch.linalg.diagonal(torch.arange(9.0).view(3, 3), offset=1)
torch.linalg.diagonal(torch.arange(8.0).view(2, 2, 2), offset=-1, dim1=0, dim2=2)
torch.linalg.diagonal(torch.arange(8.0).view(2, 2, 2)).stride()
w = torch.ones(2, 2, requires_grad=True)
torch.linalg.matmul(w, w).grad_fn.name()
