# _files: the session's own file system, in memory. Scripts that write a CSV and read it
# back (d2l's data preprocessing) or save a state_dict and load it (torch.save/torch.load)
# run as they do on disk, but nothing leaves the session: the browser has no disk to give,
# and a playground must not write where the user did not expect. It starts with "/" and
# "/tmp"; the working directory is "/". Text files hold str; a file written by torch.save
# holds its snapshot (stridelab has no bytes type, so other binary I/O is refused).

_files = {}
_dirs = {"/": True, "/tmp": True}


def _error(cls, errno, text, path):
    return cls(errno, text, path)


def normalize(path):
    if not isinstance(path, str):
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(path).__name__}")
    if path == "":
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    parts = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue
        if part == "..":
            if parts:
                parts.pop()
        else:
            parts.append(part)
    return "/" + "/".join(parts)


def parent(p):
    i = p.rfind("/")
    return "/" if i <= 0 else p[:i]


def is_dir(path):
    return normalize(path) in _dirs


def is_file(path):
    return normalize(path) in _files


def exists(path):
    p = normalize(path)
    return p in _files or p in _dirs


def _check_parent(p, shown):
    if parent(p) not in _dirs:
        raise _error(FileNotFoundError, 2, "No such file or directory", shown)


def makedirs(name, exist_ok=False):
    p = normalize(name)
    if p in _files:
        raise _error(FileExistsError, 17, "File exists", name)
    if p in _dirs:
        if not exist_ok:
            raise _error(FileExistsError, 17, "File exists", name)
        return
    chain = []
    q = p
    while q not in _dirs:
        if q in _files:
            raise _error(NotADirectoryError, 20, "Not a directory", name)
        chain.append(q)
        q = parent(q)
    for d in reversed(chain):
        _dirs[d] = True


def mkdir(name):
    p = normalize(name)
    if p in _dirs or p in _files:
        raise _error(FileExistsError, 17, "File exists", name)
    _check_parent(p, name)
    _dirs[p] = True


def listdir(path="."):
    p = normalize(path)
    if p in _files:
        raise _error(NotADirectoryError, 20, "Not a directory", path)
    if p not in _dirs:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    prefix = p if p.endswith("/") else p + "/"
    names = []
    for q in list(_dirs.keys()) + list(_files.keys()):
        if q != p and q.startswith(prefix) and "/" not in q[len(prefix):]:
            names.append(q[len(prefix):])
    return names


def remove(path):
    p = normalize(path)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", path)
    if p not in _files:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    del _files[p]


def rmdir(path):
    p = normalize(path)
    if p not in _dirs:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    if listdir(path):
        raise _error(OSError, 39, "Directory not empty", path)
    del _dirs[p]


def getsize(path):
    p = normalize(path)
    if p in _dirs:
        return 4096
    if p not in _files:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    data = _files[p]
    if isinstance(data, str):
        return len(data)
    raise NotImplementedError("stridelab has no bytes type: the size of a saved file is not known")


class Saved:
    # What torch.save wrote: the object's snapshot, and whether torch.load's default
    # (weights_only=True) may read it back.
    def __init__(self, payload, plain):
        self.payload = payload
        self.plain = plain


def write_saved(path, saved):
    p = normalize(path)
    if parent(p) not in _dirs:
        raise RuntimeError(f"Parent directory {parent(p)} does not exist.")
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", path)
    _files[p] = saved


def read_saved(path):
    p = normalize(path)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", path)
    if p not in _files:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    data = _files[p]
    if not isinstance(data, Saved):
        raise RuntimeError(
            f"{path} was not written by torch.save (stridelab reads back only what torch.save wrote)"
        )
    return data


class File:
    def __init__(self, path, p, mode):
        self.name = path
        self.mode = mode
        self._path = p
        self._binary = "b" in mode
        self._readable = "r" in mode or "+" in mode
        self._writable = "w" in mode or "a" in mode or "x" in mode or "+" in mode
        self.closed = False
        self._pos = 0

    def _open_check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def _text(self):
        data = _files.get(self._path, "")
        if not isinstance(data, str):
            raise NotImplementedError(
                "stridelab has no bytes type: this file holds what torch.save wrote; read it with torch.load"
            )
        return data

    def _no_bytes(self):
        if self._binary:
            raise NotImplementedError(
                "stridelab has no bytes type: binary files can only be passed to torch.save and torch.load"
            )

    def read(self, size=-1):
        self._open_check()
        if not self._readable:
            raise _UnsupportedOperation("not readable")
        self._no_bytes()
        text = self._text()
        if size is None or size < 0:
            end = len(text)
        else:
            end = min(len(text), self._pos + size)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readline(self, size=-1):
        self._open_check()
        if not self._readable:
            raise _UnsupportedOperation("not readable")
        self._no_bytes()
        text = self._text()
        i = text.find("\n", self._pos)
        end = len(text) if i < 0 else i + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readlines(self, hint=-1):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def write(self, s):
        self._open_check()
        if not self._writable:
            raise _UnsupportedOperation("not writable")
        self._no_bytes()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        text = self._text()
        if "a" in self.mode:
            self._pos = len(text)
        _files[self._path] = text[:self._pos] + s + text[self._pos + len(s):]
        self._pos += len(s)
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def seek(self, offset, whence=0):
        self._open_check()
        if whence == 0:
            self._pos = offset
        elif whence == 2:
            self._pos = len(self._text()) + offset
        else:
            self._pos = self._pos + offset
        return self._pos

    def tell(self):
        self._open_check()
        return self._pos

    def flush(self):
        self._open_check()

    def close(self):
        self.closed = True

    def readable(self):
        self._open_check()
        return self._readable

    def writable(self):
        self._open_check()
        return self._writable

    def __enter__(self):
        self._open_check()
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __iter__(self):
        self._open_check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __repr__(self):
        kind = "_io.BufferedReader" if self._binary else "_io.TextIOWrapper"
        if self._binary and self._writable:
            kind = "_io.BufferedWriter"
        enc = "" if self._binary else " encoding='UTF-8'"
        return f"<{kind} name='{self.name}' mode='{self.mode}'{enc}>"


class _UnsupportedOperation(OSError):
    pass


_MODES = ("r", "w", "a", "x", "rb", "wb", "ab", "xb", "r+", "w+", "a+", "x+",
          "rb+", "wb+", "ab+", "r+b", "w+b", "a+b", "rt", "wt", "at", "xt", "rt+", "r+t", "w+t")


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    if mode not in _MODES:
        raise ValueError(f"invalid mode: '{mode}'")
    if isinstance(file, int):
        raise NotImplementedError("stridelab's files are in memory: open() takes a path, not a descriptor")
    p = normalize(file)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", file)
    if "r" in mode:
        if p not in _files:
            raise _error(FileNotFoundError, 2, "No such file or directory", file)
    else:
        _check_parent(p, file)
        if "x" in mode and p in _files:
            raise _error(FileExistsError, 17, "File exists", file)
        if "w" in mode or "x" in mode or p not in _files:
            _files[p] = ""
    f = File(file, p, mode)
    if "a" in mode and isinstance(_files[p], str):
        f._pos = len(_files[p])
    return f
