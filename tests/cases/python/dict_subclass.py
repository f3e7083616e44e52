# Subclassing dict, as teaching code does: a vocabulary that numbers unseen words through
# __missing__, a config whose keys read as attributes, a dict that logs its writes, and
# subclasses of defaultdict and OrderedDict. dict's own methods (get, update, setdefault,
# copy) never call a subclass's __getitem__/__setitem__, as in CPython.
import copy
import json
from collections import OrderedDict, defaultdict


class Vocab(dict):
    def __missing__(self, word):
        self[word] = len(self)
        return self[word]


v = Vocab()
[v[w] for w in "the cat sat on the mat".split()]
repr(v)
len(v)
isinstance(v, dict)
isinstance(v, Vocab)
type(v).__name__
[k.__name__ for k in type(v).__mro__]
repr(type(v).__mro__[1:])
repr(Vocab.__bases__)
list(v)
repr(sorted(v.items()))
v.get("dog")
v.get("dog", -1)
"dog" in v
json.dumps(v)
json.dumps(v, sort_keys=True)
repr({**v})
repr(dict(v))
repr(vars(v))
repr(v.__dict__)
str(Vocab(a=1))
repr(Vocab())
hash(Vocab())


def takes(**kwargs):
    return sorted(kwargs)


takes(**Vocab(x=1, y=2))
[(word, index) for word, index in Vocab(a=0, b=1).items()]
list(reversed(Vocab(a=1, b=2)))
Vocab(a=1) == {"a": 1}
{"a": 1} == Vocab(a=1)
Vocab(a=1) != {"a": 2}
Vocab(a=1) == Vocab(a=1)


class Counts(dict):
    def __missing__(self, key):
        return 0


c = Counts()
c["x"]
repr(c)
c["x"] += 1
c["x"] += 1
repr(c)


class Logged(dict):
    def __init__(self, *args, **kwargs):
        self.writes = []
        super().__init__(*args, **kwargs)

    def __setitem__(self, key, value):
        self.writes.append(key)
        dict.__setitem__(self, key, value)

    def __getitem__(self, key):
        return super().__getitem__(key) * 10


log = Logged(a=1)
log["b"] = 2
log.writes
log["a"]
log.get("a")
log.update(c=3)
log.writes
log.setdefault("d", 4)
log.writes
repr(log)
repr(vars(log))
repr(log | {"e": 5})
type(log | {}).__name__
repr({"z": 0} | log)
log |= {"e": 5}
repr(log)
type(log).__name__
repr(log.copy())
type(log.copy()).__name__
log.pop("a")
log.popitem()
repr(log)
# dict() and update() copy a subclass's items as they are, past its __getitem__.
repr(dict(log))
merged = {}
merged.update(log)
repr(merged)
Logged()["missing"]
Logged(1, 2)
Logged(5)


class AttrDict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.__dict__ = self


cfg = AttrDict(lr=0.1, epochs=3)
cfg.lr
cfg["epochs"]
cfg.batch_size = 32
repr(cfg)
cfg["batch_size"]


class Config(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value


conf = Config(hidden=64)
conf.layers = 2
conf.hidden
repr(conf)
repr(vars(conf))
conf.dropout
del conf["hidden"]
repr(conf)

# Class methods and unbound methods.
repr(Vocab.fromkeys(["a", "b"]))
type(Vocab.fromkeys([])).__name__
Logged.fromkeys(["p", "q"], 0).writes
d = {}
dict.__setitem__(d, "k", 1)
dict.__getitem__(d, "k")
dict.__init__(d, z=2)
repr(d)
dict.__setitem__([], 1, 2)
dict.get(v, "the")

# Copies keep the class and get their own items.
orig = Vocab(a=[1])
orig.note = "hi"
shallow = copy.copy(orig)
shallow["b"] = 2
repr(orig)
repr(shallow)
type(shallow).__name__
shallow.note
deep = copy.deepcopy(orig)
deep["a"].append(2)
repr(orig)
repr(deep)


# A list subclass's instance dict holds only its attributes.
class Hooks(list):
    pass


hooks = Hooks([1, 2])
hooks.name = "fwd"
repr(vars(hooks))
repr(hooks.__dict__)
hooks
hc = copy.copy(hooks)
hc.append(3)
hooks
hc
type(hc).__name__
hc.name
hd = copy.deepcopy(Hooks([[1]]))
hd
type(hd).__name__


# Subclasses of defaultdict and OrderedDict print their own class name.
class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)


t = Tree()
t["a"]["b"]
type(t["a"]).__name__
len(t)


class Groups(defaultdict):
    pass


g = Groups(list)
g["x"].append(1)
repr(g)
repr(g.copy())
type(g.copy()).__name__
repr(copy.copy(g))
repr(copy.deepcopy(g))
type(copy.deepcopy(g)).__name__


class Recent(OrderedDict):
    pass


r = Recent(a=1, b=2)
r.move_to_end("a")
repr(r)
repr(Recent())
repr(copy.copy(r))
list(reversed(r))
list(reversed(defaultdict(int, a=1, b=2)))
# {**d} and f(**d) of a dict subclass copy the raw items unless the class iterates its own way.
class DoubleD(dict):
    def __getitem__(self, k):
        return 10 * dict.__getitem__(self, k)
dd = DoubleD(a=1, b=2)
repr({**dd})
def kwargs_of(**kw):
    return kw
repr(kwargs_of(**dd))
class SortedE(dict):
    def __getitem__(self, k):
        return 10 * dict.__getitem__(self, k)
    def __iter__(self):
        return iter(sorted(dict.keys(self)))
ee = SortedE(b=2, a=1)
repr({**ee})
repr(kwargs_of(**ee))
repr(dict(ee))
