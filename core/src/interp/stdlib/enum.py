# enum: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, as CPython 3.11's. stridelab
# makes every class with `type` (no EnumType metaclass), so the members are made by
# Enum's `__init_subclass__` from the class body's attributes, and what EnumType does
# for the class itself (iter, len, `in`, `Color['RED']`, repr) is in the `__meta_*__`
# hooks the interpreter calls on the class. `Color(1)` is Enum's `__new__`.

__all__ = [
    "EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag",
    "auto", "unique", "ReprEnum", "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP",
    "global_enum", "verify", "member", "nonmember", "property",
]

_auto_null = object()
_creating = [0]


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class member:
    def __init__(self, value):
        self.value = value


class nonmember:
    def __init__(self, value):
        self.value = value


property = property


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == "__" and name[2] != "_" and name[-3] != "_"


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == "_" and name[1] != "_" and name[-2] != "_"


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    return len(name) > len(pattern) and name.startswith(pattern) and not name.endswith("__")


def _is_descriptor(obj):
    kind = type(obj).__name__
    return kind in ("function", "classmethod", "staticmethod", "property", "builtin_function_or_method", "type") or (
        hasattr(obj, "__get__") or hasattr(obj, "__set__") or hasattr(obj, "__delete__")
    )


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def _high_bit(value):
    return value.bit_length() - 1


def _enum_dict(cls):
    try:
        return cls.__dict__
    except AttributeError:
        return {}


class _MappingProxy:
    # types.MappingProxyType of the members: read-only, printed as CPython prints it.
    def __init__(self, d):
        self._d = d

    def __getitem__(self, key):
        return self._d[key]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __contains__(self, key):
        return key in self._d

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        return self._d.get(key, default)

    def copy(self):
        return dict(self._d)

    def __eq__(self, other):
        if isinstance(other, _MappingProxy):
            other = other._d
        return self._d == other

    def __repr__(self):
        return "mappingproxy(" + repr(self._d) + ")"

    def __str__(self):
        return repr(self._d)


def _enum_base_kind(cls):
    # The data type the members stand for: "int" (IntEnum, IntFlag), "str" (StrEnum) or None.
    for base in cls.__mro__:
        kind = _enum_dict(base).get("_member_type_name_")
        if kind is not None:
            return kind
    return None


