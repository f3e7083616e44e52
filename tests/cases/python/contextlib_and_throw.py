from contextlib import contextmanager, nullcontext, suppress, ExitStack, closing
import contextlib
log = []
@contextmanager
def tag(name):
    log.append("enter " + name)
    try:
        yield name.upper()
    finally:
        log.append("exit " + name)
with tag("a") as v:
    log.append("body " + v)
log
try:
    with tag("b"):
        raise KeyError("k")
except KeyError as e:
    caught = repr(e)
caught, log
@contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        log.append("swallowed")
with swallow():
    1 / 0
log
@tag("deco")
def f(x):
    log.append("in f")
    return x * 2
f(4), log
with nullcontext(5) as n:
    n
with suppress(ValueError, KeyError):
    int("x")
"after suppress"
with ExitStack() as st:
    st.callback(log.append, "cb1")
    st.enter_context(tag("s"))
    st.callback(log.append, "cb2")
log
@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    str(e)
@contextmanager
def twice():
    yield 1
    yield 2
try:
    with twice():
        pass
except RuntimeError as e:
    str(e)
def g():
    try:
        yield 1
    except ValueError as e:
        log.append("g caught " + str(e))
        yield 2
    finally:
        log.append("g finally")
x = g()
next(x)
x.throw(ValueError("boom"))
x.close()
log
def k():
    yield 1
z = k()
try:
    z.throw(KeyError("kk"))
except KeyError as e:
    r = repr(e)
r
class Res:
    def close(self):
        log.append("closed")
with closing(Res()):
    pass
log[-1]
