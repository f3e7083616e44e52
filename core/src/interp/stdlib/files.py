# _files: the session's own file system, in memory. Scripts that write a CSV and read it
# back (d2l's data preprocessing) or save a state_dict and load it (torch.save/torch.load)
# run as they do on disk, but nothing leaves the session: the browser has no disk to give,
# and a playground must not write where the user did not expect. It starts with "/",
# "/tmp" and "/dev" (whose /dev/null takes writes and drops them); the working directory
# is "/". A text file is a Text (its written pieces, joined
# when read); a file written by torch.save holds its snapshot and PyTorch's archive bytes
# when stridelab can write them (read back in binary, its size); other binary I/O is
# refused. All files together hold at most _CAPACITY characters:
# past that a write is POSIX's "No space left on device".
#
# Strings are indexed by character here (each slice or find from an offset walks the
# string), so a file is read through a list of its lines, split once, never by offsets
# into one long string: reading or writing line by line stays linear in the file's size.

_files = {}
_dirs = {"/": True, "/tmp": True, "/dev": True}
_CAPACITY = 256 * 1024 * 1024
_used = [0]


class Text:
    def __init__(self, counted=True):
        self.parts = []
        self.size = 0
        self.version = 0
        # A file's text counts toward the file system's capacity; a StringIO's does not.
        self.counted = counted

    def text(self):
        if len(self.parts) > 1:
            self.parts = ["".join(self.parts)]
        return self.parts[0] if self.parts else ""

    def _grow(self, n):
        if self.counted:
            if _used[0] + n > _CAPACITY:
                raise OSError(28, "No space left on device")
            _used[0] += n
        self.size += n
        self.version += 1

    def append(self, s):
        self._grow(len(s))
        self.parts.append(s)

    def splice(self, at, s):
        # A write that does not land at the end: the old text around it, the gap past the
        # end filled with NULs as POSIX files read back.
        old = self.text()
        if at > len(old):
            s = "\0" * (at - len(old)) + s
            at = len(old)
        new = old[:at] + s + old[at + len(s):]
        self._grow(len(new) - len(old))
        self.parts = [new]

    def clear(self):
        if self.counted:
            _used[0] -= self.size
        self.parts = []
        self.size = 0
        self.version += 1


class _Null(Text):
    # /dev/null: every write is taken and dropped, every read is at its end.
    def __init__(self):
        super().__init__(counted=False)

    def append(self, s):
        pass

    def splice(self, at, s):
        pass


def _error(cls, errno, text, path):
    return cls(errno, text, path)


def normalize(path):
    if not isinstance(path, str) and hasattr(type(path), "__fspath__"):
        path = path.__fspath__()          # a pathlib path: its text
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


def _dir_only(path):
    # "name/" names a directory: a file there is not found by it.
    return isinstance(path, str) and path.endswith("/")


def is_dir(path):
    return normalize(path) in _dirs


def is_file(path):
    return normalize(path) in _files and not _dir_only(path)


def exists(path):
    p = normalize(path)
    return p in _dirs or (p in _files and not _dir_only(path))


def _check_parent(p, shown):
    if parent(p) in _files:
        raise _error(NotADirectoryError, 20, "Not a directory", shown)
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


def _existing_file(path):
    # The normalized name of a file that exists, or the error opening it would give.
    p = normalize(path)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", path)
    if p not in _files:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    return p


def remove(path):
    p = _existing_file(path)
    if _dir_only(path):
        raise _error(NotADirectoryError, 20, "Not a directory", path)
    # An open handle keeps the data it was reading (POSIX unlink); only the name goes.
    data = _files.pop(p)
    if isinstance(data, Text):
        _used[0] -= data.size


def rmdir(path):
    p = normalize(path)
    if p not in _dirs:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    if listdir(path):
        raise _error(OSError, 39, "Directory not empty", path)
    del _dirs[p]


def copy_file(src, dst):
    # shutil.copyfile: the text, or what torch.save wrote (a snapshot no load changes).
    data = _files[_existing_file(src)]
    p = normalize(dst)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", dst)
    _check_parent(p, dst)
    if isinstance(data, Text):
        copy = Text()
        copy.append(data.text())
        data = copy
    old = _files.get(p)
    if isinstance(old, Text):
        old.clear()
    _files[p] = data


def getsize(path):
    p = normalize(path)
    if p in _dirs:
        return 4096
    if p not in _files:
        raise _error(FileNotFoundError, 2, "No such file or directory", path)
    data = _files[p]
    if isinstance(data, Text):
        return _native.utf8_len(data.text())
    return len(saved_bytes(data))


