import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return "%s is %d" % (self.name, self.value)

    @property
    def hot(self):
        return self is Color.RED

    @classmethod
    def default(cls):
        return cls.GREEN


T("repr", lambda: repr(Color.RED))
T("str", lambda: str(Color.RED))
T("fstring", lambda: f"{Color.GREEN}")
T("format", lambda: format(Color.RED, ">12"))
T("name value", lambda: (Color.RED.name, Color.RED.value))
T("lookup", lambda: Color(2))
T("lookup alias", lambda: Color(1) is Color.CRIMSON)
T("alias repr", lambda: repr(Color.CRIMSON))
T("lookup bad", lambda: Color(5))
T("lookup str bad", lambda: Color("RED"))
T("getitem", lambda: Color["BLUE"])
T("getitem alias", lambda: Color["CRIMSON"])
T("getitem bad", lambda: Color["PINK"])
T("list", lambda: list(Color))
T("len", lambda: len(Color))
T("iterate names", lambda: [c.name for c in Color])
T("members", lambda: list(Color.__members__))
T("members items", lambda: list(Color.__members__.items()))
T("contains member", lambda: Color.RED in Color)
T("contains value", lambda: 1 in Color)
T("class repr", lambda: repr(Color))
T("is", lambda: Color.RED is Color["RED"] is Color(1))
T("eq", lambda: (Color.RED == Color.RED, Color.RED == Color.GREEN, Color.RED == 1, Color.RED != 1))
T("lt", lambda: Color.RED < Color.GREEN)
T("dict key", lambda: {Color.RED: "r", Color.GREEN: "g"}[Color.RED])
T("set", lambda: len({Color.RED, Color.RED, Color.BLUE, Color.CRIMSON}))
T("method", lambda: Color.BLUE.describe())
T("property", lambda: (Color.RED.hot, Color.BLUE.hot))
T("classmethod", lambda: Color.default())
T("isinstance", lambda: (isinstance(Color.RED, Color), isinstance(Color.RED, Enum), isinstance(1, Color)))
T("issubclass", lambda: (issubclass(Color, Enum), issubclass(IntEnum, Enum)))
T("type", lambda: type(Color.RED).__name__)
def extend():
    class C2(Color):
        X = 9


T("subclass members", extend)
T("sorted by value", lambda: sorted(Color, key=lambda c: c.value))
T("names", lambda: Color._member_names_)
T("bool", lambda: bool(Color.RED))
T("hash eq", lambda: hash(Color.RED) == hash(Color.RED))


class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()


T("auto", lambda: [(m.name, m.value) for m in Auto])
T("auto repr", lambda: repr(Auto.D))


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


T("planet", lambda: (Planet.EARTH.mass, Planet.EARTH.value, round(Planet.EARTH.gravity, 4)))
T("planet lookup", lambda: Planet((3.303e23, 2.4397e6)))
T("planet repr", lambda: repr(Planet.MERCURY))


class Num(IntEnum):
    ONE = 1
    TWO = 2
    THREE = 3


T("int repr", lambda: repr(Num.ONE))
T("int str", lambda: str(Num.TWO))
T("int format", lambda: (f"{Num.TWO}", format(Num.THREE, "03d")))
T("int arith", lambda: (Num.ONE + 1, Num.TWO * Num.THREE, Num.THREE - Num.ONE, Num.THREE / 2, Num.THREE // 2, 10 - Num.TWO))
T("int cmp", lambda: (Num.ONE < 2, Num.TWO == 2, Num.ONE < Num.TWO, 3 > Num.TWO))
T("int index", lambda: [10, 20, 30, 40][Num.TWO])
T("int isinstance", lambda: (isinstance(Num.ONE, int), isinstance(Num.ONE, Num), isinstance(Num.ONE, Enum)))
T("int lookup", lambda: Num(3))
T("int list", lambda: list(Num))
T("int sorted", lambda: sorted([Num.THREE, Num.ONE, Num.TWO]))
T("int range", lambda: list(range(Num.THREE)))
T("int int()", lambda: (int(Num.TWO), float(Num.TWO)))
T("int sum", lambda: sum(Num))
T("int bad", lambda: Num(7))


class Perm(Flag):
    R = 4
    W = 2
    X = 1


T("flag or", lambda: repr(Perm.R | Perm.W))
T("flag str", lambda: str(Perm.R | Perm.W))
T("flag and", lambda: repr((Perm.R | Perm.W) & Perm.R))
T("flag zero", lambda: (repr(Perm(0)), str(Perm(0)), bool(Perm(0))))
T("flag in", lambda: (Perm.R in (Perm.R | Perm.W), Perm.X in (Perm.R | Perm.W)))
T("flag iter", lambda: list(Perm.R | Perm.X))
T("flag list", lambda: list(Perm))
T("flag len", lambda: len(Perm))
T("flag invert", lambda: repr(~Perm.R))
T("flag lookup", lambda: repr(Perm(7)))
T("flag class repr", lambda: repr(Perm))


class FA(Flag):
    A = auto()
    B = auto()
    C = auto()


T("flag auto", lambda: [m.value for m in FA])


class IP(IntFlag):
    R = 4
    W = 2
    X = 1


T("intflag or", lambda: repr(IP.R | IP.W))
T("intflag str", lambda: str(IP.R | IP.W))
T("intflag int or", lambda: IP.R | 8)
T("intflag cmp", lambda: (IP.R == 4, IP.R + 1))


class S(StrEnum):
    A = auto()
    B = "bee"


T("strenum", lambda: (repr(S.A), str(S.A), S.A == "a", S.B.upper()))


@unique
class U(Enum):
    A = 1
    B = 2


T("unique ok", lambda: list(U))


def make_dup():
    @unique
    class D(Enum):
        A = 1
        B = 1
        C = 2
        D = 2

    return D


T("unique dup", make_dup)


class Mood(Enum):
    FUNKY = 1
    HAPPY = 3

    @classmethod
    def _missing_(cls, value):
        if value == 0:
            return cls.FUNKY
        return None


T("missing", lambda: Mood(0))
T("missing none", lambda: Mood(9))
T("value attr of class", lambda: Color.RED.__class__.__name__)
T("enum module names", lambda: [n for n in ("Enum", "IntEnum", "Flag", "IntFlag", "auto", "unique", "StrEnum", "EnumMeta", "EnumType") if hasattr(enum, n)])
d = {}
for c in Color:
    d[c] = c.value * 10
T("dict loop", lambda: d)
T("max", lambda: max(Num))
T("reversed", lambda: list(reversed(Color)))
