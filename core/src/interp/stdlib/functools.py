# functools: partial, reduce, lru_cache/cache, wraps, cmp_to_key, total_ordering.


class partial:
    def __init__(self, func, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        merged = dict(self.keywords)
        merged.update(keywords)
        return self.func(*self.args, *args, **merged)

    def __repr__(self):
        parts = [repr(self.func)]
        parts += [repr(a) for a in self.args]
        parts += [f"{k}={v!r}" for k, v in self.keywords.items()]
        return "functools.partial(" + ", ".join(parts) + ")"


_initial_missing = object()


def reduce(function, iterable, initial=_initial_missing):
    it = iter(iterable)
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value")
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


from collections import namedtuple

_CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"], module="functools")


def _make_key(args, kwds, typed):
    # CPython's key: keywords flattened after a marker; one int or str argument is its
    # own key (so f(1) and f(1.0) are cached apart even untyped).
    key = args
    if kwds:
        key += (_kwd_mark,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


class _LruWrapper:
    def __init__(self, func, maxsize, typed=False):
        self.__wrapped__ = func
        for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
            if hasattr(func, attr):
                setattr(self, attr, getattr(func, attr))
        self._typed = typed
        self._maxsize = maxsize
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def __call__(self, *args, **kwargs):
        key = _make_key(args, kwargs, self._typed)
        if key in self._cache:
            self._hits += 1
            value = self._cache.pop(key)
            self._cache[key] = value
            return value
        self._misses += 1
        value = self.__wrapped__(*args, **kwargs)
        if self._maxsize is None or self._maxsize > 0:
            self._cache[key] = value
            if self._maxsize is not None and len(self._cache) > self._maxsize:
                del self._cache[next(iter(self._cache))]
        return value

    def cache_info(self):
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}

    def cache_clear(self):
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def __repr__(self):
        return f"<functools._lru_cache_wrapper object at {hex(id(self))}>"


_kwd_mark = object()


def lru_cache(maxsize=128, typed=False):
    if callable(maxsize) and not isinstance(maxsize, int):
        return _LruWrapper(maxsize, 128, typed)
    if maxsize is not None and not isinstance(maxsize, int):
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    if maxsize is not None and maxsize < 0:
        maxsize = 0

    def decorating_function(user_function):
        return _LruWrapper(user_function, maxsize, typed)

    return decorating_function


def cache(user_function):
    return _LruWrapper(user_function, None)


WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__", "__annotations__")
WRAPPER_UPDATES = ("__dict__",)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

    return K


def total_ordering(cls):
    has = lambda name: getattr(cls, name, None) is not None
    if has("__lt__"):
        if not has("__gt__"):
            cls.__gt__ = lambda self, other: not (self < other) and self != other
        if not has("__le__"):
            cls.__le__ = lambda self, other: self < other or self == other
        if not has("__ge__"):
            cls.__ge__ = lambda self, other: not (self < other)
    elif has("__gt__"):
        if not has("__lt__"):
            cls.__lt__ = lambda self, other: not (self > other) and self != other
        if not has("__ge__"):
            cls.__ge__ = lambda self, other: self > other or self == other
        if not has("__le__"):
            cls.__le__ = lambda self, other: not (self > other)
    else:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    return cls
