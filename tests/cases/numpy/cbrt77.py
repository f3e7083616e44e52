# np.cbrt as a geometry exercise uses it: exact cubes, signs, zeros, infinities, NaN,
# subnormals, integer input and out=. Non-cubes are compared to rounding only: NumPy on an
# AVX-512 machine takes SVML's cube root, an ulp off the correctly rounded one for about
# one value in 200, and stridelab keeps libm's (docs/decisions.md, stop 77).
import numpy as np
import torch

def bits(a):
    # The comparer allows rounding; these show the last bit.
    return [v.hex() for v in np.asarray(a, dtype=np.float64).reshape(-1).tolist()]

np.cbrt(np.array([592.6485405745884, 14.939721089054274, -48.204413400859266, -150.76461013073322, -142.1198828284231, -607.0590548601133, -427.1949495619591, -392.3723455727652])).tolist()

# Volumes to side lengths, as a geometry exercise.
volumes = np.array([1.0, 2.0, 3.0, 10.0, 100.0, 0.5, 0.001, 1e6, 12345.678])
sides = np.cbrt(volumes)
sides.dtype.name, sides.tolist()
rng = np.random.default_rng(0)
u = rng.uniform(-1000.0, 1000.0, size=40)
np.cbrt(u).tolist()
np.cbrt(u[::3]).tolist()
np.cbrt(u.reshape(5, 8))[1:3].tolist()
w = 10.0 ** np.linspace(-300.0, 300.0, 25)
np.cbrt(w).tolist()
bits(np.cbrt(volumes[:8]))
torch.from_numpy(np.cbrt(np.array([7.0, 9.0, 26.0])))

# Exact cubes, signs, zeros and the special values.
np.cbrt(np.array([8.0, -27.0, 64.0, 1000.0, 0.125, -1.0])).tolist()
np.cbrt(np.array([0.0, -0.0, np.inf, -np.inf, np.nan])).tolist()
repr(np.cbrt(-0.0)), repr(np.cbrt(np.array([-0.0]))[0])
np.cbrt(np.array([5e-324, -2.2250738585072014e-308, 1e-310, 1.7976931348623157e308])).tolist()
np.cbrt(np.array([1.0000000000000002, 0.9999999999999999, 0.1, 0.7])).tolist()

# Integer and scalar input, 0-d and empty arrays, out=.
np.cbrt(7), type(np.cbrt(7)).__name__
np.cbrt(np.float64(3.0))
np.cbrt([1, 2, 3]).tolist()
np.cbrt(np.arange(6).reshape(2, 3)).tolist()
np.cbrt(np.array(11.0)).shape, float(np.cbrt(np.array(11.0)))
np.cbrt(np.zeros(0)).shape, np.cbrt(np.zeros((2, 0))).dtype.name
buf = np.empty(3)
r = np.cbrt(np.array([4.0, 5.0, 6.0]), out=buf)
r is buf, buf.tolist()
np.cbrt(np.array([8, 27], dtype=np.int16)).dtype.name
