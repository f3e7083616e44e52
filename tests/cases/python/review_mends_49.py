# What the hostile review of stop 49 found: textwrap keeps inner spaces, the nn classes
# importable from their files (torch.nn.modules.batchnorm._BatchNorm), InstanceNorm not a
# _BatchNorm, LBFGS with a parameter that gets no gradient, CyclicLR's state_dict, format
# spec refusals, argparse flag clusters and version strings, string identity.
import textwrap
textwrap.wrap("a  b", 10), textwrap.wrap("The quick brown fox jumps over the lazy dog and keeps running far-away", 20)
textwrap.wrap("  leading spaces and\ttabs\nnewlines  here  ", 12)
textwrap.wrap("supercalifragilisticexpialidocious is long", 10), textwrap.wrap("x" * 25, 10)
textwrap.fill("hello world " * 10, width=30, initial_indent="> ", subsequent_indent="  ")
textwrap.wrap("interval between training status logs (default: 10)", 56)
textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.wrap("one", 3), textwrap.wrap("well-known state-of-the-art models", 12)
textwrap.wrap("abc def", 5, break_long_words=False), textwrap.wrap("abcdefgh ij", 5, break_long_words=False)
import torch
import torch.nn as nn
from torch.nn.modules.batchnorm import _BatchNorm, BatchNorm2d
from torch.nn.modules.conv import _ConvNd
import torch.nn.modules.loss as L
model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.InstanceNorm2d(2), nn.ReLU())
[isinstance(m, _BatchNorm) for m in model.modules()]
[isinstance(m, _ConvNd) for m in model.modules()]
[isinstance(m, nn.modules.batchnorm._BatchNorm) for m in model]
L.CrossEntropyLoss, L.MSELoss()
_BatchNorm.__mro__
nn.InstanceNorm2d.__mro__
nn.modules.activation.ReLU, nn.modules.linear.Linear
type(torch.nn.modules), torch.nn.modules.__name__
for m in model.modules():
    if isinstance(m, nn.modules.batchnorm._BatchNorm):
        m.eval()
[m.training for m in model]
from torch.nn.modules.module import Module
Module is nn.Module
"".join([]) is "", "ab"[:0] is "", chr(97) is "a"
x = "abc"
x.lower() is x, x[0] is "a", str(5) is "5"
def check(m="eval"):
    return m is "eval"
check(), check("".join(["ev", "al"]))
a = "hello"
b = "hello"
a is b
c = "hello world"
d = "hello world"
c is d
import argparse
import torch
used = torch.nn.Linear(2, 1)
unused = torch.nn.Linear(2, 1)
opt = torch.optim.LBFGS(list(used.parameters()) + list(unused.parameters()), max_iter=3)
data = torch.tensor([[1.0, 2.0], [3.0, -1.0]])


def closure():
    opt.zero_grad()
    loss = used(data).pow(2).sum()
    loss.backward()
    return loss


opt.step(closure)
unused.weight.grad is None, used.weight.grad is not None
w = torch.nn.Parameter(torch.zeros(1))
sgd = torch.optim.SGD([w], lr=0.1, momentum=0.9)
cyc = torch.optim.lr_scheduler.CyclicLR(sgd, 0.01, 0.1, step_size_up=3)
list(cyc.state_dict())
sd = cyc.state_dict()
cyc.load_state_dict(sd)
"_scale_fn_custom" in sd
f'{"ab":=05}'
f'{3:,b}'
format("ab", ",")
format(1234567, "_x"), format(12345, ",d")
p = argparse.ArgumentParser(prog="demo")
p.add_argument("-v", action="count", default=0)
p.add_argument("-q", action="store_true")
p.add_argument("--version", action="version", version="%(prog)s 2.0")
p.parse_args(["-vq"]), p.parse_args(["-vvq"])
try:
    p.parse_args(["-vz"])
except SystemExit as e:
    e.code


def leaves(f, *args):
    try:
        f(*args)
    except SystemExit as e:
        return type(e).__name__, e.code, e.args


leaves(exit), leaves(exit, 5), leaves(quit, "bye")
isinstance(SystemExit(), Exception), issubclass(SystemExit, BaseException)
