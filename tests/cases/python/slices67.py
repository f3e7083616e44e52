# Slices hold whatever bounds were written, as CPython's do: a class's __getitem__ sees
# them as they are, a list or tensor refuses a float bound (a tensor in index order, after
# an earlier bad index), and bounds past 64 bits are clamped when a sequence is sliced.
import torch

class Echo:
    def __getitem__(self, key):
        return key

e = Echo()
e[2**70:-2**70:2**65]
(e[2**70:].stop, e[:2**70].stop, e[::-2**70].step)
e[1.5:2.5]
e['a':'z']
e[1.5:2.5].start
repr(e[None:3.0:True])
s = slice(0.5, 2**70)
s
(s.start, s.stop, s.step)
isinstance(e[1.5:], slice)
type(e[1.5:]) is slice
isinstance(slice(1, 2), slice)
repr(slice(1, 2))
list(range(10))[2:2**70]
list(range(10))[-2**70:3]
list(range(10))[::2**70]
'abcdef'[1:2**80]
(1, 2, 3)[slice(2**70)]
try:
    [1, 2, 3][1.5:]
except TypeError as err:
    str(err)
try:
    'abc'[:2.0]
except TypeError as err:
    str(err)
x = torch.arange(12.).reshape(3, 4)
x[1:2**70]
x[:, -2**70:2]
try:
    x[0.0:2.0]
except TypeError as err:
    str(err)
try:
    x[0.0, 0.0:2.0]
except IndexError as err:
    str(err)
try:
    x[0, 0.0:2.0]
except TypeError as err:
    str(err)
try:
    x[0.0, :, 0.0:2.0]
except IndexError as err:
    str(err)
lst = [0, 1, 2, 3, 4]
lst[1:2**70] = [9]
lst
try:
    lst[0.5:] = [1]
except TypeError as err:
    str(err)
y = torch.zeros(5)
y[2:2**70] = 1.
y

# ranges slice to ranges, as CPython computes them
range(10)[2:5]
range(10)[1:8:3]
range(0, 20, 3)[::-1]
range(10)[-3:]
range(5, 0, -1)[1:3]
range(10)[2:2**70]
range(-5, 50, 7)[100:]
list(range(0, 20, 3)[::-2])
try:
    range(10)[::0]
except ValueError as err:
    str(err)
lst2 = list(range(8))
del lst2[1:2**70:3]
lst2
slice(1.5, 2) == slice(1.5, 2)
slice(1.5, 2) == slice(1.5, 3)

# a one-element integer tensor or NumPy int stands for its int as a bound (the GPT
# lecture's `data[i:i+block_size]` with `i` drawn by torch.randint), a class sees it as is
import numpy as np
data = torch.arange(10)
i = torch.tensor(3)
data[i:i + 4]
[10, 20, 30, 40, 50][i:]
data[np.int64(2):np.int64(5)]
type(e[i:].start).__name__
try:
    data[torch.tensor(1.5):]
except TypeError as err:
    str(err)
