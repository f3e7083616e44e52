# A name assigned anywhere in a function is local to all of it, as CPython compiles it:
# `g += 1` with a global g is an UnboundLocalError (we read the global and returned 6, a
# silent wrong value), and a closure reading an unbound enclosing local is a NameError.
g = 5
def bad():
    g += 1
    return g
bad()
g
def bad_read():
    y = g * 2
    g = 3
    return y
bad_read()
def ok_global():
    global g
    g += 1
    return g
ok_global(), g
def counter():
    count = 0
    def inc():
        count += 1
        return count
    return inc
counter()()
def counter_ok():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = counter_ok()
c(), c()
def late():
    def inner():
        return v
    r = []
    try:
        r.append(inner())
    except NameError as e:
        r.append(type(e).__name__ + ': ' + str(e))
    v = 1
    r.append(inner())
    return r
late()
def branchy(flag):
    if flag:
        value = 'set'
    return value
branchy(True)
branchy(False)
def loop_var():
    for i in range(0):
        pass
    return i
loop_var()
def deleted():
    x = 1
    del x
    return x
deleted()
def imports():
    r = math_ok = None
    import math
    return math.floor(2.5)
imports()
def shadow_import():
    first = torch_name
    import torch as torch_name
    return first
torch_name = 'global'
shadow_import()
issubclass(UnboundLocalError, NameError)
try:
    bad()
except NameError as e:
    caught = (type(e).__name__, e.args)
caught
def comp_reads_later():
    out = [w for w in range(2) if w < limit]
    limit = 1
    return out
comp_reads_later()
def except_name():
    try:
        1 / 0
    except ZeroDivisionError as err:
        pass
    return err
except_name()
def with_target():
    class Ctx:
        def __enter__(self):
            return 'entered'
        def __exit__(self, *a):
            return False
    with Ctx() as got:
        pass
    return got
with_target()
def star_targets():
    a, *rest = [1, 2, 3]
    return a, rest
star_targets()
def param_shadow(x):
    x += 1
    return x
param_shadow(1)
def reads_global_only():
    return g + 1
reads_global_only()
lam = lambda: g * 10
lam()
