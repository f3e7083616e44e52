# hash(): CPython's values where they are deterministic, user __hash__, and unhashables.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))

hash((1, 2))
hash((1, (2, 3.5), -1))
hash(())
hash((True, 0.5))
hash(Point(1, 2)) == hash((1, 2))
hash(frozenset()) 
hash(None) == hash(None)

class Big:
    def __hash__(self):
        return 2**70
hash(Big())

class Minus:
    def __hash__(self):
        return -1
hash(Minus())

class OnlyEq:
    def __eq__(self, other):
        return True
hash(OnlyEq())

class NoHash:
    __hash__ = None
hash(NoHash())

class BadHash:
    def __hash__(self):
        return "x"
hash(BadHash())

class Plain:
    pass
p = Plain()
hash(p) == hash(p)
hash([1])
hash({1: 2})
hash((1, [2]))

# NaN orders with nothing: comparisons are False, max/min keep the first NaN-free winner
nan = float("nan")
nan < 0, nan > 1.5, nan <= 2, 0 >= nan, nan == nan, nan != nan
max(nan, 1.0), max(1.0, nan), min(2, nan, 1)
sorted([3.0, 1.0, 2.0])
