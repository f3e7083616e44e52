# object.__getattribute__/__delattr__/__repr__ called with too few, too many and wrong arguments:
# CPython's wrapper messages.
class A:
    pass
a = A()
a.x = 1
errs = []
for call in (lambda: object.__getattribute__(), lambda: object.__getattribute__(a), lambda: object.__getattribute__(a, "x", 2), lambda: object.__getattribute__(a, 3), lambda: object.__delattr__(a), lambda: object.__repr__(a, 1), lambda: a.__getattribute__()):
    try:
        call()
    except TypeError as e:
        errs.append(str(e))
errs
object.__getattribute__(a, "x")
object.__delattr__(a, "x")
hasattr(a, "x")
