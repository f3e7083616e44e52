# needs the C library's float64 pow (glibc): np.power and x ** 3 / x ** 4 run it per element,
# whose last bit wasm32's libm port does not always reproduce.
# NumPy's `arr ** 2`, `arr ** 0.5` and `arr ** -1` (a float array, an exact Python int or
# float exponent) are the square, sqrt and reciprocal ufuncs, each rounded once; any other
# exponent, and np.power, run the C library's pow per element. Printed as hex, so the last
# bit shows ("Learning PyTorch with Examples" fits a cubic to sin(x) with these).
import math
import numpy as np
x = np.linspace(-math.pi, math.pi, 2000)
y = np.sin(x)
sq = x ** 2
[float(v).hex() for v in sq[[3, 500, 999, 1500, 1998]]]
int((sq != x * x).sum())
root = np.abs(x) ** 0.5
int((root != np.sqrt(np.abs(x))).sum())
float(root[123]).hex()
inv = x ** -1
int((inv != 1.0 / x).sum())
float(inv[7]).hex()
cube = x ** 3
float(cube[7]).hex()
repr(float(cube[7]))
[float(v).hex() for v in np.power(x, 3)[:8]]
[float(v).hex() for v in (x ** 4)[:6]]
f = np.linspace(0.01, 7.5, 1000).astype(np.float32)
int(((f ** 2) != f * f).sum())
int(((f ** 0.5) != np.sqrt(f)).sum())
int(((f ** -1) != np.float32(1.0) / f).sum())
z = x.copy()
z **= 2
int((z != sq).sum())
a, b, c, d = 0.1, 0.8, -0.05, -0.09
y_pred = a + b * x + c * x ** 2
float(np.square(y_pred - y).sum()).hex()
(np.arange(5) ** 2).tolist()
(x.astype(np.complex128)[:2] ** 2).tolist()
