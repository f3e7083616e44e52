# glob: shell-style patterns over the session's in-memory file system (_files), in
# os.listdir's order as CPython's glob gives them (unsorted); hidden names only when the
# pattern part starts with '.'; '**' with recursive=True matches any depth.
import _files
import fnmatch
import os


def _has_magic(s):
    return "*" in s or "?" in s or "[" in s


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, recursive=recursive, include_hidden=include_hidden))


def _listdir(d):
    try:
        return _files.listdir(d)
    except OSError:
        return []


def _walk(base, shown, include_hidden):
    # Every directory under base (itself first), as '**' matches them.
    yield shown
    for name in _listdir(base):
        if name.startswith(".") and not include_hidden:
            continue
        full = base.rstrip("/") + "/" + name
        if _files.is_dir(full):
            yield from _walk(full, os.path.join(shown, name) if shown else name, include_hidden)


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = os.fspath(pathname) if not isinstance(pathname, str) else pathname
    root = "/" if root_dir is None else os.fspath(root_dir) if not isinstance(root_dir, str) else root_dir
    absolute = pathname.startswith("/")
    parts = [p for p in pathname.split("/") if p != ""]
    # Each candidate: (path as shown, its real location).
    cands = [("/" if absolute else "", "/" if absolute else root)]
    for i in range(len(parts)):
        part = parts[i]
        last = i == len(parts) - 1
        nxt = []
        for shown, real in cands:
            if recursive and part == "**":
                for sub in _walk(real, shown, include_hidden):
                    subreal = real if sub == shown else real.rstrip("/") + "/" + sub[len(shown):].lstrip("/")
                    nxt.append((sub, subreal))
                continue
            if not _has_magic(part):
                full = real.rstrip("/") + "/" + part
                if (last and _files.exists(full)) or _files.is_dir(full):
                    nxt.append((_join(shown, part), full))
                continue
            for name in _listdir(real):
                if name.startswith(".") and not part.startswith(".") and not include_hidden:
                    continue
                if fnmatch.fnmatchcase(name, part):
                    full = real.rstrip("/") + "/" + name
                    if last or _files.is_dir(full):
                        nxt.append((_join(shown, name), full))
        cands = nxt
    for shown, _ in cands:
        if shown != "":
            yield shown


def _join(shown, name):
    if shown == "" :
        return name
    return shown + name if shown.endswith("/") else shown + "/" + name


def escape(pathname):
    out = ""
    for ch in pathname:
        out += "[" + ch + "]" if ch in "*?[" else ch
    return out
