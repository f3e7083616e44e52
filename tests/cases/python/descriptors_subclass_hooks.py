# The descriptor protocol and class-creation hooks as tutorials on Python's data model and
# small frameworks use them: a validating field with __set_name__, a lazy (non-data)
# descriptor that caches in the instance, a registry filled by __init_subclass__.
import torch

class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.owner_name = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive, got {value}")
        setattr(obj, self.name, value)

class Optim:
    lr = Positive()
    momentum = Positive()
    def __init__(self, lr, momentum):
        self.lr = lr
        self.momentum = momentum
o = Optim(0.1, 0.9)
o.lr, o.momentum, o._lr, Optim.lr.name, Optim.lr.owner_name, type(Optim.lr).__name__
try:
    o.lr = -1
except ValueError as e:
    msg = str(e)
msg, o.lr

class Lazy:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __set_name__(self, owner, name):
        self.attr = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        self.calls += 1
        value = self.fn(obj)
        setattr(obj, self.attr, value)
        return value

class Data:
    def __init__(self, n):
        self.n = n
    @Lazy
    def total(self):
        return torch.arange(self.n).sum().item()
d = Data(5)
d.total, d.total, Data.total.calls, Data.total.attr

class ReadOnly:
    def __get__(self, obj, objtype=None):
        return 42
    def __set__(self, obj, value):
        raise AttributeError("read-only")
class Holder:
    answer = ReadOnly()
h = Holder()
h.answer
try:
    h.answer = 1
except AttributeError as e:
    msg = str(e)
msg, h.answer

class Deleting:
    def __get__(self, obj, objtype=None):
        return "value"
    def __delete__(self, obj):
        obj.deleted = True
class WithDel:
    field = Deleting()
w = WithDel()
del w.field
w.deleted, w.field

class Order:
    seen = []
    def __set_name__(self, owner, name):
        Order.seen.append(name)
class Fields:
    b = Order()
    a = Order()
    c = Order()
Order.seen

class Plugin:
    registry = []
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry.append(cls.__name__)
class Relu(Plugin):
    pass
class Gelu(Plugin):
    pass
class FastGelu(Gelu):
    pass
Plugin.registry

class Counted:
    subclasses = 0
    @classmethod
    def __init_subclass__(cls):
        Counted.subclasses += 1
        cls.tag = cls.__name__.lower()
class A(Counted):
    pass
B = type("B", (Counted,), {})
Counted.subclasses, A.tag, B.tag

class Base:
    def __init_subclass__(cls):
        cls.marked = True
class Mod(Base, torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 1)
Mod.marked, len(list(Mod().parameters()))
