# fnmatch: shell-style name matching ('*', '?', '[seq]', '[!seq]'), by a direct walk of the
# pattern rather than CPython's translation to a regular expression (same answers). On
# POSIX, fnmatch is case-sensitive like fnmatchcase.


def _class_end(pat, i):
    # The index after a '[...]' class starting at pat[i] == '[', or -1 when unclosed.
    j = i + 1
    if j < len(pat) and pat[j] == "!":
        j += 1
    if j < len(pat) and pat[j] == "]":
        j += 1
    while j < len(pat) and pat[j] != "]":
        j += 1
    return j + 1 if j < len(pat) else -1


def _in_class(ch, body):
    neg = body.startswith("!")
    if neg:
        body = body[1:]
    hit = False
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            if body[k] <= ch <= body[k + 2]:
                hit = True
            k += 3
        else:
            if body[k] == ch:
                hit = True
            k += 1
    return hit != neg


def fnmatchcase(name, pat):
    # Backtracking over the last '*' only: linear enough for file names.
    n, p = 0, 0
    star, mark = -1, 0
    while n < len(name):
        if p < len(pat) and pat[p] == "*":
            star, mark = p, n
            p += 1
            continue
        if p < len(pat):
            c = pat[p]
            if c == "?":
                n += 1
                p += 1
                continue
            if c == "[":
                end = _class_end(pat, p)
                if end != -1:
                    if _in_class(name[n], pat[p + 1:end - 1]):
                        n += 1
                        p = end
                        continue
                elif name[n] == "[":
                    n += 1
                    p += 1
                    continue
            elif c == name[n]:
                n += 1
                p += 1
                continue
        if star != -1:
            p = star + 1
            mark += 1
            n = mark
            continue
        return False
    while p < len(pat) and pat[p] == "*":
        p += 1
    return p == len(pat)


def fnmatch(name, pat):
    return fnmatchcase(name, pat)


def filter(names, pat):
    return [n for n in names if fnmatchcase(n, pat)]
