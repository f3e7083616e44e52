# decimal: the basics of CPython 3.11's Decimal (its C implementation's names and messages):
# exact construction from ints, floats and strings; str/repr; + - * / // % ** rounded to the
# context's precision (28 digits, ROUND_HALF_EVEN by default); quantize, sqrt, comparisons
# and the numeric hash. A value is (sign, coefficient, exponent): (-1)**sign * coeff * 10**exp.
import collections
import math
import numbers

__all__ = ["Decimal", "Context", "DecimalTuple", "getcontext", "setcontext", "localcontext",
           "DefaultContext", "BasicContext", "ExtendedContext", "MAX_PREC", "MAX_EMAX", "MIN_EMIN",
           "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING", "ROUND_FLOOR",
           "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP", "DecimalException", "Clamped",
           "InvalidOperation", "DivisionByZero", "Inexact", "Rounded", "Subnormal", "Overflow",
           "Underflow", "FloatOperation", "DivisionImpossible", "DivisionUndefined",
           "ConversionSyntax", "InvalidContext"]

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR,
              ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP)
MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
HAVE_THREADS = True
HAVE_CONTEXTVAR = True


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


for _c in (DecimalException, Clamped, InvalidOperation, ConversionSyntax, DivisionByZero,
           DivisionImpossible, DivisionUndefined, Inexact, InvalidContext, Rounded, Subnormal,
           Overflow, Underflow, FloatOperation):
    _c.__module__ = "decimal"

# The signals a context traps and flags (the conditions map to these), in libmpdec's order.
_SIGNALS = [InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
            Inexact, Rounded, Clamped]

# The order libmpdec lists them in a context's repr (its flag bits, invalid operation first).
_REPR_ORDER = [InvalidOperation, Clamped, DivisionByZero, Inexact, FloatOperation, Overflow,
               Rounded, Subnormal, Underflow]


def _signal(context, condition, signal):
    """Raises the condition when the context traps its signal, as the C module words it
    (`[<class 'decimal.ConversionSyntax'>]`); else records the flag."""
    context.flags[signal] = True
    if context.traps.get(signal):
        raise signal("[<class 'decimal." + condition.__name__ + "'>]")


class _SignalDict(dict):
    def __repr__(self):
        return "{" + ", ".join(["<class 'decimal." + k.__name__ + "'>:" + str(v)
                                for k, v in self.items()]) + "}"


class Context:
    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
                 clamp=None, flags=None, traps=None):
        self.prec = 28 if prec is None else prec
        self.rounding = ROUND_HALF_EVEN if rounding is None else rounding
        self.Emin = -999999 if Emin is None else Emin
        self.Emax = 999999 if Emax is None else Emax
        self.capitals = 1 if capitals is None else capitals
        self.clamp = 0 if clamp is None else clamp
        self.flags = _SignalDict([(s, False) for s in _SIGNALS])
        self.traps = _SignalDict([(s, s in (InvalidOperation, DivisionByZero, Overflow))
                                  for s in _SIGNALS])
        if flags is not None:
            for s in _SIGNALS:
                self.flags[s] = s in flags if isinstance(flags, list) else bool(flags.get(s))
        if traps is not None:
            for s in _SIGNALS:
                self.traps[s] = s in traps if isinstance(traps, list) else bool(traps.get(s))

    def __setattr__(self, name, value):
        if name == "prec" and (not isinstance(value, int) or value < 1 or value > MAX_PREC):
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        if name == "rounding" and value not in _ROUNDINGS:
            raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR,\n"
                            "   ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN,\n"
                            "   ROUND_HALF_EVEN, ROUND_05UP]")
        object.__setattr__(self, name, value)

    def _names(self, d):
        return "[" + ", ".join([s.__name__ for s in _REPR_ORDER if d[s]]) + "]"

    def __repr__(self):
        return ("Context(prec=" + str(self.prec) + ", rounding=" + self.rounding + ", Emin="
                + str(self.Emin) + ", Emax=" + str(self.Emax) + ", capitals="
                + str(self.capitals) + ", clamp=" + str(self.clamp) + ", flags="
                + self._names(self.flags) + ", traps=" + self._names(self.traps) + ")")

    def copy(self):
        c = Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp)
        for s in _SIGNALS:
            c.flags[s] = self.flags[s]
            c.traps[s] = self.traps[s]
        return c

    def clear_flags(self):
        for s in _SIGNALS:
            self.flags[s] = False

    def create_decimal(self, num="0"):
        d = Decimal(num)
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1


DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, traps=[DivisionByZero, Overflow,
                       InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, traps=[])
_current = [Context()]


def getcontext():
    return _current[0]


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _LocalContext:
    def __init__(self, ctx):
        self._ctx = ctx

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._ctx)
        return self._ctx

    def __exit__(self, *exc):
        setcontext(self._saved)
        return False


def localcontext(ctx=None, **kwargs):
    c = (getcontext() if ctx is None else ctx).copy()
    for k, v in kwargs.items():
        if not hasattr(c, k) or k in ("flags", "traps"):
            raise TypeError("'" + k + "' is an invalid keyword argument for this function")
        setattr(c, k, v)
    return _LocalContext(c)


DecimalTuple = collections.namedtuple("DecimalTuple", "sign digits exponent", module="decimal")


def _parse(text):
    """(sign, coefficient, exponent or special 'F'/'n'/'N') of a numeric string, or None."""
    s = text.strip().replace("_", "") if "__" not in text else None
    if not s:
        return None
    sign = 0
    if s[0] in "+-":
        sign = 1 if s[0] == "-" else 0
        s = s[1:]
    low = s.lower()
    if low in ("inf", "infinity"):
        return sign, 0, "F"
    for tag, word in (("n", "nan"), ("N", "snan")):
        if low.startswith(word):
            rest = low[len(word):]
            if rest == "" or rest.isdigit():
                return sign, int(rest) if rest else 0, tag
            return None
    exp = 0
    if "e" in low:
        mant, _, e = low.partition("e")
        if e[:1] in ("+", "-"):
            esign, e = e[0], e[1:]
        else:
            esign = "+"
        if not e.isdigit():
            return None
        exp = int(e) if esign == "+" else -int(e)
    else:
        mant = low
    whole, point, frac = mant.partition(".")
    if (whole and not whole.isdigit()) or (frac and not frac.isdigit()) or not (whole or frac):
        return None
    return sign, int(whole + frac), exp - len(frac)


def _ndigits(c):
    return len(str(c))


def _round_coeff(sign, coeff, drop, rounding):
    """coeff with its last `drop` digits removed, rounded by the rule; (coefficient, inexact)."""
    if drop <= 0:
        return coeff, False
    q, r = divmod(coeff, 10 ** drop)
    if r == 0:
        return q, False
    half = 5 * 10 ** (drop - 1)
    up = False
    if rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q % 2 == 1)
    elif rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    elif rounding == ROUND_05UP:
        up = q % 10 in (0, 5)
    return q + 1 if up else q, True


def _triple(sign, coeff, exp):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coeff
    d._exp = exp
    return d


def _operand(v, context, allow_float=False):
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return Decimal(v)
    if allow_float and isinstance(v, float):
        _signal(context, FloatOperation, FloatOperation)
        return Decimal.from_float(v)
    return None


