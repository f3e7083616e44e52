# A one-integer tensor where Python asks for an index (`__index__`): graph code keeps its
# node counts as tensors (`edge_index.max() + 1`) and hands them to range, list repeats,
# math and random.
import math
import random
import operator
import torch

edge_index = torch.tensor([[0, 1, 2, 4], [1, 2, 3, 0]])
n = edge_index.max() + 1
n.tolist()
list(range(n))
list(range(1, n))
list(range(0, n, torch.tensor(2)))
range(torch.tensor([3]))
range(torch.tensor(True))
adj_list = {i: [] for i in range(n)}
for s, d in edge_index.t().tolist():
    adj_list[s].append(d)
adj_list
[0] * n
n * [1]
(None,) * n
"ab" * n
n * "-"
[[0] * n for _ in range(n)]
hex(n), oct(n), bin(n)
hex(torch.tensor(255)), bin(torch.tensor(-3, dtype=torch.int8))
math.comb(n, 2)
math.perm(n, torch.tensor(2))
math.factorial(n)
math.isqrt(torch.tensor(17))
operator.index(n)
random.seed(0)
random.randrange(n)
random.randrange(torch.tensor(1))
random.randrange(2, n)
# tensors that are no index: PyTorch's TypeError
def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
err(lambda: range(torch.tensor(2.)))
err(lambda: range(torch.tensor([1, 2])))
err(lambda: hex(torch.tensor(2.)))
err(lambda: [0] * torch.tensor(2.))
err(lambda: torch.ones(2) * [1, 2])
err(lambda: math.factorial(torch.tensor(5.)))
err(lambda: [1, 2] * torch.ones(2))
# a tensor times a number is still tensor math
(n * 2).tolist()
(n * 2.5).item()
