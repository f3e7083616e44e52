import torch
with torch.no_grad() as c:
    pass
c
with torch.enable_grad() as d:
    pass
d
issubclass(torch.optim.AdamW, torch.optim.Adam)
issubclass(torch.optim.SGD, torch.optim.Optimizer)
issubclass(torch.optim.Adam, torch.optim.AdamW)
issubclass(torch.optim.SGD, (int, torch.optim.Optimizer))
class A:
    pass
type(A) is type
type(int) is type
type(A)
class E(Exception):
    def __new__(cls, *args):
        obj = super().__new__(cls, *args)
        obj.extra = len(args)
        return obj
e = E(1, 2)
e.extra
e.args
str(e)
class F(Exception):
    def __new__(cls, msg):
        inst = super().__new__(cls, msg)
        inst.code = 7
        return inst
    def __init__(self, msg):
        super().__init__("wrapped: " + msg)
f = F("x")
(f.code, f.args, str(f))
class D:
    def __init__(self, name):
        self.name = name
    def __set_name__(self, owner, name):
        order.append(name)
order = []
class B:
    a = D(1)
    if True:
        b = D(2)
    c = D(3)
    for i in range(1):
        d = D(4)
order
try:
    raise E("boom")
except E as err:
    caught = (err.extra, err.args)
caught