class Decimal:
    __slots__ = ("_sign", "_int", "_exp")
    # The C type's name in operator errors ("'decimal.Decimal' and 'float'").
    __tp_name__ = "decimal.Decimal"

    def __new__(cls, value="0", context=None):
        ctx = getcontext() if context is None else context
        self = object.__new__(cls)
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp = value._sign, value._int, value._exp
        elif isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._int = abs(int(value))
            self._exp = 0
        elif isinstance(value, float):
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp = d._sign, d._int, d._exp
        elif isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                _signal(ctx, ConversionSyntax, InvalidOperation)
                self._sign, self._int, self._exp = 0, 0, "n"
            else:
                self._sign, self._int, self._exp = parsed
        elif isinstance(value, (tuple, list)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1):
                raise ValueError("sign must be an integer with the value 0 or 1")
            coeff = 0
            for dg in digits:
                if not isinstance(dg, int) or dg < 0 or dg > 9:
                    raise ValueError("coefficient must be a tuple of digits")
                coeff = coeff * 10 + dg
            self._sign, self._int = sign, coeff
            self._exp = exp if isinstance(exp, int) else {"F": "F", "n": "n", "N": "N"}[exp]
        else:
            raise TypeError("conversion from " + type(value).__name__ + " to Decimal is not supported")
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float")
        sign = 1 if math.copysign(1.0, f) < 0 else 0
        if f != f:
            return _triple(sign, 0, "n")
        if f in (math.inf, -math.inf):
            return _triple(sign, 0, "F")
        n, d = abs(f).as_integer_ratio()
        k = d.bit_length() - 1
        # n / 2**k == n * 5**k / 10**k exactly.
        return _triple(sign, n * 5 ** k, -k)

    # -- the parts
    def _special(self):
        return isinstance(self._exp, str)

    def _is_nan(self):
        return self._exp in ("n", "N")

    def is_nan(self):
        return self._is_nan()

    def is_snan(self):
        return self._exp == "N"

    def is_qnan(self):
        return self._exp == "n"

    def is_infinite(self):
        return self._exp == "F"

    def is_finite(self):
        return not self._special()

    def is_zero(self):
        return not self._special() and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def adjusted(self):
        if self._special():
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        digits = tuple([int(c) for c in str(self._int)])
        if self._exp == "F":
            digits = (0,)
        elif self._is_nan() and self._int == 0:
            digits = ()
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._is_nan():
            raise ValueError("cannot convert NaN to integer ratio")
        n = -self._int if self._sign else self._int
        if self._exp >= 0:
            return n * 10 ** self._exp, 1
        d = 10 ** -self._exp
        g = math.gcd(n, d)
        return n // g, d // g

    def copy_abs(self):
        return _triple(0, self._int, self._exp)

    def copy_negate(self):
        return _triple(1 - self._sign, self._int, self._exp)

    def copy_sign(self, other):
        return _triple(other._sign, self._int, self._exp)

    # -- text
    def __str__(self):
        return self._text(False)

    def to_eng_string(self, context=None):
        return self._text(True)

    def _text(self, eng):
        sign = "-" if self._sign else ""
        if self._exp == "F":
            return sign + "Infinity"
        if self._is_nan():
            return sign + ("sNaN" if self._exp == "N" else "NaN") + (str(self._int) if self._int else "")
        s = str(self._int)
        left = self._exp + len(s)
        if self._exp <= 0 and left > -6:
            dot = left
        elif not eng:
            dot = 1
        elif self._int == 0:
            dot = (left + 1) % 3 - 1
        else:
            dot = (left - 1) % 3 + 1
        if dot <= 0:
            head, tail = "0", "." + "0" * (-dot) + s
        elif dot >= len(s):
            head, tail = s + "0" * (dot - len(s)), ""
        else:
            head, tail = s[:dot], "." + s[dot:]
        e = "" if left == dot else "E" + ("+" if left - dot >= 0 else "-") + str(abs(left - dot))
        return sign + head + tail + e

    def __repr__(self):
        return "Decimal('" + str(self) + "')"

    def __format__(self, spec):
        if spec == "":
            return str(self)
        kind = spec[-1] if spec[-1] in "fFeE%gG" else ""
        body = spec[:-1] if kind else spec
        if kind in ("f", "F", "%") and (body == "" or body.startswith(".")) and not self._special():
            d = self * 100 if kind == "%" else self
            if body == "":
                places = max(0, -d._exp) if kind != "%" else max(0, -d._exp)
            else:
                places = int(body[1:])
            q = d._rescale(-places, getcontext().rounding)
            s = q._plain()
            return s + "%" if kind == "%" else s
        if spec.startswith(".") and spec[1:].isdigit() and not self._special():
            return format(float(self), spec)
        raise NotImplementedError("format(Decimal, " + repr(spec) + ") is not supported in stridelab")

    def _plain(self):
        sign = "-" if self._sign else ""
        s = str(self._int)
        if self._exp >= 0:
            return sign + s + "0" * self._exp
        s = s.rjust(-self._exp + 1, "0")
        return sign + s[:self._exp] + "." + s[self._exp:]

    # -- rounding to a context
    def _fix(self, context):
        if self._special():
            return self
        n = _ndigits(self._int)
        drop = n - context.prec
        if drop <= 0 or self._int == 0:
            return self
        coeff, inexact = _round_coeff(self._sign, self._int, drop, context.rounding)
        exp = self._exp + drop
        if _ndigits(coeff) > context.prec:
            coeff //= 10
            exp += 1
        if inexact:
            _signal(context, Inexact, Inexact)
        _signal(context, Rounded, Rounded)
        return _triple(self._sign, coeff, exp)

    def _rescale(self, exp, rounding):
        """This value with exponent `exp`, rounding away digits by the rule."""
        if exp >= self._exp:
            coeff, _ = _round_coeff(self._sign, self._int, exp - self._exp, rounding)
        else:
            coeff = self._int * 10 ** (self._exp - exp)
        return _triple(self._sign, coeff, exp)

    def quantize(self, exp, rounding=None, context=None):
        ctx = getcontext() if context is None else context
        exp = _operand(exp, ctx)
        if exp is None:
            raise TypeError("conversion from " + type(exp).__name__ + " to Decimal is not supported")
        if self._special() or exp._special():
            if self._is_nan() or exp._is_nan():
                return _triple(0, 0, "n")
            if self._exp == "F" and exp._exp == "F":
                return self
            _signal(ctx, InvalidOperation, InvalidOperation)
            return _triple(0, 0, "n")
        r = self._rescale(exp._exp, rounding or ctx.rounding)
        if _ndigits(r._int) > ctx.prec:
            _signal(ctx, InvalidOperation, InvalidOperation)
            return _triple(0, 0, "n")
        return r

    def to_integral_value(self, rounding=None, context=None):
        if self._special() or self._exp >= 0:
            return self
        ctx = getcontext() if context is None else context
        return self._rescale(0, rounding or ctx.rounding)

    to_integral = to_integral_value

    def normalize(self, context=None):
        ctx = getcontext() if context is None else context
        d = self._fix(ctx)
        if d._special():
            return d
        if d._int == 0:
            return _triple(d._sign, 0, 0)
        coeff, exp = d._int, d._exp
        while coeff % 10 == 0:
            coeff //= 10
            exp += 1
        return _triple(d._sign, coeff, exp)

    def sqrt(self, context=None):
        ctx = getcontext() if context is None else context
        if self._special() or self._sign and self._int:
            if self._exp == "F" and not self._sign:
                return self
            if self._is_nan():
                return self
            _signal(ctx, InvalidOperation, InvalidOperation)
            return _triple(0, 0, "n")
        ideal = self._exp // 2
        if self._int == 0:
            return _triple(self._sign, 0, ideal)
        # An integer square root with prec + 1 digits, its last digit made sticky when the
        # root is inexact, then rounded half-even to prec digits.
        prec = ctx.prec + 1
        c, e = self._int, self._exp
        if e % 2:
            c *= 10
            e -= 1
        shift = prec - (_ndigits(c) + 1) // 2
        if shift >= 0:
            c *= 100 ** shift
        else:
            c //= 100 ** (-shift)
        e = e // 2 - shift
        root = math.isqrt(c)
        exact = root * root == c and (shift >= 0 or self._int % 100 ** (-shift) == 0)
        if exact:
            while e < ideal and root % 10 == 0:
                root //= 10
                e += 1
        elif root % 5 == 0:
            root += 1
        ans = _triple(0, root, e)
        rounding = ctx.rounding
        ctx.rounding = ROUND_HALF_EVEN
        try:
            return ans._fix(ctx)
        finally:
            ctx.rounding = rounding

    # -- arithmetic
    def _special_op(self, other, ctx):
        if self._is_nan() or other._is_nan():
            return self if self._is_nan() else other
        return None

    def __add__(self, other, context=None):
        ctx = getcontext() if context is None else context
        o = _operand(other, ctx)
        if o is None:
            return NotImplemented
        if self._special() or o._special():
            n = self._special_op(o, ctx)
            if n is not None:
                return n
            if self._exp == "F" and o._exp == "F" and self._sign != o._sign:
                _signal(ctx, InvalidOperation, InvalidOperation)
                return _triple(0, 0, "n")
            return self if self._exp == "F" else o
        exp = min(self._exp, o._exp)
        a = self._int * 10 ** (self._exp - exp) * (-1 if self._sign else 1)
        b = o._int * 10 ** (o._exp - exp) * (-1 if o._sign else 1)
        total = a + b
        if total == 0:
            sign = self._sign if self._sign == o._sign else int(ctx.rounding == ROUND_FLOOR)
        else:
            sign = 1 if total < 0 else 0
        return _triple(sign, abs(total), exp)._fix(ctx)

    def __radd__(self, other, context=None):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__add__(self, context)

    def __sub__(self, other, context=None):
        o = _operand(other, getcontext())
        if o is None:
            return NotImplemented
        return self.__add__(o.copy_negate(), context)

    def __rsub__(self, other, context=None):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__sub__(self, context)

    def __mul__(self, other, context=None):
        ctx = getcontext() if context is None else context
        o = _operand(other, ctx)
        if o is None:
            return NotImplemented
        sign = self._sign ^ o._sign
        if self._special() or o._special():
            n = self._special_op(o, ctx)
            if n is not None:
                return n
            if self.is_zero() or o.is_zero():
                _signal(ctx, InvalidOperation, InvalidOperation)
                return _triple(0, 0, "n")
            return _triple(sign, 0, "F")
        return _triple(sign, self._int * o._int, self._exp + o._exp)._fix(ctx)

    def __rmul__(self, other, context=None):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__mul__(self, context)

    def __truediv__(self, other, context=None):
        ctx = getcontext() if context is None else context
        o = _operand(other, ctx)
        if o is None:
            return NotImplemented
        sign = self._sign ^ o._sign
        if self._special() or o._special():
            n = self._special_op(o, ctx)
            if n is not None:
                return n
            if self._exp == "F" and o._exp == "F":
                _signal(ctx, InvalidOperation, InvalidOperation)
                return _triple(0, 0, "n")
            if self._exp == "F":
                return _triple(sign, 0, "F")
            return _triple(sign, 0, ctx.Etiny())
        if o._int == 0:
            if self._int == 0:
                _signal(ctx, DivisionUndefined, InvalidOperation)
                return _triple(0, 0, "n")
            _signal(ctx, DivisionByZero, DivisionByZero)
            return _triple(sign, 0, "F")
        ideal = self._exp - o._exp
        if self._int == 0:
            return _triple(sign, 0, ideal)
        # prec + 1 (or 2) quotient digits; a nonzero remainder makes the last digit sticky
        # (never 0 or 5) so the one rounding in _fix is the correct one.
        shift = _ndigits(o._int) - _ndigits(self._int) + ctx.prec + 1
        exp = ideal - shift
        if shift >= 0:
            q, r = divmod(self._int * 10 ** shift, o._int)
        else:
            q, r = divmod(self._int, o._int * 10 ** (-shift))
        if r:
            if q % 5 == 0:
                q += 1
        else:
            while exp < ideal and q % 10 == 0:
                q //= 10
                exp += 1
        return _triple(sign, q, exp)._fix(ctx)

    def __rtruediv__(self, other, context=None):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__truediv__(self, context)

    def _divide_int(self, o, ctx, remainder_only=False):
        """(quotient truncated toward zero, remainder with the dividend's sign)."""
        if o._int == 0:
            if self._int == 0:
                _signal(ctx, DivisionUndefined, InvalidOperation)
            elif remainder_only:
                _signal(ctx, InvalidOperation, InvalidOperation)
            else:
                _signal(ctx, DivisionByZero, DivisionByZero)
            return _triple(0, 0, "n"), _triple(0, 0, "n")
        exp = min(self._exp, o._exp)
        a = self._int * 10 ** (self._exp - exp)
        b = o._int * 10 ** (o._exp - exp)
        q, r = divmod(a, b)
        if _ndigits(q) > ctx.prec:
            _signal(ctx, DivisionImpossible, InvalidOperation)
            return _triple(0, 0, "n"), _triple(0, 0, "n")
        sign = self._sign ^ o._sign
        return _triple(sign, q, 0), _triple(self._sign, r, exp)._fix(ctx)

    def __floordiv__(self, other):
        o = _operand(other, getcontext())
        if o is None:
            return NotImplemented
        return self._divide_int(o, getcontext())[0]

    def __rfloordiv__(self, other):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__floordiv__(self)

    def __mod__(self, other):
        o = _operand(other, getcontext())
        if o is None:
            return NotImplemented
        return self._divide_int(o, getcontext(), True)[1]

    def __rmod__(self, other):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__mod__(self)

    def __divmod__(self, other):
        o = _operand(other, getcontext())
        if o is None:
            return NotImplemented
        return self._divide_int(o, getcontext())

    def __rdivmod__(self, other):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__divmod__(self)

    def __pow__(self, other, modulo=None):
        ctx = getcontext()
        o = _operand(other, ctx)
        if o is None:
            return NotImplemented
        if modulo is not None or o._special() or self._special():
            raise NotImplementedError("Decimal ** with a modulus, NaN or Infinity is not supported in stridelab")
        if o._exp < 0 and o._int % 10 ** (-o._exp):
            raise NotImplementedError("Decimal ** a non-integer power is not supported in stridelab")
        n = o._int * 10 ** o._exp if o._exp >= 0 else o._int // 10 ** (-o._exp)
        if self._int == 0 and n > 0:
            return _triple(self._sign if n % 2 else 0, 0, 0)
        if self._int == 0:
            _signal(ctx, DivisionByZero, DivisionByZero)
            return _triple(0, 0, "F")
        if o._sign:
            # x ** -n: one division of 1 by the exact x ** n (kept to prec + 3 digits).
            wide = ctx.copy()
            wide.prec = ctx.prec + 3
            den = _triple(self._sign if n % 2 else 0, self._int ** n, self._exp * n)._fix(wide)
            return Decimal(1).__truediv__(den, ctx)
        return _triple(self._sign if n % 2 else 0, self._int ** n, self._exp * n)._fix(ctx)

    def __rpow__(self, other):
        o = _operand(other, getcontext())
        return NotImplemented if o is None else o.__pow__(self)

    def __neg__(self):
        if self._special():
            return self.copy_negate()
        if self._int == 0 and getcontext().rounding != ROUND_FLOOR:
            return _triple(0, 0, self._exp)._fix(getcontext())
        return self.copy_negate()._fix(getcontext())

    def __pos__(self):
        if self._int == 0 and not self._special() and getcontext().rounding != ROUND_FLOOR:
            return _triple(0, 0, self._exp)
        return self._fix(getcontext())

    def __abs__(self):
        return self.copy_abs()._fix(getcontext())

    # -- conversions
    def __int__(self):
        if self._is_nan():
            raise ValueError("cannot convert NaN to integer")
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer")
        n = self._int * 10 ** self._exp if self._exp >= 0 else self._int // 10 ** (-self._exp)
        return -n if self._sign else n

    __trunc__ = __int__

    def __float__(self):
        if self._is_nan():
            if self._exp == "N":
                raise ValueError("cannot convert signaling NaN to float")
            return float("-nan") if self._sign else float("nan")
        return float(str(self))

    def __floor__(self):
        return int(self.to_integral_value(ROUND_FLOOR))

    def __ceil__(self):
        return int(self.to_integral_value(ROUND_CEILING))

    def __round__(self, n=None):
        if n is None:
            if self._is_nan():
                raise ValueError("cannot round a NaN")
            if self._exp == "F":
                raise OverflowError("cannot round an infinity")
            return int(self._rescale(0, ROUND_HALF_EVEN))
        return self.quantize(_triple(0, 1, -n))

    def __bool__(self):
        return self._special() or self._int != 0

    # -- comparisons
    def _cmp(self, o):
        """-1, 0 or 1 of finite-or-infinite values (NaNs handled by the callers)."""
        if self._exp == "F" or o._exp == "F":
            a = 0 if self._exp != "F" else (-1 if self._sign else 1)
            b = 0 if o._exp != "F" else (-1 if o._sign else 1)
            if a == b:
                return 0
            return -1 if a < b else 1
        x, y = self.as_integer_ratio(), o.as_integer_ratio()
        lhs, rhs = x[0] * y[1], y[0] * x[1]
        return (lhs > rhs) - (lhs < rhs)

    def _compare_operand(self, other, equality):
        if isinstance(other, float):
            ctx = getcontext()
            if not equality:
                _signal(ctx, FloatOperation, FloatOperation)
            else:
                ctx.flags[FloatOperation] = True
            return Decimal.from_float(other)
        if isinstance(other, numbers.Rational) and not isinstance(other, int):
            return other
        return _operand(other, getcontext())

    def __eq__(self, other):
        o = self._compare_operand(other, True)
        if o is None:
            return NotImplemented
        if not isinstance(o, Decimal):
            return self._ratio_cmp(o) == 0 if not self._special() else False
        if self._is_nan() or o._is_nan():
            return False
        return self._cmp(o) == 0

    def _ratio_cmp(self, frac):
        n, d = self.as_integer_ratio()
        lhs, rhs = n * frac.denominator, frac.numerator * d
        return (lhs > rhs) - (lhs < rhs)

    def _order(self, other, test):
        o = self._compare_operand(other, False)
        if o is None:
            return NotImplemented
        if not isinstance(o, Decimal):
            return test(self._ratio_cmp(o))
        if self._is_nan() or o._is_nan():
            _signal(getcontext(), InvalidOperation, InvalidOperation)
            return False
        return test(self._cmp(o))

    def __lt__(self, other):
        return self._order(other, lambda c: c < 0)

    def __le__(self, other):
        return self._order(other, lambda c: c <= 0)

    def __gt__(self, other):
        return self._order(other, lambda c: c > 0)

    def __ge__(self, other):
        return self._order(other, lambda c: c >= 0)

    def compare(self, other, context=None):
        o = _operand(other, getcontext())
        if self._is_nan() or o._is_nan():
            return _triple(0, 0, "n")
        return Decimal(self._cmp(o))

    def max(self, other, context=None):
        o = _operand(other, getcontext())
        return o if self._cmp(o) < 0 else self

    def min(self, other, context=None):
        o = _operand(other, getcontext())
        return o if self._cmp(o) > 0 else self

    def __hash__(self):
        # The numeric hash: coefficient * 10**exp modulo 2**61 - 1, so a Decimal equal to an
        # int, float or Fraction hashes as it does.
        if self._exp == "N":
            raise TypeError("Cannot hash a signaling NaN value.")
        if self._exp == "n":
            return object.__hash__(self)
        if self._exp == "F":
            return -314159 if self._sign else 314159
        m = 2305843009213693951
        if self._exp >= 0:
            scale = pow(10, self._exp, m)
        else:
            scale = pow(pow(10, m - 2, m), -self._exp, m)
        h = self._int * scale % m
        h = -h if self._sign else h
        return -2 if h == -1 else h

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self


Decimal.__module__ = "decimal"
Context.__module__ = "decimal"
numbers.Number.register(Decimal)
