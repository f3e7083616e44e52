# np.gradient as signal-processing lessons call it: unit spacing, a scalar step, a coordinate
# array (uneven), per-axis spacings, axis=, edge_order=2, integer and float32 input.
import numpy as np

y = np.array([1., 4., 9., 16., 25., 36.])
np.gradient(y).tolist()
np.gradient(y, 2.0).tolist()
np.gradient(y, 0.1).tolist()
np.gradient(y, edge_order=2).tolist()
np.gradient(y, 0.5, edge_order=2).tolist()
xs = np.array([0., 1., 3., 4., 6., 10.])
np.gradient(y, xs).tolist()
np.gradient(y, xs, edge_order=2).tolist()
np.gradient(y, np.array([0., 2., 4., 6., 8., 10.])).tolist()
np.gradient(y, np.array([0, 1, 3, 4, 6, 10])).tolist()
g = np.gradient(np.array([1, 2, 4, 7, 11]))
(g.tolist(), g.dtype.name, g.strides)
np.gradient(np.array([1., 2., 4.], dtype=np.float32)).dtype.name
f = np.array([[1., 2., 6.], [3., 4., 5.], [0., 8., 1.]])
[g.tolist() for g in np.gradient(f)]
[g.tolist() for g in np.gradient(f, 2.0)]
[g.tolist() for g in np.gradient(f, 2.0, 0.5)]
[g.tolist() for g in np.gradient(f, np.array([0., 1., 3.]), 1.0)]
np.gradient(f, axis=1).tolist()
np.gradient(f, axis=0, edge_order=2).tolist()
[g.shape for g in np.gradient(np.arange(24.).reshape(2, 3, 4) ** 2, axis=(0, 2))]
np.gradient(np.arange(24.).reshape(2, 3, 4) ** 2, axis=-1)[1].tolist()
t = np.linspace(0, 1, 11)
v = np.sin(2 * np.pi * t)
np.round(np.gradient(v, t), 10).tolist()
np.gradient(f.T)[0].strides
try:
    np.gradient(np.array([1., 2.]), edge_order=2)
except ValueError as err:
    e1 = str(err)
e1
try:
    np.gradient(y, np.array([1., 2.]))
except ValueError as err:
    e2 = str(err)
e2
try:
    np.gradient(f, 1.0, 2.0, 3.0)
except TypeError as err:
    e3 = str(err)
e3
