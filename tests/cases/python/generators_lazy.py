import torch
# send() hands its value to the paused `x = yield ...`
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
g = acc()
next(g)
g.send(3)
g.send(4)
def echo():
    x = yield 1
    yield x
e = echo()
next(e)
e.send('hello')
# close() raises GeneratorExit at the paused yield: finally blocks run
log = []
def closing():
    try:
        yield 1
        yield 2
    finally:
        log.append('cleanup')
c = closing()
next(c)
c.close()
log
c.close()
def catches():
    try:
        yield 1
    except GeneratorExit:
        log.append('exit seen')
        raise
ce = catches()
next(ce)
ce.close()
log
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        pass
    yield 2
st = stubborn()
next(st)
st.close()
def swallowed():
    try:
        yield 1
    except Exception:
        log.append('not reached')
sw = swallowed()
next(sw)
sw.close()
log
# a generator expression is lazy and used up by one pass
g2 = (i * i for i in range(4))
sum(g2)
sum(g2)
list(g2)
type(g2).__name__
g3 = (x for x in [1, 2, 3])
next(g3)
list(g3)
seen = []
def mark(x):
    seen.append(x)
    return x > 1
any(mark(x) for x in [0, 1, 2, 3, 4])
seen
sum(x for x in range(10**6) if x < 3)
[(a, b) for a, b in zip((i for i in range(3)), (j * 10 for j in range(3)))]
dict((k, k * k) for k in range(3))
" ".join(str(i) for i in range(3))
torch.tensor([float(i) for i in range(3)])
torch.stack(torch.ones(2) * i for i in range(3))
torch.tensor(i for i in range(3))
torch.stack(tuple(torch.ones(2) * i for i in range(3)))
# a return value goes with the StopIteration that ends the generator, once
def ret():
    yield 1
    return 'done'
r = ret()
list(r)
next(r, 'default')
r2 = ret()
next(r2)
try:
    next(r2)
except StopIteration as ex:
    stop_value = ex.value
stop_value
# a dict that changes size under its iterator is refused
d = {'a': 1, 'b': 2}
for k in d:
    d['c'] = 3
d2 = {'a': 1}
for k in d2:
    d2['a'] = 5
d2
max([], default=None)
min([], default=0)
