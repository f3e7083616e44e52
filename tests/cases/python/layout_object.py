# torch.strided is a torch.layout object
import torch
t = torch.ones(2)
t.layout
type(t.layout).__name__
str(t.layout), repr(t.layout)
t.layout == torch.strided, t.layout is torch.strided, t.layout != torch.strided
torch.zeros(2, layout=torch.strided)
torch.empty(1, layout=t.layout).shape
{t.layout: 1}[torch.strided]
try:
    torch.zeros(2, layout="torch.strided")
except TypeError as e:
    err = str(e)
err
