# torch's *_copy forms of the view ops: the view's values in a fresh contiguous tensor
# (never sharing the input's memory), a node named as the view's with `_copy`, out= as
# ATen's generated kernels take it, and the view's own errors.
import torch
x = torch.arange(24.).view(2, 3, 4)
v = torch.view_copy(x, [6, 4])
v, v.stride(), v.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
torch.view_copy(x, (-1,)).shape
torch.view_copy(x.transpose(0, 1), [3, 8]).is_contiguous()
torch.view_copy(torch.tensor([1, 2], dtype=torch.int32), torch.int16)
torch.view_copy(torch.tensor([True, False]), dtype=torch.uint8)
p = torch.permute_copy(x, [2, 0, 1])
p.shape, p.stride(), p[1, 1]
c = torch.zeros(1, 3, 2, 2).to(memory_format=torch.channels_last)
torch.alias_copy(c).stride(), torch.detach_copy(c).stride(), torch.permute_copy(c, [0, 1, 2, 3]).stride()
torch.expand_copy(torch.tensor([[1], [2]]), [2, 3]), torch.expand_copy(torch.tensor([[1], [2]]), [2, 3]).stride()
torch.expand_copy(torch.tensor(2), [2, 2])
torch.expand_copy(x[:, :1], [-1, 3, -1], implicit=True).stride()
torch.transpose_copy(x, 0, 2).stride()
torch.t_copy(torch.tensor([[1, 2]], dtype=torch.int8))
torch.t_copy(torch.tensor(3.)), torch.t_copy(torch.tensor([1., 2.]))
torch.squeeze_copy(x[:, :1]).shape, torch.squeeze_copy(x[:, :1], 1).shape, torch.squeeze_copy(torch.zeros(1, 2, 1), [0, 2]).shape
torch.squeeze_copy(torch.tensor(3.)), torch.unsqueeze_copy(torch.tensor(3.), 0), torch.unsqueeze_copy(torch.zeros(3, 2).t(), 0).stride()
torch.select_copy(x, 1, 2), torch.select_copy(x, 1, -1).stride()
torch.slice_copy(x, 2, 1, 4, 2), torch.slice_copy(x).stride()
torch.slice_copy(x, 1, -2).shape, torch.slice_copy(x, 1, 10, 20).shape, torch.slice_copy(x, 1, 2, 1).shape
torch.diagonal_copy(x, 0, 1, 2), torch.diagonal_copy(x, 5, 1, 2).shape
torch.diagonal_copy(torch.arange(4).view(2, 2), dim1=1, dim2=0), torch.diagonal_copy(torch.arange(4).view(2, 2), -1)
m = torch.arange(6.).view(2, 3)
torch.as_strided_copy(m, (3, 3), (1, 1)), torch.as_strided_copy(m, (2, 2), (1, 2), 1)
torch.as_strided_copy(m[1], (2,), (1,))
torch.unfold_copy(m, 1, 2, 1), torch.unfold_copy(m, 1, 2, 1).stride(), torch.unfold_copy(torch.tensor(5.), 0, 1, 1)
torch.narrow_copy(m, 1, 1, 2)
s = torch.split_copy(x, 2, 2)
type(s).__name__, [(t.shape, t.stride()) for t in s]
[t.stride() for t in torch.split_with_sizes_copy(x, [1, 3], 2)]
[t.tolist() for t in torch.unbind_copy(m, 1)]
torch.split_copy(torch.zeros(0), 2), torch.unbind_copy(torch.zeros(0, 2)), torch.unbind_copy(torch.zeros(2, 0))
torch.split_copy(m, 5)
# autograd: the nodes, their gradients, and a backward after the input changed in place
w = torch.arange(6.).view(2, 3).requires_grad_()
nodes = [torch.view_copy(w, [3, 2]), torch.expand_copy(w[:1], [2, 3]), torch.permute_copy(w, [1, 0]),
         torch.transpose_copy(w, 0, 1), torch.t_copy(w), torch.squeeze_copy(w), torch.squeeze_copy(w, 0),
         torch.squeeze_copy(w, (0,)), torch.unsqueeze_copy(w, 1), torch.select_copy(w, 1, 0),
         torch.slice_copy(w, 1, 1), torch.diagonal_copy(w), torch.as_strided_copy(w, (2,), (2,)),
         torch.unfold_copy(w, 1, 2, 1), torch.alias_copy(w), torch.narrow_copy(w, 1, 0, 1)]
[type(t.grad_fn).__name__ for t in nodes]
[type(t.grad_fn).__name__ for t in torch.split_copy(w, 1)] + [type(torch.split_with_sizes_copy(w, [2, 1], 1)[0].grad_fn).__name__, type(torch.unbind_copy(w)[1].grad_fn).__name__]
grads = []
for t in nodes:
    g, = torch.autograd.grad((t * torch.arange(t.numel()).view(t.shape)).sum(), w)
    grads.append(g.tolist())
grads
a, b, c3 = torch.split_copy(w, 1, 1)
(b * 3).sum().backward()
w.grad
u = torch.permute_copy(w, [1, 0])
with torch.no_grad():
    w.mul_(2)
u.sum().backward()
w.grad
d = torch.detach_copy(w)
d.requires_grad, type(d.grad_fn).__name__
d.sum().backward()
with torch.no_grad():
    torch.detach_copy(w).requires_grad
