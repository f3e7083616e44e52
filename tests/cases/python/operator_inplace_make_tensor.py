import operator
import torch
import torch.functional as TF
from torch.testing import make_tensor
TF.split(torch.arange(6), 2)
torch.functional.norm(torch.tensor([3.0, 4.0]))
TF.einsum("i,i->", torch.ones(3), torch.ones(3))
a = torch.tensor([6, 5])
operator.iand(a, torch.tensor([3, 1])), a
operator.ior(torch.tensor([4]), torch.tensor([1])), operator.ixor(torch.tensor([7]), torch.tensor([2]))
l = [1]
operator.iadd(l, [2]) is l, operator.ifloordiv(7, 2), operator.imod(7, 3), operator.ipow(2, 5), operator.ilshift(1, 4), operator.irshift(32, 2)
operator.imatmul(torch.eye(2), torch.ones(2, 2))
torch.manual_seed(0)
make_tensor((3,), device="cpu", dtype=torch.float32, low=-1, high=1)
make_tensor(2, 3, device="cpu", dtype=torch.float64)
make_tensor((4,), device="cpu", dtype=torch.int64)
make_tensor((2, 2), device="cpu", dtype=torch.int32, low=0, high=5)
make_tensor((5,), device="cpu", dtype=torch.bool)
make_tensor((2, 3), device="cpu", dtype=torch.float32, noncontiguous=True)
make_tensor((2, 2), device="cpu", dtype=torch.float32, requires_grad=True)
make_tensor((6,), device="cpu", dtype=torch.int64, low=-1, high=2, exclude_zero=True)
make_tensor((3,), device="cpu", dtype=torch.uint8)
errs = []
for f in [lambda: make_tensor((2,), device="cpu", dtype=torch.int64, requires_grad=True),
          lambda: make_tensor((2,), device="cpu", dtype=torch.float32, low=2, high=1),
          lambda: make_tensor((2,), device="cpu", dtype=torch.uint8, low=-5, high=-1)]:
    try:
        f()
    except (ValueError, TypeError, NotImplementedError) as e:
        errs.append(type(e).__name__)
errs
x = torch.eye(2)
y = x
x @= torch.ones(2, 2)
x, y, x is y, y._version
