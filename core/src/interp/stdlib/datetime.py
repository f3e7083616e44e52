# datetime: CPython 3.11's date, time, datetime, timedelta, tzinfo and timezone, as far as
# training-log code uses them (timestamps, elapsed times, run names from strftime,
# parsing them back with strptime / fromisoformat).
#
# Things that differ from CPython, because stridelab runs in places with no time-zone
# database (the browser playground):
#   * "local time" is UTC: now(), today(), fromtimestamp() without tz, timestamp() and
#     astimezone() of naive datetimes all treat naive values as UTC;
#   * no time.struct_time, so timetuple()/utctimetuple() are not provided;
#   * strftime/strptime use the C locale's names and formats (what CPython gives under
#     LANG=C), %Z names only "UTC"/"GMT".
#
# CPython's types are written in C, so their names in error messages read
# "datetime.date"; the classes here would say "date". Where the other operand is a
# built-in value (an int, a str, ...), the error is raised here with CPython's wording;
# for any other operand NotImplemented is returned, so its own reflected method still runs.

import time as _time
import math as _math
import re as _re

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059          # date(9999, 12, 31).toordinal()
_EPOCH_ORDINAL = 719163        # date(1970, 1, 1).toordinal()
_MISSING = object()            # "argument not given" (None is a valid tzinfo)

# ---------------------------------------------------------------------------
# Calendar arithmetic (proleptic Gregorian; day 1 is 0001-01-01)
# ---------------------------------------------------------------------------

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_acc = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_acc)
    _acc += _dim
del _acc, _dim

_DI400Y = 146097   # days in 400 years
_DI100Y = 36524    # days in 100 years (no leap day at the century)
_DI4Y = 1461       # days in 4 years

_MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December"]
_DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    # Split the day count into whole 400-, 100-, 4- and 1-year cycles from 0001-01-01.
    n -= 1
    n400, n = divmod(n, _DI400Y)
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1
    if n1 == 4 or n100 == 4:
        # The last day of a leap cycle: Dec 31 of the year before.
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    # (n + 50) >> 5 is the month or one past it; step back if it overshoots.
    month = (n + 50) >> 5
    before = _DAYS_BEFORE_MONTH[month] + (month > 2 and leap)
    if before > n:
        month -= 1
        before -= _DAYS_IN_MONTH[month] + (month == 2 and leap)
    return year, month, n - before + 1


def _iso_week1_monday(year):
    # ISO week 1 is the week holding the year's first Thursday.
    first = _ymd2ord(year, 1, 1)
    first_weekday = (first + 6) % 7
    monday = first - first_weekday
    if first_weekday > 3:
        monday += 7
    return monday


# ---------------------------------------------------------------------------
# Argument checks and error messages in CPython's words
# ---------------------------------------------------------------------------

def _tname(obj):
    # CPython's C types are named "datetime.X"; subclasses and other types by __name__.
    t = type(obj)
    for own in _OWN_TYPES:
        if t is own:
            return "datetime." + t.__name__
    return t.__name__


_BUILTIN_OPERANDS = (int, float, complex, str, list, tuple, dict, set, frozenset, type(None))


def _no_binop(op, left, right):
    # CPython's error for an operator neither side supports; only raised here when the
    # other side is a built-in value, whose own methods will not help.
    other = right if isinstance(left, _OWN_BASES) else left
    if isinstance(other, _BUILTIN_OPERANDS):
        raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                        % (op, _tname(left), _tname(right)))
    return NotImplemented


def _no_compare(op, left, right):
    if isinstance(right, _BUILTIN_OPERANDS):
        raise TypeError("'%s' not supported between instances of '%s' and '%s'"
                        % (op, _tname(left), _tname(right)))
    return NotImplemented


def _index(value):
    # The integer a C "i" argument accepts: an int (or bool), or anything with __index__.
    if isinstance(value, int):
        return int(value)
    idx = getattr(type(value), "__index__", None)
    if idx is not None:
        return idx(value)
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)


