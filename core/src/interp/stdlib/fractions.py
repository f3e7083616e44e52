# fractions: exact rational numbers, as CPython 3.11's Fraction (same normal form, reprs,
# mixed-type rules and hash, so a Fraction equal to a float hashes as that float).
import math
import numbers
import operator

__all__ = ["Fraction"]

# sys.hash_info's modulus (the prime 2**61 - 1) and the hash of infinity.
_HASH_MODULUS = 2305843009213693951
_HASH_INF = 314159


def _digits(s, allow_empty):
    """The int of a run of digits that may hold single underscores between digits, or None."""
    if s == "":
        return 0 if allow_empty else None
    if s[0] == "_" or s[-1] == "_" or "__" in s:
        return None
    plain = s.replace("_", "")
    for ch in plain:
        if ch not in "0123456789":
            return None
    return int(plain)


def _parse(text):
    """(numerator, denominator) of a Fraction literal ('-3/4', '1.5e-3', ' 7 '), or None."""
    s = text.strip()
    if s == "":
        return None
    sign = 1
    if s[0] in "+-":
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    # A digit, or a point followed by a digit, must come first.
    if not (s[:1].isdigit() or (s[:1] == "." and s[1:2].isdigit())):
        return None
    if "/" in s:
        num_s, _, den_s = s.partition("/")
        num = _digits(num_s, False)
        den = _digits(den_s, False)
        if num is None or den is None:
            return None
        return sign * num, den
    exp = 0
    low = s.lower()
    if "e" in low:
        at = low.index("e")
        mant, exp_s = s[:at], s[at + 1:]
        esign = 1
        if exp_s[:1] in ("+", "-"):
            esign = -1 if exp_s[0] == "-" else 1
            exp_s = exp_s[1:]
        e = _digits(exp_s, False)
        if e is None:
            return None
        exp = esign * e
    else:
        mant = s
    whole_s, point, frac_s = mant.partition(".")
    whole = _digits(whole_s, True)
    if whole is None:
        return None
    num, den = whole, 1
    if point and frac_s != "":
        frac = _digits(frac_s, False)
        if frac is None:
            return None
        scale = 10 ** len(frac_s.replace("_", ""))
        num = num * scale + frac
        den = scale
    if exp >= 0:
        num *= 10 ** exp
    else:
        den *= 10 ** -exp
    return sign * num, den


def _mixed(rational_op, float_op):
    """The forward and reflected methods of an operator: exact with ints and Fractions, through
    float (or complex) with the other built-in numbers, NotImplemented otherwise."""
    def forward(a, b):
        if isinstance(b, (int, Fraction)):
            return rational_op(a, b)
        if isinstance(b, float):
            return float_op(float(a), b)
        if isinstance(b, complex):
            return float_op(complex(a), b)
        return NotImplemented

    def reverse(b, a):
        if isinstance(a, numbers.Rational):
            return rational_op(a, b)
        if isinstance(a, numbers.Real):
            return float_op(float(a), float(b))
        if isinstance(a, numbers.Complex):
            return float_op(complex(a), complex(b))
        return NotImplemented

    return forward, reverse


class Fraction(numbers.Rational):
    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, float) or type(numerator).__name__ == "Decimal":
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: " + repr(numerator))
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif isinstance(numerator, numbers.Rational) and isinstance(denominator, numbers.Rational):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, numbers.Integral):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        n, d = f.as_integer_ratio()
        return cls(n, d)

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, numbers.Integral):
            return cls(int(dec))
        if type(dec).__name__ != "Decimal":
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)"
                            % (cls.__name__, dec, type(dec).__name__))
        n, d = dec.as_integer_ratio()
        return cls(n, d)

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        # The best rational approximation with a bounded denominator: walk the continued
        # fraction's convergents, then pick between the last convergent and the best
        # semiconvergent.
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        semi = Fraction(p0 + k * p1, q0 + k * q1)
        conv = Fraction(p1, q1)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    def _add(a, b):
        na, da, nb, db = a.numerator, a.denominator, b.numerator, b.denominator
        return Fraction(na * db + nb * da, da * db)

    def _sub(a, b):
        na, da, nb, db = a.numerator, a.denominator, b.numerator, b.denominator
        return Fraction(na * db - nb * da, da * db)

    def _mul(a, b):
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)

    def _div(a, b):
        n, d = a.numerator * b.denominator, a.denominator * b.numerator
        if d == 0:
            # CPython reduces by gcd(na, nb) first, so 0-numerators are divided out.
            gn = math.gcd(a.numerator, b.numerator)
            raise ZeroDivisionError("Fraction(%s, 0)" % (n // gn if gn else n))
        return Fraction(n, d)

    def _floordiv(a, b):
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    def _divmod(a, b):
        da, db = a.denominator, b.denominator
        q, r = divmod(a.numerator * db, da * b.numerator)
        return q, Fraction(r, da * db)

    def _mod(a, b):
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    __add__, __radd__ = _mixed(_add, operator.add)
    __sub__, __rsub__ = _mixed(_sub, operator.sub)
    __mul__, __rmul__ = _mixed(_mul, operator.mul)
    __truediv__, __rtruediv__ = _mixed(_div, operator.truediv)
    __floordiv__, __rfloordiv__ = _mixed(_floordiv, operator.floordiv)
    __divmod__, __rdivmod__ = _mixed(_divmod, divmod)
    __mod__, __rmod__ = _mixed(_mod, operator.mod)

    def __pow__(a, b):
        # An integer power stays exact; any other power goes through float.
        if isinstance(b, numbers.Rational):
            if b.denominator == 1:
                p = b.numerator
                if p >= 0:
                    return Fraction(a._numerator ** p, a._denominator ** p, _normalize=False)
                if a._numerator >= 0:
                    return Fraction(a._denominator ** -p, a._numerator ** -p, _normalize=False)
                return Fraction((-a._denominator) ** -p, (-a._numerator) ** -p, _normalize=False)
            return float(a) ** float(b)
        return float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __float__(a):
        return a._numerator / a._denominator

    def __round__(self, ndigits=None):
        # Halves go to the even neighbour, as round() of a float.
        if ndigits is None:
            q, r = divmod(self._numerator, self._denominator)
            if r * 2 < self._denominator:
                return q
            if r * 2 > self._denominator:
                return q + 1
            return q if q % 2 == 0 else q + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        # The numeric hash: |n| * d**-1 modulo 2**61 - 1 (infinity's hash when d has no
        # inverse), so equal ints, floats and Fractions hash alike.
        d = self._denominator % _HASH_MODULUS
        if d == 0:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * pow(d, _HASH_MODULUS - 2, _HASH_MODULUS))
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, numbers.Rational):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, numbers.Rational):
            return op(self._numerator * other.denominator, self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


Fraction.__module__ = "fractions"
