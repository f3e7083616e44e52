# Message gaps closed in stop 66: CPython's wording through bound method objects, unbound
# calls and subclass stand-ins (c_arity.tsv's `bound` and `fewkw` rows), Python-written
# Tensor methods counting self, PyTorch's parser naming the missing argument before an
# unknown keyword (native_none.tsv's `*missing`), its deprecated scalar-first overloads,
# and the overflow checks of eye and arange.
import torch
import warnings
# a bound method object names a METH_VARARGS method bare, a method call qualified
f = 'abc'.startswith
f(x=1)
'abc'.find(**{'x': 1})
'abc'.count(x=1)
frozenset().union(**{'x': 1})
g = set().intersection
g(x=1)
# through the type, CPython's descriptor: qualified
str.startswith('a', x=1)
tuple.count((1,), x=1)
list.extend([], 1, 2)
set.add(set())
# subclasses run the built-in method
class L(list):
    pass
L().insert(1)
L().sort(foo=1)
L().count()
class D(dict):
    pass
D().get(x=1)
D().keys(1)
class S(set):
    pass
S().issubset()
S().update(x=1)
# built-ins
enumerate(start=1)
enumerate(foo=1)
sorted([], foo=1)
print(foo=1, sep='')
type(1, 2)
type('A', (), {}).__name__
# Tensor: a bound method object says Tensor, the method call TensorBase
x = torch.ones(2, 2)
d = x.detach
d(a=1)
n = x.neg
n(1)
x.neg(1)
# methods PyTorch writes in Python count self
x.norm(1, 2, 3, 4, 5)
x.backward(1, 2, 3, 4, 5)
x.storage(1)
x.__len__(1)
x.split(2, 0, 1)
# PyTorch's parser: the missing argument before an unknown keyword
torch.ones(foo=1)
torch.randn(foo=1)
x.permute(foo=1)
x.flip(foo=1)
x.new_zeros(foo=1)
x.expand(foo=1)
torch.dot(foo=1)
x.repeat(foo=1)
torch.zeros(size=(1,), foo=1)
torch.zeros(2, foo=1)
torch.randint(3, size=None)
torch.randint(low=1, size=(2,))
torch.randint(high=3, size=(2,)).shape
x.view(dtype=1)
x.view(size=1)
# PyTorch's deprecated overloads: t + 2 * t, with one warning
t = torch.tensor([1.0, 2.0, 3.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    r = torch.add(t, 2, t)
    r2 = t.sub(2, t)
r
r2
len(w)
str(w[0].message)
t.add(2, other=t)
torch.sub(t, 2.5, t)
torch.addcmul(t, 2, t, t)
t.addcdiv(2, t, t)
u = t.clone()
u.add_(2, t)
u
torch.add(t, 2, t, alpha=3)
t.add(2)
t.add(True, t)
# overflow checks before the allocator
torch.eye(2**40)
torch.arange(-2**63, 2**63 - 1)
torch.arange(0, 1e30)
# torch.linalg's and torch.special's functions by their ATen names
torch.special.softmax(x)
torch.special.erf(x, foo=1)
torch.special.erf()
torch.linalg.norm(x, foo=1)
torch.linalg.det()
torch.linalg.det(x, 1)
