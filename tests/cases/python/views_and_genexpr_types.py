from collections import OrderedDict
bool({}.keys())
bool({}.values())
bool({}.items())
bool(OrderedDict().keys())
'yes' if {}.items() else 'no'
d = {}
v = d.values()
n = 0
while v and n < 3:
    n += 1
n
d = {'a': 1}
isinstance(d.keys(), type(d.keys()))
isinstance(d.values(), type(d.values()))
isinstance(d.items(), type({}.items()))
g = (x for x in [])
isinstance(g, type(g))
g = (x for x in 5)
h = (x for x in None)
def f():
    return (y for y in 3.5)
f()
d = {'a': 1}
hash(d.keys())
hash(d.items())
{d.keys(): 1}
