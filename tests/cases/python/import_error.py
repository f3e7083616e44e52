try:
    from math import foo
    ok = True
except ImportError as e:
    ok = (type(e).__name__, e.args[0][:30])
ok
try:
    from collections import NotThere
except ImportError:
    NotThere = None
NotThere
try:
    import not_a_module_xyz
except ImportError as e:
    m = type(e).__name__
m
