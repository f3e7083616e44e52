import torch
import torch.nn as nn
import torch.nn.functional as F

# the docs' examples, with deterministic data
unfold = nn.Unfold(kernel_size=(2, 3))
repr(unfold)
inp = torch.arange(2 * 5 * 3 * 4, dtype=torch.float32).mul(0.731).sin().reshape(2, 5, 3, 4)
output = unfold(inp)
output.size()
output
fold = nn.Fold(output_size=(4, 5), kernel_size=(2, 2))
repr(fold)
inp2 = torch.arange(1 * 3 * 2 * 2 * 12, dtype=torch.float32).mul(0.37).cos().reshape(1, 3 * 2 * 2, 12)
fold(inp2)
fold(inp2).size()
# convolution as unfold + matmul + fold
inp = torch.arange(1 * 3 * 10 * 12, dtype=torch.float32).mul(0.731).sin().reshape(1, 3, 10, 12)
w = torch.arange(2 * 3 * 4 * 5, dtype=torch.float32).mul(0.53).cos().reshape(2, 3, 4, 5)
inp_unf = F.unfold(inp, (4, 5))
out_unf = inp_unf.transpose(1, 2).matmul(w.view(w.size(0), -1).t()).transpose(1, 2)
out = F.fold(out_unf, (7, 8), (1, 1))
(out - F.conv2d(inp, w)).abs().max() < 1e-4
x = torch.arange(2 * 3 * 5 * 6, dtype=torch.float32).mul(0.731).sin().reshape(2, 3, 5, 6)
F.unfold(x, 2, stride=2, padding=1, dilation=2)
F.unfold(x[0], (2, 3))
repr(nn.Unfold((2, 3), dilation=2, padding=1, stride=2))
F.unfold(x.contiguous(memory_format=torch.channels_last), 2).stride()
F.unfold(x.transpose(2, 3), 3)
# grads
xr = x.clone().requires_grad_()
u = F.unfold(xr, 3, padding=1, stride=2)
u.grad_fn
(u * torch.arange(u.numel(), dtype=torch.float32).reshape(u.shape).sin()).sum().backward()
xr.grad
c = torch.arange(2 * 12 * 20, dtype=torch.float32).mul(0.11).sin().reshape(2, 12, 20).requires_grad_()
f = F.fold(c, (5, 6), 2, padding=1, stride=(1, 2))
f.shape
f.grad_fn
f.pow(2).sum().backward()
c.grad
cu = c[0].detach().requires_grad_()
fu = F.fold(cu, (5, 6), 2, padding=1, stride=(1, 2))
fu.shape
fu.sum().backward()
cu.grad
def err(fn):
    try:
        fn()
        return "no error"
    except Exception as e:
        return type(e).__name__, str(e)
err(lambda: F.unfold(x, 7))
err(lambda: F.unfold(x, 0))
err(lambda: F.unfold(x, 2, stride=0))
err(lambda: F.unfold(x, 2, dilation=0))
err(lambda: F.unfold(x, (2, 2, 2)))
err(lambda: F.unfold(x.unsqueeze(0), 2))
err(lambda: F.unfold(x.long(), 2))
err(lambda: F.fold(c, (6, 6), 2, padding=1, stride=(1, 2)))
err(lambda: F.fold(c[:, :11], (5, 6), 2, padding=1, stride=(1, 2)))
err(lambda: F.fold(x, (4, 4), 2))
err(lambda: F.fold(c[0, 0], (4, 4), 2))
err(lambda: F.fold(c, (5, 6), 3))
