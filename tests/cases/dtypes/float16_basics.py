# float16 as a tutorial meets it: 16 bits per element (strides in elements, as always),
# values rounded to 11 significant bits, computed in float32 and rounded once per op.
import torch
x = torch.tensor([[0.1, -2.5, 3.14159], [1e-4, 6e-8, -65504.0]], dtype=torch.float16)
x
x.dtype
x.element_size()
x.stride()
x + 1
x - 0.3
x * 3
x / 3
x / 7.1
x // 2
x % 0.7
x ** 2
2 ** x
x.abs()
x.neg()
x.exp()
x.log()
x.sqrt()
x.sin()
x.tanh()
x.sigmoid()
x.relu()
torch.nn.functional.gelu(x)
x.clamp(-1, 1)
x.floor()
x.round()
x.sum()
x.sum(0)
x.mean()
x.mean(1)
x.prod()
x.max()
x.argmax()
x.min(1)
x.std()
x.var(1)
x.norm()
x.cumsum(1)
x.cumprod(1)
x.softmax(1)
x.log_softmax(0)
x > 0
x == 0.1
x.eq(torch.tensor(0.1))
torch.where(x > 0, x, 0.5)
x @ x.T
torch.mm(x, x.T)
x.T
x.T.contiguous()
x.reshape(3, 2)
x[0]
x[:, 1]
x.float()
x.double()
x.int()
x.long()
x.bool()
x.to(torch.bfloat16)
x + torch.ones(3)
x + torch.ones(3, dtype=torch.float64)
x + torch.ones(3, dtype=torch.int64)
x + torch.ones(3, dtype=torch.bfloat16)
torch.tensor(2.5) * x
torch.tensor(2.5, dtype=torch.float64) * x
x.tolist()
x[0, 0].item()
float(x[0, 0])
torch.arange(5, dtype=torch.float16)
torch.linspace(0, 1, 5, dtype=torch.float16)
torch.zeros(2, 3, dtype=torch.half)
torch.ones(2, dtype=torch.bfloat16)
torch.full((2,), 0.1, dtype=torch.float16)
torch.eye(2, dtype=torch.float16)
torch.zeros_like(x)
torch.empty_like(x).fill_(7)
torch.tensor([70000.0], dtype=torch.float16)
torch.tensor([1e-8], dtype=torch.float16)
torch.tensor([5.96e-8], dtype=torch.float16)
torch.tensor([65519.0, 65520.0], dtype=torch.float16)
torch.tensor([1.0009765625, 1.00048828125, 1.000732421875], dtype=torch.float16)
torch.tensor([2049.0, 2051.0], dtype=torch.float16)
torch.tensor(1/3, dtype=torch.float16)
torch.tensor([1/3], dtype=torch.float64).half()
torch.tensor([1/3], dtype=torch.float32).half()
torch.tensor([0.1, 0.2]).half().sum()
torch.ones(5000, dtype=torch.float16).sum()
torch.ones(5000, dtype=torch.float16).cumsum(0)[-3:]
torch.full((3000,), 0.1, dtype=torch.float16).sum()
torch.full((3000,), 0.1, dtype=torch.float16).mean()
x.isnan()
x.isinf()
torch.tensor([float('nan'), float('inf')], dtype=torch.float16)
y = torch.tensor([1., 2., 3.], dtype=torch.float16, requires_grad=True)
z = (y * y).sum()
z
z.backward()
y.grad
y.grad.dtype
torch.tensor(1 + 2**-11 + 2**-30, dtype=torch.float16)
torch.tensor([1 + 2**-11 + 2**-30], dtype=torch.float64).half()
torch.zeros(1, dtype=torch.float16).fill_(70000)
torch.zeros(2, dtype=torch.float16).fill_(70000)
torch.full((2,), 65519.0, dtype=torch.float16)
h = torch.zeros(3, dtype=torch.float16)
h[1] = 70000
h
h[[1]] = 70000
torch.tensor([0.1, 0.2], dtype=torch.float16) - 0.3
torch.tensor([0.1, 0.2], dtype=torch.float16) * 0.3
torch.tensor([0.1, 0.2], dtype=torch.float16) / 0.3
torch.tensor([0.1, 0.2], dtype=torch.float16) + 1/3
torch.tensor([4.0, 3.0, 0.7], dtype=torch.float16).rsqrt()
torch.ones(3, dtype=torch.float16).storage_offset()
torch.ones(3, 4, dtype=torch.float16)[1:, ::2].stride()
torch.tensor([1, 2], dtype=torch.float16).data_ptr() % 2
torch.tensor([[1.0, 2.0]], dtype=torch.float16).expand(3, 2).stride()
torch.tensor([1, 2], dtype=torch.float16).nbytes
