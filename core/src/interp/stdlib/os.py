# os: the read-only parts scripts use to build paths and read settings. The playground has
# no environment variables and no file system, so environ is empty and nothing exists.

environ = {}
sep = "/"
name = "posix"
curdir = "."
pardir = ".."
linesep = "\n"


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return "/"


def cpu_count():
    return 1


def _no_files(what):
    raise NotImplementedError(f"os.{what}() needs a file system, which stridelab does not have")


def makedirs(name, mode=511, exist_ok=False):
    _no_files("makedirs")


def mkdir(path, mode=511):
    _no_files("mkdir")


def listdir(path="."):
    _no_files("listdir")


def remove(path):
    _no_files("remove")


class _PosixPath:
    sep = "/"

    @staticmethod
    def join(a, *p):
        path = a
        for b in p:
            if b.startswith("/"):
                path = b
            elif not path or path.endswith("/"):
                path = path + b
            else:
                path = path + "/" + b
        return path

    @staticmethod
    def split(p):
        i = p.rfind("/") + 1
        head, tail = p[:i], p[i:]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head, tail

    @staticmethod
    def basename(p):
        return p[p.rfind("/") + 1:]

    @staticmethod
    def dirname(p):
        i = p.rfind("/") + 1
        head = p[:i]
        if head and head != "/" * len(head):
            head = head.rstrip("/")
        return head

    @staticmethod
    def splitext(p):
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
        return False

    @staticmethod
    def isfile(p):
        return False

    @staticmethod
    def isdir(p):
        return False

    @staticmethod
    def isabs(p):
        return p.startswith("/")

    @staticmethod
    def expanduser(p):
        return p

    @staticmethod
    def abspath(p):
        return p if p.startswith("/") else "/" + p


path = _PosixPath()
