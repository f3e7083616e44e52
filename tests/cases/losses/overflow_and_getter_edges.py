# Edges found by hostile probes of the last stop: sizes whose storage overflows (PyTorch
# computes the storage size before it allocates), zero classes in a K-dim loss, the K-dim
# loss's weight check, cumulative_trapezoid of a 0-d tensor, operator getters with nothing.
import torch
import operator
import torch.nn.functional as F

torch.zeros(2**62, 2**62)
torch.empty(2**40, 2**40, 0)
torch.ones(2**61, 4)
torch.zeros(2**31, 2**31, 4, dtype=torch.int8)
torch.diagflat(torch.ones(2), 2**62)
torch.zeros(0, 2**62).shape
F.nll_loss(torch.zeros(2, 0, 4), torch.zeros(2, 4, dtype=torch.long))
F.cross_entropy(torch.zeros(2, 0, 4), torch.zeros(2, 4, dtype=torch.long))
F.nll_loss(torch.zeros(0, 0, 4), torch.zeros(0, 4, dtype=torch.long))
F.nll_loss(torch.zeros(2, 0, 3, 4), torch.zeros(2, 3, 4, dtype=torch.long))
F.nll_loss(torch.zeros(2, 3, 4), torch.zeros(2, 4, dtype=torch.long), weight=torch.ones(2))
F.nll_loss(torch.zeros(2, 3, 4, 5), torch.zeros(2, 4, 5, dtype=torch.long), weight=torch.ones(2))
F.nll_loss(torch.zeros(2, 3), torch.zeros(2, dtype=torch.long), weight=torch.ones(2))
F.cross_entropy(torch.zeros(2, 3, 4), torch.zeros(2, 4, dtype=torch.long), weight=torch.ones(4))
F.cross_entropy(torch.zeros(2, 3, 4), torch.zeros(2, 4, dtype=torch.long), weight=torch.ones(4), label_smoothing=0.1)
F.cross_entropy(torch.zeros(2, 3), torch.zeros(2, dtype=torch.long), weight=torch.ones(4))
torch.cumulative_trapezoid(torch.tensor(1.))
torch.cumulative_trapezoid(torch.tensor(1.), torch.tensor(2.))
torch.cumulative_trapezoid(torch.tensor([1., 3.]))
operator.itemgetter()
operator.attrgetter()
operator.methodcaller()
operator.itemgetter(1, 0)([5, 6])
operator.methodcaller("upper")("ab")
