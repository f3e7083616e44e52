# The builtins module: the built-in names as attributes
import builtins
builtins.len([1,2])
builtins.print is print
try:
    builtins.nope
except AttributeError as e:
    err = str(e)
err
builtins.int("7") + 1
