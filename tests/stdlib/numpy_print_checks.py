import numpy as np
# One numbered line per check (T from check_helper.py, which scripts/stdlib_checks.py puts
# first); the .expected file beside this one is what NumPy 2.4.6 printed.
a = np.array([1.123456789, 22.5, 0.000123])
b = np.array([1.123456789, 2.5, 3.0])
T("get default", lambda: np.get_printoptions())
T("default repr", lambda: b)
def p(**kw):
    old = np.get_printoptions()
    np.set_printoptions(**kw)
    try:
        return repr(b) + " | " + repr(a) + " | " + str(np.arange(2000)) + " | " + repr(np.linspace(0, 1, 30))
    finally:
        np.set_printoptions(**{k: old[k] for k in ("precision", "threshold", "edgeitems", "linewidth", "suppress")})
T("precision 3", lambda: p(precision=3))
T("precision 2", lambda: p(precision=2))
T("suppress", lambda: p(suppress=True))
T("suppress prec", lambda: p(suppress=True, precision=4))
T("threshold 5", lambda: p(threshold=5))
T("threshold edge", lambda: p(threshold=5, edgeitems=2))
T("linewidth 40", lambda: p(linewidth=40))
T("after restore", lambda: repr(b))
T("bad precision", lambda: np.set_printoptions(precision=1.5))
T("bad threshold", lambda: np.set_printoptions(threshold="a"))
def ctx():
    with np.printoptions(precision=2, suppress=True) as opts:
        inner = repr(a)
        got = (opts["precision"], opts["suppress"])
    return inner, got, repr(a)
T("printoptions ctx", ctx)
def ctx2():
    with np.printoptions(threshold=3):
        return repr(np.arange(10))
T("printoptions threshold", ctx2)
T("after ctx", lambda: np.get_printoptions()["precision"])
def sup():
    with np.printoptions(suppress=True):
        return repr(np.array([1e-10, 1.0, 1000.5])), str(np.array([1e-10, 1.0]))
T("suppress small", sup)
def f32p():
    with np.printoptions(precision=3):
        return repr(np.array([1.23456, 2.5], dtype=np.float32))
T("precision f32", f32p)
def scal():
    with np.printoptions(precision=3):
        return repr(np.float64(1.23456)), str(np.float64(1.23456))
T("precision scalar", scal)
def big():
    with np.printoptions(precision=2):
        return repr(np.array([[1e-5, 1.0], [2.0, 3e6]]))
T("precision sci", big)
T("seterr", lambda: np.seterr(all="ignore"))
T("geterr", lambda: np.geterr())
T("seterr back", lambda: np.seterr(divide="warn", over="warn", under="ignore", invalid="warn"))
T("seterr bad", lambda: np.seterr(divide="bogus"))
def es():
    with np.errstate(divide="ignore", invalid="ignore"):
        inside = np.geterr()
        r = np.array([1.0, 0.0]) / np.array([0.0, 0.0])
    return inside, r, np.geterr()
T("errstate", es)
def es2():
    with np.errstate(all="ignore"):
        return np.log(np.array([0.0, 1.0]))
T("errstate log", es2)
def esbad():
    with np.errstate(divide="nope"):
        return 1
T("errstate bad", esbad)
T("geterr final", lambda: np.geterr())
