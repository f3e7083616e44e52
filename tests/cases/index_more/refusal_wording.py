# ATen's own wording for refusals met in PyTorch's tests: index_copy_'s slice shapes,
# a transposed convolution's output padding, constant padding that crops past the input
# (narrow's refusal), frac of an integer tensor, and normal's parser message.
import torch
import torch.nn.functional as F
x = torch.zeros(5, 4, 3)
x.index_copy(1, torch.tensor([0, 1]), torch.ones(5, 2, 2))
x.index_copy(0, torch.tensor([0, 1]), torch.ones(2, 3, 3))
x.index_copy(2, torch.tensor([0]), torch.ones(4, 4, 1))
F.conv_transpose1d(torch.ones(1, 1, 4), torch.ones(1, 1, 3), stride=2, output_padding=2)
F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), stride=(1, 2), output_padding=(0, 2))
F.conv_transpose3d(torch.ones(1, 1, 2, 2, 2), torch.ones(1, 1, 2, 2, 2), stride=2, output_padding=(0, 2, 0))
F.conv_transpose2d(torch.ones(1, 1, 4, 4), torch.ones(1, 1, 3, 3), stride=2, output_padding=1, dilation=3).shape
y = torch.ones(2, 3)
F.pad(y, (-4, 0))
F.pad(y, (-3, 0)).shape
F.pad(y, (-2, -2))
F.pad(y, (0, -5))
F.pad(y, (2, -5))
F.pad(y, (-1, -1, -2, 0)).shape
F.pad(y, (0, 0, -3, 1))
F.pad(y, (-9, 0, -3, 1))
torch.arange(4).frac()
torch.arange(4).frac_()
torch.tensor([1, 2], dtype=torch.int8).frac()
torch.normal(1.0, 2.0)
torch.normal(1, 2)
torch.normal(1.0, 2.0, size=(2,), foo=1)
torch.normal(1.0, 2.0, size=(2,)).shape
