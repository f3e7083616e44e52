import torch
import torch.nn.functional as F
x = torch.tensor([-4.0, -1.0, 0.0, 0.3, 2.0, 6.0, 30.0], requires_grad=True)
F.softplus(x)
F.softplus(x, beta=2.0)
F.softplus(x, beta=2.0, threshold=5.0)
F.softplus(x, 0.5, 1.0)
y = F.softplus(x, beta=3.0, threshold=4.0)
g, = torch.autograd.grad(y.sum(), x)
g
F.logsigmoid(x)
F.softplus(x, beta=-1.0)
