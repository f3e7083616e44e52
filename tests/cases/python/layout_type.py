# torch.layout is the class of torch.strided
import torch
torch.layout
isinstance(torch.strided, torch.layout), type(torch.strided) is torch.layout
type(torch.ones(1).layout)
isinstance(torch.float32, torch.layout)
try:
    torch.layout()
except TypeError as e:
    err = str(e)
err
