# NumPy's numeric helpers teaching code calls (stop 76): cross and kron products,
# convolve/correlate in each mode (moving averages), interp, linspace/logspace/geomspace,
# the degree/radian conversions, cbrt, reciprocal, sinc, heaviside, tri, polyval,
# polyfit, trapezoid and isscalar, with dtypes, shapes and NumPy's errors.
import numpy as np

u = np.array([1, 0, 0])
v = np.array([0, 1, 0])
np.cross(u, v).tolist(), np.cross(u, v).dtype.name
np.cross(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), np.array([7.0, 8.0, 9.0])).tolist()
np.cross(np.array([1.5, 2.0, 0.5]), np.array([0.5, -1.0, 2.0])).tolist()
np.cross(np.array([[1, 2], [3, 4], [5, 6]]), np.array([[1, 0], [0, 1], [1, 1]]), axisa=0, axisb=0).tolist()
try:
    np.cross([1, 2, 3, 4], [1, 2, 3])
except ValueError as e:
    e1 = str(e)
e1
k = np.kron(np.eye(2), np.array([[1, 2], [3, 4]]))
k.tolist(), k.shape, k.dtype.name, k.strides
np.kron([1, 10, 100], [5, 6, 7]).tolist()
np.kron(np.array([1, 2]), np.ones((2, 1), dtype=np.int32)).tolist()
np.kron(3, np.array([1, 2])).tolist()
np.convolve([1, 2, 3], [0, 1, 0.5]).tolist()
np.convolve([1, 2, 3], [0, 1, 0.5], 'same').tolist()
np.convolve([1, 2, 3], [0, 1, 0.5], 'valid').tolist()
np.convolve(np.array([1, 2]), np.array([1, 1, 1])).tolist()
sig = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
np.convolve(sig, np.ones(4) / 4, mode="valid").tolist()
np.convolve(np.array([1, 2, 3]), np.array([1, -1])).dtype.name
np.correlate([1, 2, 3], [0, 1, 0.5]).tolist()
np.correlate([1, 2, 3], [0, 1, 0.5], 'full').tolist()
np.correlate([1, 2, 3], [0, 1, 0.5], 'same').tolist()
np.correlate([1, 2], [1, 2, 3], 'full').tolist()
np.correlate(np.array([1, 2, 3, 4]), np.array([1, 2]), 'same').tolist()
try:
    np.convolve([], [1])
except ValueError as e:
    e2 = str(e)
e2
try:
    np.correlate([1, 2], [1], mode='bad')
except ValueError as e:
    e3 = str(e)
e3
try:
    np.correlate([], [1])
except ValueError as e:
    e3b = str(e)
e3b
xp = [1.0, 2.0, 3.0]
fp = [3.0, 2.0, 0.0]
np.interp(2.5, xp, fp), type(np.interp(2.5, xp, fp)).__name__
np.interp([0, 1, 1.5, 2.72, 3.14], xp, fp).tolist()
np.interp(3.14, xp, fp, right=-99.0), np.interp(-1, xp, fp, left=7)
np.interp(np.array([[0.5, 2.0], [2.5, 9.0]]), xp, fp).tolist()
np.interp([-180, -170, -185, 185, -10, -5, 0, 365], [190, -190, 350, -350], [5, 10, 3, 4], period=360).tolist()
np.interp(np.nan, xp, fp)
try:
    np.interp(1.0, [1.0, 2.0], [1.0])
except ValueError as e:
    e4 = str(e)
e4
# ranges
np.linspace(0, 1, 5).tolist(), np.linspace(0, 1, 5, endpoint=False).tolist()
vals, step = np.linspace(2.0, 3.0, num=5, retstep=True)
vals.tolist(), step, type(step).__name__
ls32 = np.linspace(np.float32(0.1), np.float32(0.7), 4)
ls32.tolist(), ls32.dtype.name
np.linspace(0, 10, 4, dtype=int).tolist(), np.linspace(0, 1, 1).tolist(), np.linspace(0, 1, 0).shape
np.linspace([0, 10], [1, 20], 3).tolist(), np.linspace([0, 10], [1, 20], 3, axis=1).tolist()
np.linspace(0, 1, 3).base is not None
try:
    np.linspace(0, 1, -1)
