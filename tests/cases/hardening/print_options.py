# torch.set_printoptions as tutorials use it: fewer digits, no scientific notation,
# a summary threshold, then back to the defaults.
import torch
# Printed from the CPU, so the text is the same when factories default to another device.
def show(t):
    return str(t.cpu())
x = torch.tensor([1.12345, 2.5, -0.000123])
torch.set_printoptions(precision=2)
show(x)
torch.set_printoptions(sci_mode=False)
show(x)
show(torch.tensor([1e-8, 1.0]))
torch.set_printoptions(precision=6, sci_mode=True)
show(torch.tensor([3.0, 4.0]))
torch.set_printoptions(threshold=5)
show(torch.arange(10))
show(torch.arange(12.).view(3, 4))
torch.set_printoptions(edgeitems=1)
show(torch.arange(10))
torch.set_printoptions(linewidth=30, threshold=1000)
show(torch.arange(20) * 1000)
torch.set_printoptions(profile='short')
show(torch.rand(3) * 0 + 1.23456)
show(torch.arange(3000))
torch.set_printoptions(profile='full')
len(show(torch.arange(2000)))
torch.set_printoptions(profile='default')
show(x)
show(torch.arange(2000))
