# Hostile review of 65's arity wording: CPython's C built-ins (c_arity.tsv) through every
# path a call can take, calls CPython and PyTorch accept (none may fail), PyTorch's parser's
# shapes, and the refusals of index_copy_, transposed convolution, F.pad, frac and normal.
import torch
import torch.nn.functional as F
# keywords filling a required slot: the clinic message names the first missing one
pow(base=2)
pow(exp=2)
math.isclose(a=1)
math.isclose(b=1)
round(ndigits=1)
enumerate(start=1)
divmod(b=2)
# unbound through the type
list.append([])
list.append([], 1, 2)
list.append()
dict.get({})
dict.pop({}, 1, 2, 3)
str.upper('a', 1)
str.split('a b', None, 1, 2)
set.union()
# a bound method saved in a variable
s = set()
f = s.union
f(x=1)
g = [].append
g()
h = {}.get
h()
u = 'abc'.startswith
u()
# spread
[].append(*[])
[].append(*[1, 2])
set().union(**{'x': 1})
[].append(**{'x': 1})
math.sqrt(**{'x': 1})
len(**{'obj': 1})
{}.get(**{'k': 1})
# map / sorted key
list(map([].append, [1], [2]))
sorted([1, 2], key=divmod)
list(map(math.sqrt, [1], [2]))
# subclasses
class L(list):
    pass
L().append()
L().append(1, 2)
L().pop(1, 2)
class D(dict):
    pass
D().get()
D().pop()
class S(set):
    pass
