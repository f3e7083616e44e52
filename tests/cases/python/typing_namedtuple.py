# typing.NamedTuple's class syntax, as training code writes its batches and configs
# (torchtext-style Batch, a GPT config, an RL transition).
from typing import NamedTuple, Optional
import torch


class Transition(NamedTuple):
    state: torch.Tensor
    action: int
    reward: float = 0.0
    done: bool = False


class Config(NamedTuple):
    n_layer: int = 2
    n_embd: int = 16
    dropout: Optional[float] = None

    def head_size(self, n_head):
        return self.n_embd // n_head

    def __str__(self):
        return f"Config({self.n_layer}x{self.n_embd})"


t = Transition(torch.zeros(2), 1)
t
t.reward, t.done
state, action, reward, done = t
action
t._fields
sorted(Transition._field_defaults.items())
t._replace(reward=1.5).reward
type(t._replace(done=True)).__name__
isinstance(t, tuple), len(t), t[1], t[-1]
c = Config(n_embd=32)
c
str(c)
c.head_size(4)
c == (2, 32, None)
Config._make([4, 8, 0.1])
c._asdict()["n_embd"]
list(c)
batch = [Transition(torch.full((2,), float(i)), i, reward=i / 2) for i in range(3)]
torch.stack([b.state for b in batch])
sum(b.reward for b in batch)
Transition(*zip(*[(1, 2), (3, 4)]))
try:
    Transition()
    missing = "no error"
except TypeError as e:
    missing = str(e)
missing
try:
    Transition(torch.zeros(1), 1, 0.0, False, "extra")
    extra = "no error"
except TypeError as e:
    extra = str(e)
extra
try:
    class Bad(NamedTuple):
        x: int = 0
        y: int
    bad = "no error"
except TypeError as e:
    bad = str(e)
bad
try:
    class Clash(NamedTuple):
        x: int
        def _replace(self):
            return None
    clash = "no error"
except AttributeError as e:
    clash = str(e)
clash
Employee = NamedTuple("Employee", [("name", str), ("id", int)])
Employee("ada", 3)
Employee._fields
