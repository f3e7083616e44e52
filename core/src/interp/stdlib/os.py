# os: the parts scripts use to build paths, read settings and make directories. The
# playground has no environment variables, so environ is empty; files and directories live
# in the session's in-memory file system (_files), which starts with "/" and "/tmp".
import _files

environ = {}
sep = "/"
devnull = "/dev/null"
name = "posix"
curdir = "."
pardir = ".."
linesep = "\n"


class PathLike:
    # os.PathLike: what pathlib's paths derive from here (CPython registers them with it).
    pass


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    fs = getattr(type(path), "__fspath__", None)
    if fs is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)
    return fs(path)


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return "/"


def cpu_count():
    return 1


def makedirs(name, mode=511, exist_ok=False):
    _files.makedirs(name, exist_ok)


def mkdir(path, mode=511):
    _files.mkdir(path)


def listdir(path="."):
    return _files.listdir(path)


def remove(path):
    _files.remove(path)


unlink = remove


def rmdir(path):
    _files.rmdir(path)


class _PosixPath:
    sep = "/"

    @staticmethod
    def join(a, *p):
        path = fspath(a)
        for b in p:
            b = fspath(b)
            if b.startswith("/"):
                path = b
            elif not path or path.endswith("/"):
                path = path + b
            else:
                path = path + "/" + b
        return path

    @staticmethod
    def split(p):
        p = fspath(p)
        i = p.rfind("/") + 1
        head, tail = p[:i], p[i:]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head, tail

    @staticmethod
    def basename(p):
        p = fspath(p)
        return p[p.rfind("/") + 1:]

    @staticmethod
    def dirname(p):
        p = fspath(p)
        i = p.rfind("/") + 1
        head = p[:i]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head

    @staticmethod
    def splitext(p):
        p = fspath(p)
        dot = p.rfind(".")
        slash = p.rfind("/")
        if dot > slash:
            i = slash + 1
            while i < dot:
                if p[i] != ".":
                    return p[:dot], p[dot:]
                i += 1
        return p, ""

    @staticmethod
    def exists(p):
        p = fspath(p)
        return _files.exists(p)

    @staticmethod
    def isfile(p):
        p = fspath(p)
        return _files.is_file(p)

    @staticmethod
    def isdir(p):
        p = fspath(p)
        return _files.is_dir(p)

    @staticmethod
    def getsize(p):
        p = fspath(p)
        return _files.getsize(p)

    @staticmethod
    def isabs(p):
        return p.startswith("/")

    @staticmethod
    def expanduser(p):
        return p

    @staticmethod
    def abspath(p):
        # The working directory is "/".
        return _PosixPath.normpath(p if p.startswith("/") else "/" + p)

    @staticmethod
    def normpath(path):
        # posixpath.normpath: "." and empty parts dropped, ".." taken back, one leading "/"
        # (two kept, as POSIX allows).
        if path == "":
            return "."
        initial = 2 if path.startswith("//") and not path.startswith("///") else (1 if path.startswith("/") else 0)
        parts = []
        for comp in path.split("/"):
            if comp in ("", "."):
                continue
            if comp != ".." or (not initial and not parts) or (parts and parts[-1] == ".."):
                parts.append(comp)
            elif parts:
                parts.pop()
        out = "/" * initial + "/".join(parts)
        return out or "."


path = _PosixPath()
