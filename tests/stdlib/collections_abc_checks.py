import collections.abc
from collections.abc import (Iterable, Iterator, Generator, Sized, Container, Hashable, Callable,
    Collection, Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet, KeysView,
    ValuesView, ItemsView, Reversible, MappingView)
import collections
import typing
import torch


def gen():
    yield 1


class It:
    def __iter__(self):
        return self


class ItNext:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration


class Ln:
    def __len__(self):
        return 0


class Cn:
    def __contains__(self, x):
        return False


class Cl:
    def __call__(self):
        return 1


class Eq:
    def __eq__(self, o):
        return True


class EqH:
    def __eq__(self, o):
        return True

    def __hash__(self):
        return 1


class Coll:
    def __len__(self):
        return 0

    def __iter__(self):
        return iter([])

    def __contains__(self, x):
        return False


class Rev:
    def __iter__(self):
        return iter([])

    def __reversed__(self):
        return iter([])


class MySeq(Sequence):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, i):
        return self.d[i]

    def __len__(self):
        return len(self.d)


class MyMap(Mapping):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


class MyMut(MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


class MySet(Set):
    def __init__(self, it=()):
        self.s = list(it)

    def __contains__(self, x):
        return x in self.s

    def __iter__(self):
        return iter(self.s)

    def __len__(self):
        return len(self.s)


class MyList(MutableSequence):
    def __init__(self):
        self.d = []

    def __getitem__(self, i):
        return self.d[i]

    def __setitem__(self, i, v):
        self.d[i] = v

    def __delitem__(self, i):
        del self.d[i]

    def __len__(self):
        return len(self.d)

    def insert(self, i, v):
        self.d.insert(i, v)


class Registered:
    pass


Sequence.register(Registered)

NT = collections.namedtuple("NT", "a b")

objs = [("int", 1), ("float", 1.5), ("bool", True), ("complex", 1j), ("str", "ab"), ("tuple", (1,)),
        ("list", [1]), ("dict", {1: 2}), ("set", {1}), ("frozenset", frozenset([1])), ("range", range(3)),
        ("None", None), ("gen", gen()), ("list_iter", iter([])), ("tuple_iter", iter(())),
        ("dict_iter", iter({})), ("str_iter", iter("ab")), ("range_iter", iter(range(2))),
        ("keys", {}.keys()), ("values", {}.values()), ("items", {}.items()), ("zip", zip()),
        ("map", map(len, [])), ("enumerate", enumerate([])), ("reversed", reversed([1])),
        ("len", len), ("lambda", lambda: 1), ("func", gen), ("type_int", int), ("tensor", torch.tensor([1.0])),
        ("It", It()), ("ItNext", ItNext()), ("Ln", Ln()), ("Cn", Cn()), ("Cl", Cl()), ("Eq", Eq()),
        ("EqH", EqH()), ("Coll", Coll()), ("Rev", Rev()), ("MySeq", MySeq([1, 2])), ("MyMap", MyMap({1: 2})),
        ("MyMut", MyMut()), ("MySet", MySet([1])), ("MyList", MyList()), ("Registered", Registered()),
        ("object", object()), ("deque", collections.deque()), ("OrderedDict", collections.OrderedDict()),
        ("defaultdict", collections.defaultdict(int)), ("Counter", collections.Counter()),
        ("namedtuple", NT(1, 2)), ("slice", slice(1))]
abcs = [Iterable, Iterator, Generator, Sized, Container, Hashable, Callable, Collection, Sequence,
        MutableSequence, Mapping, MutableMapping, Set, MutableSet, KeysView, ValuesView, ItemsView,
        Reversible, MappingView]
for name, o in objs:
    T("isinstance " + name, lambda: "".join("1" if isinstance(o, a) else "0" for a in abcs))
for name, o in objs:
    if name in ("gen", "list_iter", "tuple_iter", "dict_iter", "str_iter", "range_iter", "keys", "values",
                "items", "zip", "map", "enumerate", "reversed", "len", "lambda", "func", "tensor", "slice", "None"):
        continue
    c = o if name == "type_int" else type(o)
    T("issubclass " + name, lambda: "".join("1" if issubclass(c, a) else "0" for a in abcs))
for a in abcs:
    T("repr " + a.__name__, lambda: repr(a))
    T("module " + a.__name__, lambda: a.__module__)
T("abstracts Sequence", lambda: sorted(Sequence.__abstractmethods__))
T("abstracts Mapping", lambda: sorted(Mapping.__abstractmethods__))
T("abstracts MutableMapping", lambda: sorted(MutableMapping.__abstractmethods__))
T("abstracts MutableSequence", lambda: sorted(MutableSequence.__abstractmethods__))
T("abstracts Set", lambda: sorted(Set.__abstractmethods__))
T("abstracts Iterator", lambda: sorted(Iterator.__abstractmethods__))
T("abstracts Hashable", lambda: sorted(Hashable.__abstractmethods__))
T("instantiate Sequence", lambda: Sequence())
T("instantiate Mapping", lambda: Mapping())
T("instantiate Iterable", lambda: Iterable())


class Half(Mapping):
    def __getitem__(self, k):
        return 1


T("instantiate half mapping", lambda: Half())
s = MySeq([3, 1, 2, 3])
T("seq index", lambda: s.index(3))
T("seq index 2", lambda: s.index(2))
T("seq index missing", lambda: s.index(9))
T("seq count", lambda: s.count(3))
T("seq contains", lambda: (2 in s, 9 in s))
T("seq iter", lambda: list(s))
T("seq reversed", lambda: list(reversed(s)))
m = MyMap({"a": 1, "b": 2})
T("map get", lambda: (m.get("a"), m.get("z"), m.get("z", 0)))
T("map keys", lambda: list(m.keys()))
T("map items", lambda: list(m.items()))
T("map values", lambda: list(m.values()))
T("map contains", lambda: ("a" in m, "z" in m))
T("map eq", lambda: m == {"a": 1, "b": 2})
T("map eq2", lambda: m == MyMap({"a": 1}))
T("map dict", lambda: dict(m))
T("map keysview isinstance", lambda: (isinstance(m.keys(), KeysView), isinstance(m.items(), ItemsView), isinstance(m.values(), ValuesView)))
T("keys view and", lambda: m.keys() & {"a"})
T("keys view repr", lambda: repr(m.keys()).startswith("KeysView(<__main__.MyMap object at "))
mm = MyMut()
mm["x"] = 1
mm.update({"y": 2}, z=3)
T("mut update", lambda: dict(mm))
T("mut pop", lambda: (mm.pop("x"), mm.pop("nope", 5)))
T("mut pop missing", lambda: mm.pop("nope"))
T("mut setdefault", lambda: (mm.setdefault("q", 7), mm.setdefault("q", 8), dict(mm)))
T("mut popitem", lambda: mm.popitem())
mm.clear()
T("mut clear", lambda: (len(mm), dict(mm)))
T("mut popitem empty", lambda: mm.popitem())
ml = MyList()
ml.append(1)
ml.extend([2, 3])
ml.insert(0, 0)
T("mlist", lambda: list(ml))
T("mlist pop", lambda: (ml.pop(), ml.pop(0), list(ml)))
ml.reverse()
T("mlist reverse", lambda: list(ml))
ml.remove(2)
T("mlist remove", lambda: list(ml))
T("mlist remove missing", lambda: ml.remove(9))
ml += [5, 6]
T("mlist iadd", lambda: list(ml))
a = MySet([1, 2, 3])
b = MySet([2, 3, 4])
T("set and", lambda: sorted(a & b))
T("set or", lambda: sorted(a | b))
T("set sub", lambda: sorted(a - b))
T("set xor", lambda: sorted(a ^ b))
T("set le", lambda: (a <= b, MySet([2]) <= a, a < a, a == MySet([3, 2, 1])))
T("set disjoint", lambda: (a.isdisjoint(b), a.isdisjoint([9])))
T("set type", lambda: type(a & b).__name__)
T("Sequence[int]", lambda: repr(Sequence[int]))
T("Mapping[str, int]", lambda: repr(Mapping[str, int]))
T("Callable[[int], str]", lambda: repr(Callable[[int], str]))
T("typing Iterable list", lambda: isinstance([1], typing.Iterable))
T("typing Sequence dict", lambda: isinstance({}, typing.Sequence))
T("typing Mapping dict", lambda: isinstance({}, typing.Mapping))
T("typing Callable", lambda: isinstance(len, typing.Callable))
T("collections.abc attr", lambda: collections.abc.Iterable is Iterable)
T("isinstance tuple of abcs", lambda: isinstance(3, (Iterable, Hashable)))
T("issubclass non-class", lambda: issubclass(3, Iterable))
T("register ret", lambda: Iterable.register(Registered) is Registered)
T("issubclass registered", lambda: (issubclass(Registered, Sequence), issubclass(Registered, Reversible), issubclass(Registered, Iterable)))


class Sub(MySeq):
    pass


T("subclass of user seq", lambda: (isinstance(Sub([1]), Sequence), issubclass(Sub, MySeq), isinstance(Sub([]), Hashable)))
