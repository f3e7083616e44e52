import torch
a = []
a.append(a)
str(a)
repr(a)
a == a
len(a)
d = {}
d['self'] = d
str(d)
b = [1, [2, a]]
str(b)
t = (a, a)
str(t)
c = []
c.append(c)
a == c
e = [1]
for i in range(50):
    e = [e]
str(e)
f = [1]
for i in range(50):
    f = [f]
e == f
g = [1]
for i in range(1100):
    g = [g]
str(g)
h = [1]
for i in range(1100):
    h = [h]
g == h
x = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1
x
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)
fact(20)
def loop(n):
    return loop(n + 1)
loop(0)
try:
    loop(0)
except RuntimeError:
    z = 'caught'
z
v = 2
if v == 0:
    r = 'a'
elif v == 1:
    r = 'b'
elif v == 2:
    r = 'c'
else:
    r = 'd'
r
