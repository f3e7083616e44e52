# The built-in iterators are lazy, one item at a time, as in Python.
import torch

log = []


def say(*parts):
    log.append(" ".join(str(p) for p in parts))


e = enumerate(["a", "b", "c"], start=1)
type(e).__name__
next(e)
list(e)
list(e)

it = iter([10, 20, 30])
next(it)
list(it)
next(it, "end")
next(iter(range(3)))
next(iter((7, 8)))

squares = map(lambda v: v * v, range(5))
list(squares)
list(squares)
list(map(lambda a, b: a + b, [1, 2, 3], [10, 20]))
list(filter(None, [0, 1, "", "x", None, 2.5]))
list(filter(lambda t: t.item() > 0, torch.tensor([-1., 2., 3.])))
list(reversed([1, 2, 3]))
list(reversed(range(4)))
list(zip([1, 2], "abc"))
list(zip())
try:
    list(zip([1, 2], [3, 4, 5], strict=True))
except ValueError as err:
    say(err)
try:
    list(zip([1, 2, 3], [4, 5, 6], [7], strict=True))
except ValueError as err:
    say(err)

w = torch.tensor([[1., 2.], [3., 4.]])
for i, row in enumerate(w):
    say(i, row)
dict(zip(["a", "b"], [1, 2]))
sorted(zip([3, 1, 2], "xyz"))
max(enumerate([4, 9, 2]), key=lambda p: p[1])
any(v > 3 for v in [1, 5, 2])
all(t > 0 for t in torch.tensor([1, 2, 3]))

if (n := len(w)) > 1:
    say("rows:", n)
[y for x in range(5) if (y := x * x) > 4]


class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


list(Countdown(3))
c = Countdown(2)
next(c)
next(c)
next(c, None)
for k in Countdown(2):
    say("tick", k)
log
iter(5)
