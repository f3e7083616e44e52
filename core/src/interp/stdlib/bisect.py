# bisect: binary search in a sorted list (CPython 3.11, with key=).


def _bounds(a, lo, hi):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    return len(a) if hi is None else hi


def _bisect(a, x, lo, hi, key, right):
    # The first position whose item is > x (right) or >= x (left), comparing with `<` only.
    hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if (x < v) if right else not (v < x):
            hi = mid
        else:
            lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    return _bisect(a, x, lo, hi, key, False)


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    return _bisect(a, x, lo, hi, key, True)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    lo = bisect_left(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(lo, x)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    lo = bisect_right(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(lo, x)


bisect = bisect_right
insort = insort_right
