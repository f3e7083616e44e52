# needs a running clock: the timings' structure follows from how long blocks take.
import torch
import torch.utils.benchmark as benchmark
import timeit
# The official "PyTorch Benchmark" recipe (recipes_source/recipes/benchmark.py), its timings
# checked for structure only (they are this machine's). The recipe's setup strings import from
# __main__, which the recorder cannot; the functions go in globals instead.
def batched_dot_mul_sum(a, b):
    '''Computes batched dot by multiplying and summing'''
    return a.mul(b).sum(-1)
def batched_dot_bmm(a, b):
    '''Computes batched dot by reducing to ``bmm``'''
    a = a.reshape(-1, 1, a.shape[-1])
    b = b.reshape(-1, b.shape[-1], 1)
    return torch.bmm(a, b).flatten(-3)
x = torch.randn(100, 64)
assert batched_dot_mul_sum(x, x).allclose(batched_dot_bmm(x, x))
t0 = timeit.Timer(stmt='batched_dot_mul_sum(x, x)', globals={'x': x, 'batched_dot_mul_sum': batched_dot_mul_sum})
t1 = timeit.Timer(stmt='batched_dot_bmm(x, x)', globals={'x': x, 'batched_dot_bmm': batched_dot_bmm})
r0 = t0.timeit(100) / 100 * 1e6
r1 = t1.timeit(100) / 100 * 1e6
r0 > 0, r1 > 0
t2 = benchmark.Timer(stmt='x.sum()', setup='import math', globals={'x': x}, description='sum', label='L', sub_label='s')
repr(t2.timeit(5)).splitlines()[1:4]
t0 = benchmark.Timer(stmt='batched_dot_mul_sum(x, x)', globals={'x': x, 'batched_dot_mul_sum': batched_dot_mul_sum})
t1 = benchmark.Timer(stmt='batched_dot_bmm(x, x)', globals={'x': x, 'batched_dot_bmm': batched_dot_bmm})
m0 = t0.timeit(100)
m1 = t1.timeit(100)
repr(m0).splitlines()[1:2], repr(m0).splitlines()[3:]
m0.number_per_run, len(m0.times), m0.title, m0.stmt, m0.setup, m0.num_threads, m0.env, m0.description
num_threads = torch.get_num_threads()
m2 = benchmark.Timer(stmt='batched_dot_mul_sum(x, x)', globals={'x': x, 'batched_dot_mul_sum': batched_dot_mul_sum}, num_threads=num_threads, label='Multithreaded batch dot', sub_label='Implemented using mul and sum').blocked_autorange(min_run_time=0.05)
repr(m2).splitlines()[1:2], m2.number_per_run >= 1, len(m2.times) >= 1, m2.median > 0
from itertools import product
results = []
sizes = [1, 64]
for b, n in product(sizes, sizes):
    label = 'Batched dot'
    sub_label = f'[{b}, {n}]'
    x = torch.ones((b, n))
    for num_threads in [1, 4]:
        results.append(benchmark.Timer(stmt='batched_dot_mul_sum(x, x)', globals={'x': x, 'batched_dot_mul_sum': batched_dot_mul_sum}, num_threads=num_threads, label=label, sub_label=sub_label, description='mul/sum').blocked_autorange(min_run_time=0.01))
        results.append(benchmark.Timer(stmt='batched_dot_bmm(x, x)', globals={'x': x, 'batched_dot_bmm': batched_dot_bmm}, num_threads=num_threads, label=label, sub_label=sub_label, description='bmm').blocked_autorange(min_run_time=0.01))
compare = benchmark.Compare(results)
lines = str(compare).splitlines()
len(lines), lines[0][:3], [c.strip() for c in lines[1].split("|")[1:]], [l[:10] for l in lines[2:]]
compare.trim_significant_figures()
compare.colorize()
len(str(compare).splitlines())
benchmark.select_unit(3e-6), benchmark.trim_sigfig(3.14159, 2), benchmark.unit_to_english("us")
m = benchmark.Measurement(1, [1e-6, 2e-6, 3e-6, 4e-6, 5e-6], benchmark.Timer("x", globals={"x": 1})._task_spec)
m.median, m.mean, m.iqr, m.significant_figures, m.has_warnings
repr(m).splitlines()[1:]
str(benchmark.Compare([m]))
try:
    benchmark.Timer(stmt=lambda: 1)
except ValueError as e:
    err = str(e)
err
