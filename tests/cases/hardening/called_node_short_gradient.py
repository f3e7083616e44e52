# A node called by hand with a gradient of fewer dims than its input (found by CI's fuzz
# campaign, stop 54): ExpandBackward0's sum_to underflowed and the process panicked
# ("capacity overflow"); PyTorch raises a RuntimeError.
import torch
x = torch.linspace(-1.5, 2., 15).view(5, 3).requires_grad_()
y = x.unsqueeze(0).expand(2, -1, -1)
def kind(fn):
    try:
        fn()
        return 'no error'
    except Exception as e:
        return type(e).__name__
kind(lambda: y.grad_fn(torch.ones(5, 4)))
kind(lambda: y.grad_fn(torch.ones(3)))
y.grad_fn(torch.ones(2, 5, 3)).shape
