# A class that defines __eq__ without __hash__ is unhashable, as CPython makes it; other
# instances are keys by identity. (A class with its own __hash__, as Child, is refused as a
# key for now: tests/tests/user_errors.rs.)
class OnlyEq:
    def __eq__(self, other):
        return True
class NoHash:
    __hash__ = None
class Child(OnlyEq):
    def __hash__(self):
        return 7
class Grandchild(OnlyEq):
    pass
class Plain:
    pass
d = {}
d[OnlyEq()] = 1
{OnlyEq()}
{OnlyEq(): 1}
OnlyEq() in {1: 2}
OnlyEq() in {1, 2}
set([NoHash()])
{Grandchild()}
p, q = Plain(), Plain()
len({p, q, p})
{p: 1, q: 2}[q]
nodes = [Plain() for _ in range(2000)]
seen = set()
for n in nodes + nodes:
    seen.add(n)
len(seen)
index = {n: i for i, n in enumerate(nodes)}
index[nodes[1234]]
d.get(OnlyEq())
