# timeit: timing a callable or an expression string as lessons compare a loop with a
# vectorised op. The times themselves vary, so only their types and counts are recorded;
# autorange() is left out: it loops until 0.2 s pass, and the wasm32 test run has no clock.
import timeit
import math
import torch
def loop():
    return sum(i * i for i in range(100))
x = torch.arange(100.)
isinstance(timeit.timeit(lambda: 1, number=3), float)
timeit.timeit(loop, number=5) >= 0.0
timeit.timeit(lambda: (x * x).sum(), number=5) >= 0.0
timeit.timeit('sum(range(10))', number=3) >= 0.0
timeit.timeit('math.sqrt(2.0)', setup='import math', number=3) >= 0.0
timeit.timeit('loop()', globals=globals(), number=3) >= 0.0
timeit.timeit('y + 1', globals={'y': 2}, number=2) >= 0.0
timeit.timeit(number=4) >= 0.0
r = timeit.repeat(loop, repeat=3, number=2)
len(r), all(isinstance(v, float) for v in r)
len(timeit.repeat('1 + 1', number=2))
t = timeit.Timer(loop)
isinstance(t.timeit(number=2), float), len(t.repeat(repeat=2, number=1))
callable(timeit.default_timer)
timeit.default_number, timeit.default_repeat
timeit.timeit(lambda: 1, setup=lambda: None, number=1) >= 0.0
timeit.timeit(1)
timeit.timeit(loop, setup=2)
timeit.Timer(stmt=None)
timeit.timeit(lambda: 1 / 0, number=1)
