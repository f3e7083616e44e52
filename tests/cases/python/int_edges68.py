# Ints at the edges of what CPython 3.11 takes as an index or prints in decimal.
import itertools

big = 10**5000
'%d' % big
format(big, ',')
format(big, 'd')
f'{big:_}'
len(format(big, 'x'))
'%d' % 10**4299 == str(10**4299)

list(itertools.islice(range(10), 2**64, None))
list(itertools.islice(range(10), 2**64))
list(itertools.islice(range(10), 0, None, 2**64))
list(itertools.islice(range(10), 1.5, None))
list(itertools.islice(range(10), None, 2**63))
list(itertools.islice(range(10), 2**63 - 1, 2**63 - 1))
list(itertools.islice(range(10), True, 3))
list(itertools.islice(range(10), 2, 8, 3))

'' * 2**100
[0] * 2**64
[0] * -2**64
(1,) * 2**64
2**64 * 'a'
l = [1, 2, 3]
l *= 2**64
l
l[2**100]
(1, 2)[2**100]
'ab'[-2**100]

round(1.5, 2**64)
round(1.5, -2**64)
round(15, 2**64)
[1, 2, 3].index(3, -2**100, 2**100)
'abc'.startswith('a', 2**64)
'abc'.endswith('c', -2**64)
'abc'.find('b', -2**100, 2**100)
(1, 2, 3).index(2, 2**64)
(1, 2, 3).index(2, -2**64)
list(enumerate('ab', 2**64))
list(enumerate('ab', -2**64))
list(enumerate('abc', 2**63 - 2))


class IntFloat:
    def __int__(self):
        return 1.5


class IntSelf:
    def __int__(self):
        return self


class IndexFloat:
    def __index__(self):
        return 1.5


class IndexSeven:
    def __index__(self):
        return 7


class FloatInt:
    def __float__(self):
        return 1


class FloatBool:
    def __float__(self):
        return True


class FloatFine:
    def __float__(self):
        return 2.5


int(IntFloat())
int(IntSelf())
int(IndexFloat())
int(IndexSeven())
float(FloatInt())
float(FloatBool())
float(IndexSeven())
float(IndexFloat())
float(FloatFine())

5 in range(10**9)
10**9 in range(10**9)
-1 in range(10**9)
999999999 in range(1, 10**9, 2)
998 in range(1, 10**9, 2)
3 in range(10, 0, -1)
0 in range(10, 0, -1)
True in range(3)
2**70 in range(10)
5.0 in range(10**9)
'a' in range(3)
4.5 in range(10)
