# Containers compare their items as CPython does: identity first, then `==` taken as a truth
# value. For tensors that is the value of a one-element comparison, and PyTorch's "ambiguous"
# error for a bigger one (we answered False, silently, and `in` looked at identity only).
import torch

x = torch.arange(6.0).view(2, 3)
torch.max(x, 1) == torch.max(x, 1)
torch.max(x, 0) != torch.max(x, 0)
m = torch.max(x, 1)
m == m
m == (m.values, m.indices)
[torch.tensor(1.0)] == [torch.tensor(1.0)]
[torch.tensor(1.0)] == [torch.tensor(2.0)]
[torch.tensor(1.0)] != [torch.tensor(2.0)]
(torch.tensor([1.0, 2.0]),) == (torch.tensor([1.0, 2.0]),)
[x, 1] == [x, 1]
[x, 1] == [x, 2]
{"a": torch.tensor(1.0)} == {"a": torch.tensor(1.0)}
{"a": torch.tensor(1.0)} == {"a": torch.tensor(3.0)}
{"a": x} == {"a": x.clone()}

# `in`, index and count ask the same question of each item in turn.
torch.tensor(1.0) in [torch.tensor(0.0), torch.tensor(1.0)]
torch.tensor(7) in (torch.tensor(0), 3)
torch.tensor([1.0, 2.0]) in [torch.tensor([1.0, 2.0])]
torch.tensor([]) in [torch.tensor([])]
x in [x]
x in [1, x]
[torch.tensor(1.0), 2].index(torch.tensor(2.0))
[torch.tensor([1.0, 2.0]), 2].count(2)
[torch.tensor(3), torch.tensor(3), 4].count(torch.tensor(3))
params = [torch.ones(2), torch.zeros(2)]
params.remove(params[0])
len(params)
other = [torch.ones(2), torch.zeros(2)]
other.remove(other[1])

# Ordering ties look at `==` first as well.
(torch.tensor(1.0), 2) < (torch.tensor(1.0), 3)
(torch.tensor(1.0), 2) < (torch.tensor(2.0), 1)
sorted([(torch.tensor(2.0), "b"), (torch.tensor(1.0), "a")])[0][1]
