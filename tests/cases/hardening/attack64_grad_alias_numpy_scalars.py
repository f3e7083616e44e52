# .grad after backward: a detached tensor of its own layout, aliasing the incoming gradient
# where PyTorch steals it (views of it, expand/transposed results, custom Functions
# returning views of held tensors), accumulation across calls, hooks, retain_grad,
# create_graph; and NumPy scalars as Numbers for torch functions' parameters.
w = torch.ones(2, 3, requires_grad=True)
x = torch.ones(3, 2)
(w @ x).sum().backward()
w.grad
w.grad._is_view()
w.grad._base is None
w.grad.requires_grad
w.grad.grad_fn
w.grad.stride()
w.grad.is_leaf
w.grad.detach_()
w.grad.zero_()
w2 = torch.ones(3, requires_grad=True)
y = w2.expand(4, 3)
y.sum().backward()
w2.grad
w2.grad._is_view()
w2.grad.detach_().shape
w3 = torch.ones(2, 3, requires_grad=True)
out = w3.t() * 2
g = torch.ones(3, 2)
out.backward(g)
w3.grad
w3.grad._is_view()
w3.grad.stride()
w3.grad.data_ptr() == g.data_ptr()
g.add_(5)
w3.grad
# grad passed to backward directly flows to leaf
w4 = torch.ones(3, requires_grad=True)
g4 = torch.full((3,), 2.)
w4.backward(g4)
w4.grad.data_ptr() == g4.data_ptr()
w4.grad is g4
g4.add_(1)
w4.grad
w4.grad._is_view()
# two backward calls accumulate
w5 = torch.ones(3, requires_grad=True)
(w5 * 2).sum().backward()
first = w5.grad
(w5 * 3).sum().backward()
w5.grad
first
first is w5.grad
first.data_ptr() == w5.grad.data_ptr()
# hooks see the gradient
w6 = torch.ones(3, requires_grad=True)
seen = []
h = w6.register_hook(lambda gr: seen.append(gr))
(w6 * 4).sum().backward()
seen[0] is w6.grad
seen[0].data_ptr() == w6.grad.data_ptr()
seen[0]._is_view()
w6.grad._version
# post accumulate hook
w7 = torch.ones(3, requires_grad=True)
got = []
w7.register_post_accumulate_grad_hook(lambda p: got.append(p.grad._is_view()))
(w7.expand(2, 3)).sum().backward()
got
# retain_grad of a non-leaf that is a view
a = torch.ones(2, 3, requires_grad=True)
b = a * 1
c = b.t()
c.retain_grad()
(c * 2).sum().backward()
c.grad
c.grad._is_view()
c.grad.stride()
a.grad._is_view()
# create_graph
w8 = torch.ones(3, requires_grad=True)
(w8 ** 2).sum().backward(create_graph=True)
w8.grad
w8.grad.requires_grad
w8.grad._is_view()
w8.grad.grad_fn
(w8 ** 2).sum().backward(create_graph=True)
w8.grad
# sparse-like: grad of index_select leaf
w9 = torch.ones(4, requires_grad=True)
w9[1:3].sum().backward()
w9.grad
w9.grad._is_view()
# grad of a slice result from a view-y backward: narrow backward
w10 = torch.ones(2, 4, requires_grad=True)
w10.sum(0).backward(torch.ones(4))
w10.grad
w10.grad._is_view()
w10.grad.stride()
# view of leaf grad data_ptr vs the gradient computed
w11 = torch.ones(2, 2, requires_grad=True)
z = w11.t().contiguous()
z.backward(torch.arange(4.).view(2, 2))
w11.grad
w11.grad.stride()
w11.grad._is_view()
# optimizer detach_
p = torch.nn.Parameter(torch.ones(2, 3))
(p.t() @ torch.ones(2, 2)).sum().backward()
p.grad._is_view()
opt = torch.optim.SGD([p], lr=0.1)
opt.step()
p
opt.zero_grad()
p.grad
held = torch.arange(6.)
class F(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1
    @staticmethod
    def backward(ctx, g):
        return held[:3]
x = torch.ones(3, requires_grad=True)
F.apply(x).sum().backward()
x.grad
x.grad.data_ptr() == held.data_ptr()
x.grad._is_view()
held.add_(1)
x.grad
class G(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1
    @staticmethod
    def backward(ctx, g):
        return torch.arange(6.)[2:5]
y = torch.ones(3, requires_grad=True)
G.apply(y).sum().backward()
y.grad
y.grad._is_view()
y.grad.storage_offset()
y.grad.untyped_storage().nbytes()
class H(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1
    @staticmethod
    def backward(ctx, g):
        return torch.arange(6.).view(2, 3).t()
z = torch.ones(3, 2, requires_grad=True)
H.apply(z).sum().backward()
z.grad
z.grad.stride()
z.grad._is_view()
z.grad.storage_offset()
class K(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 1
    @staticmethod
    def backward(ctx, g):
        return torch.arange(8.)[::2]
k = torch.ones(4, requires_grad=True)
K.apply(k).sum().backward()
k.grad
k.grad.stride()
k.grad.storage_offset()
k.grad.untyped_storage().nbytes()
import numpy as np
import torch.nn.functional as F
x = torch.arange(6.).view(2, 3)
F.dropout(x, p=np.float64(0.0))
F.leaky_relu(x, np.float32(0.2))
F.softplus(x, beta=np.int64(2))
F.hardtanh(x, np.float64(-1), np.float64(1))
F.layer_norm(x, (3,), eps=np.float32(1e-5))
F.smooth_l1_loss(x, x * 2, beta=np.float64(0.5))
torch.optim.SGD([torch.nn.Parameter(torch.ones(1))], lr=np.float64(0.1)).param_groups[0]['lr']
x.clamp(np.float64(1), np.float64(3))
torch.full((2,), np.float32(1.5))
torch.full((2,), np.int64(3))
F.dropout(x, p=np.bool_(False))
F.dropout(x, p=np.int64(0))
x.lerp(x * 2, np.float64(0.5))
torch.linspace(np.float64(0), np.float64(1), 3)
torch.arange(np.int64(3))
x.pow(np.float64(2))
x.pow(np.int64(2))
x.div(np.float32(2))
x.mul(np.int32(3))
x.sub(np.float64(1), alpha=2)
x.add(np.float64(1), alpha=np.float64(2))
(x.int().div(np.float32(2))).dtype
(x.int().mul(np.int64(2))).dtype
x.masked_fill(x > 1, np.float64(-1))
torch.where(x > 1, x, np.float64(0))
x.where(x > 1, np.float32(0.5))
torch.quantile(x, np.float64(0.5))
x.quantile(np.float32(0.25))
x.nanquantile(np.float64(0.5), dim=1)
x.std(correction=np.float64(0))
x.fill_(np.float64(7.))
x.expand(np.int64(2), 3).shape
x.view(np.int64(3), np.int32(2)).shape
x.reshape(np.int64(-1)).shape
x.permute(np.int64(1), 0).shape
torch.zeros(np.int64(2), 2).shape
x.repeat(np.int64(2), 1).shape
x.view(np.float64(6))
x.view(np.array([6])).shape
x.new_zeros(np.int64(2), 3).shape
torch.ones(np.uint8(2)).shape
