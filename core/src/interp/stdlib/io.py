# io: in-memory streams. StringIO is a text buffer; BytesIO holds only what torch.save
# writes into it (stridelab has no bytes type), the way PyTorch's tests round-trip a
# tensor through a buffer.
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
    def __init__(self, initial_bytes=None):
        if initial_bytes is not None:
            raise NotImplementedError("stridelab has no bytes type: BytesIO starts empty")
        self.saved = None
        self._pos = 0
        self.closed = False

    def seek(self, pos, whence=0):
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        self._pos = pos
        return pos

    def tell(self):
        return self._pos

    def getvalue(self):
        raise NotImplementedError("stridelab has no bytes type: a BytesIO only carries what torch.save wrote")

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


# `io.open` is the built-in open (CPython's `open` is io.open).
open = open
