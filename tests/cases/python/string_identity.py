# One string object is itself under `is` (a sentinel like argparse.SUPPRESS), and a str
# has no __name__ (hasattr answered True).
S = "==SUPPRESS=="
class A:
    def __init__(self, d):
        self.default = d
a = A(S)
a.default is S, a.default is not S
hasattr("run", "__name__"), hasattr(3, "__name__"), hasattr([], "__name__")
def f(default=S):
    return default is S
f()
d = {"k": S}
d["k"] is S
a = "".join(["x", "-", "y"]); b = "x-y"
a is b, a == b, "" is "", "q" is "q"
