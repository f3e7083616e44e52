# A script's list subclass (its items, slices, operators, copies, and as PyTorch's int-list and
# tensor-list arguments), container methods taken unbound from their type, SimpleNamespace.
class Hooks(list):
    pass
h = Hooks()
h.append(1)
h.extend([2, 3])
h
len(h)
isinstance(h, list)
type(h).__name__
h[0]
h[-1]
h[1:]
type(h[1:]).__name__
h + [4]
type(h + [4]).__name__
[0] + h
h * 2
type(h * 2).__name__
h == [1, 2, 3]
[1, 2, 3] == h
h != [1, 2]
h < [1, 2, 4]
3 in h
list(h)
sorted(h, reverse=True)
h.pop()
h
h.insert(0, 9)
h
h.sort()
h
h.reverse()
h
h.index(2)
h.count(9)
h.copy()
type(h.copy()).__name__
h += [7]
h
type(h).__name__
h *= 2
h
del h[0]
h
h[0] = 100
h
h[1:3] = [5, 5, 5]
h
h.remove(5)
h
h.clear()
h
bool(h)
bool(Hooks([1]))
Hooks([1, 2])
Hooks((x for x in range(3)))
Hooks("ab")
repr(Hooks())
str(Hooks([1]))
class Named(list):
    def __init__(self, name, items):
        super().__init__(items)
        self.name = name
n = Named('a', [1, 2])
n
n.name
len(n)
class Named2(list):
    def __init__(self, items):
        list.__init__(self, items)
        self.total = sum(self)
Named2([1, 2, 3]).total
class Logged(list):
    def append(self, x):
        super().append(x * 10)
g = Logged()
g.append(1)
g
g.extend([2])
g
list.append(g, 3)
g
sum(Hooks([1, 2, 3]))
max(Hooks([1, 5, 3]))
tuple(Hooks([1, 2]))
', '.join(Hooks(['a', 'b']))
[x * 2 for x in Hooks([1, 2])]
a, b = Hooks([1, 2])
a + b
enumerate(Hooks(['x']))
list(enumerate(Hooks(['x'])))
list(zip(Hooks([1, 2]), Hooks([3, 4])))
list(reversed(Hooks([1, 2, 3])))
Hooks([3, 1, 2]).sort(key=lambda v: -v)
hash(Hooks())
Hooks([1]) == Hooks([1])
Hooks([1]) is Hooks([1])
torch.tensor(Hooks([1., 2.]))
torch.cat(Hooks([torch.ones(1), torch.zeros(1)]))
torch.stack(Hooks([torch.ones(1), torch.zeros(1)]))
torch.ones(2, 3).view(Hooks([3, 2])).shape
torch.ones(2, 3).permute(Hooks([1, 0])).shape
torch.zeros(Hooks([2, 2])).shape
import torch.nn as nn
nn.Sequential(*Hooks([nn.Identity()]))
nn.ModuleList(Hooks([nn.Identity()]))
len(nn.ModuleList(Hooks([nn.Identity()])))
import json
json.dumps(Hooks([1, 2]))
import copy
copy.copy(Hooks([1, [2]]))
type(copy.copy(Hooks([1, [2]]))).__name__
copy.deepcopy(Hooks([1, [2]]))
type(copy.deepcopy(Named('z', [1]))).__name__
copy.deepcopy(Named('z', [1])).name
Hooks([1, 2]) + Hooks([3])
type(Hooks([1, 2]) + Hooks([3])).__name__
Hooks(1)
Hooks([1], [2])
Hooks(x=1)
h2 = Hooks([1, 2, 3])
h2[5]
h2.pop(7)
h2.index(99)
h2.remove(99)
h2 + (1,)
h2 < 3
l = [3, 1]
list.append(l, 5)
l
sorted(['B', 'a', 'C'], key=str.lower)
sorted(['bb', 'a', 'ccc'], key=len)
d = {'a': 1}
dict.get(d, 'a')
dict.get(d, 'z', 0)
dict.keys(d)
list(map(str.upper, ['a', 'b']))
str.join('-', ['a', 'b'])
str.split('a b')
str.strip('  x ')
str.replace('aa', 'a', 'b')
str.startswith('abc', 'a')
tuple.count((1, 1, 2), 1)
tuple.index((1, 2), 2)
list.index([1, 2], 2)
list.count([1, 1], 1)
list.pop([1, 2])
list.extend(l, [7])
l
list.sort(l)
l
list.sort(l, reverse=True)
l
list.reverse(l)
l
list.copy(l)
list.insert(l, 0, -1)
l
list.remove(l, -1)
list.clear(l)
l
dict.update(d, b=2)
d
dict.items(d)
dict.pop(d, 'a')
dict.setdefault(d, 'c', 3)
d
dict.copy(d)
dict.values(d)
list.append((1,), 2)
list.append()
str.lower(1)
dict.get([], 1)
list.__len__([1, 2])
list.__getitem__([1, 2], 0)
list.__init__(5)
list.append.__name__
str.lower.__qualname__
list.__contains__([1], 1)
dict.fromkeys(['a'], 0)
str.maketrans('a', 'b')
str.format('{}', 1)
str.__add__('a', 'b') if False else 0
list.__add__([1], [2])
list.__eq__([1], [1])
list.__mul__([1], 2)
str.isdigit('12')
str.zfill('1', 3)
bytes.decode(b'a')
int.bit_length(5)
float.is_integer(2.0)
import types
ns = types.SimpleNamespace(a=1, b='x')
ns
ns.a
ns.c = 3
ns
repr(ns)
ns == types.SimpleNamespace(a=1, b='x', c=3)
ns != types.SimpleNamespace()
vars(ns)
ns.__dict__
hasattr(ns, 'zz')
getattr(ns, 'a')
del ns.a
ns
types.SimpleNamespace()
types.SimpleNamespace(1)
types.SimpleNamespace({'a': 1})
types.SimpleNamespace(**{'x': [1, 2]})
class NS(types.SimpleNamespace):
    pass
NS(a=1)
isinstance(NS(), types.SimpleNamespace)
ns2 = types.SimpleNamespace(x=1)
ns2.self = ns2
ns2
types.SimpleNamespace(a=torch.ones(2))
import copy
copy.deepcopy(types.SimpleNamespace(a=[1]))
types.FunctionType
isinstance(lambda: 0, types.FunctionType)
isinstance(len, types.BuiltinFunctionType)
type(None) is types.NoneType
isinstance(types, types.ModuleType)
types.SimpleNamespace(a=1).__eq__(1)
sorted([types.SimpleNamespace(k=2), types.SimpleNamespace(k=1)], key=lambda n: n.k)
