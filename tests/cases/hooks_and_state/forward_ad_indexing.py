# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
x = torch.tensor([[1.0, -2.0, 3.0], [4.0, 5.0, -6.0]])
t = torch.tensor([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]])
with fwAD.dual_level():
    d = fwAD.make_dual(x, t)
    a1 = fwAD.unpack_dual(d[torch.tensor([1, 0])]).tangent
    a2 = fwAD.unpack_dual(d[x > 0]).tangent
    a3 = fwAD.unpack_dual(d[[0, 1], [2, 0]]).tangent
    a4 = fwAD.unpack_dual(d.index_select(1, torch.tensor([2, 0]))).tangent
    a5 = fwAD.unpack_dual(torch.take(d, torch.tensor([0, 4]))).tangent
    a6 = fwAD.unpack_dual(F.embedding(torch.tensor([1, 1, 0]), d)).tangent
    a7 = fwAD.unpack_dual(F.cross_entropy(d, torch.tensor([2, 0]))).tangent
    a8 = fwAD.unpack_dual(F.nll_loss(d, torch.tensor([2, 0]))).tangent
    a9 = fwAD.unpack_dual(torch.zeros(2, 3).scatter_reduce(1, torch.tensor([[0, 0], [1, 1]]), d[:, :2], 'sum')).tangent
    p = fwAD.make_dual(x.clone(), t.clone())
    p.put_(torch.tensor([0]), fwAD.make_dual(torch.tensor([9.0]), torch.tensor([7.0])))
    a10 = fwAD.unpack_dual(p).tangent
a1
a2
a3
a4
a5
a6
a7
a8
a9
a10
