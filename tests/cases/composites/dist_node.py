# torch.dist is one ATen kernel with one node, DistBackward0 (it used to show the
# composition's LinalgVectorNormBackward0), for every p; integer inputs are refused.
import torch
a = torch.tensor([1., 2., 3.], requires_grad=True)
b = torch.tensor([[0., 1., 1.], [2., 2., 2.]])
d = torch.dist(a, b)
d
d.backward()
a.grad
torch.dist(a, b, 1)
torch.dist(a, b, 0)
torch.dist(a, b, float('inf'))
a.dist(b, p=3)
torch.dist(a, 2)
torch.dist(torch.tensor([1, 2]), torch.tensor([3, 5]))
