# float's methods: exact binary values, as numerics tutorials show them.
x = 0.1
x.hex(), (2.5).hex(), (-0.0).hex(), (5e-324).hex(), (1e300).hex()
x.as_integer_ratio()
(2.5).as_integer_ratio(), (-0.75).as_integer_ratio(), (8.0).as_integer_ratio()
(1e300).as_integer_ratio()[0] % 1000
(3.0).is_integer(), (3.5).is_integer(), float('inf').is_integer(), float('nan').is_integer()
float('inf').hex(), float('-inf').hex(), float('nan').hex()
(0.1 + 0.2).hex() == (0.3).hex()
(0.5).conjugate(), (1.5).real, (1.5).imag
m = (0.1).as_integer_ratio
m()
def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))
attempt(lambda: float('nan').as_integer_ratio())
attempt(lambda: float('inf').as_integer_ratio())
attempt(lambda: (1.5).hex(2))
