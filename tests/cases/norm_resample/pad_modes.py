import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(2 * 2 * 3 * 4, dtype=torch.float32).mul(0.731).sin().reshape(2, 2, 3, 4)
F.pad(x, (1, 2, 2, 1), mode='reflect')
F.pad(x, (3, 3, 2, 2), mode='reflect')
F.pad(x, (1, 2, 2, 1), mode='replicate')
F.pad(x, (5, 0, 0, 4), mode='replicate')
F.pad(x, (1, 2, 2, 1), mode='circular')
F.pad(x, (4, 4, 3, 0), mode='circular')
F.pad(x, (-1, 2, 1, -1), mode='reflect')
F.pad(x, (-1, 2, 1, -1), mode='replicate')
F.pad(x, (-1, 2, 1, -1), mode='circular')
F.pad(x[0], (1, 2), mode='reflect')
F.pad(x[0, 0], (1, 2), mode='reflect')
F.pad(x[0], (2, 1, 1, 2), mode='replicate')
F.pad(x[0, 0], (2, 1), mode='circular')
F.pad(x.unsqueeze(2), (1, 1, 1, 1, 1, 1), mode='replicate')
F.pad(x.unsqueeze(2).expand(2, 2, 2, 3, 4), (1, 1, 1, 1, 1, 1), mode='reflect')
F.pad(x.unsqueeze(2), (1, 1, 1, 1, 1, 1), mode='circular')
F.pad(x, (1, 1, 1, 1), mode='reflect', value=0)
F.pad(torch.arange(6).reshape(1, 2, 3), (1, 2), mode='reflect')
F.pad(torch.arange(6).reshape(1, 2, 3), (1, 2), mode='replicate')
F.pad(x.transpose(2, 3), (1, 1, 1, 1), mode='reflect')
# modules
nn.ReflectionPad2d(2)
nn.ReflectionPad2d(2)(x)
nn.ReplicationPad1d((1, 2))
nn.ReplicationPad1d((1, 2))(x[0])
nn.CircularPad2d(1)
nn.CircularPad2d(1)(x)
# channels_last
xc = x.contiguous(memory_format=torch.channels_last)
F.pad(xc, (1, 1, 1, 1), mode='reflect').stride()
F.pad(xc, (1, 1, 1, 1), mode='replicate').stride()
F.pad(xc, (1, 1, 1, 1), mode='circular').stride()
# grads
for mode in ['reflect', 'replicate', 'circular']:
    xr = x.clone().requires_grad_()
    y = F.pad(xr, (2, 1, 1, 2), mode=mode)
    type(y.grad_fn).__name__
    (y * torch.arange(y.numel(), dtype=torch.float32).reshape(y.shape).cos()).sum().backward()
    xr.grad
x1 = x[0].clone().requires_grad_()
y1 = F.pad(x1, (2, 3), mode='reflect')
y1.grad_fn
y1.sum().backward()
x1.grad
y3 = F.pad(x.unsqueeze(2).requires_grad_(), (1, 1, 1, 1, 1, 1), mode='replicate')
y3.grad_fn
# convolutions with padding_mode
for mode in ['reflect', 'replicate', 'circular']:
    conv = nn.Conv2d(2, 3, 3, padding=1, padding_mode=mode)
    with torch.no_grad():
        conv.weight.copy_(torch.arange(54, dtype=torch.float32).mul(0.3).sin().reshape(3, 2, 3, 3))
        conv.bias.copy_(torch.tensor([0.1, -0.2, 0.3]))
    repr(conv)
    xr = x.clone().requires_grad_()
    out = conv(xr)
    out
    type(out.grad_fn.next_functions[0][0]).__name__
    out.sum().backward()
    xr.grad
    conv.weight.grad
def err(fn):
    try:
        fn()
        return "no error"
    except Exception as e:
        return type(e).__name__, str(e)
err(lambda: F.pad(x, (1, 1), mode='reflect'))
err(lambda: F.pad(x[0, 0, 0], (1, 1), mode='reflect'))
err(lambda: F.pad(x, (4, 4, 1, 1), mode='reflect'))
err(lambda: F.pad(x, (1, 1, 3, 1), mode='reflect'))
err(lambda: F.pad(x, (5, 1, 1, 1), mode='circular'))
err(lambda: F.pad(x, (1, 1, 1, 1), mode='replicate', value=3))
err(lambda: F.pad(x, (1, 1, 1, 1), mode='wrap'))
err(lambda: F.pad(x, (1, 1, 1), mode='reflect'))
err(lambda: F.pad(torch.zeros(2, 0, 3), (1, 1), mode='reflect'))
err(lambda: F.pad(torch.zeros(2, 3, 0), (1, 1), mode='replicate'))
