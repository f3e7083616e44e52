# Strings, lists and tuples too large for memory end in MemoryError, which a script can
# catch; large but possible ones are built whole (no silent cap).
import torch
s = "ab" * 3
s, len(s)
def attempt(make):
    try:
        return make()
    except MemoryError:
        return "MemoryError"
attempt(lambda: "a" * 10**12)
attempt(lambda: [0] * 10**12)
attempt(lambda: (1, 2) * 10**12)
attempt(lambda: format(1, '>1000000000000'))
attempt(lambda: 'x'.ljust(10**12))
len((0,) * 20_000_000)
len([] * 10**12), len(() * 10**12), len('' * 10**12)
t = (1, 2) * 3
t
format(7, '>99999999999999999999')
format(1.5, '.99999999999999999999f')
f"{3:>6}|{'ab':^6}|{2.5:08.3f}"
