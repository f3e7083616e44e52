# sys: what scripts read to describe their environment. stridelab speaks Python 3.11.


class _VersionInfo:
    _fields = ("major", "minor", "micro", "releaselevel", "serial")

    def __init__(self):
        self.major = 3
        self.minor = 11
        self.micro = 7
        self.releaselevel = "final"
        self.serial = 0
        self._values = (3, 11, 7, "final", 0)

    def __getitem__(self, i):
        return self._values[i]

    def __len__(self):
        return 5

    def __iter__(self):
        return iter(self._values)

    def __eq__(self, other):
        return self._values == tuple(other)

    def __lt__(self, other):
        return self._values < tuple(other)

    def __le__(self, other):
        return self._values <= tuple(other)

    def __gt__(self, other):
        return self._values > tuple(other)

    def __ge__(self, other):
        return self._values >= tuple(other)

    def __repr__(self):
        return "sys.version_info(major=3, minor=11, micro=7, releaselevel='final', serial=0)"


class _Stdout:
    def write(self, s):
        print(s, end="")
        return len(s)

    def flush(self):
        pass


version = "3.11.7 (stridelab)"
version_info = _VersionInfo()
platform = "linux"
argv = [""]
maxsize = 9223372036854775807
byteorder = "little"
stdout = _Stdout()
stderr = _Stdout()
modules = {}


def getrecursionlimit():
    return 1000


def exit(status=None):
    raise NotImplementedError("sys.exit() is not supported in stridelab; end the script instead")
