import torch
from torch.autograd import gradcheck
x = torch.tensor([[0.5, -1.2], [2.0, 0.3]], dtype=torch.float64, requires_grad=True)
gradcheck(torch.sigmoid, (x,))
gradcheck(lambda a: (a * a).sum(), (x,), eps=1e-6, atol=1e-4)
w = torch.tensor([1.5, -0.5], dtype=torch.float64, requires_grad=True)
torch.autograd.gradcheck(lambda a, b: a @ b, (x, w))
torch.autograd.gradcheck(torch.linalg.inv, (x,))
torch.autograd.gradcheck(torch.linalg.det, (x,))
torch.autograd.gradcheck(lambda a: torch.cdist(a, a * 2 + 1), (x,))
torch.autograd.gradcheck(torch.nn.functional.glu, (torch.tensor([1., 2., 3., 4.], dtype=torch.float64, requires_grad=True),))
class BadSquare(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a * a
    @staticmethod
    def backward(ctx, g):
        a, = ctx.saved_tensors
        return g * a
gradcheck(BadSquare.apply, (x,), raise_exception=False)
try:
    gradcheck(BadSquare.apply, (x,))
except RuntimeError as e:
    caught = type(e).__name__
caught
gradcheck(BadSquare.apply, (x,))
gradcheck(torch.sin, (torch.tensor([1.0], dtype=torch.float64),))
