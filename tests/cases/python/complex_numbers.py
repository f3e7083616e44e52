# Python's complex numbers, as CPython 3.11 computes and prints them.
z = 1 + 2j
z
repr(z)
str(3j)
repr(-1j)
repr(complex(-0.0, 1))
repr(complex(0.0, -0.0))
repr(complex(1e16, 1e-5))
repr(complex(float("nan"), float("inf")))
z.real
z.imag
repr(z.conjugate())
repr(z * z)
repr(z / (3 - 4j))
repr(z ** 2)
repr((1 + 2j) ** 3)
repr((1 + 2j) ** -2)
repr((1 + 2j) ** 0.5)
repr(2 ** (1j))
repr((-8) ** (1 / 3))
repr(1j ** 2)
repr(z + 1)
repr(1 - z)
repr(2.5 * z)
repr(z / 2)
abs(3 + 4j)
abs(complex(1e308, 1e308))
z == 1 + 2j
(1 + 0j) == 1
1.5 == complex(1.5, 0)
z != z.conjugate()
hash(1 + 0j) == hash(1)
hash(1.5 + 2j)
len({1, 1 + 0j, 1.0})
bool(0j)
bool(1e-300j)
not 0j
repr(complex(1, 2))
repr(complex("1+2j"))
repr(complex(" (1-2.5e3j) "))
repr(complex("j"))
repr(complex("-j"))
repr(complex(2))
repr(complex())
repr(complex(1j, 1j))
repr(complex(torch.tensor(2.5)))
isinstance(z, complex)
type(z) is complex
type(z).__name__
repr(sum([1j, 2, 3.5]))
f"{z}"
[repr(w) for w in sorted([3j, 1j, 2j], key=abs)]
1j // 2
1j % 2
1j < 2j
int(1j)
float(1j)
round(1j)
~1j
1j / 0
0j ** -1
(1e300 + 0j) ** 2
complex("abc")
complex("1", 2)
complex(1, "2")
complex([1])
complex(1, [1])
import math
math.sqrt(1j)
