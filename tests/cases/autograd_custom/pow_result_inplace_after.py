# x ** 2 saves x alone (PowBackward0), so its result may change in place before backward;
# stridelab saved the result too and refused (found by the saved-tensor hooks work).
import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
w = x.pow(2)
v = w.exp()
w.add_(1)
v.sum().backward()
x.grad