def _check_date_fields(year, month, day):
    year = _index(year)
    month = _index(month)
    day = _index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _index(hour)
    minute = _index(minute)
    second = _index(second)
    microsecond = _index(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _missing(name, pos):
    raise TypeError("function missing required argument '%s' (pos %d)" % (name, pos))


def _c_round(x):
    # C's round(): halves go away from zero (Python's round() goes to even).
    whole = float(int(x))
    if abs(x - whole) >= 0.5:
        whole += 1.0 if x > 0 else -1.0
    return whole


def _as_integer_ratio(x):
    # float.as_integer_ratio(), which stridelab's float lacks: exact, lowest terms.
    if x != x:
        raise ValueError("cannot convert NaN to integer ratio")
    if x in (float("inf"), float("-inf")):
        raise OverflowError("cannot convert Infinity to integer ratio")
    mant, exp = _math.frexp(x)
    num = int(mant * 9007199254740992.0)     # 2**53: the mantissa as an exact integer
    exp -= 53
    den = 1
    if exp >= 0:
        num <<= exp
    else:
        den <<= -exp
        while num % 2 == 0 and den > 1:
            num //= 2
            den //= 2
    return num, den


def _divide_and_round(a, b):
    # a / b rounded to the nearest integer, halves to even (exact, on ints).
    q, r = divmod(a, b)
    r *= 2
    greater = r > b if b > 0 else r < b
    if greater or (r == b and q % 2 == 1):
        q += 1
    return q


# ---------------------------------------------------------------------------
# timedelta
# ---------------------------------------------------------------------------

_US_PER_DAY = 86400 * 1000000


class timedelta:
    """A duration: days, seconds (0..86399) and microseconds (0..999999)."""

    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0,
                 minutes=0, hours=0, weeks=0):
        # Everything is summed in microseconds: ints exactly; floats by whole part
        # exactly plus a fractional leftover rounded once at the end (as CPython does,
        # so timedelta(seconds=0.5e-6) rounds half to even like CPython's).
        total = 0
        leftover = 0.0
        for name, value, factor in (("microseconds", microseconds, 1),
                                    ("milliseconds", milliseconds, 1000),
                                    ("seconds", seconds, 1000000),
                                    ("minutes", minutes, 60000000),
                                    ("hours", hours, 3600000000),
                                    ("days", days, _US_PER_DAY),
                                    ("weeks", weeks, 7 * _US_PER_DAY)):
            if isinstance(value, int):
                total += value * factor
            elif isinstance(value, float):
                whole = int(value)              # raises for inf / nan, as CPython
                total += whole * factor
                frac = value - whole
                if frac:
                    scaled = frac * factor
                    part = int(scaled)
                    total += part
                    leftover += scaled - part
            else:
                raise TypeError("unsupported type for timedelta %s component: %s"
                                % (name, type(value).__name__))
        if leftover:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            total += int(whole)
        secs, us = divmod(total, 1000000)
        d, s = divmod(secs, 86400)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self._days = d
        self._seconds = s
        self._microseconds = us

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "%s(%s)" % (_qualname(self), ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            s = "%d day%s, " % (self._days, plural) + s
        if self._microseconds:
            s += ".%06d" % self._microseconds
        return s

    def __format__(self, spec):
        return format(str(self), spec)

    # Arithmetic: results are always plain timedelta (as CPython's).
    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days + other._days, self._seconds + other._seconds,
                             self._microseconds + other._microseconds)
        return _no_binop("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return other.__add__(self)
        return _no_binop("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days - other._days, self._seconds - other._seconds,
                             self._microseconds - other._microseconds)
        return _no_binop("-", self, other)

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return other.__sub__(self)
        return _no_binop("-", other, self)

    def __neg__(self):
        return timedelta(-self._days, -self._seconds, -self._microseconds)

    def __pos__(self):
        return timedelta(self._days, self._seconds, self._microseconds)

    def __abs__(self):
        return -self if self._days < 0 else +self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta(0, 0, self._us() * other)
        if isinstance(other, float):
            a, b = _as_integer_ratio(other)
            return timedelta(0, 0, _divide_and_round(self._us() * a, b))
        return _no_binop("*", self, other)

    def __rmul__(self, other):
        if isinstance(other, (int, float)):
            return self.__mul__(other)
        if isinstance(other, (str, list, tuple)):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % _tname(self))
        return _no_binop("*", other, self)

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("division by zero")
            return self._us() / other._us()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta(0, 0, _divide_and_round(self._us(), other))
        if isinstance(other, float):
            a, b = _as_integer_ratio(other)
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta(0, 0, _divide_and_round(b * self._us(), a))
        return _no_binop("/", self, other)

    def __rtruediv__(self, other):
        return _no_binop("/", other, self)

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us() // other._us()
        if isinstance(other, int) and not isinstance(other, bool) or other is True or other is False:
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta(0, 0, self._us() // other)
        return _no_binop("//", self, other)

    def __rfloordiv__(self, other):
        return _no_binop("//", other, self)

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("integer modulo by zero")
            return timedelta(0, 0, self._us() % other._us())
        return _no_binop("%", self, other)

    def __rmod__(self, other):
        return _no_binop("%", other, self)

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            if other._us() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._us(), other._us())
            return q, timedelta(0, 0, r)
        return _no_binop("divmod()", self, other)

    # Comparisons: only with other timedeltas; == with anything else is False.
    def _key(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._key() == other._key()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._key() != other._key()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._key() < other._key()
        return _no_compare("<", self, other)

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._key() <= other._key()
        return _no_compare("<=", self, other)

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._key() > other._key()
        return _no_compare(">", self, other)

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._key() >= other._key()
        return _no_compare(">=", self, other)

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), self._key())


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                          microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


def _qualname(obj):
    # repr() prefix: "datetime.X" for the module's own classes, the bare name otherwise.
    return _tname(obj)


# ---------------------------------------------------------------------------
# strftime / strptime (C locale)
# ---------------------------------------------------------------------------

def _format_offset(off, sep=":"):
    # A UTC offset as [+-]HH<sep>MM[<sep>SS[.ffffff]]; "" for None.
    if off is None:
        return ""
    sign = "+"
    if off.days < 0:
        sign = "-"
        off = -off
    hh, rest = divmod(off._seconds, 3600)
    mm, ss = divmod(rest, 60)
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or off._microseconds:
        s += "%s%02d" % (sep, ss)
        if off._microseconds:
            s += ".%06d" % off._microseconds
    return s


