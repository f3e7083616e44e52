# std/var where users slip: integer and bool inputs, 16-bit floats, strided and expanded
# views, empty dims, inf/nan, a correction larger than the count.
import torch

torch.tensor([1, 2]).std()
torch.tensor([True]).var()
torch.tensor([1, 2]).std(dim=0)
torch.tensor([1, 2]).norm()
torch.tensor([1.5, 2.5, 7.25], dtype=torch.float16).std()
torch.tensor([[1.5, 2.5, 7.25]], dtype=torch.bfloat16).var(dim=1)
torch.arange(6.).reshape(2, 3).t().std()
torch.arange(6.).reshape(2, 3)[:, ::2].var(keepdim=True)
torch.ones(2, 0).std(dim=1)
torch.tensor([float('inf'), 1.]).std()
torch.tensor([float('nan'), 1.]).var(dim=0)
torch.arange(4.).expand(3, 4).std()
torch.tensor(5.).var(correction=0)
torch.ones(3).std(correction=5)
