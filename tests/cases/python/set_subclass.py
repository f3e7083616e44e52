# Subclassing set and frozenset, as teaching code does: overridden and added methods,
# super().add, isinstance, the operators and copy() giving plain set/frozenset results
# as CPython's do, the subclass's name in the repr, hashing, copying and constructor errors
import copy


def err(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


class Doubling(set):
    def add(self, x):
        super().add(x * 2)

    def total(self):
        return sum(self)


s = Doubling([1, 2])
repr((repr(s), len(s), sorted(s), 2 in s, 5 in s, isinstance(s, set), isinstance(s, Doubling)))
repr((type(s).__name__, isinstance(s, frozenset), issubclass(Doubling, set)))
s.add(3)
repr((repr(s), s.total()))
repr((type(s | {9}).__name__, sorted(s | {9}), type({9} | s).__name__, sorted(s & {1, 6})))
repr((sorted(s - {1}), sorted(s ^ {1, 7}), sorted({1, 2, 50} - s), sorted({6} ^ s)))
repr((type(s.copy()).__name__, type(s.union([5])).__name__, sorted(s.intersection([2, 6], [6]))))
repr((s == {1, 2, 6}, {1, 2, 6} == s, s != {1}, s <= {1, 2, 6, 7}, s < {1, 2, 6}, s >= {1}, s > {1, 2, 6}))
repr((s.issubset([1, 2, 6]), s.issuperset({2}), s.isdisjoint([9]), sorted(s.difference({1}))))
repr((repr(Doubling()), repr(Doubling.__mro__[1:]), repr(Doubling.__bases__)))
s |= {10}
repr((sorted(s), type(s).__name__))
s &= {1, 2, 6, 10}
s -= {10}
s ^= {100}
repr(sorted(s))
s.discard(100)
s.discard(12345)
s.remove(1)
repr(repr(s))
repr((err(lambda: s.remove(99)), err(lambda: hash(s)), err(lambda: s | [1]), err(lambda: Doubling(1, 2))))
repr((err(lambda: Doubling([1], x=1)), err(lambda: Doubling(5))))
set.add(s, 100)
repr(sorted(s))
s.update([7], {8})
s.difference_update({7})
repr(sorted(s))
repr((s.pop() in {2, 6, 8, 100}, len(s)))
s.clear()
repr((repr(s), bool(s), len(s)))


class Tagged(set):
    def __init__(self, items, tag):
        super().__init__(items)
        self.tag = tag


t = Tagged([1], "x")
repr((repr(t), t.tag, vars(t)))
c = copy.copy(t)
repr((repr(c), c.tag, c is t, type(c).__name__))
d = copy.deepcopy(Tagged([(1, 2)], "deep"))
repr((repr(d), d.tag))


class Frozen(frozenset):
    def describe(self):
        return f"Frozen of {len(self)}"


f = Frozen([3, 1])
repr((repr(f), f.describe(), isinstance(f, frozenset), isinstance(f, set), type(f | {5}).__name__))
repr((hash(f) == hash(frozenset([1, 3])), {f: 1}[frozenset({1, 3})], f == frozenset({1, 3}), repr(Frozen())))
repr((sorted(f & {1}), type(f.copy()).__name__, sorted(set(f)), frozenset(f) == f, err(lambda: f.add(1))))
repr((err(lambda: Frozen([1], x=1)), err(lambda: Frozen(1, 2))))


class Named(frozenset):
    def __init__(self, items, name):
        self.name = name


n = Named([2, 1], name="pair")
repr((repr(n), n.name, sorted(n)))
repr(repr(copy.deepcopy(f)))


class ViaInit(set):
    def __init__(self, xs):
        set.__init__(self, [x + 1 for x in xs])


repr((repr(ViaInit([1, 2])), repr(set.__init__)))
