import torch
from collections import OrderedDict
# keys/values/items are live views of their dict, printed as CPython prints them
m = torch.nn.Linear(2, 1)
sd = m.state_dict()
sd.keys()
str(sd.keys())
list(sd.keys())
[k for k, v in sd.items()]
od = OrderedDict(a=1, b=2)
str(od.values())
str(od.items())
d = {'a': 1, 'b': 2}
d.keys()
d.values()
d.items()
str(d.items())
k = d.keys()
vals = d.values()
d['c'] = 3
list(k)
len(k)
list(vals)
'a' in k
'z' in k
('a', 1) in d.items()
('a', 2) in d.items()
3 in d.values()
k == {'a', 'b', 'c'}
k == ['a', 'b', 'c']
d.items() == {('a', 1), ('b', 2), ('c', 3)}
d.values() == d.values()
sorted(d.keys() & {'a', 'z'})
sorted(d.keys() | ['z'])
sorted(d.keys() - {'a'})
sorted(d.keys() ^ {'a', 'q'})
d.keys().isdisjoint(['x', 'y'])
d.keys().isdisjoint(['a'])
type(k).__name__
type(d.items()).__name__
list(reversed(d))
list(reversed(d.values()))
sorted(d.values())
max(d.values())
sum(d.values())
k[0]
d.popitem()
d
{}.popitem()
for name, value in sd.items():
    shape = tuple(value.shape)
shape