def saved_bytes(saved):
    if saved.data is None:
        raise NotImplementedError(
            "stridelab does not know the bytes of this torch.save file: they would be "
            f"PyTorch's pickle of {saved.why}, which stridelab does not write"
        )
    return saved.data


class Saved:
    # What torch.save wrote: the object's snapshot, and whether torch.load's default
    # (weights_only=True) may read it back.
    def __init__(self, payload, plain):
        self.payload = payload
        self.plain = plain
        # PyTorch's archive bytes (torch_serialization.py), or None and why not.
        self.data = None
        self.why = None


def write_saved(path, saved):
    p = normalize(path)
    if parent(p) not in _dirs:
        raise RuntimeError(f"Parent directory {parent(p)} does not exist.")
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", path)
    old = _files.get(p)
    if isinstance(old, Text):
        old.clear()
    _files[p] = saved


def read_saved(path):
    data = _files[_existing_file(path)]
    if not isinstance(data, Saved):
        raise RuntimeError(
            f"{path} was not written by torch.save (stridelab reads back only what torch.save wrote)"
        )
    return data


_NEWLINES = (None, "", "\n", "\r", "\r\n")


def _split_lines(text, newline):
    # Lines with their endings, as a text file reads them: universal newlines (None) are
    # already "\n" here; newline="" ends a line at "\r", "\n" or "\r\n" and keeps it.
    if newline == "\r":
        sep = "\r"
    elif newline == "\r\n":
        sep = "\r\n"
    else:
        sep = "\n"
    pieces = text.split(sep)
    lines = [x + sep for x in pieces[:-1]]
    if pieces[-1]:
        lines.append(pieces[-1])
    if newline != "":
        return lines
    out = []
    for line in lines:
        parts = line.split("\r")
        for k, part in enumerate(parts):
            last = k == len(parts) - 1
            if last:
                if part:
                    out.append(part)
            elif k + 1 == len(parts) - 1 and parts[k + 1] == "\n":
                out.append(part + "\r\n")
                break
            else:
                out.append(part + "\r")
    return out


