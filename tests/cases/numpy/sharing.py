# from_numpy and numpy() share memory both ways; torch.tensor copies, as_tensor aliases.
import numpy as np
a = np.arange(6).reshape(2, 3)
t = torch.from_numpy(a)
t
t2 = torch.from_numpy(a)
t2
a[0, 0] = 42
t
t[1, 2] = -1
a.tolist()
repr(a)
tt = torch.from_numpy(a.T)
tt
tt.stride()
f = np.arange(4, dtype=np.float32)
torch.from_numpy(f)
torch.from_numpy(np.array([True, False]))
torch.from_numpy(np.array([1, 2], dtype=np.int32))
torch.from_numpy(np.array([1, 2], dtype=np.uint8))
torch.from_numpy(np.linspace(0, 1, 5))
c = torch.tensor(a)
c
c[0, 0] = 0
a[0, 0]
d = torch.as_tensor(a)
d
d[0, 1] = 9
a[0, 1]
e = torch.as_tensor(a, dtype=torch.float32)
e
e[0, 0] = 1000.
a[0, 0]
x = torch.arange(6.).reshape(2, 3)
n = x.numpy()
repr(n)
n.strides
n[0, 0] = 5.
x
y = x.t()
m = y.numpy()
m.strides
repr(m)
w = torch.ones(2, 2, requires_grad=True)
w.numpy()
repr(w.detach().numpy())
repr(w.numpy(force=True))
z = torch.zeros(3, dtype=torch.int64)
zn = z.numpy()
zn += 2
z
torch.from_numpy([1, 2])
torch.from_numpy(np.arange(5)[::-1])
torch.tensor(np.arange(5)[::-1])
torch.from_numpy(np.arange(5)[::-1].copy())
i = torch.arange(4)
torch.from_numpy(i.numpy() * 2)
