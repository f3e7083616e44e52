# torch.set_default_dtype as scientific scripts and PyTorch's own tests use it
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.get_default_dtype()
torch.set_default_dtype(torch.float64)
torch.get_default_dtype()
torch.manual_seed(0)

# factories and literals
a = torch.tensor([1.5, 2.0, -0.25])
a
a.dtype
torch.tensor(3.0)
torch.tensor([1, 2, 3])
torch.tensor([True, False])
torch.tensor([])
torch.zeros(2, 3)
torch.ones(3)
torch.empty(0).dtype
torch.full((2,), 0.1)
torch.full((2,), 7)
torch.arange(0.0, 1.0, 0.1)
torch.arange(5)
torch.linspace(0, 1, 7)
torch.logspace(0, 2, 3)
torch.eye(3)
torch.rand(4)
torch.randn(2, 3)
torch.randint(0, 10, (5,))
torch.normal(0.0, 1.0, (3,))
torch.Tensor([1, 2])
torch.Tensor(2, 2).dtype
torch.FloatTensor([1, 2])
torch.DoubleTensor([1, 2])
torch.zeros(2).new_tensor([0.5])
torch.zeros(2).new_zeros(3)
torch.zeros_like(torch.tensor([1, 2])).dtype

# promotion: a Python float stands for the default dtype
i = torch.tensor([1, 2, 3])
i / 2
i + 0.5
i * 1.0
i.sqrt()
i.exp()
torch.tensor([1.0, 2.0], dtype=torch.float32) * 3.1
torch.tensor([1.0, 2.0], dtype=torch.float32) + torch.tensor([1.0, 2.0])
torch.result_type(i, 1.0)
torch.promote_types(torch.float32, torch.float64)
(torch.tensor([1, 2]) > 1).float()
torch.tensor([1, 2]).float()
torch.tensor([1, 2]).double()
torch.tensor([0.1], dtype=torch.float32)
torch.tensor([0.1])
torch.tensor(1 / 3)
torch.tensor(1 / 3).item()

# printing names the dtype that is not the default
torch.tensor([1.0, 2.0], dtype=torch.float32)
torch.tensor([], dtype=torch.float32)
torch.zeros(0, 2)
torch.zeros(0, 2, dtype=torch.float32)
torch.tensor([1.0], dtype=torch.float16)

# complex numbers follow it too
torch.tensor(1j).dtype
str(torch.tensor([1 + 2j, 3j]))
(i + 1j).dtype
torch.complex(torch.tensor(1.0), torch.tensor(2.0)).dtype
str(torch.zeros(2, dtype=torch.cfloat))

# modules and autograd in double
torch.manual_seed(1)
lin = nn.Linear(3, 2)
lin.weight.dtype
lin.bias
x = torch.randn(4, 3, requires_grad=True)
y = lin(x).tanh().sum()
y
y.backward()
x.grad
lin.weight.grad
def f(x):
    return (x ** 2).sin().sum()
torch.autograd.gradcheck(f, (torch.randn(3, requires_grad=True),))
conv = nn.Conv2d(1, 2, 3)
conv.weight.dtype
conv(torch.randn(1, 1, 5, 5)).shape
F.softmax(torch.tensor([1.0, 2.0, 3.0]), 0)
F.cross_entropy(torch.randn(3, 4), torch.tensor([0, 1, 3]))
opt = torch.optim.Adam(lin.parameters(), lr=0.1)
opt.step()
lin.weight
torch.tensor([1, 2]).to(float).dtype
torch.tensor([1.5], dtype=float).dtype

# back to float32
torch.set_default_dtype(torch.float32)
torch.tensor([1.5]).dtype
torch.tensor(1j).dtype
torch.tensor([1.0], dtype=torch.float64)

# float16 and bfloat16 defaults
torch.set_default_dtype(torch.float16)
torch.tensor([0.1, 0.2])
torch.arange(3.0)
(torch.tensor([1, 2]) / 3).dtype
torch.tensor([1.0], dtype=torch.float32)
torch.set_default_dtype(torch.bfloat16)
torch.tensor([0.1, 0.2])
torch.ones(2) / 3
torch.set_default_dtype(torch.float32)

# what is refused
torch.set_default_dtype(torch.int64)
torch.set_default_dtype(torch.complex64)
torch.set_default_dtype("float64")
torch.set_default_dtype(None)
torch.get_default_dtype()
