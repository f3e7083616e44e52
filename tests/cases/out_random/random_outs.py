# out= on the random functions, as PyTorch's OpInfo tests call them: an empty out tensor
# of each dtype. The draws come from the CPU generator's stream (this folder is CPU-only);
# a refused out tensor leaves the stream where it was.
import torch
torch.manual_seed(0)
p = torch.tensor([0.2, 0.5, 0.9])
# randint
o = torch.empty(0, dtype=torch.float32)
torch.randint(0, 5, (2, 3), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.randint(0, 5, (2, 3), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.randint(0, 5, (2, 3), out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.randint(0, 5, (2, 3), out=o)
o.dtype, o.shape
# randperm
o = torch.empty(0, dtype=torch.float32)
torch.randperm(5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.randperm(5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.randperm(5, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.randperm(5, out=o)
o.dtype, o.shape
# rand
o = torch.empty(0, dtype=torch.float32)
torch.rand(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.rand(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.rand(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.rand(2, 3, out=o)
o.dtype, o.shape
# randn
o = torch.empty(0, dtype=torch.float32)
torch.randn(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.randn(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.randn(2, 3, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.randn(2, 3, out=o)
o.dtype, o.shape
# multinomial
o = torch.empty(0, dtype=torch.float32)
torch.multinomial(p, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.multinomial(p, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.multinomial(p, 2, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.multinomial(p, 2, out=o)
o.dtype, o.shape
# bernoulli
o = torch.empty(0, dtype=torch.float32)
torch.bernoulli(p, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.float64)
torch.bernoulli(p, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.int64)
torch.bernoulli(p, out=o)
o.dtype, o.shape
o = torch.empty(0, dtype=torch.bool)
torch.bernoulli(p, out=o)
o.dtype, o.shape
# a failed out= leaves the generator where it was
torch.manual_seed(0)
torch.multinomial(torch.tensor([0.2, 0.8]), 1, out=torch.empty(0))
torch.rand(2)
torch.manual_seed(0)
torch.rand(2)
# the blitz's random inputs, added into an output tensor
torch.manual_seed(0)
x = torch.rand(5, 3)
y = torch.rand(5, 3)
result = torch.empty(5, 3)
torch.add(x, y, out=result)
torch.randint(0, 10, (4,), out=torch.empty(0, dtype=torch.int32))
torch.randperm(4, out=torch.empty(0))
torch.randn(2, 2, out=torch.empty(0, dtype=torch.float64))
