# A negative number to a fractional power is complex in Python: refused, never nan
(-8.0) ** 2.0
(-8.0) ** float('inf')
10.0 ** 400
(-1e308) ** 3.0
2 ** -1075.0
float('-inf') ** 0.5
# !a and ascii() escape what is not ASCII
f'{"é"!a}'
f'{"plain"!a:>9}'
ascii('naïve ☃')
ascii([1, 'ü'])
'{!a}'.format('ß')
# OSError picks its subclass by errno, as CPython does
repr(OSError(2, 'nf'))
type(OSError(17, 'exists', 'p')).__name__
str(OSError(21, 'Is a directory', 'd'))
type(OSError(5, 'io')).__name__
isinstance(OSError(2, 'x'), FileNotFoundError)
try:
    raise OSError(2, 'No such file or directory', 'missing.txt')
except FileNotFoundError as e:
    caught = (e.errno, e.filename)
caught
'{}-{}'.format(1, 2)
'{1}{0}'.format('a', 'b')
'{x}'.format(x=5)
'{0[1]}'.format([5, 6])
'{0.real}'.format(3)
'{:>{w}}'.format('r', w=5)
'{!r}'.format('q')
'{!a}'.format('ß')
'{}{1}'.format(1, 2)
'{0}{}'.format(1, 2)
'{2}'.format(1)
'{}'.format()
'{y}'.format(x=1)
'{{}}{}'.format(7)
'{:.3f}|{:5d}|{:<6}|'.format(3.14159, 42, 'ab')
'{' .format(1)
'}'.format(1)
'{0:{1}}'.format(3.5, '>8')
'{name} is {age}'.format(**{'name': 'x', 'age': 3})
'{:,}'.format(1234567)
