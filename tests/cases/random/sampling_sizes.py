# Sampling ops asked for more samples than memory holds end in the allocator's RuntimeError
# before anything is drawn (a fuzz run found multinomial building a 34 GB host list first);
# sizes that fit are still drawn whole.
import torch
torch.manual_seed(0)
w = torch.tensor([[0.1, 0.2, 0.3, 0.4], [1., 1., 0., 5.]])
torch.multinomial(w, 2**40, True)
torch.multinomial(w[0], 2**40, replacement=True)
torch.multinomial(w, 2**40)
torch.multinomial(w, 7, True)
torch.multinomial(w[1], 3)
torch.randint(0, 10, (2**40,))
torch.randperm(2**40)
torch.rand(2**20, 2**20)
torch.empty(2**40).normal_()
torch.multinomial(torch.tensor([1.0, 2.0]), 2**20, True).bincount()
torch.eye(2**40)
torch.eye(3, 2**40)
torch.logspace(0, 1, 2**40)
torch.linspace(0, 1, 2**40)
torch.arange(2**40)
torch.zeros(2**33, 2**33)
torch.arange(-2**63, 2**63 - 1)
torch.arange(0, 2**62, 2**60)
