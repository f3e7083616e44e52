# torch.autograd.functional.jacobian in forward mode (vectorize=True), as the autograd
# tutorials compare it with reverse mode.
import torch
from torch.autograd.functional import jacobian
torch.manual_seed(0)
def exp_reducer(x):
    return x.exp().sum(dim=1)
x = torch.rand(2, 3)
jf = jacobian(exp_reducer, x, vectorize=True, strategy="forward-mode")
jr = jacobian(exp_reducer, x)
jf
jf.shape, jf.stride()
torch.allclose(jf, jr)
def exp_adder(a, b):
    return 2 * a.exp() + 3 * b
inputs = (torch.rand(2), torch.rand(2))
jacobian(exp_adder, inputs, vectorize=True, strategy="forward-mode")
def two_outputs(a):
    return a * 2, a.sum()
j2 = jacobian(two_outputs, torch.tensor([1.0, 2.0]), vectorize=True, strategy="forward-mode")
j2
[t.stride() for t in j2]
W = torch.randn(3, 2)
jacobian(lambda v: W @ v, torch.randn(2), vectorize=True, strategy="forward-mode")
jacobian(lambda v: torch.tanh(v) * v, torch.tensor([0.5, -1.0, 2.0]), vectorize=True, strategy="forward-mode")
jacobian(lambda v: v.sum() * 0 + 1.0, torch.tensor([1.0, 2.0]), vectorize=True, strategy="forward-mode")
try:
    jacobian(exp_reducer, x, strategy="forward-mode")
except NotImplementedError as e:
    m1 = str(e)
m1
try:
    jacobian(exp_reducer, x, vectorize=True, strategy="forward-mode", create_graph=True)
except NotImplementedError as e:
    m2 = str(e)
m2
try:
    jacobian(exp_reducer, x, vectorize=True, strategy="forward-mode", strict=True)
except RuntimeError as e:
    m3 = str(e)
m3
try:
    jacobian(exp_reducer, x, strategy="sideways")
except AssertionError as e:
    m4 = str(e)
m4
