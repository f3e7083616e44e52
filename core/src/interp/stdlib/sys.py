# sys: what scripts read to describe their environment. stridelab speaks Python 3.11.
import collections


# A dotted name, which namedtuple() refuses: made by its unchecked maker.
_VersionInfo = collections._namedtuple(
    "sys.version_info", ["major", "minor", "micro", "releaselevel", "serial"], None, "builtins", None
)


class _Stdout:
    def write(self, s):
        print(s, end="")
        return len(s)

    def flush(self):
        pass


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
