# Python the interpreter must get right or refuse cleanly: numbers at their edges,
# formatting, containers that hold themselves, deep nesting.
a = [1, 2, 3]
a.append(a)
a
d = {'k': 1, 2: 'v'}
d['self'] = d
len(d)
n = 2 ** 62
n * 2
-n // 7, -n % 7
round(2.675, 2), round(1234.5, -2)
f"{3.14159:>12.3e}|{255:#x}|{-7:08d}"
'%5.2f and %s' % (1.5, [1, 2])
s = 'ab' * 3
s[::-1], s[1:4], s.upper().split('B')
t = tuple(range(5))
t[-2:], t * 2
sorted([3, 1, 2], reverse=True)
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)
fib(10)
class P:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"P({self.v})"
[P(i) for i in range(3)]
try:
    [][1]
except IndexError as e:
    str(e)
