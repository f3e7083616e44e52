import numbers
from numbers import Number, Complex, Real, Rational, Integral
import torch
import numpy as np

kinds = [Number, Complex, Real, Rational, Integral]
vals = [("int", 1), ("big", 10**30), ("neg", -5), ("bool", True), ("float", 1.5), ("inf", float("inf")),
        ("nan", float("nan")), ("complex", 1 + 2j), ("str", "1"), ("None", None), ("list", [1]),
        ("tensor", torch.tensor(1.0)), ("tensor int", torch.tensor(3)), ("np.float64", np.float64(1.0)),
        ("np.float32", np.float32(1.0)), ("np.int64", np.int64(1)), ("np.int32", np.int32(1)),
        ("np.bool_", np.bool_(True)), ("ndarray", np.array([1.0])), ("object", object()), ("tuple", (1,))]
for name, v in vals:
    for k in kinds:
        T("isinstance(%s, %s)" % (name, k.__name__), lambda: isinstance(v, k))
for name, c in [("int", int), ("float", float), ("complex", complex), ("bool", bool), ("str", str),
                ("list", list), ("object", object), ("type", type)]:
    for k in kinds:
        T("issubclass(%s, %s)" % (name, k.__name__), lambda: issubclass(c, k))
for a in kinds:
    for b in kinds:
        T("issubclass(%s, %s)" % (a.__name__, b.__name__), lambda: issubclass(a, b))
for k in kinds:
    T("repr " + k.__name__, lambda: repr(k))
    T("abstracts " + k.__name__, lambda: sorted(k.__abstractmethods__))
    T("instantiate " + k.__name__, lambda: type(k()).__name__)
T("isinstance tuple", lambda: isinstance(1.0, (Integral, Real)))


class MyNum(Number):
    pass


T("user number", lambda: (isinstance(MyNum(), Number), isinstance(MyNum(), Complex), issubclass(MyNum, Number)))


class Seven:
    pass


Integral.register(Seven)
T("registered", lambda: (isinstance(Seven(), Integral), isinstance(Seven(), Real), isinstance(Seven(), Number), issubclass(Seven, Rational)))


def kind(x):
    if isinstance(x, Integral):
        return "integral"
    if isinstance(x, Real):
        return "real"
    if isinstance(x, Complex):
        return "complex"
    if isinstance(x, Number):
        return "number"
    return "other"


for x in [0, 2.0, 3j, False, "x", [], None]:
    T("kind %r" % (x,), lambda: kind(x))
