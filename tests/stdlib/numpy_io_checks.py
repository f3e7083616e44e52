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
import io
T("loadtxt basic", lambda: np.loadtxt(io.StringIO("1 2 3\n4 5 6\n")))
T("loadtxt delim", lambda: np.loadtxt(io.StringIO("1,2\n3,4\n"), delimiter=","))
T("loadtxt delim spaces", lambda: np.loadtxt(io.StringIO("1, 2\n 3 ,4\n"), delimiter=","))
T("loadtxt int", lambda: np.loadtxt(io.StringIO("1 2\n3 4\n"), dtype=int))
T("loadtxt int32", lambda: np.loadtxt(io.StringIO("1 2\n3 4\n"), dtype=np.int32))
T("loadtxt f32", lambda: np.loadtxt(io.StringIO("0.1 0.2\n"), dtype=np.float32))
T("loadtxt skiprows", lambda: np.loadtxt(io.StringIO("a b\n1 2\n3 4\n"), skiprows=1))
T("loadtxt comments", lambda: np.loadtxt(io.StringIO("# header\n1 2 # tail\n\n3 4\n")))
T("loadtxt usecols", lambda: np.loadtxt(io.StringIO("1 2 3\n4 5 6\n"), usecols=(0, 2)))
T("loadtxt usecols int", lambda: np.loadtxt(io.StringIO("1 2 3\n4 5 6\n"), usecols=1))
T("loadtxt usecols neg", lambda: np.loadtxt(io.StringIO("1 2 3\n4 5 6\n"), usecols=-1))
T("loadtxt unpack", lambda: np.loadtxt(io.StringIO("1 2\n3 4\n5 6\n"), unpack=True))
T("loadtxt unpack assign", lambda: (lambda xy: (xy[0], xy[1]))(np.loadtxt(io.StringIO("1 2\n3 4\n"), unpack=True)))
T("loadtxt one row", lambda: np.loadtxt(io.StringIO("1 2 3\n")))
T("loadtxt one col", lambda: np.loadtxt(io.StringIO("1\n2\n3\n")))
T("loadtxt one value", lambda: np.loadtxt(io.StringIO("5\n")))
T("loadtxt ndmin2", lambda: np.loadtxt(io.StringIO("1 2 3\n"), ndmin=2))
T("loadtxt bad", lambda: np.loadtxt(io.StringIO("1 2\n3 x\n")))
T("loadtxt bad int", lambda: np.loadtxt(io.StringIO("1 2\n3.5 4\n"), dtype=int))
T("loadtxt ragged", lambda: np.loadtxt(io.StringIO("1 2\n3 4 5\n")))
T("loadtxt bad usecol", lambda: np.loadtxt(io.StringIO("1 2 3\n"), usecols=5))
T("loadtxt missing file", lambda: np.loadtxt("nofile.txt"))
T("loadtxt list", lambda: np.loadtxt(["1 2", "3 4"]))
T("loadtxt max_rows", lambda: np.loadtxt(io.StringIO("1 2\n3 4\n5 6\n"), max_rows=2))
T("loadtxt sci", lambda: np.loadtxt(io.StringIO("1e-3 2.5E2\n-inf nan\n")))
T("loadtxt tabs", lambda: np.loadtxt(io.StringIO("1\t2\n3\t4\n"), delimiter="\t"))
T("loadtxt csv header", lambda: np.loadtxt(io.StringIO("x,y\n0.5,1\n1.5,2\n"), delimiter=",", skiprows=1))
def save(X, **kw):
    s = io.StringIO()
    np.savetxt(s, X, **kw)
    return s.getvalue()
T("savetxt default", lambda: save(np.array([[1.0, 2.5], [3.0, 4.0]])))
T("savetxt fmt", lambda: save(np.array([[1.0, 2.5], [3.0, 4.0]]), fmt="%.2f"))
T("savetxt delim", lambda: save(np.array([[1, 2], [3, 4]]), fmt="%d", delimiter=","))
T("savetxt 1d", lambda: save(np.array([1.5, 2.5]), fmt="%.1f"))
T("savetxt header", lambda: save(np.array([[1, 2]]), fmt="%d", header="a b\nc d", footer="end"))
T("savetxt header comments", lambda: save(np.array([[1, 2]]), fmt="%d", delimiter=",", header="x,y", comments=""))
T("savetxt fmt list", lambda: save(np.array([[1.0, 2.0]]), fmt=["%d", "%.3f"]))
T("savetxt fmt row", lambda: save(np.array([[1.0, 2.0]]), fmt="%d|%.1f"))
T("savetxt fmt bad", lambda: save(np.ones((2, 2)), fmt="%d %d %d"))
T("savetxt 0d", lambda: save(np.array(3.0)))
T("savetxt int default", lambda: save(np.array([[1, 2]])))
T("savetxt fmt g", lambda: save(np.array([0.0001, 123456.0]), fmt="%g"))
T("savetxt newline", lambda: save(np.array([1, 2]), fmt="%d", newline=";"))
T("savetxt %s", lambda: save(np.array([[1.5, 2.0]]), fmt="%s"))
def roundtrip():
    np.savetxt("rt.txt", np.arange(6.0).reshape(2, 3), fmt="%.4f", delimiter=",")
    return np.loadtxt("rt.txt", delimiter=",")
T("roundtrip file", roundtrip)
def roundtrip2():
    np.savetxt("rt2.txt", np.array([[1.25, -2.0], [3.5, 4.0]]))
    with open("rt2.txt") as f:
        text = f.read()
    return text, np.loadtxt("rt2.txt")
T("roundtrip default fmt", roundtrip2)