def _strftime(fmt, y, mo, d, hh, mi, ss, us, obj):
    # Expand fmt for the given fields; obj answers %z / %Z (None for a date).
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(fmt).__name__)
    wday = (_ymd2ord(y, mo, d) + 6) % 7               # Monday == 0
    yday = _days_before_month(y, mo) + d               # 1-based
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        ch = fmt[i + 1]
        i += 2
        if ch == "Y":
            out.append(str(y))                         # glibc does not pad years < 1000
        elif ch == "m":
            out.append("%02d" % mo)
        elif ch == "d":
            out.append("%02d" % d)
        elif ch == "e":
            out.append("%2d" % d)
        elif ch == "H":
            out.append("%02d" % hh)
        elif ch == "I":
            out.append("%02d" % (hh % 12 or 12))
        elif ch == "M":
            out.append("%02d" % mi)
        elif ch == "S":
            out.append("%02d" % ss)
        elif ch == "f":
            out.append("%06d" % us)
        elif ch == "y":
            out.append("%02d" % (y % 100))
        elif ch == "C":
            out.append("%02d" % (y // 100))
        elif ch == "p":
            out.append("AM" if hh < 12 else "PM")
        elif ch == "b" or ch == "h":
            out.append(_MONTH_NAMES[mo - 1][:3])
        elif ch == "B":
            out.append(_MONTH_NAMES[mo - 1])
        elif ch == "a":
            out.append(_DAY_NAMES[wday][:3])
        elif ch == "A":
            out.append(_DAY_NAMES[wday])
        elif ch == "w":
            out.append(str((wday + 1) % 7))
        elif ch == "u":
            out.append(str(wday + 1))
        elif ch == "j":
            out.append("%03d" % yday)
        elif ch == "U":
            out.append("%02d" % ((yday + 6 - (wday + 1) % 7) // 7))
        elif ch == "W":
            out.append("%02d" % ((yday + 6 - wday) // 7))
        elif ch == "G" or ch == "V" or ch == "g":
            iy, iw, _ = date(y, mo, d).isocalendar()
            if ch == "G":
                out.append(str(iy))
            elif ch == "g":
                out.append("%02d" % (iy % 100))
            else:
                out.append("%02d" % iw)
        elif ch == "c":
            out.append("%s %s %2d %02d:%02d:%02d %d" % (
                _DAY_NAMES[wday][:3], _MONTH_NAMES[mo - 1][:3], d, hh, mi, ss, y))
        elif ch == "x" or ch == "D":
            out.append("%02d/%02d/%02d" % (mo, d, y % 100))
        elif ch == "X" or ch == "T":
            out.append("%02d:%02d:%02d" % (hh, mi, ss))
        elif ch == "R":
            out.append("%02d:%02d" % (hh, mi))
        elif ch == "r":
            out.append("%02d:%02d:%02d %s" % (hh % 12 or 12, mi, ss, "AM" if hh < 12 else "PM"))
        elif ch == "F":
            out.append("%s-%02d-%02d" % (str(y), mo, d))
        elif ch == "n":
            out.append("\n")
        elif ch == "t":
            out.append("\t")
        elif ch == "%":
            out.append("%")
        elif ch == "z":
            off = obj.utcoffset() if obj is not None else None
            out.append(_format_offset(off, ""))
        elif ch == "Z":
            name = obj.tzname() if obj is not None else None
            out.append(name if name is not None else "")
        else:
            # glibc leaves a directive it does not know as written.
            out.append("%" + ch)
    return "".join(out)


def _names_regex(names):
    # An alternation of names, longest first so that no name stops at a prefix of another.
    names = sorted(names, key=len, reverse=True)
    return "|".join(_re.escape(x) for x in names)


_STRPTIME_PARTS = {
    "d": r"(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])",
    "f": r"(?P<f>[0-9]{1,6})",
    "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
    "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
    "G": r"(?P<G>\d\d\d\d)",
    "j": r"(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
    "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
    "M": r"(?P<M>[0-5]\d|\d)",
    "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
    "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
    "W": r"(?P<W>5[0-3]|[0-4]\d|\d)",
    "w": r"(?P<w>[0-6])",
    "u": r"(?P<u>[1-7])",
    "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
    "y": r"(?P<y>\d\d)",
    "Y": r"(?P<Y>\d\d\d\d)",
    "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
    "A": "(?P<A>" + _names_regex(_DAY_NAMES) + ")",
    "a": "(?P<a>" + _names_regex([x[:3] for x in _DAY_NAMES]) + ")",
    "B": "(?P<B>" + _names_regex(_MONTH_NAMES) + ")",
    "b": "(?P<b>" + _names_regex([x[:3] for x in _MONTH_NAMES]) + ")",
    "p": "(?P<p>am|pm)",
    "Z": "(?P<Z>utc|gmt)",
    "%": "%",
}
# The C locale's composite formats, expanded before translation.
_STRPTIME_COMPOSITE = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}
_REGEX_SPECIALS = "\\.^$*+?(){}[]|"
_strptime_cache = {}


def _strptime_regex(fmt):
    # Translate a strptime format into a regex (cached by format).
    cached = _strptime_cache.get(fmt)
    if cached is not None:
        return cached
    parts = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c == "%":
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % fmt)
            ch = fmt[i + 1]
            i += 2
            if ch in _STRPTIME_COMPOSITE:
                parts.append(_strptime_regex(_STRPTIME_COMPOSITE[ch]).pattern)
            elif ch in _STRPTIME_PARTS:
                parts.append(_STRPTIME_PARTS[ch])
            else:
                raise ValueError("'%s' is a bad directive in format '%s'" % (ch, fmt))
        elif c.isspace():
            # Any run of whitespace in the format matches any run in the data.
            while i < n and fmt[i].isspace():
                i += 1
            parts.append(r"\s+")
        else:
            parts.append("\\" + c if c in _REGEX_SPECIALS else c)
            i += 1
    compiled = _re.compile("".join(parts), _re.IGNORECASE)
    _strptime_cache[fmt] = compiled
    return compiled


def _strptime(data, fmt):
    # (year, month, day, hour, minute, second, microsecond, tzinfo-or-None)
    for k, v in ((1, data), (2, fmt)):
        if not isinstance(v, str):
            raise TypeError("strptime() argument %d must be str, not %s" % (k, type(v).__name__))
    found = _strptime_regex(fmt).match(data)
    if found is None:
        raise ValueError("time data %r does not match format %r" % (data, fmt))
    if len(data) != found.end():
        raise ValueError("unconverted data remains: %s" % data[found.end():])
    g = found.groupdict()
    year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = None
    weekday = julian = week_of_year = None
    week_starts_monday = False
    iso_year = iso_week = None
    if g.get("y") is not None:
        year = int(g["y"])
        year += 2000 if year <= 68 else 1900       # POSIX: 69..99 are 19xx
    if g.get("Y") is not None:
        year = int(g["Y"])
    if g.get("G") is not None:
        iso_year = int(g["G"])
    if g.get("m") is not None:
        month = int(g["m"])
    if g.get("B") is not None:
        month = [x.lower() for x in _MONTH_NAMES].index(g["B"].lower()) + 1
    if g.get("b") is not None:
        month = [x[:3].lower() for x in _MONTH_NAMES].index(g["b"].lower()) + 1
    if g.get("d") is not None:
        day = int(g["d"])
    if g.get("H") is not None:
        hour = int(g["H"])
    if g.get("I") is not None:
        hour = int(g["I"])
        ampm = (g.get("p") or "").lower()
        if ampm == "am":
            if hour == 12:
                hour = 0
        elif ampm == "pm":
            if hour != 12:
                hour += 12
    if g.get("M") is not None:
        minute = int(g["M"])
    if g.get("S") is not None:
        second = int(g["S"])
    if g.get("f") is not None:
        s = g["f"]
        fraction = int(s + "0" * (6 - len(s)))
    if g.get("A") is not None:
        weekday = [x.lower() for x in _DAY_NAMES].index(g["A"].lower())
    if g.get("a") is not None:
        weekday = [x[:3].lower() for x in _DAY_NAMES].index(g["a"].lower())
    if g.get("w") is not None:
        weekday = (int(g["w"]) - 1) % 7
    if g.get("u") is not None:
        weekday = int(g["u"]) - 1
    if g.get("j") is not None:
        julian = int(g["j"])
    if g.get("U") is not None:
        week_of_year = int(g["U"])
    if g.get("W") is not None:
        week_of_year = int(g["W"])
        week_starts_monday = True
    if g.get("V") is not None:
        iso_week = int(g["V"])
    if g.get("z") is not None:
        z = g["z"]
        if z == "Z":
            tz = timezone.utc
        else:
            if z[3] == ":":
                z = z[:3] + z[4:]
                if len(z) > 5:
                    if z[5] != ":":
                        raise ValueError("Inconsistent use of : in %s" % g["z"])
                    z = z[:5] + z[6:]
            hours = int(z[1:3])
            minutes = int(z[3:5])
            seconds = int(z[5:7] or 0)
            offset = hours * 3600 + minutes * 60 + seconds
            us_s = z[8:]
            us = int(us_s + "0" * (6 - len(us_s))) if us_s else 0
            if z[0] == "-":
                offset = -offset
                us = -us
            tz = timezone(timedelta(seconds=offset, microseconds=us))
    if iso_year is not None or iso_week is not None:
        if iso_year is None or iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week "
                             "directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        d = date.fromisocalendar(iso_year, iso_week, weekday + 1)
        year, month, day = d._year, d._month, d._day
        julian = None
    leap_fix = False
    if year is None:
        # With no year, 1900 is used -- but Feb 29 is checked against a leap year first
        # (CPython 3.11 then still builds 1900-02-29, which fails).
        year = 1900
        if month == 2 and day == 29:
            leap_fix = True
    if julian is None and weekday is not None and week_of_year is not None:
        # Day of the year from a week number and weekday.
        first_wd = (_ymd2ord(year, 1, 1) + 6) % 7
        if week_starts_monday:
            week0_len = (7 - first_wd) % 7
            if week_of_year == 0:
                julian = 1 + weekday - first_wd
            else:
                julian = week0_len + (7 * (week_of_year - 1)) + 1 + weekday
        else:
            first_wd = (first_wd + 1) % 7
            wd = (weekday + 1) % 7
            week0_len = (7 - first_wd) % 7
            if week_of_year == 0:
                julian = 1 + wd - first_wd
            else:
                julian = week0_len + (7 * (week_of_year - 1)) + 1 + wd
        if julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
        else:
            ylen = 366 if _is_leap(year) else 365
            if julian > ylen:
                year += 1
                julian -= ylen
    if julian is not None:
        # A day of the year (from %j or from week + weekday) decides month and day.
        year, month, day = _ord2ymd(julian - 1 + _ymd2ord(year, 1, 1))
    if leap_fix:
        year = 1900
    return year, month, day, hour, minute, second, fraction, tz


# ---------------------------------------------------------------------------
# ISO 8601 parsing (the forms CPython 3.11's fromisoformat accepts)
# ---------------------------------------------------------------------------

def _digits(s):
    if not s:
        return False
    for c in s:
        if c not in "0123456789":
            return False
    return True


def _parse_iso_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D], YYYYWww[D]; None when s is none of them.
    if len(s) == 10 and s[4] == "-" and s[7] == "-" and s[5] != "W":
        if _digits(s[:4]) and _digits(s[5:7]) and _digits(s[8:]):
            return int(s[:4]), int(s[5:7]), int(s[8:])
        return None
    if len(s) == 8 and _digits(s):
        return int(s[:4]), int(s[4:6]), int(s[6:])
    if len(s) in (8, 10) and s[4:6] == "-W":
        year, week = s[:4], s[6:8]
        day = "1"
        if len(s) == 10:
            if s[8] != "-":
                return None
            day = s[9]
        if _digits(year) and _digits(week) and _digits(day):
            d = date.fromisocalendar(int(year), int(week), int(day))
            return d._year, d._month, d._day
        return None
    if len(s) in (7, 8) and s[4] == "W":
        year, week = s[:4], s[5:7]
        day = s[7] if len(s) == 8 else "1"
        if _digits(year) and _digits(week) and _digits(day):
            d = date.fromisocalendar(int(year), int(week), int(day))
            return d._year, d._month, d._day
    return None


def _iso_date_length(s):
    # How many leading characters of a datetime string are its date part.
    if len(s) >= 7 and s[4] == "-":
        if s[5] == "W":
            return 10 if len(s) >= 10 and s[8] == "-" else 8
        return 10
    if len(s) >= 7 and s[4] == "W":
        return 8 if len(s) >= 8 and s[7] in "0123456789" else 7
    return 8


def _parse_hms(s):
    # HH[:MM[:SS[.ffffff]]] or HH[MM[SS[.ffffff]]] -> [h, m, s, us]; None if malformed.
    comps = [0, 0, 0, 0]
    frac = None
    for k in range(len(s)):
        if s[k] in ".,":
            frac = s[k + 1:]
            s = s[:k]
            break
    if ":" in s:
        fields = s.split(":")
    else:
        if len(s) % 2:
            return None
        fields = [s[k:k + 2] for k in range(0, len(s), 2)]
    if not 1 <= len(fields) <= 3:
        return None
    for k, f in enumerate(fields):
        if len(f) != 2 or not _digits(f):
            return None
        comps[k] = int(f)
    if frac is not None:
        if len(fields) != 3 or not _digits(frac):
            return None
        # Digits past the sixth are dropped (truncated), as CPython 3.11 does.
        frac = frac[:6]
        comps[3] = int(frac + "0" * (6 - len(frac)))
    return comps


def _parse_iso_time(s):
    # Time with optional Z / +HH:MM[:SS[.ffffff]] suffix -> (h, m, s, us, tz); None if bad.
    tz = None
    body = s
    for k in range(len(s)):
        if s[k] in "+-Z":
            body = s[:k]
            tzs = s[k:]
            if tzs == "Z":
                tz = timezone.utc
            else:
                if tzs[0] == "Z":
                    return None
                comps = _parse_hms(tzs[1:])
                if comps is None:
                    return None
                off = timedelta(hours=comps[0], minutes=comps[1], seconds=comps[2],
                                microseconds=comps[3])
                if tzs[0] == "-":
                    off = -off
                tz = timezone(off)
            break
    comps = _parse_hms(body)
    if comps is None:
        return None
    return comps[0], comps[1], comps[2], comps[3], tz


# ---------------------------------------------------------------------------
# tzinfo and timezone
# ---------------------------------------------------------------------------

class tzinfo:
    """Abstract base class for time zone information."""

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        off = dt.utcoffset()
        if off is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        d = dt.dst()
        if d is None:
            raise ValueError("fromutc: non-None dst() result required")
        dt = dt + (off - d)
        d = dt.dst()
        if d is None:
            raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + d


_utc_singleton = None


class timezone(tzinfo):
    """A fixed offset from UTC."""

    def __new__(cls, offset=_MISSING, name=_MISSING):
        # timezone(timedelta(0)) is timezone.utc itself, as in CPython. (__init__ then
        # runs again on it with the same values, which changes nothing.)
        if (cls is timezone and name is _MISSING and _utc_singleton is not None and
                isinstance(offset, timedelta) and not offset):
            return _utc_singleton
        return object.__new__(cls)

    def __init__(self, offset, name=_MISSING):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s"
                            % type(offset).__name__)
        if name is not _MISSING and not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not timedelta(hours=-24) < offset < timedelta(hours=24):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24)"
                             " and timedelta(hours=24), not %r." % (offset,))
        self._offset = offset
        self._name = None if name is _MISSING else name

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timezone):
            return self._offset != other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self._name is None and not self._offset:
            return "datetime.timezone.utc"
        if self._name is None:
            return "%s(%r)" % (_qualname(self), self._offset)
        return "%s(%r, %r)" % (_qualname(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def _check_dt(self, dt, what):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError("%s(dt) argument must be a datetime instance or None, not %s"
                            % (what, type(dt).__name__))

    def utcoffset(self, dt):
        self._check_dt(dt, "utcoffset")
        return self._offset

    def tzname(self, dt):
        self._check_dt(dt, "tzname")
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset)

    def dst(self, dt):
        self._check_dt(dt, "dst")
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset


timezone.utc = _utc_singleton = timezone(timedelta(0))
timezone.min = timezone(timedelta(hours=-23, minutes=-59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


# ---------------------------------------------------------------------------
# date
# ---------------------------------------------------------------------------

class IsoCalendarDate:
    """The (year, week, weekday) that isocalendar() returns; compares equal to its tuple."""

    def __init__(self, year, week, weekday):
        self.year = year
        self.week = week
        self.weekday = weekday

    def _t(self):
        return (self.year, self.week, self.weekday)

    def __iter__(self):
        return iter(self._t())

    def __len__(self):
        return 3

    def __getitem__(self, i):
        return self._t()[i]

    def __eq__(self, other):
        if isinstance(other, IsoCalendarDate):
            other = other._t()
        return self._t() == other

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._t())

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % self._t()


class date:
    """A calendar date (year, month, day) with no time of day."""

    def __init__(self, year=_MISSING, month=_MISSING, day=_MISSING):
        if year is _MISSING:
            _missing("year", 1)
        if month is _MISSING:
            _missing("month", 2)
        if day is _MISSING:
            _missing("day", 3)
        self._year, self._month, self._day = _check_date_fields(year, month, day)

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    # -- other constructors
    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, _, _, _, _ = _from_timestamp_fields(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        n = _index(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        ymd = None
        if len(s) in (7, 8, 10):
            try:
                ymd = _parse_iso_date(s)
            except ValueError:
                ymd = None
        if ymd is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError("Year is out of range: %d" % year)
        if not 0 < week < 53:
            out_of_range = True
            if week == 53:
                # Only years starting on a Thursday (or leap years starting on a
                # Wednesday) have 53 ISO weeks.
                first_weekday = _ymd2ord(year, 1, 1) % 7
                if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                    out_of_range = False
            if out_of_range:
                raise ValueError("Invalid week: %d" % week)
        if not 0 < day < 8:
            raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
        ordinal = _iso_week1_monday(year) + (week - 1) * 7 + (day - 1)
        y, m, d = _ord2ymd(ordinal)
        return cls(y, m, d)

    # -- conversions
    def __repr__(self):
        return "%s(%d, %d, %d)" % (_qualname(self), self._year, self._month, self._day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        wd = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAY_NAMES[wd - 1][:3],
                                            _MONTH_NAMES[self._month - 1][:3],
                                            self._day, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, 0, 0, 0, 0, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        year = self._year
        monday = _iso_week1_monday(year)
        today = self.toordinal()
        week, day = divmod(today - monday, 7)
        if week < 0:
            year -= 1
            monday = _iso_week1_monday(year)
            week, day = divmod(today - monday, 7)
        elif week >= 52 and today >= _iso_week1_monday(year + 1):
            year += 1
            week = 0
        return IsoCalendarDate(year, week + 1, day + 1)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day)

    # -- comparisons: dates only; a datetime is never equal to a date.
    def _dkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, datetime):
            return False
        if isinstance(other, date):
            return self._dkey() == other._dkey()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return True
        if isinstance(other, date):
            return self._dkey() != other._dkey()
        return NotImplemented

    def _order(self, other, op):
        # True when other is a date to compare with; a datetime never compares to a date.
        if isinstance(other, datetime):
            raise TypeError("can't compare %s to %s" % (_tname(other), _tname(self)))
        if isinstance(other, date):
            return True
        return False

    def __lt__(self, other):
        if self._order(other, "<"):
            return self._dkey() < other._dkey()
        return _no_compare("<", self, other)

    def __le__(self, other):
        if self._order(other, "<="):
            return self._dkey() <= other._dkey()
        return _no_compare("<=", self, other)

    def __gt__(self, other):
        if self._order(other, ">"):
            return self._dkey() > other._dkey()
        return _no_compare(">", self, other)

    def __ge__(self, other):
        if self._order(other, ">="):
            return self._dkey() >= other._dkey()
        return _no_compare(">=", self, other)

    def __hash__(self):
        return hash(self._dkey())

    # -- arithmetic: a timedelta moves a date by its whole days only.
    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other._days
            if 0 < o <= _MAXORDINAL:
                y, m, d = _ord2ymd(o)
                return type(self)(y, m, d)
            raise OverflowError("date value out of range")
        return _no_binop("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self.__add__(other)
        return _no_binop("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other._days)
        if isinstance(other, datetime):
            raise TypeError("unsupported operand type(s) for -: '%s' and '%s'"
                            % (_tname(self), _tname(other)))
        if isinstance(other, date):
            return timedelta(self.toordinal() - other.toordinal())
        return _no_binop("-", self, other)

    def __rsub__(self, other):
        return _no_binop("-", other, self)

    def __reduce__(self):
        return (type(self), self._dkey())


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


def _from_timestamp_fields(t):
    # UTC fields (y, m, d, H, M, S, us) of a POSIX timestamp, microseconds rounded half
    # to even as CPython rounds them.
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        if t in (float("inf"), float("-inf")):
            raise OverflowError("cannot convert float infinity to integer")
        whole = _math.floor(t)
        us = round((t - whole) * 1e6)
        secs = int(whole)
        if us >= 1000000:
            secs += 1
            us -= 1000000
    else:
        secs = _index(t)
        us = 0
    days, rem = divmod(secs, 86400)
    ordinal = _EPOCH_ORDINAL + days
    if not 1 <= ordinal <= _MAXORDINAL:
        raise ValueError("year %d is out of range" % (_ord2ymd(max(ordinal, 1))[0]
                                                     if ordinal >= 1 else 0))
    y, m, d = _ord2ymd(ordinal)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss, us


# ---------------------------------------------------------------------------
# time
# ---------------------------------------------------------------------------

def _check_timespec(timespec):
    if timespec not in ("auto", "hours", "minutes", "seconds", "milliseconds",
                        "microseconds"):
        raise ValueError("Unknown timespec value")


def _format_time(hh, mm, ss, us, timespec):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)


def _checked_offset(tz, dt, what):
    # tz.utcoffset(dt) (or .dst), validated as CPython validates it.
    if tz is None:
        return None
    off = getattr(tz, what)(dt)
    if off is None:
        return None
    if not isinstance(off, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'"
                        % (what, type(off).__name__))
    if not -timedelta(1) < off < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24)"
                         " and timedelta(hours=24), not %r." % (off,))
    return off


class time:
    """A time of day, optionally with a tzinfo."""

    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        (self._hour, self._minute, self._second, self._microsecond,
         self._fold) = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self._tzinfo = tzinfo

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        t = s[1:] if s.startswith("T") else s
        parsed = None
        try:
            parsed = _parse_iso_time(t)
        except ValueError:
            parsed = None
        if parsed is None:
            raise ValueError("Invalid isoformat string: %r" % (s,))
        try:
            return cls(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4])
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (s,)) from None

    def utcoffset(self):
        return _checked_offset(self._tzinfo, None, "utcoffset")

    def dst(self):
        return _checked_offset(self._tzinfo, None, "dst")

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def isoformat(self, timespec="auto"):
        if not isinstance(timespec, str):
            raise TypeError("isoformat() argument 1 must be str, not %s" % type(timespec).__name__)
        _check_timespec(timespec)
        return (_format_time(self._hour, self._minute, self._second, self._microsecond,
                             timespec) + _format_offset(self.utcoffset()))

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        if self._microsecond:
            s = "%d, %d, %d, %d" % (self._hour, self._minute, self._second, self._microsecond)
        elif self._second:
            s = "%d, %d, %d" % (self._hour, self._minute, self._second)
        else:
            s = "%d, %d" % (self._hour, self._minute)
        if self._tzinfo is not None:
            s += ", tzinfo=%r" % (self._tzinfo,)
        if self._fold:
            s += ", fold=1"
        return "%s(%s)" % (_qualname(self), s)

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second,
                         self._microsecond, self)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        return type(self)(self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def _tkey(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def _cmp(self, other, op):
        # -1/0/1, or None for "naive vs aware" (== False, ordering an error).
        if self._tzinfo is other._tzinfo:
            a, b = self._tkey(), other._tkey()
        else:
            o1, o2 = self.utcoffset(), other.utcoffset()
            if (o1 is None) != (o2 is None):
                if op in ("==", "!="):
                    return None
                raise TypeError("can't compare offset-naive and offset-aware times")
            if o1 == o2:
                a, b = self._tkey(), other._tkey()
            else:
                m1 = self._hour * 60 + self._minute - o1 // timedelta(minutes=1)
                m2 = other._hour * 60 + other._minute - o2 // timedelta(minutes=1)
                a = (m1, self._second, self._microsecond)
                b = (m2, other._second, other._microsecond)
        return (a > b) - (a < b)

    def __eq__(self, other):
        if isinstance(other, time):
            c = self._cmp(other, "==")
            return c == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            c = self._cmp(other, "!=")
            return c != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, "<") < 0
        return _no_compare("<", self, other)

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, "<=") <= 0
        return _no_compare("<=", self, other)

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, ">") > 0
        return _no_compare(">", self, other)

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, ">=") >= 0
        return _no_compare(">=", self, other)

    def __hash__(self):
        off = self.utcoffset()
        if not off:
            return hash(self._tkey())
        h, m = divmod(timedelta(hours=self._hour, minutes=self._minute) - off,
                      timedelta(hours=1))
        m //= timedelta(minutes=1)
        return hash((h, m, self._second, self._microsecond))

    def __bool__(self):
        return True

    def __add__(self, other):
        # A time of day cannot move by a timedelta (no date to carry into).
        if isinstance(other, timedelta):
            _raise_binop("+", self, other)
        return _no_binop("+", self, other)

    def __reduce__(self):
        return (type(self), self._tkey() + (self._tzinfo,))


