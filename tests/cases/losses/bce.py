import torch
import torch.nn.functional as F
x = torch.tensor([[0.2, 0.7, 0.9], [0.05, 0.5, 0.99]], requires_grad=True)
y = torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.5, 0.0]], requires_grad=True)
w = torch.tensor([1.0, 2.0, 0.5])
l = F.binary_cross_entropy(x, y)
l
l.backward()
x.grad
y.grad
F.binary_cross_entropy(x, y, weight=w, reduction='sum')
F.binary_cross_entropy(x, y, reduction='none')
F.binary_cross_entropy(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.0]))
F.binary_cross_entropy(torch.tensor([1.5]), torch.tensor([1.0]))
F.binary_cross_entropy(x, y[0])
torch.nn.BCELoss(weight=w)(x, y)
z = torch.tensor([[-2.0, 0.5, 3.0], [40.0, -40.0, 0.0]], requires_grad=True)
t = torch.tensor([[0.0, 1.0, 1.0], [1.0, 0.0, 0.3]], requires_grad=True)
pw = torch.tensor([2.0, 1.0, 0.5])
k = F.binary_cross_entropy_with_logits(z, t, pos_weight=pw)
k
k.backward()
z.grad
t.grad
F.binary_cross_entropy_with_logits(z, t, weight=w, reduction='none')
F.binary_cross_entropy_with_logits(z, t, reduction='sum')
gz, = torch.autograd.grad(F.binary_cross_entropy_with_logits(z, t, weight=w), z)
gz
torch.nn.BCEWithLogitsLoss(pos_weight=pw)(z, t)
F.binary_cross_entropy_with_logits(z, t[0])
F.binary_cross_entropy(x, y, size_average=True)
F.binary_cross_entropy(x, y, size_average=False)
F.binary_cross_entropy(x, y, reduce=False)
F.mse_loss(x, y, size_average=False)
F.cross_entropy(torch.tensor([[1.0, 2.0]]), torch.tensor([1]), reduce=False)
