# decimal.Decimal basics, as floating-point lessons use them: the exact value a float holds,
# 28-digit arithmetic, quantize, comparisons and the context.
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero
import decimal
import math
import torch
Decimal(0.1)
Decimal('0.1') + Decimal('0.2'), Decimal(0.1) + Decimal(0.2)
Decimal('0.1') + Decimal('0.2') == Decimal('0.3'), 0.1 + 0.2 == 0.3
Decimal(torch.tensor(0.1).item())
Decimal(torch.tensor(0.1, dtype=torch.float16).item())
Decimal(1) / Decimal(3), Decimal(2) / Decimal(3), Decimal(1) / Decimal(4), Decimal(6) / Decimal(3), Decimal(1) / Decimal(7) * 7
Decimal('1.30') + Decimal('1.20'), Decimal('1.30') * Decimal('1.20'), Decimal('1.000') / Decimal('0.5'), Decimal('100') / Decimal('1e-5')
str(Decimal('1e3')), Decimal('1E+3') + 0, Decimal('0.000001'), Decimal('0.0000001'), Decimal('-0'), Decimal('123.4567e-10'), Decimal('  3.5  ')
Decimal('inf'), Decimal('-Infinity'), Decimal('nan'), Decimal(math.inf), Decimal(-0.0), Decimal(5e-324)
Decimal('3.14159').quantize(Decimal('0.01')), Decimal('2.675').quantize(Decimal('0.01')), Decimal('2.665').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP), Decimal('123.456').quantize(Decimal('1e1'))
Decimal(2.675).quantize(Decimal('0.01')), round(2.675, 2)
Decimal(-7) // 2, Decimal(-7) % 2, divmod(Decimal(7), Decimal('2.5'))
Decimal(2) ** 10, Decimal('1.1') ** 2, Decimal(2) ** -2, Decimal(3) ** -1, Decimal(2) ** 100
Decimal(2).sqrt(), Decimal(16).sqrt(), Decimal('1.44').sqrt(), Decimal('1e-7').sqrt()
-Decimal('1.5'), abs(Decimal('-2.50')), +Decimal('1.23456789012345678901234567890123'), int(Decimal('-3.7')), float(Decimal('0.1'))
round(Decimal('2.5')), round(Decimal('3.14159'), 2), math.floor(Decimal('-3.5')), math.ceil(Decimal('-3.5'))
Decimal('3.50').as_tuple(), Decimal('3.50').as_integer_ratio(), Decimal('-1.5').adjusted(), Decimal('120').normalize()
Decimal(1) < 0.5, Decimal('0.5') == 0.5, Decimal('0.1') == 0.1, Decimal(1) == 1, Decimal(3) > 2, Decimal('1.0') == Decimal('1')
hash(Decimal('0.5')) == hash(0.5), hash(Decimal('1.0')) == hash(1), hash(Decimal('0.1')), hash(Decimal('-1'))
sum([Decimal('0.1')] * 10), sum([0.1] * 10), sorted([Decimal(3), Decimal('1.5'), 2])
f"{Decimal('3.14159'):.2f}", f"{Decimal('2.5'):.0f}", str(Decimal('12345e3')), Decimal('1.23E+5').to_eng_string()
getcontext().prec, getcontext().rounding
with localcontext() as ctx:
    ctx.prec = 5
    seventh = Decimal(1) / Decimal(7)
seventh, Decimal(1) / Decimal(7)
getcontext().prec = 50
Decimal(1) / Decimal(7)
getcontext().prec = 28
getcontext().rounding = ROUND_DOWN
Decimal(2) / Decimal(3)
getcontext().rounding = decimal.ROUND_HALF_EVEN
Decimal(2) / Decimal(3)
type(Decimal(1)), issubclass(DivisionByZero, ZeroDivisionError), issubclass(InvalidOperation, ArithmeticError)
Decimal('abc')
Decimal(1) / 0
Decimal(0) / 0
Decimal(1) % 0
Decimal(1) + 0.5
0.5 * Decimal(1)
Decimal(1) + 'x'
Decimal(-1).sqrt()
Decimal('1e30').quantize(Decimal('0.01'))
getcontext().prec = 0
