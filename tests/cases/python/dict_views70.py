# The special methods of dict views called by name, as hook and state_dict code does
# (`m._forward_hooks.keys().__len__()`): dict_keys/values/items and an OrderedDict's
# odict_* views, with CPython's set-like operands and NotImplemented answers.
import collections
import torch.nn as nn

m = nn.Linear(2, 2)
m.register_forward_hook(lambda mod, i, o: None)
m._forward_hooks.keys().__len__()
m.state_dict().keys().__len__(), m.state_dict().values().__len__(), m.state_dict().items().__len__()
m.state_dict().keys().__contains__('bias')
d = {'a': 1, 'b': 2}
o = collections.OrderedDict(a=1, b=2)
d.keys().__len__(), d.values().__len__(), d.items().__len__()
o.keys().__len__(), o.values().__len__(), o.items().__len__()
type(o.keys()).__name__, type(o.values()).__name__, type(o.items()).__name__
o.keys().__contains__('a'), o.items().__contains__(('a', 1)), o.items().__contains__(('a', 2))
list(o.keys().__iter__()), list(o.values().__iter__()), list(d.items().__iter__())
list(o.keys().__reversed__()), list(d.values().__reversed__()), list(o.items().__reversed__())
o.keys().__and__({'a', 'z'}), o.keys().__or__(['c']), o.keys().__sub__({'a'})
o.keys().__xor__({'a', 'c'}), d.items().__and__({('a', 1)}), d.keys().__rsub__({'a', 'q'})
o.keys().__rand__({'b'}), o.keys().__ror__({'z'}), o.keys().__rxor__({'a'})
o.keys().__eq__({'a', 'b'}), o.keys().__eq__(['a', 'b']), o.keys().__ne__({'a'})
o.keys().__le__({'a', 'b', 'c'}), o.keys().__lt__({'a', 'b'}), o.keys().__ge__(d.keys())
d.keys().__eq__(o.keys()), d.items().__gt__({('a', 1)})
o.keys().__and__(5)
o.keys().__repr__(), o.values().__repr__(), o.items().__repr__()
d.keys().__repr__(), d.values().__str__(), format(d.items(), '')
o.keys().__hash__ is None, d.items().__hash__ is None, d.values().__hash__ is None
hash(o.keys())
o.keys().isdisjoint({'z'}), d.items().isdisjoint([('a', 1)])
o.values().isdisjoint
sorted(set(dir(o.keys())) - {'mapping'})
sorted(set(dir(d.values())) - {'mapping'})
sorted(set(dir(o.items())) - {'mapping'}) == sorted(set(dir(d.keys())) - {'mapping'})
o['c'] = 3
len(o.keys()), o.keys().__len__(), o.values().__len__()
