import torch
x = torch.zeros(3)
x.scatter_(0, torch.tensor([0, 0, 2]), torch.ones(3), reduce='add')
x.scatter(0, torch.tensor([1, 1]), torch.tensor([2.0, 3.0]), reduce='add')
x.scatter(0, torch.tensor([1]), 5.0, reduce='add')
x.scatter(0, torch.tensor([1]), torch.ones(1), reduce='max')
x.scatter(0, torch.tensor([1]), torch.ones(1))