class Enum:
    """Create a collection of name/value pairs."""

    _member_type_name_ = None

    def __init_subclass__(cls, boundary=None, **kwds):
        super().__init_subclass__(**kwds)
        for base in cls.__mro__[1:]:
            if _enum_dict(base).get("_member_names_"):
                raise TypeError("<enum %r> cannot extend <enum %r>" % (cls.__name__, base.__name__))
        if boundary is not None:
            cls._boundary_ = boundary
        cls._member_names_ = []
        cls._member_map_ = {}
        cls._value2member_map_ = {}
        cls._unhashable_values_ = []
        cls._is_flag_ = cls.__name__ in ("Flag", "IntFlag") or any(
            _enum_dict(b).get("_is_flag_", False) for b in cls.__mro__[1:]
        )
        own_init = _enum_dict(cls).get("__init__")
        if own_init is not None and type(own_init).__name__ == "function":
            # A member's __init__ runs when it is made, not on each `Color(value)` lookup.
            def __init__(self, *args, _f=own_init, **kwds):
                if _creating[0]:
                    _f(self, *args, **kwds)

            cls.__init__ = __init__
        cls._flag_mask_ = 0
        cls._singles_mask_ = 0
        cls._all_bits_ = 0
        cls._inverted_ = None
        body = []
        for name, value in list(_enum_dict(cls).items()):
            if isinstance(value, nonmember):
                setattr(cls, name, value.value)
                continue
            if isinstance(value, member):
                value = value.value
            elif _is_dunder(name) or _is_sunder(name) or _is_private(cls.__name__, name) or _is_descriptor(value):
                continue
            body.append((name, value))
        last_values = []
        for name, value in body:
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = cls._generate_next_value_(name, 1, len(last_values), last_values[:])
                value = value.value
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                value = tuple(
                    cls._generate_next_value_(name, 1, len(last_values), last_values[:])
                    if isinstance(v, auto) and v.value is _auto_null
                    else (v.value if isinstance(v, auto) else v)
                    for v in value
                )
            last_values.append(value)
            _add_member(cls, name, value)
        if cls._is_flag_:
            single = 0
            allbits = 0
            for name in cls._member_names_:
                v = cls._member_map_[name]._value_
                allbits |= v
            for name in cls._member_names_:
                single |= cls._member_map_[name]._value_
            cls._flag_mask_ = allbits
            cls._singles_mask_ = single
            cls._all_bits_ = 2 ** allbits.bit_length() - 1 if allbits else 0
            # Aliases (multi-bit values) are not iterated: only the single-bit members.
            cls._member_names_ = [n for n in cls._member_names_ if _is_single_bit(cls._member_map_[n]._value_)]
        cls.__members__ = _MappingProxy(cls._member_map_)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last_value = sorted(last_values).pop()
        except TypeError:
            raise TypeError("unable to sort non-numeric values") from None
        try:
            return last_value + 1
        except TypeError:
            raise TypeError("unable to increment %r" % (last_value,)) from None

    def __new__(cls, value=_auto_null, *args, **kwds):
        if _creating[0]:
            return object.__new__(cls)
        if value is _auto_null and not args:
            raise TypeError("EnumType.__call__() missing 1 required positional argument: 'value'")
        if args or kwds:
            raise TypeError("EnumType.__call__() cannot create new members with functional API in stridelab")
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            pass
        for m in cls._unhashable_values_:
            if m._value_ == value:
                return m
        try:
            result = cls._missing_(value)
        except Exception as e:
            ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
            raise ve_exc from e
        if isinstance(result, cls):
            return result
        if result is None:
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        raise TypeError(
            "error in %s._missing_: returned %r instead of None or a valid member"
            % (cls.__name__, result)
        )

    def __init__(self, *args, **kwds):
        pass

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    _value_repr_ = None

    # What EnumType does for the class itself.
    def __meta_iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    def __meta_reversed__(cls):
        return iter([cls._member_map_[n] for n in reversed(cls._member_names_)])

    def __meta_len__(cls):
        return len(cls._member_names_)

    def __meta_contains__(cls, value):
        if isinstance(value, cls):
            return True
        raise TypeError(
            "unsupported operand type(s) for 'in': '%s' and '%s'"
            % (type(value).__name__, "EnumType")
        )

    def __meta_getitem__(cls, name):
        return cls._member_map_[name]

    def __meta_repr__(cls):
        if _is_flag_class(cls):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __meta_bool__(cls):
        return True


for _c in (Enum,):
    _c._member_names_ = []
    _c._member_map_ = {}
    _c._value2member_map_ = {}
    _c._unhashable_values_ = []
    _c.__members__ = _MappingProxy(_c._member_map_)


def _is_flag_class(cls):
    return _enum_dict(cls).get("_is_flag_", False) or cls.__name__ in ("Flag", "IntFlag")


def _add_member(cls, name, value):
    if name in cls._member_map_:
        raise TypeError("%r already defined as %r" % (name, cls._member_map_[name]._value_))
    # An alias: the member already made with an equal value.
    existing = None
    try:
        existing = cls._value2member_map_.get(value)
    except TypeError:
        for m in cls._unhashable_values_:
            if m._value_ == value:
                existing = m
    if existing is None:
        for n in cls._member_names_:
            m = cls._member_map_[n]
            if m._value_ == value:
                existing = m
                break
    if existing is not None:
        cls._member_map_[name] = existing
        setattr(cls, name, existing)
        return
    args = value if isinstance(value, tuple) else (value,)
    kind = _enum_base_kind(cls)
    _creating[0] += 1
    try:
        m = object.__new__(cls)
    finally:
        _creating[0] -= 1
    if kind == "int":
        if not isinstance(value, int) and not isinstance(value, tuple):
            value = int(value)
        elif isinstance(value, tuple):
            value = int(*value)
    elif kind == "str":
        if isinstance(value, tuple):
            if len(value) > 3:
                raise TypeError("too many arguments for str(): %r" % (value,))
            if len(value) == 1 and not isinstance(value[0], str):
                raise TypeError("%r is not a string" % (value[0],))
            value = str(*value)
        elif not isinstance(value, str):
            raise TypeError("%r is not a string" % (value,))
    m._value_ = value
    m._name_ = name
    m.__objclass__ = cls
    m._sort_order_ = len(cls._member_names_)
    _creating[0] += 1
    try:
        cls.__init__(m, *args)
    finally:
        _creating[0] -= 1
    cls._member_names_.append(name)
    cls._member_map_[name] = m
    setattr(cls, name, m)
    try:
        cls._value2member_map_[value] = m
    except TypeError:
        cls._unhashable_values_.append(m)


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


