# math's integer functions at any size (CPython 3.11): comb/perm take a big n, factorial
# is exact and quick for moderately large n, and the big products are exact.
import math
math.comb(2**64, 2)
math.perm(2**64, 2)
math.comb(2**64, 2**63)
math.comb(2**65, 2**64 + 1)
math.perm(2**64, 2**64)
(math.perm(5, 2**64), math.comb(5, 2**64))
math.perm(2**64)
math.factorial(2**64)
math.comb(2**64, 2**64 - 1)
(math.comb(2**64, 0), math.perm(2**64, 1), math.comb(2**64, 2**64))
math.comb(2**100, 3)
math.perm(2**100, 3)
math.isqrt(2**201)
math.isqrt(10**100 - 1)
math.gcd(2**100, 2**80 * 3)
math.gcd(-12, 18, 2**70)
math.lcm(2**100, 3**50)
(math.gcd(), math.lcm(), math.lcm(0, 2**70))
math.factorial(10000) % 10**40
math.factorial(10**5).bit_length()
math.comb(10**6, 10) % 1000
math.comb(1000, 500) % 10**9
(math.factorial(0), math.factorial(20), math.factorial(True), math.comb(0, 0), math.perm(10), math.perm(10, 0))
math.factorial(-1)
math.factorial(5.0)
math.comb(-1, 2)
math.perm(3, -1)
math.isqrt(-1)
x = 3**200000
(x * x) % 10**30
(((x * -x) >> 630000) % 10**20, (-x) ** 3 % 10**20)
(7**123457) % (10**12 + 39)
