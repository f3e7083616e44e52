import torch
torch.searchsorted(torch.tensor([[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]]), torch.tensor([[3, 6, 9], [3, 6, 9]]))
torch.searchsorted(torch.tensor([[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]]), torch.tensor([[3, 6, 9], [3, 6, 9]]), right=True)
torch.searchsorted(torch.tensor([1, 3, 5]), torch.tensor([[3, 6], [0, 9]]), right=True, out_int32=True)
torch.searchsorted(torch.tensor([5, 1, 3]), torch.tensor([3]), sorter=torch.tensor([1, 2, 0]))
torch.searchsorted(torch.tensor([5., 1., 3.]), torch.tensor([0., 2., 4., 6.]), side='right', sorter=torch.tensor([1, 2, 0]))
torch.searchsorted(torch.tensor([1., 3., 5.]), 4.0)
torch.searchsorted(torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2]))
torch.searchsorted(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[1], [2], [3]]))
torch.searchsorted(torch.tensor([5, 1, 3]), torch.tensor([3]), sorter=torch.tensor([1, 2]))
torch.bucketize(torch.tensor([1, 2]), torch.tensor([[1, 2]]))
torch.bucketize(torch.tensor([[1, 5], [9, 3]]), torch.tensor([1, 3, 5, 7]), out_int32=True, right=True)
torch.bucketize(torch.tensor([[1, 5], [9, 3]]), torch.tensor([1, 3, 5, 7]))
torch.searchsorted(torch.tensor([[1., 2., 3.]]), torch.tensor([[2.5, 0.5]])).dtype
