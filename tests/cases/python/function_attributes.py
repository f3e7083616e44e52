# Functions carry attributes as in CPython: functools.wraps copies name, qualname and doc
# and sets __wrapped__ (a timing or logging decorator keeps the wrapped function's name);
# scripts set their own attributes (f.calls); call errors name the qualified function and
# list every missing argument.
import functools
import torch

def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@timed
def scale(x, factor=2.0):
    "Multiplies x by factor."
    return x * factor

scale(torch.ones(2)), scale(3), scale.calls
scale.__name__, scale.__qualname__, scale.__doc__, scale.__wrapped__.__name__
scale.__dict__["calls"], sorted(scale.__dict__)
def plain(x):
    return x
plain.__name__, plain.__qualname__, plain.__doc__, plain.__defaults__, scale.__wrapped__.__defaults__
def noisy(fn):
    def inner(*a):
        return fn(*a)
    return inner
@noisy
def named(a):
    return a
named.__name__, named.__qualname__

def decorate(fn):
    return functools.update_wrapper(lambda *a: fn(*a) + 1, fn)
@decorate
def add(a, b):
    """Adds."""
    return a + b
add(1, 2), add.__name__, add.__doc__, add.__wrapped__(1, 2)

class Model:
    class Config:
        def describe(self):
            return "config"
    def forward(self, x, y):
        return x + y
    def helper(self):
        def inner():
            return 1
        return inner
Model.forward.__qualname__, Model.Config.__qualname__, Model.Config.describe.__qualname__
Model().helper().__qualname__, (lambda: 0).__qualname__, Model.Config.__name__
m = Model()
m.forward.__func__ is Model.forward, m.forward.__self__ is m, m.forward.__name__
try:
    m.forward(1)
except TypeError as e:
    msg = str(e)
msg
try:
    m.forward()
except TypeError as e:
    msg = str(e)
msg
def many(a, b, c, *, d, e, g=1):
    return a
try:
    many()
except TypeError as e:
    msg = str(e)
msg
try:
    many(1, 2, 3)
except TypeError as e:
    msg = str(e)
msg
try:
    many(1, 2, 3, d=1)
except TypeError as e:
    msg = str(e)
msg
try:
    many(1, zz=2)
except TypeError as e:
    msg = str(e)
msg
def one(a):
    return a
try:
    one(1, 2, b=3)
except TypeError as e:
    msg = str(e)
msg
try:
    one(1, 2, a=3)
except TypeError as e:
    msg = str(e)
msg
try:
    Model().helper()(5)
except TypeError as e:
    msg = str(e)
msg
plain.tag = "x"
plain.tag, plain.__dict__
del plain.tag
hasattr(plain, "tag")
try:
    plain.__name__ = 3
except TypeError as e:
    msg = str(e)
msg
try:
    m.forward.extra = 1
except AttributeError as e:
    msg = str(e)
msg
try:
    plain.missing
except AttributeError as e:
    msg = str(e)
msg
plain.__name__ = "renamed"
plain.__name__, plain.__qualname__
@functools.lru_cache(maxsize=None, typed=True)
def kind(x):
    return type(x).__name__
kind(1), kind(1.0), kind(True), kind.cache_info(), kind.__name__, kind.cache_parameters()
@functools.lru_cache(maxsize=None)
def untyped(x):
    return type(x).__name__
untyped(1), untyped(1.0), untyped.cache_info()
