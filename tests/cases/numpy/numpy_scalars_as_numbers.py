# NumPy scalars wherever Python numbers go: %d, round (np.round's half-even on the scaled value),
# abs, is_integer, tensor setitem and lists of NumPy ints as indices (attack find).
import torch
import numpy as np
"%d" % np.int64(7)
"%d" % np.float64(7.9)
round(np.float64(2.675), 2)
round(np.float32(2.5))
abs(np.float64(-1.5))
np.float64(1.5).is_integer()
s = torch.zeros(3, dtype=torch.int64)
s[np.int64(1)] = np.int64(11)
s
x = torch.zeros(3)
x[0] = np.float64(0.5)
x
x[torch.tensor([True, False, True])] = np.float64(9)
x
t = torch.arange(6)
t[[np.int64(0), np.int64(2)]]
