# The warnings module as scripts and PyTorch's tests use it
import warnings
import torch

issubclass(UserWarning, Warning)
issubclass(DeprecationWarning, Exception)
UserWarning.__mro__
RuntimeWarning("x").args
isinstance(FutureWarning("f"), Warning)
repr(UserWarning("careful"))
str(UserWarning("careful"))

def old_api(x):
    warnings.warn("old_api is deprecated, use new_api", DeprecationWarning, stacklevel=2)
    return x * 2

def noisy(x):
    warnings.warn(f"value {x} looks large")
    return x

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    noisy(10)
    noisy(10)
    old_api(3)
    n = len(w)
    cats = [c.category.__name__ for c in w]
    msgs = [str(c.message) for c in w]
    lines = [c.lineno for c in w]
    fname_kind = type(w[0].filename).__name__
n
cats
msgs
lines
fname_kind

# "default" shows a warning once per line; "once" once per text
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")
    for i in range(3):
        noisy(1)
    len(w)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("once")
    noisy(1)
    noisy(1)
    noisy(2)
len(w)

# errors and ignores
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        noisy(5)
    except UserWarning as e:
        caught = (type(e).__name__, str(e))
caught
with warnings.catch_warnings():
    warnings.simplefilter("error", category=DeprecationWarning)
    try:
        old_api(1)
        r = "no error"
    except DeprecationWarning as e:
        r = str(e)
r
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("ignore")
    noisy(7)
len(w)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="value 1")
    noisy(1)
    noisy(2)
    noisy(12)
[str(x.message) for x in w]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    old_api(2)
    noisy(3)
[x.category.__name__ for x in w]

# warning instances and custom categories
class MyWarning(UserWarning):
    pass
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn(MyWarning("mine"))
    warnings.warn("plain", RuntimeWarning)
(w[0].category is MyWarning, str(w[0].message), isinstance(w[0].message, MyWarning))
w[1].category
try:
    warnings.warn("x", category=int)
except TypeError as e:
    str(e)
try:
    warnings.simplefilter("loud")
except AssertionError as e:
    str(e)
warnings.formatwarning("msg", UserWarning, "file.py", 3, line="x = 1")
warnings.formatwarning("msg", RuntimeWarning, "file.py", 3, line="")

# catch_warnings restores the filters and the hook
before = len(warnings.filters)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    inside = len(warnings.filters)
(inside - before, len(warnings.filters) - before)
shown = []
def hook(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__, lineno))
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = hook
    noisy(42)
shown
warnings.showwarning is hook
catch = warnings.catch_warnings(record=True)
repr(catch)
with catch as log:
    pass
try:
    catch.__exit__(None, None, None)
    catch.__exit__(None, None, None)
except RuntimeError as e:
    str(e)[:12]

# a typical test: assert a function warns
def test_warns():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        old_api(torch.tensor([1.0]))
        assert len(w) == 1
        assert issubclass(w[-1].category, DeprecationWarning)
        assert "deprecated" in str(w[-1].message)
    return True
test_warns()
