# Frozen dataclasses as model configs, and classes that guard their own attributes
from dataclasses import dataclass, field
import dataclasses
import torch


@dataclass(frozen=True)
class Config:
    n_embd: int = 32
    n_head: int = 4
    dropout: float = 0.1


c = Config()
c
c.n_embd
c.n_embd = 3
c.new_attr = 1
del c.n_head
Config(n_head=8) == Config(n_head=8)
hash(c) == hash(Config())
hash(Config(1, 2, 0.5)) == hash((1, 2, 0.5))
dataclasses.replace(c, n_head=2)
dataclasses.asdict(c)
c


@dataclass
class Mutable:
    x: int = 0


m = Mutable()
m.x = 5
m
hash(m)


@dataclass(unsafe_hash=True)
class Tagged:
    name: str
    weight: float = 1.0


hash(Tagged("a")) == hash(("a", 1.0))


class Guarded:
    def __init__(self):
        self.log = []
        self.value = 1

    def __setattr__(self, name, value):
        if name == "value" and value < 0:
            raise ValueError("value must be non-negative")
        super().__setattr__(name, value)


g = Guarded()
g.value = 5
g.value
g.value = -1
g.value


class Recorder:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)


r = Recorder()
r.a = 21
r.a
setattr(r, "b", 4)
r.b


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)


len(list(Model().parameters()))


registered = []


class Traced(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.names = []
        self.lin = torch.nn.Linear(2, 3)
        self.scale = torch.nn.Parameter(torch.ones(1))

    def __setattr__(self, name, value):
        if isinstance(value, torch.nn.Module):
            registered.append(name)
        super().__setattr__(name, value)


t = Traced()
[n for n, _ in t.named_parameters()]
list(t._modules)
t.names
registered
