# Ranges whose bounds leave i64: CPython computes them in Python ints (rangeobject.c).
range(0, 2**64)[-1]
repr(range(5)[::2**64])
range(-2**63, 2**63 - 1)[-1]
range(-2**63, 2**63 - 1)[2**63]
(2**70 in range(2**71), 2**70 + 1 in range(0, 2**71, 2), 3 in range(2**64), -1 in range(2**64))
len(range(2**64))
len(range(-2**63, 2**63 - 1))
len(range(2**64, 2**64 + 5))
list(range(2**64, 2**64 + 3))
list(range(2**64 + 3, 2**64, -1))
list(reversed(range(2**64, 2**64 + 3)))
list(reversed(range(-2**63, -2**63 + 3)))
it = reversed(range(-2**63, 2**63 - 1))
(next(it), next(it), type(it).__name__)
(type(iter(range(2**64))).__name__, type(iter(range(3))).__name__)
r = range(2**64)
(r[2**63:2**63 + 4], r[::-1][:3], r[-3:], r[::2**62])
(list(r[-3:]), r[5], r[-2**64])
r[2**64]
range(10)[2**100]
range(10)[-2**100]
(range(2**64) == range(0, 2**64, 1), range(0) == range(2**64, 2**64), range(5, 6, 2**64) == range(5, 6))
(hash(range(2**64)) == hash(range(0, 2**64)), hash(range(5, 6, 2**64)) == hash(range(5, 6)))
hash(range(2**64, 2**64)) == hash(range(0))
(r.index(2**63), r.count(2**63), r.count(-1), r.start, r.stop, r.step)
r.index(-5)
slice(2**100, -2**100, 2**64).indices(10)
slice(None, None, -2**100).indices(2**70)
slice(1, 5).indices(10)
(range(2**64)[3:10:2], range(-5, 2**65, 2**63))
(bool(range(2**64)), bool(range(2**64, 0)))
(sum(range(2**64, 2**64 + 3)), max(range(2**64, 2**64 + 3)))
[i for i in range(2**64 - 2, 2**64 + 1)]
(isinstance(range(2**64), range), type(range(2**64)).__name__)
{range(2**64): 1}[range(0, 2**64)]
(range(2**64, 2**64 + 10, 3)[1:], range(10)[::-1][2**64:])
range(0, 2**64, 2**62) == range(0, 2**64 - 1, 2**62)
list(enumerate(range(2**64, 2**64 + 2)))
list(zip(range(2**65, 2**66), 'ab'))
2.0 in range(1, 2**64)
(range(2**64).index(True), range(3)[True])
range(9223372036854775807, 9223372036854775810)
list(range(9223372036854775806, 9223372036854775809))
range(-2**63, 2**63 - 1)[-2**63]
range(1.5)
range(1, 2**70, 0)
range(5)['a']
range(2**64)['a']
range(5)[1.5:]
(range(5)[slice(2**100, None, -1)], range(5)[slice(-2**100, 2**100)])
range(2**64)[::0]
torch.arange(3)[2] in range(2**64)
