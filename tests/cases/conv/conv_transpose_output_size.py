# Transposed convolutions as d2l's "transposed convolution" section and PyTorch's docs use
# them: padding crops a fresh image (its own strides), and forward(output_size=) picks the
# output_padding that reaches the size asked for.
import torch
from torch import nn
import torch.nn.functional as F


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


X = torch.tensor([[0.0, 1.0], [2.0, 3.0]]).reshape(1, 1, 2, 2)
tconv = nn.ConvTranspose2d(1, 1, kernel_size=2, padding=1, bias=False)
tconv.weight.data = X.clone()
y = tconv(X)
y
y.stride(), y.storage_offset(), y.is_contiguous()
y.view(-1)
y2 = F.conv_transpose2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 3, 3), padding=1)
y2
y2.stride(), y2.storage_offset()
y3 = F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), padding=1)
y3, y3.stride(), y3.storage_offset()
y4 = F.conv_transpose2d(torch.ones(1, 2, 1, 4), torch.ones(2, 1, 1, 3), padding=(0, 1))
y4.stride(), y4.storage_offset()
y5 = F.conv_transpose2d(torch.ones(2, 3, 1, 1), torch.ones(3, 1, 3, 3), padding=1)
y5.stride(), y5.storage_offset()

# output_size: the docs' downsample/upsample round trip.
torch.manual_seed(0)
inp = torch.arange(2 * 16 * 12 * 12, dtype=torch.float32).reshape(2, 16, 12, 12) / 1000
downsample = nn.Conv2d(16, 16, 3, stride=2, padding=1)
upsample = nn.ConvTranspose2d(16, 16, 3, stride=2, padding=1)
h = downsample(inp)
h.size()
output = upsample(h, output_size=inp.size())
output.size()
upsample(h).size()
upsample(h, output_size=[12, 12]).size()
upsample(h, output_size=(11, 12)).size()
torch.allclose(upsample(h, output_size=[12, 12]), output)
attempt(lambda: upsample(h, output_size=[13, 12]))
attempt(lambda: upsample(h, output_size=[12]))
attempt(lambda: upsample(h[0], output_size=[16, 12, 12]).shape)
ct = nn.ConvTranspose2d(2, 1, kernel_size=3, output_padding=1, padding=1, stride=2)
ct(torch.ones(1, 2, 4, 4), output_size=[7, 7]).shape
ct(torch.ones(1, 2, 4, 4), output_size=[8, 8]).shape
ct1 = nn.ConvTranspose1d(1, 1, 3, stride=3)
ct1(torch.ones(1, 1, 4), output_size=[14]).shape
ct1(torch.ones(1, 1, 4), output_size=[12]).shape
attempt(lambda: ct1(torch.ones(1, 1, 4), output_size=[15]))
o = ct1(torch.arange(4.).view(1, 1, 4), output_size=[14])
o.sum().backward()
ct1.weight.grad
