# Mistakes users make, each raising the exception class PyTorch and CPython raise, so
# `except IndexError:` and friends catch what they catch there.
import torch.nn as nn
import torch.nn.functional as F
x = torch.arange(6.).view(2, 3)
v = torch.arange(3.)
x[2]
x[0, 5]
x[:, 3]
x[0, 0, 0]
v[[0, 5]]
v[torch.tensor([True, False])]
v[torch.tensor([5])]
x.select(0, 5)
x.squeeze(5)
x.sum(2)
x.max(dim=3)
x.transpose(0, 2)
x.unsqueeze(4)
x.narrow(0, 1, 5)
x.index_select(0, torch.tensor([5]))
torch.gather(x, 1, torch.tensor([[5]]))
v[::-1]
v[::0]
int(v)
float(v)
bool(v)
v.item()
torch.tensor([[1, 2], [3]])
torch.tensor("a")
torch.zeros(-1)
torch.zeros(2, 3).view(4)
torch.zeros(2, 3).T.view(6)
x.permute(0, 0)
x.expand(3)
x.repeat(1)
x.unfold(1, 5, 1)
x @ x
torch.cat([])
torch.stack([])
torch.cat([x, v])
x.split(0)
x.chunk(0)
torch.arange(0, 10, -1)
torch.arange(0, 10, 0)
x.reshape(-1, -1)
v.view(-1, 0)
x + torch.ones(4)
x.add_(torch.ones(2, 1, 3))
v.backward()
torch.ones(2, requires_grad=True).backward()
F.cross_entropy(torch.randn(3, 5), torch.tensor([1, 2]))
F.nll_loss(torch.randn(3, 5), torch.tensor([1, 2]))
F.cross_entropy(torch.randn(3, 5), torch.tensor([1, 2, 7]))
F.mse_loss(torch.ones(2), torch.ones(3))
nn.Embedding(10, 3)(torch.tensor([10]))
nn.Linear(3, 2)(torch.ones(4))
nn.Dropout(p=1.5)
torch.optim.SGD([torch.ones(1, requires_grad=True)], lr=-1)
torch.optim.Adam([torch.ones(1, requires_grad=True)], lr=0.1, betas=(1.5, 0.9))
torch.optim.Adam([torch.ones(1, requires_grad=True)], lr=0.1, eps=-1)
torch.softmax(x, 2)
torch.zeros(2, dtype=torch.int64).mean()
torch.zeros(2, dtype=torch.int64).requires_grad_()
torch.ones(2, dtype=torch.long, requires_grad=True)
len(torch.tensor(1.))
iter(torch.tensor(1.))
torch.tensor(1.).tolist()[0]
x.numpy() if False else x.view(2, 2)
x.T.is_contiguous(memory_format=torch.preserve_format)
torch.zeros(3).masked_fill_(torch.zeros(4, dtype=torch.bool), 1.)
torch.zeros(3).masked_fill_(torch.zeros(3), 1.)
torch.where(torch.zeros(3), v, v)
torch.randint(5, 2, (3,))
torch.full((2,), 1.5, dtype=torch.int64)
torch.tensor(300, dtype=torch.uint8)
torch.ones(2).to("cuda")
torch.ones(2).cuda()
torch.device("nope")
x.flatten(2)
x.movedim(0, 5)
x.diagonal(0, 0, 0)
x.as_strided((2, 2), (-1, 1))
torch.empty(2, 3).T.contiguous().view(3, 2).stride()
[1, 2][5]
{}["a"]
(1, 2)[5]
"abc"[9]
1 / 0
1 // 0
1 % 0
1.0 / 0
int("x")
float("x")
int(None)
[].pop()
[1].index(5)
{}.pop("a")
list(range(3)).remove(9)
"a" + 1
None + 1
undefined_name
x.undefined_attr
torch.undefined_fn
(1, 2) + [3]
max([])
min([])
sum([1, "a"])
next(iter([]))
assert False, "boom"
raise NotImplementedError("later")
raise ValueError()
x.grad.zero_()
math.sqrt(-1)
math.log(0)
round(float("inf"))
int(float("nan"))
2 ** -1 // 0
range(0, 10, 0)
"a".index("b")
divmod(1, 0)
pow(0, -1)
sorted([1, "a"])
"{}{}".format(1)
"%d" % "a"
abs("a")
torch.ones(2, 3).T.view(-1)
torch.zeros(3).scatter(0, torch.tensor([1]), torch.ones(0))
torch.zeros(2, 3).scatter(1, torch.tensor([[0, 1]]), torch.ones(1, 1))
torch.zeros(2, 3).scatter(1, torch.tensor([[0, 1, 2, 0]]), torch.ones(1, 4))
torch.zeros(2, 3).scatter_add(0, torch.tensor([[0], [1], [0]]), torch.ones(3, 1))
