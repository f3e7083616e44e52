import torch
class Config:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)
cfg = Config(lr=0.1, epochs=3)
cfg.lr
cfg.epochs
cfg.__dict__
vars(cfg)["lr"] = 0.5
cfg.lr
d = vars(cfg)
d is cfg.__dict__
cfg.batch = 32
d
del d["epochs"]
hasattr(cfg, "epochs")
list(cfg.__dict__)
class Borg:
    _shared = {}
    def __init__(self):
        self.__dict__ = self._shared
a = Borg()
b = Borg()
a.x = 5
b.x
a.__dict__ is b.__dict__
Borg._shared
class P:
    def __init__(self):
        self.a = 1
        self.b = 2
p = P()
p.__dict__
isinstance(p.__dict__, dict)
{k: v * 10 for k, v in vars(p).items()}
p.__dict__.pop("a")
p.__dict__
try:
    p.a
except AttributeError as e:
    msg = str(e)
msg
class E(Exception):
    pass
e = E(1, 2)
e.__dict__
e.args
e.note = "x"
vars(e)
try:
    p.__dict__ = 3
except TypeError as e2:
    m2 = str(e2)
m2
m = torch.nn.Linear(2, 3)
sorted(k for k in vars(m) if not k.startswith("_"))
m.__dict__["training"]
class V:
    x = 1
v = V()
v.__dict__
v.__dict__["x"] = 5
v.x
V.x
