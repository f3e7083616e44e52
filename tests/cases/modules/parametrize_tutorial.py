import torch
import torch.nn as nn
import torch.nn.utils.parametrize as parametrize
import logging


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.transpose(-1, -2)

    def right_inverse(self, A):
        return A.triu(1)


class CayleyMap(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("Id", torch.eye(n))

    def forward(self, X):
        return torch.linalg.solve(self.Id + X, self.Id - X)


torch.manual_seed(0)
layer = nn.Linear(3, 3)
w0 = layer.weight.detach().clone()
parametrize.register_parametrization(layer, "weight", Symmetric())
type(layer).__name__, type(layer.parametrizations).__name__, type(layer.parametrizations.weight).__name__
layer.weight
torch.equal(layer.weight, layer.weight.T)
layer.weight.grad_fn
torch.equal(layer.parametrizations.weight.original, w0)
sorted(n for n, _ in layer.named_parameters())
list(layer.state_dict().keys())
parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"), parametrize.is_parametrized(layer, "weight")
parametrize.type_before_parametrizations(layer).__name__
out = layer(torch.ones(2, 3)).sum()
out.backward()
layer.parametrizations.weight.original.grad
layer
computed = []


class Noisy(nn.Module):
    def forward(self, X):
        computed.append(1)
        return X


noisy = nn.Linear(2, 2)
parametrize.register_parametrization(noisy, "weight", Noisy())
a = noisy.weight + noisy.weight.T
len(computed)
with parametrize.cached():
    a = noisy.weight + noisy.weight.T
    b = noisy.weight.sum()
len(computed)
orth = nn.Linear(3, 3)
parametrize.register_parametrization(orth, "weight", Skew())
parametrize.register_parametrization(orth, "weight", CayleyMap(3))
len(orth.parametrizations.weight)
X = orth.weight
torch.dist(X.T @ X, torch.eye(3)) < 1e-5
skew_layer = nn.Linear(3, 3)
parametrize.register_parametrization(skew_layer, "weight", Skew())
target = torch.tensor([[0., 1., 2.], [-1., 0., 3.], [-2., -3., 0.]])
skew_layer.weight = target
skew_layer.parametrizations.weight.original
torch.equal(skew_layer.weight, target)
ptr = skew_layer.parametrizations.weight.original.untyped_storage().data_ptr()
parametrize.remove_parametrizations(skew_layer, "weight")
type(skew_layer).__name__, skew_layer.weight
skew_layer.weight.untyped_storage().data_ptr() == ptr
hasattr(skew_layer, "parametrizations")
sym = nn.Linear(3, 3)
parametrize.register_parametrization(sym, "weight", Skew())
parametrize.remove_parametrizations(sym, "weight", leave_parametrized=False)
type(sym).__name__, isinstance(sym.weight, nn.Parameter)
try:
    parametrize.register_parametrization(nn.Linear(2, 2), "nothing", Skew())
except ValueError as e:
    str(e)[:60]


class Shrink(nn.Module):
    def forward(self, X):
        return X[:1]


try:
    parametrize.register_parametrization(nn.Linear(2, 2), "weight", Shrink())
except ValueError as e:
    str(e)
try:
    parametrize.remove_parametrizations(nn.Linear(2, 2), "weight")
except ValueError as e:
    str(e)[:40]
t = torch.zeros(3)
with torch.no_grad():
    t.set_(torch.arange(4.))
t, t._version
logging.disable(logging.INFO)
logging.getLogger("x").isEnabledFor(logging.INFO), logging.getLogger("x").isEnabledFor(logging.WARNING)
logging.disable(logging.NOTSET)
logging.getLogger("x").isEnabledFor(logging.INFO), "_disabled" in globals()
