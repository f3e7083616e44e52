# tempfile: temporary files and directories in the session's in-memory file system
# (_files), under /tmp. CPython picks random names; here they come from a counter, so a
# script names the same paths on every run (docs/decisions.md says why).
import os
import _files
import shutil

tempdir = None
template = "tmp"
_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_count = [0]


def gettempdir():
    return "/tmp" if tempdir is None else tempdir


def gettempprefix():
    return template


def _name():
    # Eight characters of CPython's alphabet, from a counter scrambled by an odd multiplier.
    _count[0] += 1
    n = (_count[0] * 2654435761) % (37 ** 8)
    out = ""
    for _ in range(8):
        out += _CHARS[n % 37]
        n //= 37
    return out


def _new_path(suffix, prefix, dir):
    if dir is None:
        dir = gettempdir()
    prefix = template if prefix is None else prefix
    suffix = "" if suffix is None else suffix
    while True:
        path = os.path.join(dir, prefix + _name() + suffix)
        if not os.path.exists(path):
            return path


def mkdtemp(suffix=None, prefix=None, dir=None):
    path = _new_path(suffix, prefix, dir)
    os.mkdir(path)
    return path


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    raise NotImplementedError(
        "stridelab's files are in memory and have no descriptors: use NamedTemporaryFile or mkdtemp"
    )


class TemporaryDirectory:
    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False, *, delete=True):
        self.name = mkdtemp(suffix, prefix, dir)
        self._delete = delete

    def __repr__(self):
        return f"<TemporaryDirectory {self.name!r}>"

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        if self._delete:
            self.cleanup()
        return False

    def cleanup(self):
        if os.path.exists(self.name):
            shutil.rmtree(self.name)


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, delete=True, *, errors=None, delete_on_close=True):
    f = _files.open(_new_path(suffix, prefix, dir), mode, buffering, encoding, errors, newline)
    if delete:
        f._remove_on_close = True
    return f


def TemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, *, errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, True, errors=errors)
