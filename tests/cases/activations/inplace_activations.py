import torch
import torch.nn.functional as F
x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0], requires_grad=True)
w = x * 1
r = F.silu(w, inplace=True)
r
w
w2 = x * 1
F.leaky_relu(w2, 0.2, inplace=True)
w3 = x * 1
F.elu(w3, inplace=True)
w4 = x * 1
F.relu(w4, inplace=True)
(r.sum() + w2.sum() + w3.sum() + w4.sum()).backward()
x.grad
v = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0])
torch.nn.SiLU(inplace=True)(v)
v
torch.nn.LeakyReLU(0.1, inplace=True)(v)
v
torch.nn.ReLU(inplace=True)(v)
v
torch.nn.LeakyReLU(0.2, True)
torch.nn.SiLU(True)
d = torch.ones(3, 4)
F.dropout(d, 0.5, False, inplace=True)
d
F.sigmoid(d)
F.tanh(d)
