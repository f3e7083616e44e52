# What NumPy and the bridge refuse, with their error classes and messages.
import numpy as np
a = np.arange(6).reshape(2, 3)
a[2, 0]
a[0, 3]
a[-3]
a[0, 0, 0]
a["x"]
a[..., 0, ...]
a.reshape(4)
a.reshape(-1, -1)
a.reshape(4, -1)
a.transpose(0)
np.ones((2, 3)) * np.ones((3, 2))
np.ones((2, 3)) @ np.ones((2, 3))
np.array(1.0) @ np.ones(2)
np.array([True]) - np.array([False])
-np.array([True, False])
np.arange(3) ** -2
np.zeros((0, 2)).max()
np.zeros((0, 2)).min(axis=0)
np.array([[1, 2], [3]])
np.ones(2, dtype=np.uint8) + 256
np.array([1, 2]) & np.array([1.5, 2.5])
~np.array([1.5])
len(np.array(3))
bool(np.array([1, 2]))
float(np.array([1., 2.]))
np.array([1, 2]).no_such_method
np.no_such_function
np.dtype("nonsense")
np.zeros(3, dtype=torch.float32)
np.arange(3)[1.5]
np.arange(3)[::0]
torch.from_numpy(np.arange(3)[::-1])
torch.from_numpy(np.ones((2, 2))[:, ::-1])
torch.from_numpy(3)
torch.from_numpy(torch.ones(2))
x = torch.ones(3, requires_grad=True)
x.numpy()
(x * 2).numpy()
repr((x * 2).detach().numpy())
np.linspace(0, 1, -1)
np.random.seed(2 ** 32)
b = np.zeros(3)
b[0:2] = [1, 2, 3]
b[5] = 1
repr(b)
