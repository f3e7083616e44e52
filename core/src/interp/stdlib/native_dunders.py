# The special methods of the built-in types' values, called by name as teaching code
# calls them: `d.__getitem__` as a sort key, `functools.reduce(int.__add__, xs)`,
# `s.__len__()`, `(1).__eq__(1.0)`. Each runs the operator it names, with CPython 3.11's
# slot results: a binary operator or comparison whose other operand is not of a type the
# slot takes returns NotImplemented (`(1).__add__(1.5)`), while sequence concatenation
# raises as the operator does. builtins/attributes.rs binds `method(name)` to the value;
# which names each type has is its table there (CPython's dir(T)).
import math


def _ints(other):
    return isinstance(other, int)


def _takes(self, other):
    # Whether `other` is an operand self's binary slots and comparisons accept.
    if isinstance(self, int):
        return isinstance(other, int)
    if isinstance(self, float):
        return isinstance(other, (int, float))
    if isinstance(self, (set, frozenset)):
        return isinstance(other, (set, frozenset))
    if isinstance(self, bytes):
        return isinstance(other, bytes)
    # bytearray and memoryview compare with any bytes-like object (the buffer protocol).
    if isinstance(self, (bytearray, memoryview)):
        return isinstance(other, (bytes, bytearray, memoryview))
    for t in (str, list, tuple, dict, range, slice):
        if isinstance(self, t):
            return isinstance(other, t)
    return type(self) is type(other)


def _is_sequence(self):
    return isinstance(self, (str, list, tuple, bytes, bytearray))


_BINARY = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "truediv": lambda a, b: a / b,
    "floordiv": lambda a, b: a // b,
    "mod": lambda a, b: a % b,
    "divmod": lambda a, b: divmod(a, b),
    "lshift": lambda a, b: a << b,
    "rshift": lambda a, b: a >> b,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}

_COMPARE = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b,
}


def _count(n):
    # A sequence's repeat count, as sq_repeat reads it.
    if isinstance(n, int):
        return n
    if hasattr(type(n), "__index__"):
        return n.__index__()
    raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")


_SET_LIKE_VIEWS = ("dict_keys", "dict_items", "odict_keys", "odict_items")


def _set_like_view(x):
    return type(x).__name__ in _SET_LIKE_VIEWS


def _binary(op, reflected):
    f = _BINARY[op]

    def slot(self, other):
        if _set_like_view(self):
            # Any iterable operand (the operator raises for one that is not).
            return f(other, self) if reflected else f(self, other)
        if _is_sequence(self) and op in ("add", "mul"):
            # Sequence concatenation and repetition raise rather than defer.
            if op == "mul":
                n = _count(other)
                return n * self if reflected else self * n
            return f(self, other)
        if isinstance(self, (str, bytes, bytearray)) and op == "mod":
            if reflected:
                return f(other, self) if isinstance(other, type(self)) else NotImplemented
            return f(self, other)
        if not _takes(self, other):
            return NotImplemented
        return f(other, self) if reflected else f(self, other)

    return slot


def _compare(op):
    f = _COMPARE[op]

    def slot(self, other):
        if _set_like_view(self):
            # Set-like views compare with sets and the other set-like views only.
            if not (isinstance(other, (set, frozenset)) or _set_like_view(other)):
                return NotImplemented
            return f(self, other)
        if not _takes(self, other):
            return NotImplemented
        # dicts and ranges only compare for equality.
        if op not in ("eq", "ne") and isinstance(self, (dict, range)):
            return NotImplemented
        return f(self, other)

    return slot


def _inplace(op):
    def slot(self, other):
        if isinstance(self, bytearray):
            # In place, as the operator is (the array keeps its identity).
            if op == "add":
                self += other
            else:
                self *= _count(other)
            return self
        if isinstance(self, list):
            if op == "add":
                self.extend(other)
            else:
                n = _count(other)
                items = self * n
                self.clear()
                self.extend(items)
            return self
        if isinstance(self, dict):
            self.update(other)
            return self
        if not _takes(self, other):
            return NotImplemented
        if op == "or":
            self.update(other)
        elif op == "and":
            self.intersection_update(other)
        elif op == "sub":
            self.difference_update(other)
        else:
            self.symmetric_difference_update(other)
        return self

    return slot


def _pow(self, other, mod=None):
    if not _takes(self, other) or (mod is not None and not _takes(self, mod)):
        return NotImplemented
    return pow(self, other) if mod is None else pow(self, other, mod)


def _rpow(self, other, mod=None):
    if not _takes(self, other) or (mod is not None and not _takes(self, mod)):
        return NotImplemented
    return pow(other, self) if mod is None else pow(other, self, mod)


def _round(self, ndigits=None):
    return round(self) if ndigits is None else round(self, ndigits)


def _trunc(self):
    return int(self) if isinstance(self, int) else math.trunc(self)


def _floor(self):
    return int(self) if isinstance(self, int) else math.floor(self)


def _ceil(self):
    return int(self) if isinstance(self, int) else math.ceil(self)


def _setitem(self, key, value):
    self[key] = value


def _delitem(self, key):
    del self[key]


def _getnewargs(self):
    return (int(self),) if isinstance(self, bool) else (self,)


_SLOTS = {
    "__len__": lambda self: len(self),
    "__iter__": lambda self: iter(self),
    "__next__": lambda self: next(self),
    "__reversed__": lambda self: reversed(self),
    "__contains__": lambda self, x: x in self,
    "__getitem__": lambda self, k: self[k],
    "__setitem__": _setitem,
    "__delitem__": _delitem,
    "__repr__": lambda self: repr(self),
    "__str__": lambda self: str(self),
    "__hash__": lambda self: hash(self),
    "__format__": lambda self, spec: format(self, spec),
    "__bool__": lambda self: bool(self),
    "__int__": lambda self: int(self),
    "__float__": lambda self: float(self),
    "__index__": lambda self: int(self),
    "__abs__": lambda self: abs(self),
    "__neg__": lambda self: -self,
    "__pos__": lambda self: +self,
    "__invert__": lambda self: ~self,
    "__round__": _round,
    "__trunc__": _trunc,
    "__floor__": _floor,
    "__ceil__": _ceil,
    "__pow__": _pow,
    "__rpow__": _rpow,
    "__bytes__": lambda self: bytes(self),
    "__getnewargs__": _getnewargs,
}
for _op in _BINARY:
    _SLOTS[f"__{_op}__"] = _binary(_op, False)
    _SLOTS[f"__r{_op}__"] = _binary(_op, True)
for _op in _COMPARE:
    _SLOTS[f"__{_op}__"] = _compare(_op)
for _op in ("add", "mul", "or", "and", "sub", "xor"):
    _SLOTS[f"__i{_op}__"] = _inplace(_op)


def method(name):
    # Every entry is a Python function, so builtins/attributes.rs can bind it to a value.
    return _SLOTS[name]
