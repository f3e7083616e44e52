import torch
torch.zeros(3).index_add_(0, torch.tensor([-1]), torch.tensor([1.0]))
torch.zeros(3).index_add_(0, torch.tensor([3]), torch.tensor([1.0]))
torch.zeros(3).index_add(0, torch.tensor([-4]), torch.tensor([1.0]))
torch.zeros(3).index_add_(0, torch.tensor([0, 7]), torch.ones(2))
torch.zeros(2, 3).index_add_(1, torch.tensor([5]), torch.ones(2, 1))
torch.zeros(2, 3).index_add_(1, torch.tensor([-1]), torch.ones(2, 1))
torch.zeros(3).index_add_(0, torch.tensor([0, 2, 2]), torch.tensor([1., 2., 3.]))
torch.zeros(2, 3).index_add(0, torch.tensor([1]), torch.ones(1, 3), alpha=2)
