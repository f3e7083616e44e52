# operator, heapq and bisect as teaching code uses them, and torch's C types in isinstance
import torch
import operator
import functools
import heapq
import bisect
x = torch.ones(2, 3, 4)
functools.reduce(operator.mul, x.shape, 1)
functools.reduce(operator.add, [1, 2, 3])
pairs = [("b", 2), ("a", 3), ("c", 1)]
sorted(pairs, key=operator.itemgetter(1))
sorted(pairs, key=operator.itemgetter(0), reverse=True)
operator.itemgetter(0, 2)([10, 20, 30])
operator.attrgetter("shape")(x)
operator.methodcaller("sum")(x)
operator.neg(3), operator.truediv(7, 2), operator.floordiv(7, 2), operator.mod(-7, 3)
operator.matmul(torch.eye(2), torch.ones(2, 2))
operator.contains([1, 2], 2), operator.not_(0), operator.truth([])
operator.abs(-2.5)
operator.getitem({"a": 1}, "a")
h = [5, 3, 8, 1, 9, 2, 7]
heapq.heapify(h)
h
heapq.heappush(h, 0)
h
heapq.heappop(h)
heapq.heappop(h)
h
heapq.heappushpop(h, 4)
heapq.heapreplace(h, 10)
h
heapq.nsmallest(3, [5, 1, 4, 2])
heapq.nlargest(2, [("a", 5), ("b", 9), ("c", 1)], key=operator.itemgetter(1))
list(heapq.merge([1, 4, 7], [2, 5, 8], [3]))
heapq.heappop([])
frontier = []
for cost, node in [(3, "c"), (1, "a"), (2, "b"), (1, "d")]:
    heapq.heappush(frontier, (cost, node))
[heapq.heappop(frontier) for _ in range(4)]
a = [1, 2, 4, 4, 8]
bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5)
bisect.insort(a, 3)
a
bisect.bisect_left([("a", 1), ("b", 5)], 3, key=operator.itemgetter(1))
bisect.bisect_left(a, 1, -1)
isinstance(x.shape, torch.Size)
isinstance(x.device, torch.device)
isinstance(x.dtype, torch.dtype)
isinstance(torch.channels_last, torch.memory_format)
isinstance((2, 3), torch.Size)
isinstance(x, torch.dtype)
torch.dtype()
