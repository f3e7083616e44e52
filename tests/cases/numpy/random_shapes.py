# np.random's legacy stream: seed, rand, randn (MT19937 as NumPy's RandomState).
import numpy as np
np.random.seed(0)
r = np.random.rand(2, 3)
r.shape
str(r.dtype)
r.tolist()
n = np.random.randn(4)
n.tolist()
np.random.seed(42)
repr(np.random.rand(3))
repr(np.random.randn(2, 2))
type(np.random.rand()).__name__
float(np.random.rand())
np.random.seed(1)
torch.from_numpy(np.random.randn(3))
np.random.seed(-1)
