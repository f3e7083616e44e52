# masked_fill with a mask larger than the tensor (the result broadcasts, the gradient sums
# back), and NumPy's axis= on the torch.nn.functional ops PyTorch parses natively.
import torch
import torch.nn.functional as F

x = torch.tensor([1., 2., 3.], requires_grad=True)
m2 = torch.tensor([[True, False, True], [False, False, True]])
y = x.masked_fill(m2, 0.)
y
y.grad_fn
(y * torch.arange(6.).reshape(2, 3)).sum().backward()
x.grad
v = torch.tensor(5., requires_grad=True)
z = torch.zeros(3).masked_fill(m2, v)
z
z.sum().backward()
v.grad
torch.zeros(3).masked_fill_(m2, 1.)
torch.masked_fill(torch.zeros(2, 1), m2, 1.)
a = torch.tensor([[1., 2., 2.], [0., 3., 4.]])
torch.linalg.norm(a, axis=1)
F.cosine_similarity(a, a.flip(1), axis=1)
F.pairwise_distance(a, a * 2, keepdims=True)
torch.linalg.vector_norm(a, axis=1)
torch.cosine_similarity(a, a, axis=0)
torch.norm(a, axis=1)
F.softmax(a, axis=1)
