import torch
# torch.hash_tensor (new in 2.x; probe 79 ran its docs example): the elements upcast to
# 64 bits, bitcast to uint64 and xor-reduced.
x = torch.tensor([[1., 2.], [3., 4.]])
torch.hash_tensor(x)
torch.hash_tensor(x, 1)
torch.hash_tensor(x, 0, keepdim=True)
x.hash_tensor(dim=-1)
t = torch.arange(24.).reshape(2, 3, 4)
torch.hash_tensor(t, (0, 2))
torch.hash_tensor(t, [])
torch.hash_tensor(t, dim=-1, keepdim=True).shape
torch.hash_tensor(t, None, keepdim=True)
torch.hash_tensor(t.transpose(0, 2), 1)
torch.hash_tensor(t.transpose(0, 2), 1).stride()
torch.hash_tensor(torch.zeros(2, 0), 0)
torch.hash_tensor(torch.tensor([1, 2], dtype=torch.uint8))
torch.hash_tensor(torch.tensor([-1, 5, 7], dtype=torch.int8))
torch.hash_tensor(torch.tensor([-1, 5, 7], dtype=torch.int32), 0)
torch.hash_tensor(torch.tensor(3.5))
torch.hash_tensor(torch.tensor([True, False, True]))
torch.hash_tensor(torch.tensor([-1.5, 2.25], dtype=torch.float16))
torch.hash_tensor(torch.tensor([-1.5, 2.25], dtype=torch.bfloat16))
torch.hash_tensor(torch.tensor([float('nan'), -0.0, float('inf')]))
torch.hash_tensor(torch.tensor([0.1], dtype=torch.float64))
torch.hash_tensor(torch.arange(7.).requires_grad_()).requires_grad
errors = []
for f in [lambda: torch.hash_tensor(torch.zeros(0)),
          lambda: torch.hash_tensor(torch.zeros(2, 0), 1),
          lambda: torch.hash_tensor(x, mode=1),
          lambda: torch.hash_tensor(t, 3),
          lambda: torch.hash_tensor([1.]),
          lambda: torch.hash_tensor(torch.tensor([1j])),
          lambda: torch.hash_tensor(x, 1, True)]:
    try:
        f()
    except Exception as e:
        errors.append((type(e).__name__, str(e).splitlines()[0]))
errors
