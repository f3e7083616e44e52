# How matmul runs an N-d operand against a matrix or vector: folded into one mm/mv when
# that needs no copy or the smaller operand requires grad (ATen's should_fold), else one bmm
# over the broadcast batch. The path shows in grad_fn, in the error messages and in the
# gradients' layouts.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
W = torch.randn(2, 3, requires_grad=True)
X = torch.randn(4, 3, 5)
Y = W @ X
Y
Y.grad_fn
Y.grad_fn.next_functions
Y.sum().backward()
W.grad
v = torch.randn(3, requires_grad=True)
Z = v @ X
Z
Z.grad_fn
Z.grad_fn.next_functions
Z.sum().backward()
v.grad
B = torch.randn(4, 5, 3, requires_grad=True)
M = torch.randn(3, 2, requires_grad=True)
out = B @ M
out.grad_fn
out.grad_fn.next_functions
out.sum().backward()
M.grad
B.grad.stride()
Bt = torch.randn(5, 4, 3).transpose(0, 1)
(Bt @ torch.randn(3, 2)).grad_fn
(Bt @ torch.randn(3, 2)).grad_fn.next_functions
(Bt @ torch.randn(3, 2, requires_grad=True)).grad_fn.next_functions
(Bt @ torch.randn(3)).shape
(torch.randn(4, 3, 5, requires_grad=True) @ torch.randn(5)).grad_fn.next_functions
(torch.randn(2, 3) @ torch.randn(4, 3, 5, requires_grad=True)).grad_fn
(torch.randn(0, 2, 3) @ torch.randn(3, 4)).shape
(torch.randn(2, 0, 3) @ torch.randn(3, 4)).grad_fn
torch.randn(4, 2, 3) @ torch.randn(2, 3)
torch.randn(2, 3) @ torch.randn(4, 2, 3)
torch.randn(5, 4, 2, 3) @ torch.randn(5, 4, 2, 3)
torch.randn(2, 2, 3) @ torch.randn(3, 3, 4)
torch.randn(3) @ torch.randn(2, 3)
torch.randn(2, 3) @ torch.randn(2)
torch.randn(4, 2, 3) @ torch.randn(2)
torch.mm(torch.randn(3), torch.randn(3, 2))
torch.mm(torch.randn(2, 3), torch.randn(3))
torch.mm(torch.randn(2, 3, 1), torch.randn(3))
torch.addmm(torch.randn(2), torch.randn(3), torch.randn(3, 2))
torch.addmm(torch.randn(2), torch.randn(2, 3), torch.randn(3))
torch.addmm(torch.randn(2), torch.randn(2, 3), torch.randn(4, 2))
torch.addmm(torch.randn(2), torch.randn(2, 3, dtype=torch.double), torch.randn(3))
F.linear(torch.randn(2, 3), torch.randn(3), torch.randn(2))
F.linear(torch.randn(4, 2, 3), torch.randn(3), torch.randn(2))
F.linear(torch.randn(4, 2, 3), torch.randn(2, 4))
F.linear(torch.randn(4, 2, 3), torch.randn(2, 4), torch.randn(2))
F.linear(torch.randn(3), torch.randn(2, 4))
lin = torch.nn.Linear(3, 2)
h = lin(torch.randn(4, 5, 3)).relu()
h.grad_fn.next_functions
