# What a review of the match statement found: torch.Size is a tuple to class patterns, the
# built-in optimizers are classes to isinstance and match, classes are instances of type,
# range and numbers have their attributes, dataclass metadata is read-only and KW_ONLY is
# given once; numpy() of a tensor that requires grad works when grad mode is off.
import torch
from dataclasses import dataclass, field, fields, KW_ONLY

def shape_kind(s):
    match s:
        case torch.Size([]):
            return "scalar"
        case torch.Size([n]):
            return f"vector {n}"
        case torch.Size([a, b]):
            return f"matrix {a}x{b}"
        case torch.Size(other):
            return f"{len(other)} dims"
shape_kind(torch.zeros(3).shape), shape_kind(torch.zeros(2, 3).shape), shape_kind(torch.zeros(1, 1, 1).shape)
shape_kind(torch.tensor(1.).shape), shape_kind((2, 3))

w = torch.zeros(2, requires_grad=True)
def which(opt):
    match opt:
        case torch.optim.SGD():
            return "sgd"
        case torch.optim.Adam():
            return "adam"
        case torch.optim.Optimizer():
            return "another optimizer"
which(torch.optim.SGD([w], lr=0.1)), which(torch.optim.Adam([w])), which(torch.optim.AdamW([w])), which(3)
o = torch.optim.SGD([w], lr=0.1)
type(o) is torch.optim.SGD, isinstance(o, torch.optim.Adam), isinstance(o, (torch.optim.Adam, torch.optim.SGD))
type(o).__name__, torch.optim.SGD.__name__

def what(x):
    match x:
        case type():
            return "a class"
        case range(start=0, stop=stop):
            return f"range to {stop}"
        case range(start=s, step=st):
            return f"range from {s} by {st}"
        case bool(real=r):
            return f"bool {r}"
        case float(real=r, imag=i):
            return (r, i)
        case _:
            return "other"
what(int), what(torch.nn.Linear), what(torch.Tensor), what(range(5)), what(range(2, 9, 3)), what(True), what(2.5), what(len)
isinstance(int, type), isinstance(len, type), isinstance(3, type), isinstance(torch.optim.SGD, type)
range(1, 10, 2).start, range(1, 10, 2).stop, range(1, 10, 2).step, True.real, False.imag, (2.5).imag, (7).real

@dataclass
class Measure:
    value: float = field(metadata={"unit": "m"})
m = fields(Measure)[0].metadata
m["unit"], len(m), "unit" in m, dict(m.items()), type(m).__name__
try:
    m["unit"] = "km"
except TypeError as e:
    msg = str(e)
msg, m["unit"]
try:
    @dataclass
    class Twice:
        _: KW_ONLY
        a: int
        __: KW_ONLY
        b: int
except TypeError as e:
    msg = str(e)
msg

x = torch.ones(3, requires_grad=True)
with torch.no_grad():
    arr = x.numpy()
arr.tolist()
try:
    x.numpy()
except RuntimeError as e:
    msg = str(e)
msg
x.view(dtype=torch.float32).tolist(), x.detach().view(torch.float32).dtype
try:
    x.view(3, dtype=torch.int32)
except TypeError as e:
    msg = str(e).split("\n")[0]
msg
