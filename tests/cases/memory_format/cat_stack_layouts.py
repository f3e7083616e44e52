# torch.cat keeps the layout its inputs share (channels_last in, channels_last out) and
# torch.stack is cat(...).view(...), as ATen computes them (we always returned contiguous).
import torch

cl = torch.arange(120.).reshape(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)
c = torch.cat([cl, cl], 1)
c.stride(), c.is_contiguous(memory_format=torch.channels_last), c[1, 4, 2]
torch.cat([cl, cl], 0).stride(), torch.cat([cl, cl], 2).stride(), torch.cat([cl, cl], 3).stride()
torch.cat([cl]).stride(), torch.cat([cl, cl.contiguous()], 1).stride()
s = torch.stack([cl, cl])
s.stride(), s._is_view(), s[1, 1, 2, 3, 4]
torch.stack([cl, cl], 1).stride(), torch.stack([cl, cl], 2).stride(), torch.stack([cl, cl], 4).stride()
torch.stack([cl, cl], -1).stride()
cl3 = torch.arange(240.).reshape(2, 3, 2, 4, 5).contiguous(memory_format=torch.channels_last_3d)
torch.cat([cl3, cl3], 2).stride(), torch.stack([cl3, cl3]).stride()
t = torch.arange(12.).reshape(3, 4).t()
torch.cat([t, t]).stride(), torch.stack([t, t]).stride(), torch.stack([t, t], 2).stride()
x = torch.arange(6.).reshape(2, 3)
torch.stack([x, x]).stride(), torch.stack([x, x], 1).stride(), torch.stack([x, x], 2).stride()
w = cl.clone().requires_grad_()
y = torch.stack([w, w * 2], 1)
y.grad_fn.name(), y.stride()
y.sum().backward()
w.grad.stride(), w.grad[0, 0, 0]
z = torch.cat([w, w], 1)
z.grad_fn.name(), z.stride()
torch.stack([torch.ones(2, 1, 1, 1), torch.ones(2, 1, 1, 1)]).stride()
torch.cat([torch.ones(2, 1, 1, 1), torch.ones(2, 1, 1, 1).contiguous(memory_format=torch.channels_last)], 1).stride()
r = cl.roll(1, 1)
r.stride(), r[0, :, 0, 0], r.grad_fn
cl.roll(2, 3).stride(), cl.roll(0, 2).stride(), cl.roll((1, 1), (1, 2)).stride(), cl.roll(3).stride()
t.roll(1, 0).stride(), t.roll(1, 0), t.roll(-5, 1)
torch.zeros(0, 3).t().roll(1, 0).stride(), x.roll(0, 1).stride(), x[:, ::2].roll(1, 1).stride()
wr = cl.clone().requires_grad_()
o = wr.roll(1, 1)
o.grad_fn.name(), o.stride()
(o * torch.arange(120.).reshape(2, 3, 4, 5)).sum().backward()
wr.grad.stride(), wr.grad[0, :, 1, 1]
