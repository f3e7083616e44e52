# Ranges compare by the items they give, as CPython's range_richcompare does.
range(0, 3, 2) == range(0, 4, 2)
range(0) == range(5, 2)
range(3, 3) == range(7, 1, 2)
range(1, 2) == range(1, 5, 10)
range(1, 2) == range(2, 5, 10)
range(0, 10, 3) == range(0, 11, 3)
range(0, 10, 3) == range(0, 13, 3)
range(0, 10, 3) != range(0, 12, 3)
range(10, 0, -3) == range(10, -1, -3)
range(5) == [0, 1, 2, 3, 4]
hash(range(0, 3, 2)) == hash(range(0, 4, 2))
hash(range(0)) == hash(range(9, 3))
hash(range(1, 2)) == hash(range(1, 9, 20))
len({range(0, 3, 2), range(0, 4, 2), range(0), range(4, 4), range(1, 2), range(1, 3, 5)})
d = {range(0, 6, 2): "evens"}
d[range(0, 5, 2)]
range(-2**63, 2**63 - 1) == range(-2**63, 2**63 - 1)
hash(range(-2**63, 2**63 - 1)) == hash(range(-2**63, 2**63 - 1, 1))
r = range(0, 20, 5)
r[1:] == range(5, 20, 5)
r[::-1] == range(15, -1, -5)
r[10:] == range(0)
# del on a tensor with a general slice: a tensor has no item deletion, whatever the key.
import torch
t = torch.arange(4)
del t[1.5:]
del t[0]
t
l = [0, 1, 2, 3]
del l[1.5:]
l
del l[1:2**70]
l
