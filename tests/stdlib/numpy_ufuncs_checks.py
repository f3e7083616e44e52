import numpy as np
# One numbered line per check; scripts/stdlib_checks.py compares them with what
# NumPy 2.4.6 printed (the .expected file beside this one).
# Shared by every test: T(label, thunk) prints one numbered line with the result's repr
# (newlines shown as \n), or the exception's type and message.
_N = [0]
def T(label, f):
    _N[0] += 1
    try:
        r = f()
        s = repr(r)
    except Exception as e:
        s = "EXC " + type(e).__name__ + ": " + str(e)
    print(str(_N[0]) + " " + label + " -> " + s.replace("\n", "\\n"))
x = np.array([-1.0, -0.5, 0.0, 0.5, 1.0])
y = np.array([1.0, 2.0, -3.0, 0.5, -0.0])
T("arctan2", lambda: np.arctan2(x, y))
T("arctan2 scalar", lambda: np.arctan2(1.0, -1.0))
T("arctan2 int", lambda: np.arctan2(np.array([1, -1]), np.array([2, 2])))
T("arctan2 f32", lambda: np.arctan2(np.array([1.0], dtype=np.float32), np.array([3.0], dtype=np.float32)))
T("arctan2 broadcast", lambda: np.arctan2(np.array([[1.0], [2.0]]), np.array([1.0, -1.0])))
T("arcsin", lambda: np.arcsin(x))
T("arcsin out of range", lambda: np.arcsin(np.array([2.0])))
T("arccos", lambda: np.arccos(x))
T("arctan", lambda: np.arctan(x))
T("arctan int", lambda: np.arctan(np.array([1, 2])))
T("arctan scalar", lambda: np.arctan(1))
T("sinh", lambda: np.sinh(x))
T("cosh", lambda: np.cosh(x))
T("sinh f32", lambda: np.sinh(np.array([1.0, 2.0], dtype=np.float32)))
T("log1p", lambda: np.log1p(np.array([0.0, 1e-10, 1.0, 9.0])))
T("log1p scalar", lambda: np.log1p(1e-15))
T("expm1", lambda: np.expm1(np.array([0.0, 1e-10, 1.0])))
T("expm1 int", lambda: np.expm1(np.array([0, 1])))
T("hypot", lambda: np.hypot(np.array([3.0, 5.0]), np.array([4.0, 12.0])))
T("hypot int", lambda: np.hypot(3, 4))
T("hypot broadcast", lambda: np.hypot(np.array([[3], [6]]), np.array([4, 8])))
T("hypot f32", lambda: np.hypot(np.float32(3), np.float32(4)))
T("degrees-like", lambda: np.arctan2(1.0, 1.0) * 180 / np.pi)
T("sinh int16", lambda: np.sinh(np.array([1], dtype=np.int16)))
T("cosh out", lambda: (lambda o: (np.cosh(np.array([0.0, 1.0]), out=o), o)[1])(np.zeros(2)))
T("atan2 alias", lambda: np.atan2(1.0, 2.0))
T("asin alias", lambda: np.asin(0.5))
T("tanh existing", lambda: np.tanh(np.array([0.5])))
T("log1p nan", lambda: np.log1p(np.array([-2.0])))
T("arccos 2d", lambda: np.arccos(np.array([[1.0, 0.0], [-1.0, 0.5]])))
