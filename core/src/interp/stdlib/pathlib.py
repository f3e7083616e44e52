# pathlib: PurePath's text rules (CPython 3.11's posix flavour) and Path's questions to the
# session's in-memory file system (_files), for the tutorials' `MODEL_PATH = Path("models");
# MODEL_PATH.mkdir(parents=True, exist_ok=True); torch.save(..., MODEL_PATH / "m.pth")`.
import _files
import fnmatch
import os as _os


def _split(text):
    # CPython's parse_parts for POSIX: "//" at the start is kept (POSIX allows it), more
    # slashes are one; "." parts and empty parts go, ".." stays.
    if text.startswith("//") and not text.startswith("///"):
        root = "//"
    elif text.startswith("/"):
        root = "/"
    else:
        root = ""
    parts = [p for p in text.split("/") if p not in ("", ".")]
    return root, parts


def _text_of(arg):
    if isinstance(arg, PurePath):
        return str(arg)
    if isinstance(arg, str):
        return arg
    fs = getattr(type(arg), "__fspath__", None)
    if fs is not None:
        return fs(arg)
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(arg).__name__)


class PurePath(_os.PathLike):
    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        root, parts = "", []
        for a in args:
            r, ps = _split(_text_of(a))
            if r:
                root, parts = r, ps
            else:
                parts = parts + ps
        self._root = root
        self._parts = parts
        return self

    def __init__(self, *args):
        pass

    def _make(self, root, parts):
        p = object.__new__(type(self))
        p._root = root
        p._parts = list(parts)
        return p

    def __str__(self):
        s = self._root + "/".join(self._parts)
        return s if s else "."

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __repr__(self):
        return type(self).__name__ + "(" + repr(self.as_posix()) + ")"

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other)

    def __hash__(self):
        return hash(str(self))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts < other.parts

    def __truediv__(self, key):
        try:
            return self.joinpath(key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def joinpath(self, *others):
        return type(self)(self, *others)

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._parts)

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        return name[i:] if 0 < i < len(name) - 1 else ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        return name[:i] if 0 < i < len(name) - 1 else name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        out = []
        p = self
        while p._parts:
            p = p.parent
            out.append(p)
        return tuple(out)

    def is_absolute(self):
        return self._root != ""

    def with_name(self, name):
        if not self._parts:
            raise ValueError(repr(self) + " has an empty name")
        if not name or "/" in name or name == ".":
            raise ValueError("Invalid name " + repr(name))
        return self._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or (suffix and (not suffix.startswith(".") or suffix == ".")):
            raise ValueError("Invalid suffix " + repr(suffix))
        if not self.name:
            raise ValueError(repr(self) + " has an empty name")
        return self._make(self._root, self._parts[:-1] + [self.stem + suffix])

    def relative_to(self, *other):
        base = type(self)(*other)
        n = len(base.parts)
        if self.parts[:n] != base.parts:
            raise ValueError(repr(str(self)) + " is not in the subpath of " + repr(str(base)) +
                             " OR one path is relative and the other is absolute.")
        return self._make("", list(self.parts[n:]))

    def match(self, pattern):
        pat = _split(pattern)[1]
        if len(pat) > len(self._parts):
            return False
        return all(fnmatch.fnmatchcase(a, b) for a, b in zip(self._parts[-len(pat):], pat))


class PurePosixPath(PurePath):
    pass


class Path(PurePath):
    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return PurePath.__new__(cls, *args)

    @classmethod
    def cwd(cls):
        return cls("/")

    def exists(self):
        return _files.exists(str(self))

    def is_file(self):
        return _files.is_file(str(self))

    def is_dir(self):
        return _files.is_dir(str(self))

    def mkdir(self, mode=511, parents=False, exist_ok=False):
        if parents:
            if exist_ok or not _files.exists(str(self)):
                _files.makedirs(str(self), exist_ok)
                return
        if exist_ok and _files.is_dir(str(self)):
            return
        _files.mkdir(str(self))

    def rmdir(self):
        _files.rmdir(str(self))

    def unlink(self, missing_ok=False):
        if missing_ok and not _files.exists(str(self)):
            return
        _files.remove(str(self))

    def iterdir(self):
        for name in _files.listdir(str(self)):
            yield self / name

    def glob(self, pattern):
        import glob as _glob
        base = str(self)
        for p in _glob.glob(pattern, root_dir=base):
            yield self / p

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        return _files.open(str(self), mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with self.open("r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not " + type(data).__name__)
        with self.open("w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def touch(self, mode=438, exist_ok=True):
        if _files.exists(str(self)):
            if not exist_ok:
                raise FileExistsError(17, "File exists", str(self))
            return
        self.open("w").close()

    def absolute(self):
        return self if self.is_absolute() else type(self)("/", self)

    def resolve(self, strict=False):
        import os
        return type(self)(os.path.normpath(str(self.absolute())))

    def expanduser(self):
        return self

    def stat(self):
        raise NotImplementedError("Path.stat is not supported in stridelab (its files are in memory)")


class PosixPath(Path, PurePosixPath):
    pass
