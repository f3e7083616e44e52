# sys: what scripts read to describe their environment. stridelab speaks Python 3.11.
import collections


# CPython's struct sequences: types named in module sys whose instances print with the
# dotted name (`sys.float_info(max=...)`).
def _struct_seq(name, fields):
    cls = collections._namedtuple(name, fields, None, "sys", None)

    def __repr__(self):
        parts = [f + "=" + repr(getattr(self, f)) for f in self._fields]
        return "sys." + name + "(" + ", ".join(parts) + ")"

    cls.__repr__ = __repr__
    return cls


_VersionInfo = _struct_seq("version_info", ["major", "minor", "micro", "releaselevel", "serial"])


class _Stdout:
    def write(self, s):
        print(s, end="")
        return len(s)

    def flush(self):
        pass


# The C double's limits (float.h), as CPython's sys.float_info names them.
_FloatInfo = _struct_seq(
    "float_info",
    ["max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig",
     "epsilon", "radix", "rounds"],
)
float_info = _FloatInfo(1.7976931348623157e308, 1024, 308, 2.2250738585072014e-308, -1021,
                        -307, 15, 53, 2.220446049250313e-16, 2, 1)

version = "3.11.7 (stridelab)"
version_info = _VersionInfo(3, 11, 7, "final", 0)
platform = "linux"
argv = [""]
maxsize = 9223372036854775807
byteorder = "little"
stdout = _Stdout()
stderr = _Stdout()
modules = {}


def getrecursionlimit():
    return _native.recursion_limit()


def setrecursionlimit(*args, **kwargs):
    # CPython's C function: one positional argument, no keywords.
    if kwargs:
        raise TypeError("sys.setrecursionlimit() takes no keyword arguments")
    if len(args) != 1:
        raise TypeError(f"sys.setrecursionlimit() takes exactly one argument ({len(args)} given)")
    _native.set_recursion_limit(args[0])


def exit(status=None):
    # As CPython: SystemExit, which `except Exception` does not catch; left uncaught it
    # ends the script.
    if status is None:
        raise SystemExit
    raise SystemExit(status)


def _getframe(depth=0):
    # Frame 0 is this function's own call.
    f = _native.current_frame(1 + max(depth, 0))
    if f is None:
        raise ValueError("call stack is not deep enough")
    return f
