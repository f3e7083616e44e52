import os
from collections import OrderedDict
os.path.normpath('/a/./b/../c//d/')
os.path.normpath('a/../../b')
os.path.normpath('')
os.path.normpath('//x/y')
OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1)
OrderedDict(a=1, b=2) == {'b': 2, 'a': 1}
OrderedDict(a=1) == OrderedDict(a=1)
1if True else 2
[x for x in(1, 2)if x]
1in [1]
1and 0
len(x for x in [1])
def g():
    yield 1
len(g())
len(iter([1, 2]))
len({'a': 1}.keys())
sum(x for x in range(4))
