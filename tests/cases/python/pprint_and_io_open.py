import pprint
from pprint import pformat, pprint as pp_print
import io
from io import open as io_open
import torch
import torch.nn as nn
from collections import OrderedDict
io_open is open, io.open is open
pformat({'b': 1, 'a': 2})
pformat(list(range(40)))
pformat(list(range(40)), compact=True)
pformat({'name': 'x' * 30, 'values': list(range(20)), 'nested': {'z': (1, 2), 'y': [3, 4] * 10}})
pformat((1,))
pformat({'k': (1,) * 30})
pformat(set(range(30)))
pformat(frozenset({3, 1, 2}))
pformat(OrderedDict([('w', list(range(25))), ('b', 'bias' * 5)]))
pformat(OrderedDict())
pformat([[1, 2], {'a': [5] * 30}], indent=4, width=40)
pformat({'a': 1, 'b': {'c': {'d': 1}}}, depth=2)
pformat({'b': 1, 'a': 2}, sort_dicts=False)
pformat(10**10, underscore_numbers=True)
torch.manual_seed(0)
m = nn.Linear(2, 2)
pformat(m.state_dict())
buf = io.StringIO()
pp_print({'x': list(range(30))}, stream=buf)
buf.getvalue()
pprint.saferepr({'b': [1, 2], 'a': None}), pprint.isreadable([1, 2]), pprint.isreadable(m)
r = [1]
r.append(r)
pprint.isrecursive(r), pformat(r)[:20]
