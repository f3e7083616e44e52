import torch
import numpy as np
x = torch.arange(10)
x[np.int64(1)]
x[np.int32(2)]
x[np.array([1, 3])]
x[np.array([True] * 5 + [False] * 5)]
x[np.array(2)]
x[np.float64(1.0)]
x[np.True_]
x[np.uint8(3)]
m = torch.zeros(3, 3)
m[np.int64(1), np.array([0, 2])] = 5
m
x[np.int64(1):np.int64(4)]
perm = np.random.permutation(10)
idx = np.argmax(np.array([0.1, 0.7, 0.2]))
x[idx]
isinstance(np.float64(1), float)
isinstance(np.float32(1), float)
isinstance(np.int64(1), int)
issubclass(np.float64, float)
f'{np.float64(0.1):.5f}'
f'{np.float32(0.1):.5f}'
f'{np.int64(5):03d}'
f'{np.float64(0.1)}'
format(np.True_, '')
f'{np.float32(0.1)}'
'%.3f' % np.float64(2)
for h in 10.0 ** np.arange(-1, -4, -1):
    s = f'h={h:.5f}'
s
total = np.sum(np.array([1.0, 2.0]))
isinstance(total, float)
f"{total:.2f}"
np.random.seed(0)
np.random.permutation(10)
np.random.permutation(np.int64(5))
a = np.arange(6)
np.random.shuffle(a)
a
b = np.arange(12).reshape(4, 3)
np.random.shuffle(b)
b
lst = [1, 2, 3, 4, 5]
np.random.shuffle(lst)
lst
np.random.permutation(np.array([[1, 2], [3, 4], [5, 6]]))
np.random.seed(1)
np.random.permutation(300)[:10]
x[np.random.permutation(10)]
torch.tensor([1.0, 2.0])[np.random.permutation(2)]
rs = np.random.RandomState(0)
rs.rand(3)
rs.randint(0, 10, size=4)
np.random.RandomState(1).permutation(6)
torch.from_numpy(np.random.RandomState(0).rand(3)).dtype
r2 = np.random.RandomState()
r2.seed(5)
r2.randn(2)
np.random.rand(2)
