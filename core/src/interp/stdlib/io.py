# io: in-memory streams. StringIO is a text buffer; BytesIO a byte stream, which
# torch.save/torch.load also write and read (a tensor round-tripped through a buffer).
from _files import File, Saved, Text, UnsupportedOperation


class StringIO(File):
    # A text buffer: the files' own reading and writing over a Text of its own.
    def __init__(self, initial_value="", newline="\n"):
        File.__init__(self, "<StringIO>", None, "w+", Text(counted=False), newline)
        if initial_value:
            if not isinstance(initial_value, str):
                raise TypeError(
                    f"initial_value must be str or None, not {type(initial_value).__name__}"
                )
            if newline is None:
                initial_value = initial_value.replace("\r\n", "\n").replace("\r", "\n")
            self._content.append(initial_value)

    def _open_check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def write(self, s):
        self._open_check()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        if self._newline is None:
            s = s.replace("\r\n", "\n").replace("\r", "\n")
        self._read_ahead = False
        return File.write(self, s)

    def getvalue(self):
        self._open_check()
        return self._content.text()

    def seek(self, pos, whence=0):
        # CPython's StringIO words its refusals in capitals, and a relative seek is a
        # plain OSError there (a file's is UnsupportedOperation).
        self._open_check()
        if whence not in (0, 1, 2):
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        if whence == 0 and pos < 0:
            raise ValueError(f"Negative seek position {pos}")
        if whence != 0 and pos != 0:
            kind = "cur" if whence == 1 else "end"
            raise OSError(f"Can't do nonzero {kind}-relative seeks")
        return File.seek(self, pos, whence)

    def tell(self):
        self._open_check()
        return self._pos

    def __repr__(self):
        return "<_io.StringIO object>"


class BytesIO:
    # A byte stream over a bytearray, as CPython's. torch.save writes PyTorch's archive
    # bytes into it, or, for an object whose bytes stridelab cannot write as PyTorch's
    # pickler would (a whole module), a short marker naming its snapshot: then what would
    # show the bytes (getvalue, read, tell) is refused, never a wrong size, while torch.load
    # still reads the marker (docs/decisions.md, "Stop 71: torch.save bytes").
    def __init__(self, initial_bytes=None):
        self._buf = bytearray() if initial_bytes is None else bytearray(_bytes_like(initial_bytes))
        self._pos = 0
        self.closed = False
        self._why = None

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def _reveal(self):
        # What shows the bytes or their count (not seek(0), which torch.load needs).
        self._check()
        if self._why is not None:
            raise NotImplementedError(
                "stridelab does not know the bytes torch.save wrote into this buffer: they "
                f"would be PyTorch's pickle of {self._why}, which stridelab does not write "
                "(torch.load reads the buffer back)"
            )

    def write(self, b):
        self._check()
        data = _bytes_like(b)
        if self._pos > len(self._buf):
            self._buf.extend(bytes(self._pos - len(self._buf)))
        end = self._pos + len(data)
        self._buf[self._pos:end] = data
        self._pos = end
        return len(data)

    def read(self, size=-1):
        self._reveal()
        end = len(self._buf) if size is None or size < 0 else min(len(self._buf), self._pos + size)
        if end <= self._pos:
            return b""
        data = bytes(self._buf[self._pos:end])
        self._pos = end
        return data

    def readline(self, size=-1):
        self._reveal()
        at = self._buf.find(b"\n", self._pos)
        end = len(self._buf) if at < 0 else at + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        return self.read(max(0, end - self._pos))

    def seek(self, pos, whence=0):
        if whence == 0:
            self._check()
        else:
            self._reveal()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek value {pos}")
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos

    def tell(self):
        self._reveal()
        return self._pos

    def getvalue(self):
        self._reveal()
        return bytes(self._buf)

    def getbuffer(self):
        self._reveal()
        return memoryview(self._buf)

    def truncate(self, size=None):
        self._check()
        size = self._pos if size is None else size
        del self._buf[size:]
        return size

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def flush(self):
        pass

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def _bytes_like(b):
    if isinstance(b, str) or not isinstance(b, (bytes, bytearray, memoryview)):
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
    return bytes(b)


# `io.open` is the built-in open (CPython's `open` is io.open).
open = open
