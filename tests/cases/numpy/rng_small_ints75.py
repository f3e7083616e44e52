# np.random.default_rng(seed).integers with the 8- and 16-bit integer dtypes and bool: NumPy
# cuts each 32-bit draw into pieces (a buffer per call), then Lemire's multiply at the type's
# width; the bounds are checked against the type first.
import numpy as np
import torch
rng = np.random.default_rng(0)
a = rng.integers(0, 10, size=5, dtype=np.uint8)
a.tolist()
a.dtype
rng.integers(0, 256, size=(2, 3), dtype=np.uint8).tolist()
rng.integers(-5, 5, size=4, dtype=np.int8).tolist()
rng.integers(0, 1000, size=4, dtype=np.int16).tolist()
rng.integers(0, 2, size=7, dtype=bool).tolist()
v = rng.integers(5, dtype=np.uint8)
int(v)
str(type(v))
rng.integers(0, 10, size=3, dtype=np.uint8, endpoint=True).tolist()
rng.integers(0, 65536, size=3, dtype=np.uint16).tolist()
rng.integers(3, 4, size=3, dtype=np.uint8).tolist()
rng.integers(0, 1, size=3, dtype=bool).tolist()
rng.integers(1, 2, size=3, dtype=bool).tolist()
rng.random()
rng.integers(0, 257, size=2, dtype=np.uint8)
rng.integers(-1, 5, size=2, dtype=np.uint8)
rng.integers(-129, 0, size=2, dtype=np.int8)
rng.integers(0, 129, size=2, dtype=np.int8)
rng.integers(5, 5, size=2, dtype=np.uint8)
rng.integers(0, 0, size=2, dtype=np.uint8)
rng.integers(0, 3, size=2, dtype=bool)
rng.integers(0, 70000, size=2, dtype=np.uint16)
rng.integers(6, 5, size=2, dtype=np.int8)
rng.integers(5, 5, size=2, dtype=np.uint8, endpoint=True).tolist()
rng.integers(0, 256, size=3, dtype="uint8").dtype
int(rng.integers(0, 100, size=1000, dtype=np.uint8).astype(np.int64).sum())
rng.integers(-30000, 30000, size=999, dtype=np.int16).tolist()[-5:]
rng.integers(0, 2, size=100, dtype=bool).sum()
rng.random()
t = torch.from_numpy(rng.integers(0, 255, size=(2, 4), dtype=np.uint8))
t
labels = torch.from_numpy(rng.integers(0, 10, size=8, dtype=np.int16)).long()
labels
