# torch's C types as CPython's messages name them ('torch.device'), and as type() names them
import torch
d = torch.device("cpu")
torch.ones(2) + d
d + 1
d()
d[0]
iter(d)
torch.ones(2).add(d)
1 < d
torch.Size([1])()
torch.float32.foo
d.foo
torch.Size([2]).foo
torch.ones(1, dtype=d)
abs(d)
-torch.float32
int(d)
float(torch.float32)
sum([d])
torch.channels_last.foo
len(torch.float32)
type(d).__name__
type(torch.float32).__name__
type(torch.Size([2])).__name__
type(torch.channels_last).__name__
type(torch.Generator()).__name__
type(d)
type(torch.Size([3]))
type(torch.float32)
[type(x).__name__ for x in (d, torch.float32, torch.Size([1]), 1, "a", torch.ones(1))]
type(d) is torch.device
type(torch.Size([2])) is torch.Size
type(torch.float32) is torch.dtype
type(torch.ones(2).shape)((4, 5))
torch.Size
torch.device
type(3)
type(int)
type(torch.Size)
x = torch.ones(2)
p = torch.nn.Parameter(torch.ones(1))
type(x) is torch.Tensor
x.__class__ is torch.Tensor
type(p) is torch.nn.Parameter
type(p).__name__
isinstance(x, type(p))
type(x)([1., 2.])
issubclass(type(p), torch.Tensor)
issubclass(torch.Tensor, torch.nn.Parameter)
[type(v) is torch.Tensor for v in (x, p, 1.0)]
