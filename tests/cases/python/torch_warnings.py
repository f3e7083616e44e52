# The warnings PyTorch gives for classic mistakes, caught as PyTorch's own tests catch them
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

def caught(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    return [(x.category.__name__, str(x.message)) for x in w], r

x = torch.ones(3, requires_grad=True)
y = x * 2
caught(lambda: y.grad)
y.retain_grad()
caught(lambda: y.grad)
caught(lambda: x.grad)
caught(lambda: torch.ones(2).grad)
caught(lambda: torch.tensor(x))
caught(lambda: torch.tensor([1.0, 2.0]))
caught(lambda: torch.ones(2).new_tensor(torch.zeros(2)))
caught(lambda: torch.as_tensor(x) is x)
caught(lambda: F.mse_loss(torch.ones(3, 1), torch.zeros(3)))
caught(lambda: F.mse_loss(torch.ones(3), torch.zeros(3)))
caught(lambda: F.l1_loss(torch.ones(2, 1), torch.zeros(2)))
caught(lambda: nn.MSELoss()(torch.ones(4, 1), torch.zeros(4)))
caught(lambda: F.smooth_l1_loss(torch.ones(1), torch.zeros(())))
caught(lambda: F.huber_loss(torch.ones(2, 1), torch.zeros(2)))
caught(lambda: F.softmax(torch.ones(2, 3)))
caught(lambda: F.log_softmax(torch.ones(3)))
caught(lambda: F.softmin(torch.ones(2, 2, 2)))
caught(lambda: F.softmax(torch.ones(2, 3), dim=1))
caught(lambda: torch.range(0, 2))

# the "error" action turns the warning into the exception
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        F.mse_loss(torch.ones(3, 1), torch.zeros(3))
        r = "no error"
    except UserWarning as e:
        r = str(e)[:30]
r
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Implicit dimension")
    F.softmax(torch.tensor([1.0, 2.0]))

# the classic bug the warning is about: (N, 1) against (N,) broadcasts to (N, N)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    pred = torch.tensor([[1.0], [2.0], [3.0]])
    target = torch.tensor([1.0, 2.0, 3.0])
    loss = F.mse_loss(pred, target)
loss
len(w)
w[0].lineno - w[0].lineno
