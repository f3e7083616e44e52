# The dtype and parameter checks of F.conv1d/2d and conv_transpose2d in ATen's order, as
# tutorials hit them (a double image into a float Conv2d, a uint8 image straight from a
# dataset, a bias of another dtype, a 3-d weight given to conv2d, bool and integer inputs).
import torch
import torch.nn.functional as F
x = torch.arange(25.0).view(1, 1, 5, 5) / 10 - 1
w = torch.arange(9.0).view(1, 1, 3, 3) / 4 - 1
F.conv2d(x.double(), w)
F.conv2d(x.double(), w, torch.zeros(1))
F.conv2d(x, w.double())
F.conv2d(x, w.double(), torch.zeros(1))
F.conv2d(x, w, torch.zeros(1).double())
F.conv2d(x.double(), w.double(), torch.zeros(1))
F.conv2d(x.long(), w.long())
F.conv2d(x.long(), w.long(), torch.zeros(1).long())
F.conv1d(torch.arange(5.0).view(1, 1, 5).double(), torch.ones(1, 1, 3), torch.zeros(1))
F.conv_transpose2d(x.double(), w, torch.zeros(1))
F.conv2d(x, torch.ones(1, 1, 3))
F.conv2d(x, torch.ones(1, 1, 3), padding=(1, 1))
F.conv1d(torch.arange(5.0).view(1, 1, 5), w)
F.conv2d(x, w.half())
F.conv2d(x.bfloat16(), w)
F.conv2d(x.bfloat16(), w.bfloat16(), torch.zeros(1))
F.conv2d(x.half(), w.half(), torch.zeros(1))
F.conv2d(torch.ones(1, 2, 5, 5), w, torch.zeros(1).double())
F.conv2d(x.int(), w.int())
F.conv2d(x.to(torch.uint8), w.to(torch.uint8))
F.conv2d(x.bool(), w.bool())
F.conv2d(x, w, torch.zeros(1, dtype=torch.int64))
torch.nn.Conv2d(3, 8, 3)(torch.ones(1, 3, 8, 8, dtype=torch.uint8))
F.conv2d(x, w, stride=(1, 1, 1))
F.conv2d(x, w, dilation=(1, 1, 1))
F.conv2d(x, w, padding=(1, 1, 1))
F.conv_transpose2d(x, w, output_padding=(0, 0, 0))
F.conv_transpose2d(x, w, stride=(1, 1, 1))
F.conv2d(x, w, padding=(1, 1, 1), stride=(1, 2, 3))
