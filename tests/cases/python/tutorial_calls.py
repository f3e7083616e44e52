# Calls tutorials make that we refused (found by a reach probe over fast.ai, UvA and
# Deep Learning with PyTorch): randint by keyword, iter(callable, sentinel) batching,
# torch.backends.cudnn's flags.
import itertools
import torch

torch.manual_seed(0)
torch.randint(low=0, high=2, size=(2, 3))
torch.randint(high=5, size=(3,))
torch.randint(3, high=9, size=(4,))
torch.randint(0, 5, size=(3,))
torch.randint(low=1, high=4, size=(2,), dtype=torch.int32)
it = iter([1, 2, 3, 0, 5])
list(iter(lambda: next(it), 0))
def chunks(x, sz):
    it = iter(x)
    return iter(lambda: list(itertools.islice(it, sz)), [])
list(chunks(range(7), 3))
ci = iter(lambda: 1, 1)
type(ci).__name__, list(ci)
iter(5, 0)
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
c = Counter()
list(iter(c, 4)), c.n
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False
torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark, torch.backends.cudnn.enabled
import torch.backends.cudnn as cudnn
cudnn.benchmark = True
torch.backends.cudnn.benchmark
from torch.backends import cudnn as c2
c2.deterministic
