# nn.Parameter of an integer tensor that requires grad is refused, as in PyTorch (it was
# made with requires_grad silently False).
import torch
p = torch.nn.Parameter(torch.arange(3))
p = torch.nn.Parameter(torch.arange(3.0).view(torch.int32))
