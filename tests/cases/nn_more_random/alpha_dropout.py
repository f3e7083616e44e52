import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
# Alpha dropout keeps SELU's mean and variance: dropped values go to the negative
# saturation value, then everything is scaled and shifted.
x = torch.randn(3, 5, requires_grad=True)
y = F.alpha_dropout(x, 0.4, training=True)
y
y.grad_fn
y.grad_fn.next_functions[0][0]
y.sum().backward()
x.grad
F.alpha_dropout(torch.ones(2, 6), 0.2, True)
F.alpha_dropout(torch.ones(4, dtype=torch.float64), 0.5, True)
# Not training (the functional default), the input comes back as it is.
F.alpha_dropout(x, 0.4) is x
F.feature_alpha_dropout(x, 0.4, training=False) is x
F.alpha_dropout(x, 0.0, True) is x
F.alpha_dropout(x, 1.0, True)
# The feature form draws once per (sample, channel).
maps = torch.ones(2, 3, 2, 2)
F.feature_alpha_dropout(maps, 0.5, True)
F.feature_alpha_dropout(torch.ones(2, 4, 3), 0.25, True)
drop = nn.AlphaDropout(0.2)
drop
z = torch.ones(4, 4)
drop(z)
drop.eval()
drop(z) is z
fdrop = nn.FeatureAlphaDropout(0.3)
fdrop
fdrop(torch.ones(2, 2, 3))
w = torch.ones(2, 5)
r = F.alpha_dropout(w, 0.5, True, inplace=True)
r is w
w
torch.manual_seed(3)
a = F.alpha_dropout(torch.ones(8), 0.5, True)
torch.manual_seed(3)
b = F.alpha_dropout(torch.ones(8), 0.5, True)
torch.equal(a, b)
try:
    F.alpha_dropout(x, 1.5)
except ValueError as e:
    m1 = str(e)
m1
try:
    nn.AlphaDropout(-0.1)
except ValueError as e:
    m2 = str(e)
m2
try:
    F.feature_alpha_dropout(torch.ones(3), 0.5, True)
except RuntimeError as e:
    m3 = str(e)
m3
try:
    F.alpha_dropout(torch.arange(4), 0.5, True)
except RuntimeError as e:
    m4 = str(e)
m4
