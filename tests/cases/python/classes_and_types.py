# Python's class machinery and types as tutorial code uses them: properties, dataclasses,
# decorators, __getattr__, type objects, and Python types given as dtypes.
import torch
from dataclasses import asdict, dataclass, field, replace
from functools import total_ordering


class Temperature:
    def __init__(self, celsius):
        self._c = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temperature(20)
t.fahrenheit
t.celsius = 100
t.celsius, t.fahrenheit
t.fahrenheit = 5
t.celsius = -300


@dataclass
class TrainConfig:
    lr: float = 1e-3
    epochs: int = 10
    hidden: list = field(default_factory=lambda: [32, 32])
    name: str = "mlp"


cfg = TrainConfig(lr=0.01)
repr(cfg)
asdict(cfg)
cfg == TrainConfig(0.01)
repr(replace(cfg, epochs=3))
TrainConfig.__annotations__


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0


sorted([Version(1, 2), Version(0, 9), Version(1, 0)])
repr(Version(2))
Version()


def registered(cls):
    cls.registered = True
    return cls


@registered
class Plugin:
    pass


Plugin.registered


class Lazy:
    def __init__(self):
        self.known = 1

    def __getattr__(self, name):
        return f"computed {name}"


lz = Lazy()
lz.known, lz.other


@total_ordering
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        return self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents


Money(5) <= Money(7), Money(9) >= Money(7), Money(3) > Money(3)
type(3) is int, type("a") == str, type([]) is list, type(1.5).__name__
repr(int), repr(type(None))
issubclass(bool, int), issubclass(Plugin, object)
hex(255), oct(8), bin(5), hex(-42)
delattr(lz, "known")
lz.known

torch.tensor([1, 2], dtype=float)
torch.zeros(2, dtype=int).dtype
torch.ones(2, dtype=bool)
torch.arange(3).to(float)
x = torch.ones(2)
f"{x.device}", str(x.device), repr(x.device)
x.to(torch.device("cpu")).device
torch.cuda.is_available(), torch.cuda.device_count()
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x.to(device).device == device
