# The builtins module: Python's built-in names as its attributes (`builtins.print`,
# `builtins.len`), looked up by name when asked for.


def __getattr__(name):
    if name.isidentifier() and not name.startswith("__"):
        try:
            return eval(name)
        except NameError:
            pass
    raise AttributeError(f"module 'builtins' has no attribute '{name}'")
