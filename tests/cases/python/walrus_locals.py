# An assignment expression's target is local to the function it is in, as CPython
# compiles it: reading it before the walrus runs is an UnboundLocalError, not the global
# (we read the global silently).
n = 'global'
def before():
    r = n
    if (n := 3) > 1:
        return r, n
before()
def after():
    if (n := 3) > 1:
        return n
after(), n
def in_comprehension():
    seen = [last := w for w in 'abc']
    return seen, last
in_comprehension()
def comp_before():
    first = last
    [last := w for w in 'ab']
    return first
last = 'outer'
comp_before()
def while_walrus(items):
    it = iter(items)
    out = []
    while (v := next(it, None)) is not None:
        out.append(v)
    return out, v
while_walrus([1, 2])