def _value_of(x):
    return x._value_ if isinstance(x, Enum) else x


class _IntMixin:
    # IntEnum and IntFlag members are ints (isinstance says so); arithmetic on them gives
    # plain ints, as CPython's int methods do.
    __stridelab_builtin_base__ = "int"

    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    def __int__(self):
        return self._value_

    def __index__(self):
        return self._value_

    def __float__(self):
        return float(self._value_)

    def __bool__(self):
        return bool(self._value_)

    def __eq__(self, other):
        return self._value_ == _value_of(other)

    def __ne__(self, other):
        return self._value_ != _value_of(other)

    # int's hash: a member and its value are one dict key (`{1: 'a'}[Color.RED]`).
    def __hash__(self):
        return hash(self._value_)

    def __lt__(self, other):
        return self._value_ < _value_of(other)

    def __le__(self, other):
        return self._value_ <= _value_of(other)

    def __gt__(self, other):
        return self._value_ > _value_of(other)

    def __ge__(self, other):
        return self._value_ >= _value_of(other)

    def __add__(self, o):
        return self._value_ + _value_of(o)

    def __radd__(self, o):
        return _value_of(o) + self._value_

    def __sub__(self, o):
        return self._value_ - _value_of(o)

    def __rsub__(self, o):
        return _value_of(o) - self._value_

    def __mul__(self, o):
        return self._value_ * _value_of(o)

    def __rmul__(self, o):
        return _value_of(o) * self._value_

    def __truediv__(self, o):
        return self._value_ / _value_of(o)

    def __rtruediv__(self, o):
        return _value_of(o) / self._value_

    def __floordiv__(self, o):
        return self._value_ // _value_of(o)

    def __rfloordiv__(self, o):
        return _value_of(o) // self._value_

    def __mod__(self, o):
        return self._value_ % _value_of(o)

    def __rmod__(self, o):
        return _value_of(o) % self._value_

    def __pow__(self, o):
        return self._value_ ** _value_of(o)

    def __rpow__(self, o):
        return _value_of(o) ** self._value_

    def __lshift__(self, o):
        return self._value_ << _value_of(o)

    def __rshift__(self, o):
        return self._value_ >> _value_of(o)

    def __and__(self, o):
        return self._value_ & _value_of(o)

    def __rand__(self, o):
        return _value_of(o) & self._value_

    def __or__(self, o):
        return self._value_ | _value_of(o)

    def __ror__(self, o):
        return _value_of(o) | self._value_

    def __xor__(self, o):
        return self._value_ ^ _value_of(o)

    def __rxor__(self, o):
        return _value_of(o) ^ self._value_

    def __invert__(self):
        return ~self._value_

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return +self._value_

    def __abs__(self):
        return abs(self._value_)

    def __round__(self, n=None):
        return round(self._value_, n) if n is not None else self._value_

    def bit_length(self):
        return self._value_.bit_length()

    def to_bytes(self, *args, **kwargs):
        return self._value_.to_bytes(*args, **kwargs)

    def as_integer_ratio(self):
        return (self._value_, 1)

    @property
    def real(self):
        return self._value_

    @property
    def imag(self):
        return 0

    @property
    def numerator(self):
        return self._value_

    @property
    def denominator(self):
        return 1


class IntEnum(_IntMixin, ReprEnum):
    """Enum where members are also (and must be) ints"""

    _member_type_name_ = "int"


class StrEnum(ReprEnum):
    """Enum where members are also (and must be) strings"""

    _member_type_name_ = "str"
    __stridelab_builtin_base__ = "str"

    # str's hash: a member and its value are one dict key.
    def __hash__(self):
        return hash(self._value_)

    def __str__(self):
        return self._value_

    def __format__(self, spec):
        return format(self._value_, spec)

    def __eq__(self, other):
        return self._value_ == _value_of(other)

    def __ne__(self, other):
        return self._value_ != _value_of(other)

    def __lt__(self, other):
        return self._value_ < _value_of(other)

    def __le__(self, other):
        return self._value_ <= _value_of(other)

    def __gt__(self, other):
        return self._value_ > _value_of(other)

    def __ge__(self, other):
        return self._value_ >= _value_of(other)

    def __add__(self, o):
        return self._value_ + _value_of(o)

    def __radd__(self, o):
        return _value_of(o) + self._value_

    def __len__(self):
        return len(self._value_)

    def __iter__(self):
        return iter(self._value_)

    def __contains__(self, x):
        return _value_of(x) in self._value_

    def __getitem__(self, i):
        return self._value_[i]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._value_, name)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary:
    def __init__(self, name):
        self._name_ = name
        self.name = name
        self.value = name.lower()

    def __repr__(self):
        return "<FlagBoundary.%s: %r>" % (self._name_, self.value)

    def __str__(self):
        return "FlagBoundary." + self._name_


