# torch.compile's hostile edges: a region returning a parameter or its input as it is,
# compiling a compiled module (PyTorch gives a function), a compiled module inside a
# Sequential and deep-copied, keyword arguments, non-tensor outputs, and an op's error,
# which dynamo's fake-tensor trace reports as TorchRuntimeError.
import torch
import torch.nn as nn
import copy
torch.manual_seed(0)
lin = nn.Linear(2, 2)


class Ident(nn.Module):
    def __init__(self):
        super().__init__()
        self.p = nn.Parameter(torch.ones(2))

    def forward(self, x=None):
        return self.p


ci = torch.compile(Ident())
r = ci()
r.grad_fn, r is ci.p
cc = torch.compile(torch.compile(lin))
type(cc).__name__, type(cc._orig_mod).__name__
list(cc.state_dict().keys())
seq = nn.Sequential(torch.compile(lin), nn.ReLU())
list(seq.state_dict().keys())
out = seq(torch.ones(1, 2, requires_grad=True))
out.grad_fn.name()
dc = copy.deepcopy(torch.compile(lin))
type(dc).__name__
f = torch.compile(lambda a, b=2: a * b)
f(torch.ones(2, requires_grad=True), b=3).grad_fn.name()
g = torch.compile(lambda a: a)
t = torch.ones(2, requires_grad=True)
g(t) is t
h = torch.compile(lambda: torch.ones(2))
h()
k = torch.compile(lambda a: (a * 2, None, 3))
k(torch.ones(1, requires_grad=True))[0].grad_fn.name()
torch.compile(lin)(torch.ones(2)).shape
torch.compile(lin)(torch.ones(3))
