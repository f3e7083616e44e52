import math
def f(a):
    return math.sqrt(a)
eval("f(4.0)", {"f": f})
g = eval("lambda: f(9.0)", {"f": f})
g()
h = eval("lambda y: y + k", {"k": 10})
h(1)
eval("k + j", {"k": 1}, {"j": 2})
eval("math.pi > 3", {"math": math})
x = 5
eval("x + 1")
eval("x + 1", None, {"x": 7})
try:
    eval("math.pi", {})
except NameError as e:
    m = str(e)
m
eval("len([1, 2])", {})
eval("[i * k for i in range(3)]", {"k": 2})
eval("__name__", {"__name__": "zz"})
