# Folding batch norm into the convolution or linear layer before it, for inference
import torch
import torch.nn as nn
from torch.nn.utils import fuse_conv_bn_eval, fuse_linear_bn_eval

torch.manual_seed(0)
conv = nn.Conv2d(2, 3, 3)
bn = nn.BatchNorm2d(3)
x = torch.randn(4, 2, 6, 6)
bn(conv(x))
conv.eval(); bn.eval()
fused = fuse_conv_bn_eval(conv, bn)
fused.weight
fused.bias
ref = bn(conv(x))
out = fused(x)
(out - ref).abs().max() < 1e-5
type(fused).__name__, fused.weight.requires_grad
lin = nn.Linear(3, 2).eval()
bn1 = nn.BatchNorm1d(2).eval()
bn1.running_mean.fill_(0.5)
bn1.running_var.fill_(2.0)
fl = fuse_linear_bn_eval(lin, bn1)
fl.weight, fl.bias
torch.allclose(fl(torch.ones(1, 3)), bn1(lin(torch.ones(1, 3))))
ct = nn.ConvTranspose2d(3, 2, 2).eval()
bn2 = nn.BatchNorm2d(2).eval()
fuse_conv_bn_eval(ct, bn2, transpose=True).weight.shape
try:
    fuse_conv_bn_eval(nn.Conv2d(1, 1, 1), nn.BatchNorm2d(1))
except AssertionError as e:
    err = str(e)
err
