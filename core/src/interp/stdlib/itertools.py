# itertools, as generators that follow the "roughly equivalent" code of CPython 3.11's
# documentation: lazy, so count() and cycle() may run forever when something stops them.


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    while saved:
        for element in saved:
            yield element


def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for _ in range(times):
            yield obj


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        total = total + element if func is None else func(total, element)
        yield total


def _chain(iterables):
    for it in iterables:
        yield from it


class chain:
    def __init__(self, *iterables):
        self._gen = _chain(iterables)

    @classmethod
    def from_iterable(cls, iterables):
        c = cls()
        c._gen = _chain(iterables)
        return c

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._gen)


def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def islice(iterable, *args):
    # Checked when called, as CPython's islice is; the items come lazily from _islice.
    if len(args) == 1:
        start, stop, step = 0, args[0], 1
    elif len(args) in (2, 3):
        start, stop = args[0], args[1]
        step = args[2] if len(args) == 3 else 1
    else:
        raise TypeError(f"islice expected at most 4 arguments, got {len(args) + 1}")
    # CPython's order: stop, then start, then step; each an index in 0..sys.maxsize (a big
    # int or a non-integer is the same ValueError, not an empty slice).
    stop = _islice_arg(stop, None, "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    start = _islice_arg(start, 0, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    step = _islice_arg(step, 1, "Step for islice() must be a positive integer or None.")
    if step < 1:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, stop, step)


def _islice_arg(v, default, message):
    if v is None:
        return default
    try:
        k = v.__index__()
    except AttributeError:
        raise ValueError(message) from None
    if not 0 <= k <= 9223372036854775807:
        raise ValueError(message)
    return k


def _islice(it, start, stop, step):
    nexti = start
    i = 0
    while stop is None or i < stop:
        try:
            element = next(it)
        except StopIteration:
            return
        if i == nexti:
            yield element
            nexti += step
        i += 1


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    if not iterators:
        return
    while True:
        values = []
        active = 0
        for it in iterators:
            try:
                values.append(next(it))
                active += 1
            except StopIteration:
                values.append(fillvalue)
        if active == 0:
            return
        yield tuple(values)


def product(*iterables, repeat=1):
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    return _product([tuple(pool) for pool in iterables] * repeat)


def _product(pools):
    result = [[]]
    for pool in pools:
        result = [x + [y] for x in result for y in pool]
    for prod in result:
        yield tuple(prod)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    r = len(pool) if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    return _permutations(pool, r)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations_with_replacement(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def groupby(iterable, key=None):
    keyfunc = (lambda x: x) if key is None else key
    group = []
    current = None
    started = False
    for element in iterable:
        k = keyfunc(element)
        if started and k == current:
            group.append(element)
        else:
            if started:
                yield current, iter(group)
            current = k
            group = [element]
            started = True
    if started:
        yield current, iter(group)


def tee(iterable, n=2):
    items = list(iterable)
    return tuple(iter(list(items)) for _ in range(n))
