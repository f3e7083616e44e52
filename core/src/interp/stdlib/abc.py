# abc: abstract base classes, as CPython 3.11's. stridelab makes every class with `type`
# (a `metaclass=` is refused), so ABCMeta's work is done by ABC itself: its
# `__init_subclass__` computes `__abstractmethods__`, its `__new__` refuses an abstract
# class, and the `__meta_instancecheck__`/`__meta_subclasscheck__` hooks (which isinstance
# and issubclass call on the class itself) give `register` and `__subclasshook__` their say.


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


# The deprecated spellings (CPython's are subclasses of classmethod, staticmethod and
# property; here the decorated function carries the mark).
def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    for f in (fget, fset, fdel):
        if f is not None:
            f.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(cls, owner, name, value):
    # A class attribute is abstract when it (or, for a class or static method, its
    # function; for a property, one of its accessors) says so.
    kind = type(value).__name__
    if kind in ("classmethod", "staticmethod"):
        f = getattr(owner, name, None)
        f = getattr(f, "__func__", f)
        return bool(getattr(f, "__isabstractmethod__", False))
    if kind == "property":
        return any(
            bool(getattr(f, "__isabstractmethod__", False))
            for f in (getattr(value, "fget", None), getattr(value, "fset", None), getattr(value, "fdel", None))
            if f is not None
        )
    return bool(getattr(value, "__isabstractmethod__", False))


def _own_dict(c):
    try:
        return c.__dict__
    except AttributeError:
        return {}


def _lookup(cls, name):
    # (owner, raw value) of `name` along cls's MRO, or (None, None).
    for base in cls.__mro__:
        d = _own_dict(base)
        if name in d:
            return base, d[name]
    return None, None


def _compute_abstracts(cls):
    abstracts = set()
    for name, value in list(_own_dict(cls).items()):
        if _is_abstract(cls, cls, name, value):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            owner, value = _lookup(cls, name)
            if owner is not None and _is_abstract(cls, owner, name, value):
                abstracts.add(name)
    return frozenset(abstracts)


def update_abstractmethods(cls):
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls)
    return cls


def _in_mro(sub, cls):
    for c in getattr(sub, "__mro__", ()):
        if c is cls:
            return True
    return False


def _is_class(c):
    # A class, or one of the built-in types isinstance(t, type) does not know here.
    return isinstance(c, type) or repr(c).startswith("<class ")


def _issubclass(sub, c):
    # issubclass, for the built-in types stridelab's issubclass does not take as arg 1
    # (a generator's or an iterator's type): those are their own only subclass.
    try:
        return issubclass(sub, c)
    except TypeError:
        return sub is c or repr(sub) == repr(c)


def _abc_subclasscheck(cls, subclass):
    ok = cls.__subclasshook__(subclass)
    if ok is not NotImplemented:
        return bool(ok)
    if _in_mro(subclass, cls):
        return True
    for rcls in _own_dict(cls).get("_abc_registry", ()):
        if _issubclass(subclass, rcls):
            return True
    for scls in _own_dict(cls).get("_abc_subclasses", ()):
        if _issubclass(subclass, scls):
            return True
    return False


class ABC:
    """Helper class that provides a standard way to create an ABC using
    inheritance.
    """

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls)
        cls._abc_registry = []
        cls._abc_subclasses = []
        for base in cls.__bases__:
            subs = _own_dict(base).get("_abc_subclasses")
            if subs is not None:
                subs.append(cls)

    def __new__(cls, *args, **kwargs):
        abstracts = getattr(cls, "__abstractmethods__", ())
        if abstracts:
            names = sorted(abstracts)
            s = "s" if len(names) > 1 else ""
            raise TypeError(
                f"Can't instantiate abstract class {cls.__name__} with abstract method{s} "
                + ", ".join(names)
            )
        return object.__new__(cls)

    @classmethod
    def __subclasshook__(cls, subclass):
        return NotImplemented

    @classmethod
    def register(cls, subclass):
        if not _is_class(subclass):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        d = _own_dict(cls)
        if "_abc_registry" not in d:
            cls._abc_registry = []
        cls._abc_registry.append(subclass)
        return subclass

    @classmethod
    def _abc_registry_clear(cls):
        del cls._abc_registry[:]

    @classmethod
    def _abc_caches_clear(cls):
        pass

    def __meta_instancecheck__(cls, instance):
        return _abc_subclasscheck(cls, type(instance))

    def __meta_subclasscheck__(cls, subclass):
        if not _is_class(subclass):
            raise TypeError("issubclass() arg 1 must be a class")
        return _abc_subclasscheck(cls, subclass)


ABC.__abstractmethods__ = frozenset()
ABC._abc_registry = []
ABC._abc_subclasses = []


# CPython's metaclass. stridelab makes every class with `type`: `class X(metaclass=ABCMeta)`
# derives X from ABC instead, which carries the metaclass's behaviour (`__meta_base__`,
# docs/decisions.md); the name also serves imports and `ABCMeta.register(C, sub)`.
class ABCMeta:
    @staticmethod
    def register(cls, subclass):
        return cls.register(subclass)

    @staticmethod
    def __instancecheck__(cls, instance):
        return isinstance(instance, cls)

    @staticmethod
    def __subclasscheck__(cls, subclass):
        return issubclass(subclass, cls)


ABCMeta.__meta_base__ = ABC


def get_cache_token():
    return 0
