# shutil: removing and copying in the session's in-memory file system (_files).
import os
import _files


def rmtree(path, ignore_errors=False, onerror=None, *, onexc=None, dir_fd=None):
    try:
        if not os.path.isdir(path):
            if os.path.exists(path):
                raise NotADirectoryError(20, "Not a directory", path)
            raise FileNotFoundError(2, "No such file or directory", path)
        for name in os.listdir(path):
            child = os.path.join(path, name)
            if os.path.isdir(child):
                rmtree(child)
            else:
                os.remove(child)
        os.rmdir(path)
    except OSError:
        if not ignore_errors:
            raise


def copyfile(src, dst, *, follow_symlinks=True):
    _files.copy_file(src, dst)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    return copyfile(src, dst)


copy2 = copy
