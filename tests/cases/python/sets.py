# Sets print in CPython's order (hash order for ints), with the full set API.
vocab = set("hello world")
len(vocab)
" " in vocab
seen = set()
for token in [5, 3, 5, 100, 3, 8, 16, 77]:
    seen.add(token)
repr(seen)
repr({100, 3, 8, 16, 5, -1, 2**61, 77})
a = {1, 2, 3, 4}
b = {3, 4, 5}
repr((a | b, a & b, a - b, a ^ b))
a <= b, {1, 2} < a, a >= {1}, a == {4, 3, 2, 1}
repr((a.union([9, 1]), a.intersection(range(3)), a.difference({1}, {2})))
repr((a.issubset(range(10)), a.isdisjoint([7]), a.symmetric_difference([4, 6])))
repr({x % 7 for x in range(20)})
repr(frozenset([3, 1, 3]))
repr({frozenset({1}): "one"})
repr({(1, 2), (3, 4), (0, 0)})
s = set(range(50))
for i in range(0, 50, 3):
    s.discard(i)
repr(s)
s.pop(), s.pop()
s |= {1000, 2000}
repr(s)
s &= set(range(0, 3000, 2))
repr(s)
s -= {4, 8}
len(s)
u = set()
u.update([9, 17, 25, 33, 1])
repr(u)
u.remove(9)
repr(u)
sorted({5, 1, 3})
set() == set(), bool(set()), bool({0})
repr({1.5, 2.5, 0.5})
repr({True, 1, 1.0})
u.remove(7)
