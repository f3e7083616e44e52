# int32 indices are converted to int64 after broadcasting (a dense copy), so an expanded int32
# index does not decide the result's layout (a review found our strides wrong after today's layout work).
import torch
x = torch.arange(12.).reshape(4, 3)
jt = torch.tensor([[0, 2, 1], [1, 0, 2]]).t()
x[torch.tensor([[1], [2], [0]], dtype=torch.int32).expand(3, 2), jt].stride()
x[torch.tensor([[1], [2], [0]]).expand(3, 2), jt].stride()
x[torch.tensor([[1, 2, 0], [0, 0, 1]], dtype=torch.int32).t(), jt].stride()
x[torch.tensor([1, 2], dtype=torch.int32), jt].stride()
x[torch.tensor([[1, 2]], dtype=torch.int32), jt].stride()
x[torch.tensor([[1], [2], [3]], dtype=torch.int32), jt].stride()
y = torch.arange(60.).reshape(3, 4, 5)
y[:, torch.tensor([[1], [2]], dtype=torch.int32), torch.tensor([[0, 1, 2]]).t().t()].stride()
y[torch.tensor([0], dtype=torch.int32), :, torch.tensor([[1, 2], [3, 4]]).t()].stride()
y[torch.tensor([0]), :, torch.tensor([[1, 2], [3, 4]]).t()].stride()
