# np.random.default_rng (stop 70): NumPy's Generator over PCG64 seeded through SeedSequence,
# its random/uniform/integers/choice/shuffle/permutation values to the bit, and the refusal
# of the draws whose algorithms stridelab lacks (normal).
import numpy as np
import torch

rng = np.random.default_rng(0)
rng.random()
repr(rng.random(3))
repr(rng.random((2, 2)))
torch.from_numpy(np.random.default_rng(42).random(4))
repr(np.random.default_rng(1).integers(0, 10, size=8))
repr(np.random.default_rng(1).integers(5))
repr(np.random.default_rng(7).integers(-3, 3, size=(2, 3)))
repr(np.random.default_rng(7).integers(2, 10, size=5, endpoint=True))
repr(np.random.default_rng(3).integers(0, 2**40, size=3))
repr(np.random.default_rng(3).integers(0, 100, size=4, dtype=np.int32))
r = np.random.default_rng(5)
repr(r.integers(0, 6, size=3)), r.random(), repr(r.integers(0, 1000, size=2))
repr(np.random.default_rng(0).choice(10, 4))
repr(np.random.default_rng(0).choice(10, 4, replace=False))
repr(np.random.default_rng(0).choice(5, 5, replace=False))
repr(np.random.default_rng(0).choice([1.5, 2.5, 3.5], 2))
np.random.default_rng(0).choice(5)
repr(np.random.default_rng(0).choice(np.array([10, 20, 30])))
repr(np.random.default_rng(9).choice(4, 6, p=[0.1, 0.2, 0.3, 0.4]))
repr(np.random.default_rng(9).choice(['a', 'b', 'c'], 3))
repr(np.random.default_rng(0).permutation(10))
repr(np.random.default_rng(0).permutation(np.arange(6).reshape(3, 2)))
x = np.arange(8)
np.random.default_rng(11).shuffle(x)
repr(x)
items = [1, 2, 3, 4]
np.random.default_rng(0).shuffle(items)
items
repr(np.random.default_rng(0).uniform(2, 5, 3))
np.random.default_rng(0).uniform()
repr(np.random.default_rng([1, 2]).random())
repr(np.random.default_rng(2**70).random())
repr(np.random.default_rng(2**150 + 12345).random(2))
repr(np.random.default_rng([1, 2, 3, 4, 5, 6]).integers(0, 100, 3))
g = np.random.default_rng(123)
np.random.default_rng(g) is g
idx = np.random.default_rng(0).permutation(5)
torch.arange(5.0)[torch.from_numpy(idx)]
try:
    np.random.default_rng(-1)
except ValueError as e:
    m1 = str(e)
m1
try:
    np.random.default_rng(0).integers(5, 5)
except ValueError as e:
    m2 = str(e)
m2
try:
    np.random.default_rng(0).integers(0)
except ValueError as e:
    m3 = str(e)
m3
try:
    np.random.default_rng(0).choice(3, 5, replace=False)
except ValueError as e:
    m4 = str(e)
m4
try:
    np.random.default_rng(0).choice(3, p=[0.5, 0.6, 0.1])
except ValueError as e:
    m5 = str(e)
m5
