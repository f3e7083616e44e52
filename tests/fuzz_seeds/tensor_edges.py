# Tensor layouts and values at their edges: empty, 0-d, stride 0, huge views, int limits.
x = torch.arange(24.).view(2, 3, 4)
y = x.permute(2, 0, 1)
y.stride(), y.is_contiguous()
z = x[:, ::2, 1:]
z.storage_offset(), z.stride()
e = torch.zeros(1).expand(5, 3)
e.stride(), e.sum()
w = x.as_strided((2, 2), (1, 2), 3)
w
torch.empty(0, 3).sum(0)
torch.tensor(5).item()
i = torch.tensor([-2**63, 2**63 - 1])
i // -1, i + 1
torch.tensor([1e30, 1e30]).norm()
torch.tensor([1., float('nan'), -0.0]).sign()
u = torch.tensor([250, 3], dtype=torch.uint8)
u + 10, u.any()
b = torch.tensor([[True, False], [True, True]])
b.tril(), b.sum()
x.unfold(2, 2, 1).shape
x.diagonal(0, 1, 2)
torch.softmax(torch.tensor(2.), 0)
g = torch.ones(3, requires_grad=True)
h = (g * torch.tensor([0., 2., 3.])).prod()
h.backward()
g.grad
m = torch.arange(6.).view(2, 3)
m[torch.tensor(1)], m[True].shape
m[m > 2] = -1
m

# Found by the fuzzer (stop 31): a batch of 2**31 empty matrices was unbound into views
# before anything counted them. Now an allocation error.
torch.linalg.det(torch.zeros(2147483648, 0, 0))
torch.zeros(2**31, 0).unbind()
