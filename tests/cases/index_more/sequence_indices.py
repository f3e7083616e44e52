# Indices written the ways tutorials write them: range objects (makemore's
# `probs[range(n), ys]`), tuples of positions, and namedtuples where a tuple is expected.
import torch
from collections import namedtuple


logits = (torch.arange(135.0).reshape(5, 27) * 0.37).sin() * 3
ys = torch.tensor([3, 0, 26, 5, 5])
probs = logits.softmax(1)
n = ys.shape[0]
picked = probs[range(n), ys]
picked
loss = -picked.log().mean()
loss
probs[range(5)].shape
probs[range(0)].shape
probs[range(4, 0, -2), 1]
probs[torch.arange(5), ys].equal(picked)

x = torch.arange(12).reshape(3, 4)
x[(0, 1), (1, 2)]
x[(0, 2), :]
x[[(0, 1), (1, 2)]]
x[[(0, 1)]]
x[[[0, 1], (1, 2)]]
x[..., (0, 3)]
x[range(3), range(3)]
x[[range(2), range(1, 3)]]
x[(True, False, True),]

# writing through them
w = torch.zeros(3, 4)
w[range(3), (0, 1, 2)] = 1.0
w
w[(0, 2), ...] = 7.0
w

# a namedtuple is a tuple to PyTorch
Pos = namedtuple("Pos", ["row", "col"])
p = Pos(1, 2)
x[p]
x[Pos([0, 1], [1, 2])]
torch.zeros(Pos(2, 3)).shape
x.view(Pos(4, 3)).shape
x.reshape(Pos(2, 6)).stride()
x.permute(Pos(1, 0)).stride()
torch.tensor(Pos(4, 5))
torch.ones(2, 3).sum(Pos(0, 1))
x.flip(Pos(0, 1))

# mistakes
x[range(5)]
x[(0, 5), (1, 2)]
x[(0.5, 1)]
probs[range(n), ys.float()]
