# A dataclass without a docstring gets its signature as one
from dataclasses import dataclass, field
import typing
@dataclass
class C:
    lr: float = 0.1
    name: str = 'x'
    ks: list = field(default_factory=list)
    t: 'typing.Optional[int]' = None
C.__doc__
@dataclass
class D:
    '''mine'''
    a: int
D.__doc__
@dataclass(kw_only=True)
class E:
    a: int
    b: typing.List[int] = None
    c: list[int] = None
E.__doc__
@dataclass
class F(C):
    extra: int = 3
F.__doc__
import torch
@dataclass
class G:
    x: torch.Tensor = None
G.__doc__
import torch.optim as optim
"LBFGS" in dir(optim), "Optimizer" in dir(optim), "lr_scheduler" in dir(optim)
