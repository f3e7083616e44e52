# Python details a review found silently different: callable() of an instance with
# __call__, a missing key's KeyError carrying the key, float // and divmod snapped as
# CPython's _float_div_mod does, a bare StopIteration's value, and two reprs.
import torch

class Cb:
    def __call__(self):
        return 1
class Plain:
    pass
callable(Cb()), callable(Plain()), callable(Plain), callable(len), callable(lambda: 0)
callable(torch.nn.Linear(2, 2)), callable(torch.no_grad()), callable(3), callable('s')
x = torch.ones(2, requires_grad=True)
callable((x * 2).grad_fn), callable(torch.relu), callable(x)
d = {'a': 1, 3: 'three'}
try:
    d['k']
except KeyError as ex:
    r = (ex.args, repr(ex), str(ex))
r
try:
    d[4]
except KeyError as ex:
    r = (ex.args, ex.args[0] + 1, str(ex))
r
try:
    d.pop(('t', 1))
except KeyError as ex:
    r = (ex.args, str(ex))
r
try:
    del d['gone']
except KeyError as ex:
    r = ex.args
r
try:
    {1, 2}.remove(5)
except KeyError as ex:
    r = (ex.args, str(ex))
r
d['missing']
1.0 // 0.2, 7.0 // 0.1, divmod(1.0, 0.1), 1.0 % 0.1
-7.5 // 2, 7.5 // -2, -7.5 % 2, 7.5 % -2, divmod(-7.5, 2)
0.0 // 3.0, -0.0 // 3.0, 0.0 // -3.0, 0.0 % -3.0, -0.0 % 3.0
1.0 // float('inf'), -1.0 // float('inf'), 1.0 % float('inf'), -1.0 % float('inf')
5 // 0.5, 2.5 // 0.1, 0.3 // 0.1, 0.6 % 0.2
def gr():
    yield 1
    return 'ret'
gi = gr()
next(gi)
try:
    next(gi)
except StopIteration as e:
    first = (e.value, e.args)
first
try:
    next(gi)
except StopIteration as e:
    again = (e.value, e.args)
again
try:
    next(iter([]))
except StopIteration as e:
    empty = (e.value, e.args, str(e))
empty
repr(type), repr(NotImplemented), str(type), NotImplemented
