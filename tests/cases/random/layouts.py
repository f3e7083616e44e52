# In-place fills walk memory the way PyTorch's kernel walks it, not in logical order.
import torch
torch.manual_seed(0)
t = torch.empty(4, 6).T
t.normal_()
t.stride()
str(t.tolist())
u = torch.empty(4, 6).T
u.uniform_()
str(u.tolist())
z = torch.empty(4, 6)[:, ::2]
z.normal_()
str(z.tolist())
p = torch.empty(2, 3, 4).permute(2, 0, 1)
p.uniform_()
str(p.tolist())
q = torch.empty(5, 4)[1:4]
q.normal_()
q.is_contiguous()
str(q.tolist())
w = torch.empty(8, 8)[::2, 1::3]
w.random_(0, 100)
e = torch.empty(3, 2).t()
e.exponential_()
b = torch.zeros(6, 2).T
b.bernoulli_(torch.tensor([[0.1, 0.5, 0.9, 0.3, 0.7, 0.2], [0.6, 0.4, 0.8, 0.5, 0.5, 0.5]]))
# A contiguous slice of 16+ elements takes the vectorised path from its own offset.
big = torch.zeros(40)
big[4:24].normal_()
str(big.tolist())
torch.randn(3, 4).T.contiguous()
