# fractions.Fraction: exact rationals, as floating-point lessons use them to show what a float
# really holds (Fraction(0.1)) and to compute exact references.
from fractions import Fraction
import math
import torch
Fraction(1, 3) + Fraction(1, 6)
Fraction(0.1)
Fraction(0.1) == Fraction(1, 10), Fraction(0.1) - Fraction(1, 10)
Fraction(3, -6), Fraction(-4, -8), Fraction(7), Fraction(), Fraction(2.25), Fraction(-0.0)
Fraction('3.1415'), Fraction('-47e-2'), Fraction(' -35/4 '), Fraction('1_000.5'), Fraction('.5'), Fraction('5.'), Fraction('+7'), Fraction('1E3')
Fraction(Fraction(1, 7), 5), Fraction(Fraction(1, 7), Fraction(2, 3)), Fraction(True)
Fraction(torch.tensor(0.1).item())
Fraction(torch.tensor(0.1).item()) - Fraction(1, 10)
str(Fraction(3, 4)), str(Fraction(4, 2)), repr(Fraction(-1, 3))
f'{Fraction(22, 7)}'
Fraction(1, 2) + 1, 1 + Fraction(1, 2), Fraction(1, 2) - 2, 3 - Fraction(1, 2)
Fraction(1, 2) + 0.5, 0.5 + Fraction(1, 2), Fraction(1, 2) * 2, Fraction(2, 3) / 4, 1 / Fraction(2, 3)
Fraction(7, 2) // 2, Fraction(7, 2) % Fraction(2, 3), divmod(Fraction(7, 2), Fraction(2, 3)), -7 % Fraction(2, 3), Fraction(-7, 2) // 1
Fraction(1, 2) ** 2, Fraction(1, 2) ** -2, Fraction(-1, 2) ** -3, Fraction(4) ** Fraction(1, 2), 2 ** Fraction(3), 2 ** Fraction(1, 2), Fraction(2, 3) ** 0.5
Fraction(1, 2) < Fraction(2, 3), Fraction(1, 2) == 0.5, Fraction(1, 3) == 1 / 3, Fraction(1, 2) > 0.4, Fraction(1, 2) < math.inf, Fraction(1, 2) == math.nan, Fraction(2) == 2, Fraction(1, 2) != 1
hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(5)) == hash(5), hash(Fraction(1, 3)), hash(Fraction(-1, 3)), hash(Fraction(-1)), hash(Fraction(10**30, 7))
len({Fraction(1, 2), 0.5, Fraction(2, 4)})
Fraction('3.141592653589793').limit_denominator(10), Fraction('3.141592653589793').limit_denominator(100), Fraction(4321, 8765).limit_denominator(10000)
Fraction(math.pi).limit_denominator(1000), Fraction(0.1).limit_denominator()
Fraction(3, 4).as_integer_ratio(), Fraction.from_float(0.25), Fraction.from_float(3), Fraction(7, 3).numerator, Fraction(7, 3).denominator
float(Fraction(1, 3)), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(-7, 2))
round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(1234, 1000), 2), round(Fraction(1234), -2)
bool(Fraction(0)), abs(Fraction(-1, 2)), -Fraction(1, 2), +Fraction(1, 2)
sum([Fraction(1, 10)] * 10), sum([0.1] * 10), sorted([Fraction(1, 2), 0.3, Fraction(1, 5)]), max(Fraction(1, 2), Fraction(2, 3))
sum(Fraction(1, 2 ** k) for k in range(1, 20))
Fraction(torch.finfo(torch.float32).eps)
Fraction(1, 0)
Fraction('abc')
Fraction('1/0')
Fraction('')
Fraction(1.5, 2)
Fraction([1])
Fraction(math.inf)
Fraction(math.nan)
Fraction(1, 2) / 0
Fraction(-3, 2) / Fraction(0)
Fraction(1, 3).limit_denominator(0)
Fraction.from_float('x')
Fraction(1, 2) + 'x'
Fraction(1, 2) < 'x'
Fraction(0) ** -1
