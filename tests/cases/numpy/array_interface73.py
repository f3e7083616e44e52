# The array interface: the dict NumPy hands to libraries that read an array's memory
# directly (its first element's address, read-only flag, dtype string, shape, and strides
# when the array is not C-contiguous). Addresses differ from run to run, so the lesson
# compares them instead of printing them.
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
ai = a.__array_interface__
sorted(ai)
ai['shape'], ai['typestr'], ai['descr'], ai['strides'], ai['version'], ai['data'][1]
a.T.__array_interface__['strides']
a[:, 1].__array_interface__['strides'], a[:, 1].__array_interface__['shape']
# A view's address is its first element's: so many bytes past its base's.
a[1:].__array_interface__['data'][0] - ai['data'][0]
a[:, 1].__array_interface__['data'][0] - ai['data'][0]
a[::-1].__array_interface__['strides'], a[::-1].__array_interface__['data'][0] - ai['data'][0]
np.arange(3, dtype=np.uint8).__array_interface__['typestr']
np.zeros(2, dtype=np.int32).__array_interface__['typestr']
np.array([True, False]).__array_interface__['descr']
np.array(2.5).__array_interface__['shape'], np.array(2.5).__array_interface__['strides']
np.zeros((0, 3)).__array_interface__['shape']
np.broadcast_to(np.arange(3), (2, 3)).__array_interface__['strides']
np.broadcast_to(np.arange(3), (2, 3)).__array_interface__['data'][1]
b = np.arange(4.)
b.flags.writeable = False
b.__array_interface__['data'][1]
# An array sharing a tensor's memory starts where the tensor's data does.
img = torch.arange(32.).view(1, 2, 4, 4)
img.numpy().__array_interface__['data'][0] == img.data_ptr()
img[0, 1].numpy().__array_interface__['data'][0] == img[0, 1].data_ptr()
img[0, 1].numpy().__array_interface__['data'][0] - img.data_ptr()
img.numpy().__array_interface__['data'][1]
t = torch.from_numpy(a[1:, 1:])
t.data_ptr() == a[1:, 1:].__array_interface__['data'][0]
a[1:, 1:].__array_interface__['strides']
