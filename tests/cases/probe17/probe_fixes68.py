# Blockers found by porting PyTorch's own tests and docstring examples (probe 17a).
import torch
import torch.nn.functional as F
x = torch.arange(6.).view(2, 3).requires_grad_()
y = x.sum_to_size(1, 3)
y
y.stride()
x.sum_to_size((3,))
x.sum_to_size(torch.Size([1]))
x.sum_to_size([2, 1])
x.sum_to_size(1, 1)
x.sum_to_size(2, 3) is x
x.sum_to_size(size=(1, 3))
x.sum_to_size(4)
x.sum_to_size(2, 2)
x.sum_to_size(1, 2, 3)
x.sum_to_size(1.5)
x.sum_to_size((1.5, 3))
torch.arange(6).view(2, 3).sum_to_size(1, 3)
torch.ones(2, dtype=torch.bool).sum_to_size(1)
torch.zeros(0, 3).sum_to_size(1, 3)
y.sum().backward()
x.grad
torch.ones(2).is_same_size(torch.ones(2))
torch.ones(2).is_same_size(torch.ones(1, 2))
torch.is_same_size(torch.ones(2, 3), torch.zeros(2, 3))
torch.ones(2).is_same_size(3)
# one_hot's checks, in ATen's order
F.one_hot(torch.tensor([-1, 0]), 3)
F.one_hot(torch.tensor([5, -1]), 3)
F.one_hot(torch.tensor([-1, 0]), -1)
F.one_hot(torch.tensor([2]), -2)
F.one_hot(torch.tensor([], dtype=torch.long), -1)
F.one_hot(torch.tensor([], dtype=torch.long), 0)
F.one_hot(torch.tensor([], dtype=torch.long), 3)
F.one_hot(torch.tensor([0]), 0)
F.one_hot(torch.tensor([3, 1]))
# in-place view ops on a leaf that requires grad: the leaf's error, before the dims
leaf = torch.zeros(6, requires_grad=True)
leaf.unsqueeze_(0)
leaf.t_()
leaf.transpose_(0, 1)
leaf.squeeze_()
leaf.as_strided_((2,), (1,))
leaf.swapdims_(0, 0)
leaf.view(2, 3).unsqueeze_(0)
vleaf = torch.arange(6.).reshape(2, 3).requires_grad_()
vleaf.t_()
leaf.detach().unsqueeze_(0).shape
# masked_fill / masked_scatter broadcast the mask first (tensor a)
torch.zeros(3).masked_fill(torch.tensor([True, False]), 1.0)
torch.zeros(3).masked_scatter(torch.tensor([True, False]), torch.ones(3))
torch.zeros(2, 3).masked_fill(torch.tensor([True, False]), 1.0)
torch.zeros(3).masked_fill_(torch.tensor([True, False]), 1.0)
# a dim list on more than 64 dims
big = torch.ones([1] * 65)
big.sum(0)
big.mean(0)
big.sum(dim=(0, 1))
big.amax(0)
big.sum()
torch.ones([1] * 64).sum(0).shape
# mark_non_differentiable on an input forward returns as it is
class Pass(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        ctx.mark_non_differentiable(a)
        return a

    @staticmethod
    def backward(ctx, g):
        return g

a = torch.ones(2, requires_grad=True)
p = Pass.apply(a)
p.requires_grad
p.grad_fn
p.is_leaf
p is a
