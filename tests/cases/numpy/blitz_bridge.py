# The 60-minute blitz "Tensors" page, its NumPy sections, with print() as bare expressions.
import numpy as np
data = [[1, 2],[3, 4]]
x_data = torch.tensor(data)
x_data
np_array = np.array(data)
x_np = torch.from_numpy(np_array)
x_np
repr(np_array)
# Bridge with NumPy: tensor to NumPy array
t = torch.ones(5)
t
n = t.numpy()
repr(n)
str(n)
# A change in the tensor reflects in the NumPy array.
t.add_(1)
t
repr(n)
str(n)
# NumPy array to Tensor
n = np.ones(5)
t = torch.from_numpy(n)
# Changes in the NumPy array reflects in the tensor.
np.add(n, 1, out=n)
t
str(n)
repr(n)