except ValueError as e:
    e5 = str(e)
e5
np.logspace(0, 3, 4).tolist(), np.logspace(0, 2, 3, base=2.0).tolist(), np.logspace(0, 1, 3, endpoint=False).tolist()
np.logspace(0, 2, 3, dtype=np.int64).tolist()
np.geomspace(1, 1000, 4).tolist(), np.geomspace(-1000, -1, 4).tolist(), np.geomspace(1, 256, 9).dtype.name
np.geomspace(2, 32, 5, endpoint=False).tolist()
try:
    np.geomspace(0, 10, 3)
except ValueError as e:
    e6 = str(e)
e6
# elementwise
np.deg2rad(np.array([0.0, 90.0, 180.0, 45.0])).tolist(), np.rad2deg(np.array([np.pi, np.pi / 3])).tolist()
np.radians(180), np.degrees(np.pi / 6), np.deg2rad(np.array([90], dtype=np.int32)).dtype.name
np.deg2rad(np.array([30.0, 60.0], dtype=np.float32)).tolist(), np.deg2rad(np.array([30, 60], dtype=np.int8)).dtype.name
np.rad2deg(np.array([30.0, 60.0, 1.0, 7.0], dtype=np.float32)).tolist(), np.deg2rad(np.array([3, 100], dtype=np.int8)).tolist()
np.cbrt(np.array([27.0, -8.0, 125.0, 0.0])).tolist(), np.cbrt(64), np.cbrt(np.array([8], dtype=np.int16)).dtype.name
np.reciprocal(np.array([2.0, 0.25, -4.0])).tolist(), np.reciprocal(np.array([1, 2, -1, 5])).tolist()
np.reciprocal(np.array([4.0], dtype=np.float32)).dtype.name
np.sinc(np.array([0.0, 0.5, 1.0, -1.5])).tolist(), np.sinc(0), np.sinc(np.array([0.25], dtype=np.float32)).dtype.name
np.heaviside(np.array([-1.5, 0.0, 2.0, np.nan]), 0.5).tolist(), np.heaviside(np.array([-1, 0, 3]), np.array([0.5, 0.25, 0.0])).tolist()
np.heaviside(0, 1)
t = np.tri(3)
t.tolist(), t.dtype.name
np.tri(2, 4, k=1, dtype=int).tolist(), np.tri(3, k=-1).tolist()
np.polyval([3, 0, 1], 5), np.polyval([1, -2, 1], np.array([0.0, 1.0, 2.5])).tolist(), np.polyval([2.5], 7)
coef = np.polyfit(np.array([0.0, 1.0, 2.0, 3.0]), np.array([1.0, 3.0, 5.0, 7.0]), 1)
np.round(coef, 10).tolist(), coef.shape
np.round(np.polyfit([0, 1, 2, 3, 4], [0, 1, 4, 9, 16], 2), 10).tolist()
np.round(np.polyval(np.polyfit([0.0, 1.0, 2.0], [1.0, 2.0, 5.0], 2), 3.0), 9)
np.trapezoid([1, 2, 3]), np.trapezoid([1.0, 2.0, 3.0], x=[0.0, 1.0, 3.0]), np.trapezoid(np.arange(6).reshape(2, 3), axis=1).tolist()
np.isscalar(3.1), np.isscalar(np.float32(2)), np.isscalar(np.array(3.1)), np.isscalar([3.1]), np.isscalar('abc'), np.isscalar(True)
np.ndim([[1, 2], [3, 4]]), np.ndim(5), np.around(np.array([1.234, 5.678]), 1).tolist()