class File:
    def __init__(self, path, p, mode, content, newline):
        self.name = path
        self.mode = mode
        self._path = p
        self._content = content
        self._newline = newline
        self._binary = "b" in mode
        self._readable = "r" in mode or "+" in mode
        self._writable = "w" in mode or "a" in mode or "x" in mode or "+" in mode
        self.closed = False
        self._pos = 0
        self._lines = None
        self._seen = -1
        self._read_ahead = False
        self.encoding = None if self._binary else "UTF-8"
        self.newlines = None

    def _open_check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def _no_bytes(self):
        if self._binary:
            raise NotImplementedError(
                "stridelab's files hold text or what torch.save wrote: binary files can only be passed to torch.save and torch.load"
            )

    def _text_content(self):
        if not isinstance(self._content, Text):
            raise NotImplementedError(
                "this file holds what torch.save wrote: read it with torch.load, or in binary mode"
            )
        return self._content

    def _view(self):
        # The file as read: its lines (newlines translated), and where this handle is in
        # them. Rebuilt only when the file changed since.
        c = self._text_content()
        if self._seen != c.version:
            text = c.text()
            if self._newline is None:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
            self._lines = _split_lines(text, self._newline)
            self._seen = c.version
            self._place(self._pos)
        return self._lines

    def _place(self, pos):
        self._li = 0
        self._off = 0
        left = pos
        lines = self._lines
        while self._li < len(lines) and left >= len(lines[self._li]):
            left -= len(lines[self._li])
            self._li += 1
        self._off = left if self._li < len(lines) else 0

    def _readable_check(self):
        self._open_check()
        if not self._readable:
            raise UnsupportedOperation("not readable")
        self._no_bytes()
        self._read_ahead = True

    def read(self, size=-1):
        if self._binary and isinstance(self._content, Saved):
            return self._saved_bytes(size)
        self._readable_check()
        lines = self._view()
        out = []
        want = -1 if size is None or size < 0 else size
        while self._li < len(lines) and want != 0:
            rest = lines[self._li] if self._off == 0 else lines[self._li][self._off:]
            if want >= 0 and len(rest) > want:
                rest = rest[:want]
                self._off += want
            else:
                self._li += 1
                self._off = 0
            out.append(rest)
            self._pos += len(rest)
            if want > 0:
                want -= len(rest)
        return "".join(out)

    def _saved_bytes(self, size):
        # A torch.save file read in binary: PyTorch's archive bytes, when stridelab has them.
        self._open_check()
        if not self._readable:
            raise UnsupportedOperation("read")
        data = saved_bytes(self._content)
        end = len(data) if size is None or size < 0 else min(len(data), self._pos + size)
        out = data[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def readline(self, size=-1):
        self._readable_check()
        lines = self._view()
        if self._li >= len(lines):
            return ""
        rest = lines[self._li] if self._off == 0 else lines[self._li][self._off:]
        if size is not None and 0 <= size < len(rest):
            rest = rest[:size]
            self._off += size
        else:
            self._li += 1
            self._off = 0
        self._pos += len(rest)
        return rest

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint < total:
                return lines

    def isatty(self):
        self._open_check()
        return False

    def seekable(self):
        self._open_check()
        return True

    def write(self, s):
        self._open_check()
        if not self._writable:
            raise UnsupportedOperation("not writable")
        self._no_bytes()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        c = self._text_content()
        n = len(s)
        if self._newline == "\r\n":
            s = s.replace("\n", "\r\n")
        elif self._newline == "\r":
            s = s.replace("\n", "\r")
        if "a" in self.mode or self._read_ahead:
            # After a read, CPython's buffered reader has taken the (small) file whole, so a
            # write in "r+" lands at the end.
            self._pos = c.size
        if self._pos == c.size:
            c.append(s)
        else:
            c.splice(self._pos, s)
        self._pos += len(s)
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def seek(self, offset, whence=0):
        self._open_check()
        if whence not in (0, 1, 2):
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if whence == 0:
            if offset < 0:
                raise ValueError(f"negative seek position {offset}")
            self._pos = offset
        elif whence == 2:
            if offset != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._pos = self._text_content().size
        else:
            if offset != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
        self._seen = -1
        self._read_ahead = False
        return self._pos

    def tell(self):
        # CPython's cookie for a UTF-8 file: the byte offset.
        self._open_check()
        c = self._text_content()
        if self._pos >= c.size:
            return _native.utf8_len(c.text()) + (self._pos - c.size)
        return _native.utf8_len(c.text()[:self._pos])

    def flush(self):
        self._open_check()

    def close(self):
        # A tempfile.NamedTemporaryFile(delete=True) goes away with its first close.
        if not self.closed and getattr(self, "_remove_on_close", False) and self._path in _files:
            remove(self._path)
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


class UnsupportedOperation(OSError, ValueError):
    # CPython's io.UnsupportedOperation is both: `except ValueError` catches it.
    pass


_UnsupportedOperation = UnsupportedOperation


_MODES = ("r", "w", "a", "x", "rb", "wb", "ab", "xb", "r+", "w+", "a+", "x+",
          "rb+", "wb+", "ab+", "r+b", "w+b", "a+b", "rt", "wt", "at", "xt", "rt+", "r+t", "w+t")


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    if mode not in _MODES:
        raise ValueError(f"invalid mode: '{mode}'")
    if newline not in _NEWLINES:
        raise ValueError(f"illegal newline value: {newline}")
    if isinstance(file, int):
        raise NotImplementedError("stridelab's files are in memory: open() takes a path, not a descriptor")
    if hasattr(type(file), "__fspath__"):
        file = file.__fspath__()          # open(Path(...)): its text names the file
    p = normalize(file)
    if p == "/dev/null":
        return File(file, p, mode, _Null(), newline)
    if p in _dirs:
        raise _error(IsADirectoryError, 21, "Is a directory", file)
    if _dir_only(file):
        # Measured on CPython: writing "name/" is always "Is a directory"; reading it is
        # "Not a directory" when a file has that name.
        if "r" not in mode:
            raise _error(IsADirectoryError, 21, "Is a directory", file)
        if p in _files:
            raise _error(NotADirectoryError, 20, "Not a directory", file)
        raise _error(FileNotFoundError, 2, "No such file or directory", file)
    if "r" in mode:
        if p not in _files:
            raise _error(FileNotFoundError, 2, "No such file or directory", file)
    else:
        _check_parent(p, file)
        if "x" in mode and p in _files:
            raise _error(FileExistsError, 17, "File exists", file)
        old = _files.get(p)
        if "w" in mode or "x" in mode or old is None:
            if isinstance(old, Text):
                old.clear()
            else:
                _files[p] = Text()
        elif not isinstance(old, Text):
            _files[p] = Text()
    f = File(file, p, mode, _files[p], newline)
    if "a" in mode and isinstance(_files[p], Text):
        f._pos = _files[p].size
    return f
