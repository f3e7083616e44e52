# What a differential attack on the new dtypes found (each line failed before its fix):
# out-of-range bounds, exponents, alphas and where-scalars wrapped silently; scatter_add's
# float32 sum; mixed-dtype linear and norms; 0-d int8 indices; arange wrapping; is_signed;
# a KeyError leaking from addmm's mixed-dtype message.
import torch
torch.tensor([-128, -1, 0, 1, 127], dtype=torch.int8).clamp(-200, 200)
torch.tensor([-128, -1, 0, 1, 127], dtype=torch.int8).clamp(max=300)
torch.tensor([1, 2], dtype=torch.int16).clamp(-40000, 40000)
torch.tensor([-128, 0], dtype=torch.int8).clamp(min=130)
torch.tensor([-128, 0], dtype=torch.int8).clamp(max=-200)
torch.tensor([1, 200], dtype=torch.uint8).clamp(-5, 300)
torch.tensor([1], dtype=torch.int32).clamp(max=2**40)
torch.tensor([1], dtype=torch.int32).clamp(min=2**40)
torch.tensor([1.0]).clamp(max=1e39)
torch.tensor([1.0, 2.0], dtype=torch.float16).clamp(max=70000.0)
x = torch.tensor([5, -3], dtype=torch.int8)
x.clamp_(-1000, 2)
x
torch.tensor([3, 2], dtype=torch.int8).pow(256)
torch.tensor([1, 2], dtype=torch.int8).pow(257)
torch.tensor([3, 2], dtype=torch.int8).pow(200)
torch.tensor([1], dtype=torch.int32).pow(2**40)
torch.tensor([1], dtype=torch.uint8).pow(300)
torch.tensor([3.0, 2.0], dtype=torch.bfloat16).pow(1e39)
torch.tensor([1.0]).pow(1e39)
torch.where(torch.tensor([True, False]), torch.tensor([1, 2], dtype=torch.int8), 1000)
torch.where(torch.tensor([True]), torch.tensor([1], dtype=torch.int32), 2**40)
torch.where(torch.tensor([True]), torch.tensor([1], dtype=torch.uint8), 300)
torch.tensor([1.0, 2.0], dtype=torch.float16).add(1, alpha=70000)
torch.tensor([1, 2], dtype=torch.int8).add(1, alpha=300)
torch.tensor([1], dtype=torch.int32).add(1, alpha=2**40)
torch.tensor([1], dtype=torch.uint8).add(1, alpha=300)
torch.zeros(3, dtype=torch.float16).scatter_add(0, torch.tensor([0, 0, 0]), torch.tensor([2048.0, 1.0, 1.0], dtype=torch.float16))
torch.zeros(3, dtype=torch.bfloat16).scatter_add(0, torch.tensor([0, 0, 0]), torch.tensor([256.0, 1.0, 1.0], dtype=torch.bfloat16))
torch.nn.LayerNorm(4)(torch.tensor([[1.0, 2.0, 3.0, 5.0]], dtype=torch.float16))
torch.nn.functional.layer_norm(torch.tensor([[1.0, 2.0, 3.0, 5.0]], dtype=torch.bfloat16), (4,), torch.ones(4))
torch.nn.functional.group_norm(torch.tensor([[1.0, 2.0, 3.0, 5.0]], dtype=torch.float16), 2, torch.ones(4), torch.zeros(4))
torch.nn.LayerNorm(4).half()(torch.ones(2, 4))
torch.nn.functional.group_norm(torch.ones(2, 4), 2, torch.ones(4, dtype=torch.float16))
torch.nn.functional.layer_norm(torch.ones(2, 4, dtype=torch.float64), (4,), torch.ones(4))
lin = torch.nn.Linear(4, 3).half()
lin(torch.ones(2, 4))
torch.nn.functional.linear(torch.ones(2, 4, dtype=torch.float16), torch.ones(3, 4, dtype=torch.float16), torch.ones(3))
torch.addmm(torch.ones(3), torch.ones(2, 4, dtype=torch.float16), torch.ones(4, 3, dtype=torch.float16))
torch.addmm(torch.ones(3, dtype=torch.int8), torch.ones(2, 4, dtype=torch.int16), torch.ones(4, 3, dtype=torch.int16))
torch.arange(5)[torch.tensor(2, dtype=torch.int8)]
torch.arange(5)[torch.tensor(-1, dtype=torch.int16)]
torch.arange(5)[torch.tensor([1, 2], dtype=torch.int8)]
torch.arange(5).index_select(0, torch.tensor([1, 0], dtype=torch.int16))
torch.arange(5).index_select(0, torch.tensor([1.0]))
torch.arange(0, 300, 50, dtype=torch.int8)
torch.arange(0, 300, 50, dtype=torch.uint8)
torch.arange(-200, 200, 99, dtype=torch.int8)
torch.int16.is_signed
torch.bfloat16.is_signed
torch.uint8.is_signed
torch.bool.is_signed
torch.float16.is_floating_point
torch.tensor([-1], dtype=torch.int8).any()
torch.tensor([-1, 2], dtype=torch.int8).all()
torch.tensor([-2, 0], dtype=torch.int16).any()
torch.tensor([[3, -1], [0, 2]], dtype=torch.int8).all(1)
torch.tensor([float("inf"), 1.0], dtype=torch.float16).to(torch.int8)
torch.tensor([1e10, 1.0], dtype=torch.bfloat16).to(torch.int16)
torch.zeros(3, dtype=torch.float16).index_add(0, torch.tensor([0, 0, 0]), torch.tensor([2048.0, 1.0, 1.0], dtype=torch.float16))
torch.zeros(3, dtype=torch.bfloat16).index_put((torch.tensor([0, 0, 0]),), torch.tensor([256.0, 1.0, 1.0], dtype=torch.bfloat16), accumulate=True)
torch.tensor([100, 100, 7], dtype=torch.int8).index_put((torch.tensor([0, 0, 0]),), torch.tensor([100, 1, 1], dtype=torch.int8), accumulate=True)
torch.tensor([-1.0, 1.0]).pow(float("inf"))
torch.tensor([1.0, -1.0]).pow(float("nan"))
torch.tensor([1000.0, 1000.0, 0.001], dtype=torch.float16).prod()
torch.tensor([1e20, 1e20, 1e-20], dtype=torch.bfloat16).prod()
torch.tensor([1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1], dtype=torch.bfloat16).prod()
torch.tensor([[1.1, 1.3, 0.7], [300.0, 300.0, 0.5]], dtype=torch.float16).prod(1)
torch.tensor([[1.1, 1.3, 0.7], [300.0, 300.0, 0.5]], dtype=torch.float16).prod(0, keepdim=True)
p = torch.tensor([1.5, 2.0, 3.0], dtype=torch.float16, requires_grad=True)
q = p.prod()
q
q.backward()
p.grad
