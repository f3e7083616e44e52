# torch.prod in ATen's order, checked to the last bit (the values are compared as the
# strings Python prints, so one ulp shows): a reduction over a unit-stride run multiplies
# in four vectors of lanes over blocks, then the lanes, then the tail; other walks go in
# order; each product is rounded to the dtype.
import torch

torch.manual_seed(0)
x = torch.rand(6, 200) + 0.5
str(x.prod(1).tolist())
str(x[:, :31].prod(1).tolist())
str(x[:, :32].prod(1).tolist())
str(x[:, :77].prod(1).tolist())
str(x.prod(0).tolist()[:12])
str(x.t().prod(0).tolist())
str(x[:, ::2].prod(1).tolist())
str(x[:2, :40].prod().item())
str(x[:1].prod().item())
d = x.double()
str(d.prod(1).tolist())
str(d[:, :17].prod(1).tolist())
h = (x * 0.06 + 0.97).half()
str(h.prod(1).tolist())
str(h[:, :16].prod(1).tolist())
b = (x * 0.95).bfloat16()
str(b.prod(1).tolist())
str(b[:, :64].prod(1).tolist())
str(x.prod(1, dtype=torch.float64).tolist())
str(x.prod(1, keepdim=True).tolist())
y = torch.randn(4, 3, 50)
str(y.prod(2).tolist())
str(y.prod((1, 2)).tolist())
str(y.prod(1)[0].tolist())
z = torch.tensor([[2.0, float("inf"), 0.0], [float("nan"), 1.0, 2.0]])
str(z.prod(1).tolist())
torch.tensor([]).prod()
torch.arange(1, 30).prod()
torch.tensor([[1, 2], [3, 4]], dtype=torch.int32).prod(0)
str(torch.tensor([1000.0, 1000.0, 0.001], dtype=torch.float16).prod().item())
str((torch.rand(3, 40, 5) * 0.06 + 0.97).half().prod(1).tolist())
