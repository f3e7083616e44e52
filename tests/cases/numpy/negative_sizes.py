# NumPy refuses a negative size wherever an array is made (and reshape's -1 still infers).
import numpy as np

np.random.seed(0)
np.random.rand(3, -1)
np.random.randn(-1)
np.random.random((2, -3))
np.random.standard_normal(-1)
np.zeros((2, -1))
np.ones(-1)
np.full((-1,), 2.0)
np.empty(-2)
np.zeros((2, 3)).reshape(-1, 2).shape
np.random.rand(2, 0).shape
np.random.rand(2, 0).tolist()
