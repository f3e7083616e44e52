# io: in-memory streams. StringIO is a text buffer; BytesIO holds only what torch.save
# writes into it (stridelab has no bytes type), the way PyTorch's tests round-trip a
# tensor through a buffer.
from _files import File, Saved


class StringIO:
    def __init__(self, initial_value="", newline="\n"):
        self._text = initial_value
        self._pos = 0
        self.closed = False

    def _open_check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def write(self, s):
        self._open_check()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        self._text = self._text[:self._pos] + s + self._text[self._pos + len(s):]
        self._pos += len(s)
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._open_check()
        end = len(self._text) if size is None or size < 0 else min(len(self._text), self._pos + size)
        out = self._text[self._pos:end]
        self._pos = end
        return out

    def readline(self, size=-1):
        self._open_check()
        i = self._text.find("\n", self._pos)
        end = len(self._text) if i < 0 else i + 1
        out = self._text[self._pos:end]
        self._pos = end
        return out

    def readlines(self):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def getvalue(self):
        self._open_check()
        return self._text

    def seek(self, pos, whence=0):
        self._open_check()
        self._pos = pos if whence == 0 else (len(self._text) + pos if whence == 2 else self._pos + pos)
        return self._pos

    def tell(self):
        return self._pos

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line


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