STRICT = FlagBoundary("STRICT")
CONFORM = FlagBoundary("CONFORM")
EJECT = FlagBoundary("EJECT")
KEEP = FlagBoundary("KEEP")


class Flag(Enum):
    """Support for flags"""

    _boundary_ = STRICT

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError("invalid flag value %r" % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            boundary = cls._boundary_
            if boundary is STRICT:
                raise ValueError(
                    "%r invalid value %r\n    given %s\n  allowed %s"
                    % (cls, value, bin(value), bin(flag_mask))
                )
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError("%s(%r) -->  unknown values %r [%s]" % (cls.__name__, value, unknown, bin(unknown)))
        _creating[0] += 1
        try:
            pseudo_member = object.__new__(cls)
        finally:
            _creating[0] -= 1
        pseudo_member._value_ = value
        if member_value or unknown:
            members = []
            combined = 0
            for n in cls._member_names_:
                m = cls._member_map_[n]
                if m._value_ and m._value_ & member_value == m._value_:
                    members.append(m)
                    combined |= m._value_
            if _enum_dict(cls).get("_member_map_") is not None:
                for n, m in cls._member_map_.items():
                    if n not in cls._member_names_ and m._value_ and m._value_ & value == m._value_ and m._value_ == value:
                        members = [m]
                        combined = m._value_
            unknown = value & ~combined if cls._boundary_ is KEEP else 0
            names = [m._name_ for m in members]
            if unknown:
                names.append(str(unknown))
            pseudo_member._name_ = "|".join(names) if names else None
        else:
            pseudo_member._name_ = None
        pseudo_member.__objclass__ = cls
        cls._value2member_map_[value] = pseudo_member
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r"
                % (type(other).__name__, self.__class__.__qualname__)
            )
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        # The canonical members it holds, in definition order.
        cls = self.__class__
        members = [cls._member_map_[n] for n in cls._member_names_]
        return iter([m for m in members if m._value_ and m._value_ & self._value_ == m._value_])

    def __len__(self):
        return bin(self._value_ & self.__class__._flag_mask_).count("1")

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self.__class__._member_type_name_ == "int" and isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self.__class__._member_type_name_ == "int" and isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self.__class__._member_type_name_ == "int" and isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        cls = self.__class__
        if cls._member_type_name_ == "int" and cls._boundary_ is KEEP:
            return cls(~self._value_)
        return cls(cls._flag_mask_ ^ self._value_)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(_IntMixin, Flag, boundary=KEEP):
    """Support for integer-based Flags"""

    _member_type_name_ = "int"
    _boundary_ = KEEP

    def __repr__(self):
        return Flag.__repr__(self)

    def __str__(self):
        return str(self._value_)

    def __or__(self, other):
        return Flag.__or__(self, other)

    def __and__(self, other):
        return Flag.__and__(self, other)

    def __xor__(self, other):
        return Flag.__xor__(self, other)

    def __invert__(self):
        return Flag.__invert__(self)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __contains__(self, other):
        return Flag.__contains__(self, other)

    def __iter__(self):
        return Flag.__iter__(self)

    def __len__(self):
        return Flag.__len__(self)

    def __bool__(self):
        return bool(self._value_)


# The Enum classes' EnumType, for `isinstance(Color, EnumMeta)` and imports: it cannot be
# used as a metaclass in stridelab.
class EnumType:
    pass


EnumMeta = EnumType


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, m in enumeration._member_map_.items():
        if name != m._name_:
            duplicates.append((name, m._name_))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


def global_enum(cls, update_str=False):
    return cls


def verify(*checks):
    def decorate(enumeration):
        return enumeration

    return decorate

