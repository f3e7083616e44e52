import torch
F = torch.nn.functional
F.cross_entropy(torch.zeros(3, 4), torch.tensor([0., 1., 2.]))
F.cross_entropy(torch.zeros(3), torch.tensor([0, 1, 2]))
F.cross_entropy(torch.zeros(3, 4), torch.tensor([0, 1, 2], dtype=torch.int32))
F.cross_entropy(torch.zeros(3, 4), torch.tensor([0, 1, 2], dtype=torch.uint8))
F.cross_entropy(torch.zeros(3, 4), torch.zeros(3, 4, dtype=torch.long))
F.cross_entropy(torch.zeros(3, 4), torch.zeros(2, 4))
F.cross_entropy(torch.zeros(3, 4), torch.full((3, 4), 0.25))
torch.nn.CrossEntropyLoss()(torch.zeros(2, 3, 5), torch.zeros(2, 5, dtype=torch.long))
torch.nn.CrossEntropyLoss()(torch.zeros(2, 3, 5), torch.zeros(2, 5))
F.nll_loss(torch.zeros(3, 4), torch.tensor([0., 1., 2.]))