torch.view_copy(w, torch.int32).requires_grad, torch.view_copy(w, torch.float32).grad_fn
# out=: resized to the result's strides, same-shaped outs kept, dtype exactly the result's
o = torch.empty(0)
torch.t_copy(m, out=o) is o, o, o.stride()
o = torch.zeros(2, 3).t()
torch.view_copy(m, (3, 2), out=o), o.stride()
o = torch.zeros(3, 2).t()
torch.t_copy(m, out=o).stride()
torch.t_copy(m, out=torch.empty(3, 2, dtype=torch.int64))
torch.t_copy(m, out=torch.zeros(1).expand(3, 2))
torch.view_copy(m, torch.int32, out=torch.zeros(0))
o = torch.empty(0, dtype=torch.int32)
torch.view_copy(w, torch.int32, out=o).grad_fn
o = torch.empty(0)
torch.t_copy(w, out=o).requires_grad, type(o.grad_fn).__name__
o.sum().backward()
torch.narrow_copy(m, 0, 0, 1, out=torch.zeros(0, dtype=torch.int64))
torch.narrow_copy(w, 0, 0, 1, out=torch.zeros(0))
torch.narrow_copy(m, 0, 1, 1, out=torch.zeros(3))
sq = torch.zeros(2, 2)
torch.t_copy(sq + torch.eye(2), out=sq), sq
outs = [torch.zeros(1, 3), torch.zeros(2, 1, 3)]
torch.split_copy(m, 1, out=outs), outs
outs = (torch.zeros(2, dtype=torch.int64), torch.zeros(2, dtype=torch.float64), torch.zeros(2))
torch.unbind_copy(m, 1, out=outs), outs
outs = [torch.zeros(1, 3), torch.zeros(1, 3)]
torch.split_copy(w, 1, out=outs), outs[0].requires_grad
torch.split_copy(m, 1, out=[torch.zeros(3), torch.zeros(1, 3)])
torch.split_copy(m, 1, out=[torch.empty(1, 3)])
torch.split_with_sizes_copy(m, [1, 2], 1, out=[torch.zeros(1)])
torch.unbind_copy(m, 1, out=[torch.zeros(1)])
torch.unbind_copy(m, 1, out=[1, 2, 3])
torch.split_copy(m, 1, out=torch.zeros(1, 3))
# hostile calls: each view's own error, and the parser's
torch.view_copy(m, [4])
torch.view_copy(m, 6)
torch.view_copy(m, [2.0, 3])
torch.view_copy(m)
torch.view_copy([1], [1])
torch.view_copy(m, [-1, -1])
torch.view_copy(torch.zeros(0, 3), [0, -1])
torch.view_copy(m, torch.float64)
torch.permute_copy(m, [0])
torch.permute_copy(m, [0, 0])
torch.permute_copy(m, 1)
torch.permute_copy(m, 1, 0)
torch.permute_copy(torch.tensor(2.), [])
torch.transpose_copy(m, 0, 2)
torch.transpose_copy(m, "a", 1)
torch.transpose_copy(torch.tensor(2.), 0, -1)
torch.t_copy(torch.zeros(2, 2, 2))
torch.t_copy([1, 2])
torch.select_copy(m, 0, 5)
torch.select_copy(torch.tensor(2.), 0, 0)
torch.select_copy(m, 0, 1.0)
torch.select_copy(m, 0, torch.tensor(1))
torch.squeeze_copy(torch.zeros(1, 2, 1), 5)
torch.squeeze_copy(m, 1.0)
torch.unsqueeze_copy(torch.tensor(3.), 2)
torch.unsqueeze_copy(torch.zeros(2), -3)
torch.diagonal_copy(torch.tensor(3.))
torch.diagonal_copy(m, 0, 0, 0)
torch.diagonal_copy(m, 0.5)
torch.expand_copy(m, [3, 3])
torch.expand_copy(m, [3])
torch.expand_copy(m, 3)
torch.expand_copy(m, [2, 3], implicit=1)
torch.as_strided_copy(m, (3, 3), (2, 2))
torch.as_strided_copy(m, (2,), (1,), 5)
torch.as_strided_copy(m, 2, 1)
torch.unfold_copy(m, 1, 4, 1)
torch.unfold_copy(m, 1, 2, 0)
torch.unfold_copy(m, 0, 1, 1.0)
torch.slice_copy(m, 1, None, None, 0)
torch.slice_copy(m, 0, None, None, None)
torch.slice_copy(m, 0, True)
torch.slice_copy(m, 2)
torch.slice_copy(torch.tensor(2.))
torch.split_copy(m, 0)
torch.split_copy(m, -1)
torch.split_copy(m, 2.0)
torch.split_copy(m, [1, 1])
torch.split_copy(torch.tensor(2.), 1)
torch.split_with_sizes_copy(m, [1, 1], 1)
torch.split_with_sizes_copy(m, [1, -1, 3], 1)
torch.split_with_sizes_copy(m, 2)
torch.unbind_copy(torch.tensor(3.))
torch.unbind_copy(m, 2)
torch.unbind_copy(m, 1.0)
torch.narrow_copy(m, 1, 1, 5)
torch.alias_copy(1)
torch.values_copy(m)
torch.indices_copy(m)
torch.view_as_real_copy(torch.tensor([1., 2.]))
torch.view_as_complex_copy(torch.ones(3))
torch.view_as_complex_copy(torch.ones(2, 2, requires_grad=True))
torch.view_as_complex_copy(torch.tensor([[1., 2.], [3., 4.]])).tolist()
torch.view_as_real_copy(torch.tensor([1 + 2j, 3j])), torch.view_as_real_copy(torch.tensor([1 + 2j, 3j])).stride()
