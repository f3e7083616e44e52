# PyTorch's argument parser counts every required parameter, keyword-only ones too, in its
# "takes from A to B positional arguments" message (python_arg_parser.cpp, extra_args), so a
# size given by position to nonzero_static "takes from 2 to 1". Its missing-argument message
# inverts the plural ("missing 1 required positional arguments"). `stable` is keyword-only in
# both overloads of sort and argsort, so a third positional argument is refused.
import torch

x = torch.tensor([0, 3, 0, 5])
torch.nonzero_static(x, size=3)
torch.nonzero_static(x, 3)
torch.nonzero_static(x, 3, -1)
x.nonzero_static(3)
x.nonzero_static(size=2, fill_value=7)
torch.nonzero_static(x)
torch.nonzero_static()
torch.nonzero(x, True)
torch.argsort(x, 0, True)
torch.sort(x, 0, True, True)
torch.argsort(x, 0, stable=True)
x.sort(0, stable=True)
x.sort(stable=True, dim=0)
torch.sort(x, 0, True, stable=True)