def _raise_binop(op, a, b):
    raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                    % (op, _tname(a), _tname(b)))


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# ---------------------------------------------------------------------------
# datetime
# ---------------------------------------------------------------------------

class datetime(date):
    """A date and a time of day, optionally with a tzinfo."""

    def __init__(self, year=_MISSING, month=_MISSING, day=_MISSING, hour=0, minute=0,
                 second=0, microsecond=0, tzinfo=None, *, fold=0):
        date.__init__(self, year, month, day)
        (self._hour, self._minute, self._second, self._microsecond,
         self._fold) = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self._tzinfo = tzinfo

    # -- other constructors
    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        y, m, d, hh, mm, ss, us = _from_timestamp_fields(t)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        if tz is not None:
            # The fields are UTC; the zone moves them to its own wall clock.
            result = tz.fromutc(result)
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _from_timestamp_fields(t)
        return cls(y, m, d, hh, mm, ss, us)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def combine(cls, date_, time_, tzinfo=True):
        if not isinstance(date_, date):
            raise TypeError("combine() argument 1 must be datetime.date, not %s"
                            % type(date_).__name__)
        if not isinstance(time_, time):
            raise TypeError("combine() argument 2 must be datetime.time, not %s"
                            % type(time_).__name__)
        if tzinfo is True:
            tzinfo = time_._tzinfo
        return cls(date_._year, date_._month, date_._day, time_._hour, time_._minute,
                   time_._second, time_._microsecond, tzinfo, fold=time_._fold)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            n = _iso_date_length(s)
            ymd = _parse_iso_date(s[:n])
            tparts = (0, 0, 0, 0, None)
            if ymd is not None and len(s) > n:
                # Any one character separates the date and the time.
                tparts = _parse_iso_time(s[n + 1:])
            if ymd is None or tparts is None:
                raise ValueError("bad")
            hh, mm, ss, us, tz = tparts
            if hh == 24 and mm == 0 and ss == 0 and us == 0:
                raise ValueError("bad")
            return cls(ymd[0], ymd[1], ymd[2], hh, mm, ss, us, tz)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (s,)) from None

    @classmethod
    def strptime(cls, date_string, format):
        y, m, d, hh, mm, ss, us, tz = _strptime(date_string, format)
        return cls(y, m, d, hh, mm, ss, us, tz)

    # -- parts
    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond,
                    fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond,
                    self._tzinfo, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None,
                second=None, microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day,
                          self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def utcoffset(self):
        return _checked_offset(self._tzinfo, self, "utcoffset")

    def dst(self):
        return _checked_offset(self._tzinfo, self, "dst")

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def timestamp(self):
        # Naive datetimes count as UTC here (see the top of the file).
        off = self.utcoffset() or timedelta(0)
        us = ((self.toordinal() - _EPOCH_ORDINAL) * 86400 + self._hour * 3600 +
              self._minute * 60 + self._second) * 1000000 + self._microsecond
        return (us - off._us()) / 10 ** 6

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        elif not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                            % type(tz).__name__)
        off = self.utcoffset()
        if off is None:
            off = timedelta(0)                   # naive = local = UTC here
        if self._tzinfo is tz:
            return self
        utc = (self - off).replace(tzinfo=tz)
        return tz.fromutc(utc)

    # -- text
    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s"
                            % type(sep).__name__)
        _check_timespec(timespec)
        return ("%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep) +
                _format_time(self._hour, self._minute, self._second, self._microsecond,
                             timespec) + _format_offset(self.utcoffset()))

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute,
                  self._second, self._microsecond]
        # Trailing zero seconds/microseconds are left out (hour and minute always shown).
        if fields[-1] == 0:
            del fields[-1]
            if fields[-1] == 0:
                del fields[-1]
        s = "%s(%s" % (_qualname(self), ", ".join(str(x) for x in fields))
        if self._tzinfo is not None:
            s += ", tzinfo=%r" % (self._tzinfo,)
        if self._fold:
            s += ", fold=1"
        return s + ")"

    def ctime(self):
        wd = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAY_NAMES[wd - 1][:3], _MONTH_NAMES[self._month - 1][:3], self._day,
            self._hour, self._minute, self._second, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, self._hour,
                         self._minute, self._second, self._microsecond, self)

    # -- comparisons
    def _fkey(self):
        return (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)

    def _cmp(self, other, op):
        # -1/0/1, or None when a naive and an aware datetime meet under == / !=.
        if self._tzinfo is other._tzinfo:
            a, b = self._fkey(), other._fkey()
            return (a > b) - (a < b)
        o1, o2 = self.utcoffset(), other.utcoffset()
        if (o1 is None) != (o2 is None):
            if op in ("==", "!="):
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        if o1 == o2:
            a, b = self._fkey(), other._fkey()
            return (a > b) - (a < b)
        diff = self - other
        if diff._days < 0:
            return -1
        return 1 if diff else 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, "==") == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, "!=") != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def _order(self, other, op):
        if isinstance(other, datetime):
            return True
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_tname(self), _tname(other)))
        return False

    def __lt__(self, other):
        if self._order(other, "<"):
            return self._cmp(other, "<") < 0
        return _no_compare("<", self, other)

    def __le__(self, other):
        if self._order(other, "<="):
            return self._cmp(other, "<=") <= 0
        return _no_compare("<=", self, other)

    def __gt__(self, other):
        if self._order(other, ">"):
            return self._cmp(other, ">") > 0
        return _no_compare(">", self, other)

    def __ge__(self, other):
        if self._order(other, ">="):
            return self._cmp(other, ">=") >= 0
        return _no_compare(">=", self, other)

    def __hash__(self):
        off = self.utcoffset()
        if off is None:
            return hash(self._fkey())
        # Aware: equal instants must hash equal, so hash the UTC moment.
        return hash((self - off).replace(tzinfo=None)._fkey())

    # -- arithmetic
    def _total_us(self):
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 +
                 self._second) * 1000000 + self._microsecond)

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return _no_binop("+", self, other)
        total = self._total_us() + other._us()
        secs, us = divmod(total, 1000000)
        days, secs = divmod(secs, 86400)
        if not 0 < days <= _MAXORDINAL:
            raise OverflowError("date value out of range")
        y, m, d = _ord2ymd(days)
        hh, rem = divmod(secs, 3600)
        mm, ss = divmod(rem, 60)
        return type(self)(y, m, d, hh, mm, ss, us, self._tzinfo)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self.__add__(other)
        return _no_binop("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if isinstance(other, datetime):
            us = self._total_us() - other._total_us()
            if self._tzinfo is not other._tzinfo:
                o1, o2 = self.utcoffset(), other.utcoffset()
                if (o1 is None) != (o2 is None):
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                if o1 is not None:
                    us -= o1._us() - o2._us()
            return timedelta(0, 0, us)
        if isinstance(other, date):
            raise TypeError("unsupported operand type(s) for -: '%s' and '%s'"
                            % (_tname(self), _tname(other)))
        return _no_binop("-", self, other)

    def __rsub__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            raise TypeError("unsupported operand type(s) for -: '%s' and '%s'"
                            % (_tname(other), _tname(self)))
        return _no_binop("-", other, self)

    def __reduce__(self):
        return (type(self), self._fkey() + (self._tzinfo,))


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)

def _clock_field(attr):
    return property(lambda self: getattr(self, attr))


# The read-only clock fields time and datetime share, attached to each class (a shared
# base would show in their __mro__, which CPython's do not have).
for _cls in (time, datetime):
    for _name in ("hour", "minute", "second", "microsecond", "tzinfo", "fold"):
        setattr(_cls, _name, _clock_field("_" + _name))


_OWN_TYPES = [date, datetime, time, timedelta, timezone, tzinfo, IsoCalendarDate]
_OWN_BASES = (date, time, timedelta, tzinfo)
