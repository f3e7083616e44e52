# Generators and lazy iterators as tutorials and data pipelines use them.
import torch

log = []


def say(*parts):
    log.append(" ".join(str(p) for p in parts))



def batches(data, batch_size):
    for start in range(0, len(data), batch_size):
        yield data[start:start + batch_size]


x = torch.arange(10.)
sizes = [b.shape[0] for b in batches(x, 4)]
sizes
[b.sum().item() for b in batches(x, 4)]


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


gen = fib()
[next(gen) for _ in range(10)]
list(zip(range(6), fib()))
type(gen).__name__


def count_up(n):
    i = 0
    while i < n:
        say("producing", i)
        yield i
        i += 1
    return "finished"


for v in count_up(3):
    say("consumed", v)
log

g = count_up(1)
next(g)
try:
    next(g)
except StopIteration as e:
    say("StopIteration:", e)

next(count_up(0), "empty")
sum(v * v for v in count_up(4))


def chain(*iterables):
    for it in iterables:
        yield from it


list(chain([1, 2], (3,), range(4, 6), "ab"))


def evens_until(xs, limit):
    for x in xs:
        if x % 2:
            continue
        if x > limit:
            break
        try:
            if x == 4:
                raise ValueError(f"bad value {x}")
            yield x
        except ValueError as err:
            yield str(err)
        finally:
            say("checked", x)
    else:
        yield "exhausted"
    yield "done"


list(evens_until(range(10), 6))
list(evens_until([0, 2], 6))
log


def running_total():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


acc = running_total()
next(acc)
list(acc)


def stop_inside():
    yield 1
    raise StopIteration


try:
    list(stop_inside())
except RuntimeError as e:
    say("RuntimeError:", e)
log[-1]


def leaky():
    yield 1
    raise KeyError("missing")


lg = leaky()
next(lg)
next(lg)