S().add()
S().union(x=1)
# string methods with optional args
'a b'.split(None, 1, 2)
'abc'.find()
'abc'.find('a', 0, 1, 2)
'abc'.center()
'abc'.strip(1, 2)
'abc'.encode(1, 2, 3)
'abc'.ljust(5, '-', 1)
'abc'.zfill()
'abc'.count()
'abc'.endswith(('a',), 0, 1, 2)
'{}'.format_map()
'abc'.splitlines(1, 2)
'abc'.expandtabs(1, 2)
# math functions with several params
math.log(1, 2, 3)
math.isclose(1, 2, 3)
math.isclose(1, 2, rel_tol=1, foo=2)
math.copysign(1)
math.fsum()
math.ldexp(1)
math.hypot(x=1)
math.dist([1])
math.prod()
math.prod([1], 2)
math.comb(1)
math.perm()
math.perm(1, 2, 3)
math.floor(x=1)
math.trunc()
math.log(x=1)
# builtins
min(key=len)
max()
max(1, key=len, foo=1)
min([], default=0, foo=1)
range(stop=3)
range(1, 2, x=3)
int('7', 8, 9)
int(x=1)
int('7', base=8, foo=1)
sorted([], key=len, foo=1)
sorted([], len)
iter(1, 2, 3)
iter(x=1)
getattr()
getattr(1, 2, 3, 4)
getattr(1, 'a', default=2)
next(1, 2, 3)
print(foo=1)
abs(1, 2)
len(1, 2)
isinstance(1, int, 2)
issubclass()
hash(1, 2)
id(1, 2)
any()
all(1, 2)
sum()
sum([], 0, 1)
sum([], start=1, x=2)
zip(x=1)
map()
filter(1)
reversed(1, 2)
enumerate([], 0, 1)
enumerate(iterable=[], x=1)
chr(1, 2)
ord()
hex()
bin(1, 2)
oct(x=1)
divmod(1, 2, 3)
round(1, 2, 3)
round(1, nd=2)
vars(x=1)
dir(1, 2)
repr(x=1)
format(1, '', 2)
type()
type(1, 2)
object(1)
callable(1, 2)
setattr(1, 2, 3, 4)
delattr(1)
hasattr(1, 2, 3)
list(x=1)
tuple(x=1)
set(x=1)
frozenset(1, 2)
dict([], [])
str(x=1)
bool(x=1)
float(x=1)
slice()
slice(1, 2, 3, 4)
# list / dict / set methods
[].index(1, 2, 3, 4)
[].count()
[].extend(1, 2)
[].reverse(1)
[].clear(1)
[].sort(key=None, reverse=True, foo=1)
[].insert(1, 2, 3)
[].remove(x=1)
{}.keys(1)
{}.items(1)
{}.values(x=1)
{}.setdefault(1, 2, 3)
{}.update([], [])
{}.popitem(1)
{}.copy(1)
{}.clear(x=1)
dict.fromkeys()
dict.fromkeys([], 1, 2)
set().discard()
set().remove(1, 2)
set().pop(1)
set().issubset()
set().issuperset(1, 2)
set().symmetric_difference()
set().difference(x=1)
set().isdisjoint(1, 2)
frozenset().issubset()
frozenset().copy(1)
().index()
().count(1, 2)
# tensor methods that take nothing
x = torch.ones(2, 2)
x.t(0)
x.t(dim=0)
x.detach(1)
x.detach(foo=1)
x.exp(out=None)
x.exp(1)
x.abs(1)
x.neg(1)
x.numpy(1)
x.tolist(1)
x.item(1)
x.is_contiguous(1, 2)
x.dim(1)
x.numel(1)
x.element_size(1)
x.data_ptr(1)
x.clone(1)
x.contiguous(1, 2)
x.float(1)
x.cpu(1)
x.__bool__(1)
x.__neg__(1)
x.__len__(1)
x.size(1, 2)
x.t_(1)
x.storage_offset(1)
x.nelement(x=1)
x.is_floating_point(1)
x.requires_grad_(True, False)
x.retain_grad(1)
x.sigmoid(1)
x.relu(1)
x.tanh(x=1)
x.sqrt(1)
x.zero_(1)
x.half(1)
x.double(memory_format=torch.preserve_format)
x.int(1)
x.long(memory_format=1)
x.bool(1)
x.abs_(1)
x.exp_(1)
x.T
x.mT
torch.Tensor.t(x, 1)
torch.Tensor.t()
tt = x.t
tt(1)
# calls that must keep working
d = {'a': 0}
d.get('a', 1)
d.get('b', 1)
d.pop('a', 2)
d.setdefault('z')
'a b c'.split(maxsplit=1)
'a b c'.split(' ', 1)
'a b c'.rsplit(sep=' ', maxsplit=1)
sorted([], key=len)
sorted([3, 1], reverse=True)
int('7', base=8)
int('7', 8)
l = [3, 1]
l.sort(key=None, reverse=True)
l
l.pop()
l.index(1, 0, 1)
'abc'.startswith('a', 0, 2)
'abc'.find('b', 1)
'abc'.encode('utf-8', 'strict')
'abc'.encode(encoding='utf-8', errors='strict')
'abc'.splitlines(keepends=True)
'abc'.expandtabs(tabsize=4)
'{a}'.format(a=1)
'{a}'.format_map({'a': 1})
math.isclose(1, 1.0, rel_tol=0.1, abs_tol=0.0)
math.log(8, 2)
math.hypot(3, 4)
math.dist([0], [1])
math.prod([2, 3], start=2)
math.perm(5)
math.comb(5, 2)
min([1, 2], key=abs)
max(1, 2, key=abs)
min([], default=3)
range(1, 10, 2)
iter([1])
next(iter([]), 5)
getattr(1, 'real', None)
getattr(1, 'nope', 7)
sum([1, 2], start=3)
sum([1], 2)
enumerate([1], start=2)
list(enumerate(iterable=[1], start=2))
round(1.25, ndigits=1)
round(number=1.25)
pow(base=2, exp=3)
pow(2, exp=3, mod=5)
divmod(7, 2)
set().union([1], [2])
set().update([1], [2])
frozenset().union()
set().intersection()
dict.fromkeys([1], 0)
dict(a=1)
dict([], a=1)
{}.update(a=1)
f = {1}.union
f([2])
g = [].append
g(1)
list(map(abs, [-1]))
list(map(pow, [2], [3]))
sorted(['bb', 'a'], key=len)
str(b'a', 'utf-8')
str(object=1)
bytes('a', encoding='utf-8')
float('1.5')
type(1)
type('X', (), {})
slice(1, 2, 3)
isinstance(1, (int, str))
x = torch.ones(2, 3)
x.t()
x.t().shape
x.T.shape
x.detach()
x.exp()
x.clone(memory_format=torch.contiguous_format)
x.float()
x.to(torch.float64).dtype
x.to('cpu', torch.float64).dtype
x.to(dtype=torch.int32).dtype
x.size(1)
x.size(dim=1)
x.sum(1, True).shape
x.sum(dim=1, keepdim=True).shape
x.sum(dtype=torch.float64)
x.view(3, 2).shape
x.view((3, 2)).shape
x.view(size=(3, 2)).shape
x.cpu().view(torch.int32).dtype
x.cpu().view(dtype=torch.int32).dtype
x.reshape(shape=(6,)).shape
x.permute(1, 0).shape
x.permute(dims=(1, 0)).shape
x.split(1, dim=1)[0].shape
x.split([1, 2], 1)[1].shape
torch.split(x, [1, 2], dim=1)[1].shape
torch.split(x, 1)[0].shape
torch.randint(3, (2,)).shape
torch.randint(1, 3, (2,)).shape
torch.randint(high=3, size=(2,)).shape
torch.randint(low=1, high=3, size=(2,)).shape
torch.randint(3, size=(2,)).shape
torch.normal(torch.zeros(2), 1.0).shape
torch.normal(0.0, torch.ones(2)).shape
torch.normal(0.0, 1.0, (3,)).shape
torch.normal(0.0, 1.0, size=(3,)).shape
torch.normal(mean=torch.zeros(2), std=1.0).shape
torch.normal(torch.zeros(2), torch.ones(2)).shape
F.pad(x, (1, -1))
F.pad(x, (-1, 1, 1, 0))
F.pad(x, (0, -3))
F.pad(x, (-1, -1))
torch.add(x, 1).shape
torch.add(x, x, alpha=2).shape
torch.add(input=x, other=x).shape
torch.max(x)
torch.max(x, 1)[0]
torch.max(x, dim=1, keepdim=True)[0].shape
torch.max(x, x).shape
x.max()
x.max(dim=0).values
torch.zeros(2, 3).index_copy_(0, torch.tensor([1]), torch.ones(1, 3))
torch.zeros(3).index_copy_(0, torch.tensor([1]), torch.ones(1))
torch.zeros(2, 3).index_copy(1, torch.tensor([0, 2]), torch.ones(2, 2))
torch.tensor([1.5, -2.5]).frac()
torch.frac(torch.tensor([1.5]))
torch.nn.ConvTranspose1d(1, 1, 3, stride=2, output_padding=1)(torch.ones(1, 1, 4)).shape
torch.nn.functional.conv_transpose2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 3, 3), stride=2, output_padding=1).shape
torch.nn.functional.conv_transpose1d(torch.ones(1, 1, 3), torch.ones(1, 1, 3), stride=3, output_padding=2).shape
torch.nn.functional.conv_transpose1d(torch.ones(1, 1, 3), torch.ones(1, 1, 3), dilation=2, output_padding=1).shape
torch.full((2,), 1).dtype
torch.arange(3, dtype=torch.float32)
torch.zeros(2, 3, dtype=None).dtype
torch.ones(size=(2,)).shape
torch.cat([x, x], dim=0).shape
torch.cat(tensors=[x], dim=1).shape
torch.stack([x, x], 1).shape
torch.clamp(x, min=0).sum()
torch.where(x > 0).__len__()
torch.sum(x, dim=None)
torch.mean(x, dim=(0, 1))
x.mean(dim=None)
x.std(unbiased=False)
x.std(0, True).shape
x.var(correction=0)
x.argmax(dim=None)
x.topk(2).values.shape
x.transpose(0, 1).shape
x.transpose(dim0=0, dim1=1).shape
x.flatten(start_dim=0).shape
x.expand(2, -1).shape
x.repeat(1, 2).shape
x.repeat((1, 2)).shape
x.new_zeros(2).shape
x.new_ones((2, 2)).shape
x.new_full((2,), 3.0)
x.new_tensor([1])
x.squeeze().shape
x.unsqueeze(dim=0).shape
x.type(torch.int64).dtype
x.type()
x.masked_fill(x > 0, 0.0).sum()
x.scatter(0, torch.zeros(1, 3, dtype=torch.long), 5.0)[0]
x.index_select(dim=0, index=torch.tensor([0])).shape
x.gather(1, torch.zeros(2, 1, dtype=torch.long)).shape
x.all(dim=1)
x.any()
x.norm(p=2)
x.norm(2, 1).shape
torch.norm(x, dim=1).shape
x.item() if x.numel() == 1 else x.numel()
x.tolist()
x.numpy().shape
x.requires_grad_()
x.requires_grad_(False).requires_grad
x.contiguous(memory_format=torch.contiguous_format).shape
x.is_contiguous(memory_format=torch.contiguous_format)
x.float(memory_format=torch.preserve_format).dtype
# parser shapes and refusals
x = torch.ones(2, 3)
torch.add(x)
torch.add(x, alpha=2)
torch.add()
x.add()
torch.sub(x)
torch.mul(x)
torch.div(x)
torch.add(x, other=None)
torch.add(x, x, foo=1)
torch.add(x, x, x, x)
x.sum(keepdim=None)
x.sum(foo=1)
x.sum(1, foo=1)
x.sum(1, True, foo=1)
x.sum(None, True)
torch.sum(x, foo=1)
torch.randint(5)
torch.randint(5, 3)
torch.randint(1, 2, 3)
torch.randint(size=(2,))
torch.randint()
torch.randint(3, (2,), foo=1)
torch.randint(3, size=None)
torch.randint(low=1, size=(2,))
x.view()
x.view(1, size=(1,))
x.view(dtype=1)
x.view(foo=1)
x.reshape()
x.reshape(foo=1)
x.permute()
x.permute(0, dims=(1, 0))
x.max(foo=1)
torch.max(x, foo=1)
torch.max(x, 1, foo=1)
torch.max()
x.split()
x.split(1, foo=1)
x.split(1, 1, 1)
torch.split(x, 1, dim=None)
torch.split(x, [1, 1], dim=None)
x.split([1, 2], dim=None)
x.split(1, None)
x.to(foo=1)
x.to(torch.float32, foo=1)
x.to('cpu', foo=1)
x.to(torch.float32, False, False, foo=1)
x.to()
x.to(1, 2, 3, 4, 5)
x.std(foo=1)
x.mean(foo=1)
x.var(1, foo=1)
torch.zeros(foo=1)
torch.zeros()
torch.ones(2, foo=1)
torch.full((2,))
torch.full((2,), 1, foo=1)
torch.arange()
torch.arange(foo=1)
torch.clamp(x, foo=1)
torch.cat()
torch.cat([x], foo=1)
torch.stack()
x.transpose(0)
x.transpose(0, 1, 2)
x.expand()
x.repeat()
x.topk()
x.topk(2, foo=1)
x.argmax(foo=1)
x.index_select(0)
x.gather(1)
x.masked_fill(x > 0)
x.scatter(0, torch.zeros(1, 3, dtype=torch.long))
torch.where(x > 0, x)
torch.norm(x, foo=1)
x.norm(foo=1)
torch.matmul(x)
x.matmul()
torch.normal(torch.zeros(2), 'a')
torch.normal(mean=1.0)
torch.normal()
torch.normal(1.0)
torch.normal(torch.zeros(2)).shape
torch.normal(torch.zeros(2), torch.ones(2), (2,))
torch.normal(1.0, 2.0, (2,), foo=1)
torch.normal(torch.zeros(2), -1.0)
torch.tensor([True]).frac()
torch.frac(torch.arange(3))
torch.arange(3).frac_()
torch.zeros(5, 4, 3).index_copy_(-1, torch.tensor([0]), torch.ones(5, 3, 1))
torch.zeros(5, 4).index_copy_(1, torch.tensor([0]), torch.ones(5))
torch.zeros(5, 4).index_copy_(1, torch.tensor([0]), torch.ones(4, 1))
torch.zeros(5, 4).index_copy_(0, torch.tensor([0]), torch.ones(1, 4, 2))
torch.zeros(5).index_copy_(0, torch.tensor([0]), torch.ones(1, 1))
torch.zeros(5, 4, 3).index_copy_(1, torch.tensor([0, 1]), torch.ones(3, 2, 5))
y = torch.ones(2, 3)
F.pad(y, (1, -4))
F.pad(y, (2, -3)).shape
F.pad(y, (-3, 2)).shape
F.pad(y, (-1, -1), value=5.0)
F.pad(y, (0, 0, -1, -2))
F.pad(y, (-4, 0, 0, -3))
F.pad(y, (0, -3, 0, -2)).shape
F.pad(y, (0, -3)).stride()
F.pad(y, (-3, 0)).stride()
F.pad(torch.ones(1, 2, 3), (-1, -1, -1, -1, 0, 0))
F.pad(torch.ones(3), (-2, -2))
F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), output_padding=1)
F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), stride=2, dilation=1, output_padding=2)
F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), stride=2, output_padding=(2, 0))
F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), stride=2, dilation=2, output_padding=(1, 2)).shape
F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), output_padding=(0, 1))
torch.nn.ConvTranspose2d(1, 1, 3, stride=2, output_padding=2)(torch.ones(1, 1, 4, 4))
torch.nn.ConvTranspose1d(1, 1, 3, output_padding=1)(torch.ones(1, 1, 4))
F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), stride=2, output_padding=-1)
# Argument Clinic counts positionals and keywords together before anything else
pow(1, 2, 3, exp=4)
pow(exp=1, mod=2, base=3, foo=4)
pow(2, exp=3, foo=1)
round(1, ndigits=2, foo=3)
'a b'.split(' ', 1, maxsplit=1)
'a b'.split(sep=' ', maxsplit=1, foo=2)
math.isclose(1, 2, rel_tol=0.1, abs_tol=0.0, foo=1)
enumerate([], start=1, foo=2)
[].sort(foo=1)
# Tensor.to's refusals list the whole call
x.to(torch.float32, 1, 2, 3)
x.to(dtype=1)
x.to([1])
x.to(torch.float32, 2.5)
x.to('cpu', 1.5)
x.to(torch.float32, False, False, 3)
x.to(1, 2, 3, 4, 5, 6)
x.to(2.5)
