# A class's own __hash__ and __eq__ for dict keys, set items, `in`, Counter (CPython 3.11).
from collections import Counter, defaultdict, namedtuple, OrderedDict
from dataclasses import dataclass
from enum import IntEnum, StrEnum


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


@dataclass(frozen=True)
class Key:
    a: int
    b: str


@dataclass(eq=True, frozen=True)
class Cell:
    row: int
    col: int


class EqSub(Point):
    def __eq__(self, other):
        return False


class StrHash:
    def __hash__(self):
        return "x"


class Collide:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return isinstance(other, Collide) and self.v == other.v


class Mutator:
    # An __eq__ that changes the dict it is looked up in.
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, other):
        TABLE["other"] = 1
        return isinstance(other, Mutator) and self.v == other.v


TABLE = {}
Pt = namedtuple("Pt", "x y")


class Num(IntEnum):
    ONE = 1
    TWO = 2


class Word(StrEnum):
    A = "a"


def sort_points(it):
    return sorted(it, key=lambda p: (p.x, p.y))


d = {Point(1, 2): "a", Point(3, 4): "b"}
T("dict getitem", lambda: d[Point(1, 2)])
T("dict in", lambda: (Point(1, 2) in d, Point(2, 1) in d))
T("dict get", lambda: (d.get(Point(3, 4)), d.get(Point(0, 0), "none")))
T("dict missing", lambda: d[Point(9, 9)])
def set_existing():
    d[Point(1, 2)] = "A"
    return len(d), d[Point(1, 2)]


T("dict set existing", set_existing)
T("dict pop", lambda: (dict(d).pop(Point(3, 4)), dict(d).pop(Point(5, 5), "dflt")))
T("dict setdefault", lambda: (dict(d).setdefault(Point(1, 2), "z"), dict(d).setdefault(Point(7, 7), "z")))
def delete():
    dd = dict(d)
    del dd[Point(1, 2)]
    return list(dd)


T("dict del", delete)
T("dict eq", lambda: ({Point(1, 2): 1} == {Point(1, 2): 1}, {Point(1, 2): 1} == {Point(1, 3): 1}))
T("dict comp", lambda: {Point(i % 2, 0): i for i in range(5)})
T("dict ctor", lambda: dict([(Point(1, 1), 1), (Point(1, 1), 2)]))
T("dict update", lambda: [dd := {}, dd.update({Point(0, 0): 1}), dd.update([(Point(0, 0), 2)]), dd][3])
T("hash agrees", lambda: hash(Point(1, 2)) == hash((1, 2)))
s = {Point(1, 2), Point(1, 2), Point(3, 4)}
T("set len", lambda: len(s))
T("set in", lambda: (Point(3, 4) in s, Point(4, 3) in s))
T("set add discard", lambda: [t := set(), t.add(Point(1, 1)), t.add(Point(1, 1)), t.discard(Point(1, 1)), len(t)][4])
T("set remove missing", lambda: set().remove(Point(1, 1)))
T("set comp", lambda: sort_points({Point(i % 3, 0) for i in range(9)}))
a, b = {Point(1, 1), Point(2, 2)}, {Point(2, 2), Point(3, 3)}
T("set union", lambda: sort_points(a | b))
T("set inter", lambda: sort_points(a & b))
T("set diff", lambda: sort_points(a - b))
T("set xor", lambda: sort_points(a ^ b))
T("set eq", lambda: (a == {Point(2, 2), Point(1, 1)}, a <= a | b, a.issubset(a | b), a.isdisjoint(b)))
T("set methods", lambda: (sort_points(a.union([Point(5, 5)])), sort_points(a.intersection([Point(1, 1)]))))
def inplace():
    c = set(a)
    c |= {Point(9, 9)}
    c -= {Point(1, 1)}
    c ^= {Point(2, 2), Point(4, 4)}
    return sort_points(c)


T("set inplace", inplace)
T("frozenset", lambda: (frozenset({Point(1, 1)}) == frozenset({Point(1, 1)}), {frozenset({Point(1, 1)}): 1}[frozenset({Point(1, 1)})]))
T("tuple of objects", lambda: {(Point(1, 2), 3): "x"}[(Point(1, 2), 3)])
T("frozen dataclass", lambda: ({Key(1, "x"): 5}[Key(1, "x")], Key(1, "x") in {Key(1, "x")}))
T("dataclass eq frozen", lambda: len({Cell(1, 2), Cell(1, 2), Cell(2, 1)}))
T("counter", lambda: Counter([Key(1, "a"), Key(1, "a"), Key(2, "b")]).most_common())
T("defaultdict", lambda: [dd := defaultdict(list), dd[Cell(0, 0)].append(1), dd[Cell(0, 0)].append(2), dict(dd)][3])
def ordered():
    od = OrderedDict()
    od[Cell(1, 1)] = 1
    return od[Cell(1, 1)]


T("ordereddict", ordered)
T("namedtuple key", lambda: ({Pt(1, 2): 3}[Pt(1, 2)], {Pt(1, 2): 3}[(1, 2)], (1, 2) in {Pt(1, 2)}))
T("collisions", lambda: (len({Collide(1), Collide(2), Collide(1)}), {Collide(1): "a", Collide(2): "b"}[Collide(2)]))
T("eq in subclass", lambda: hash(EqSub(1, 2)))
T("str hash key", lambda: {StrHash(): 1})
def mutating():
    TABLE[Mutator(1)] = "m"
    return TABLE[Mutator(1)], "other" in TABLE


T("mutating eq", mutating)
T("intenum keys", lambda: ({1: "one"}[Num.ONE], {Num.TWO: "x"}[2], Num.ONE in {1, 2}, hash(Num.TWO)))
T("strenum keys", lambda: ({"a": 1}[Word.A], Word.A in {"a"}))
