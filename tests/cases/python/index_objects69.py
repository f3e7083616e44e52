# Indexing sequences with objects that have or lack __index__: CPython's errors name the
# object's type ('I'), and an __index__ works for reads, writes and deletes.
import torch
class I:
    def __index__(self):
        return 2**100
class J:
    def __index__(self):
        return 1
class N:
    pass
class Bad:
    def __index__(self):
        return 1.5
[1, 2, 3][I()]
(1, 2, 3)[I()]
"abc"[I()]
range(3)[I()]
range(2**70)[I()]
([1, 2, 3][J()], "abc"[J()], range(3)[J()], (1, 2)[J()])
[1, 2, 3][N()]
(1, 2, 3)[N()]
"abc"[N()]
range(3)[N()]
[1, 2][Bad()]
"ab"[Bad()]
range(3)[Bad()]
[1, 2, 3][2**100]
(1, 2)[2**100]
"ab"[-2**100]
b"ab"[I()]
bytearray(b"ab")[I()]
b"ab"[J()]
b"ab"[N()]
[1, 2, 3][I():]
[1, 2, 3][:I()]
"abc"[J():]
range(5)[I():]
range(5)[J():I()]
[1, 2][N():]
torch.Size([1, 2])[I()]
torch.Size([1, 2])[J()]
torch.Size([1, 2])[N()]
k = 1.0
[1, 2][k]
"a"[k]
range(3)[k]
l = [1, 2, 3]
l[I()] = 5
l[N()] = 5
del l[I()]
l[J()] = 7
l
del l[J()]
l
b"a" * I()
[1] * I()
I() * "ab"
ba = bytearray(b"abc")
ba[J()] = 65
ba
ba[I()] = 1
