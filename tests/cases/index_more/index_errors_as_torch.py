# Indexing errors and edge rules as PyTorch's own test_indexing.py meets them: the dim an
# out-of-range index names is its place in the index, a 0-dim tensor's single index has its
# own messages, a zero slice step is CPython's error, and several `...` are allowed.
import torch

x = torch.arange(24).view(2, 3, 4)
t0 = torch.tensor(10)


def err(f):
    try:
        f()
        return "no error"
    except (IndexError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


err(lambda: x[0, 5])
err(lambda: x[:, 5])
err(lambda: x[None, 0, 5])
err(lambda: x[..., 9])
err(lambda: x[0, ..., 9])
err(lambda: x[True, 0, 7])
err(lambda: x[1:, 5])
err(lambda: x[0][5])
err(lambda: x[5])
err(lambda: x[0, -4])
err(lambda: x[torch.tensor(5)])
err(lambda: x[0, torch.tensor(7)])
err(lambda: x[::0])
err(lambda: x[0, ::0])
err(lambda: x[::-1])
err(lambda: t0[0])
err(lambda: t0[1])
err(lambda: t0[-1])
err(lambda: t0[0,])
err(lambda: t0[:])
err(lambda: t0[1:])
err(lambda: t0[..., 0])
t0[...]
t0[None]
t0[True]
x[..., 0, ...]
x[..., 0, ...].stride()
x[..., 2, ...].storage_offset()
x[..., ...]
x[..., 0, ..., 0, 0]
err(lambda: x[0, ..., ..., 1])
err(lambda: x[..., 1, ..., 2])


def set0():
    t0[0] = 1


def set1():
    t0[1] = 1


err(set0)
err(set1)
y = torch.zeros(2, 3)
y[..., 1, ...] = 7
y
