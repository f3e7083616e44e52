import torch
import torch.nn as nn
from torch.nn.utils import parametrizations, parametrize

torch.manual_seed(0)
m = parametrizations.orthogonal(nn.Linear(4, 4))
m
W = m.weight
W
torch.dist(W.T @ W, torch.eye(4)) < 1e-5
m.parametrizations.weight.original
m.parametrizations.weight[0].base
type(m.parametrizations.weight[0]).__name__
parametrize.is_parametrized(m)
torch.manual_seed(1)
m2 = parametrizations.orthogonal(nn.Linear(5, 3))
m2.weight
m2.weight @ m2.weight.T
torch.manual_seed(2)
m3 = parametrizations.orthogonal(nn.Linear(3, 3), orthogonal_map="cayley")
m3.weight
torch.manual_seed(3)
m4 = parametrizations.orthogonal(nn.Linear(3, 3), orthogonal_map="householder")
m4.weight
torch.manual_seed(4)
m5 = parametrizations.orthogonal(nn.Linear(4, 2), use_trivialization=False)
m5.weight
m5.parametrizations.weight.original
torch.manual_seed(5)
m6 = parametrizations.orthogonal(nn.Linear(3, 3, bias=False))
x = torch.randn(2, 3)
y = m6(x)
y
y.sum().backward()
m6.parametrizations.weight.original.grad
with torch.no_grad():
    m6.weight = torch.eye(3)
m6.weight


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


e1 = err(lambda: parametrizations.orthogonal(nn.Linear(3, 3), orthogonal_map="qr"))
e1
e2 = err(lambda: parametrizations.orthogonal(nn.Linear(3, 3), name="bias"))
e2
e3 = err(lambda: parametrizations.orthogonal(nn.Linear(3, 3), name="nope"))
e3
