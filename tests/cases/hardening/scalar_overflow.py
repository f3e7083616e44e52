import torch
torch.tensor(300, dtype=torch.uint8)
torch.tensor([300], dtype=torch.uint8)
torch.tensor([-1], dtype=torch.uint8)
torch.full((2,), 300, dtype=torch.uint8)
torch.zeros(2, dtype=torch.uint8).fill_(300)
torch.tensor(2**31, dtype=torch.int32)
torch.tensor([1.5e10], dtype=torch.int32)
torch.zeros(2, dtype=torch.int32) + 2**40
torch.zeros(2, dtype=torch.uint8) + 300
z2 = torch.zeros(2, dtype=torch.uint8)
z2[0] = 300
z2
z2[1] = -1
z2
i = torch.tensor([1, 5, 9])
i.clamp_(0.5, 2.5)
i
torch.tensor([-129], dtype=torch.uint8)
torch.tensor([-256], dtype=torch.uint8)
# Advanced-index writes run on the CPU only (a wgpu gap of their own), so this tensor is
# made there explicitly.
z = torch.zeros(3, dtype=torch.uint8, device='cpu')
z[0:2] = 300
z
z[z == 0] = 300
z
z[[0]] = 300
z
z[torch.tensor([1])] = 300
z
z.masked_fill_(z == 0, 300)
z
z[..., 1] = -3
z
z[torch.tensor([True, False, True])] = 1.5
z
y = torch.zeros(2, dtype=torch.int32)
y[0] = 2**40
y
y[1] = 7.9
y
torch.tensor([255.5, -0.0, 127.9], dtype=torch.uint8)
torch.tensor(-0.5, dtype=torch.uint8)
torch.tensor([-0.99, -1.01, 127.9], dtype=torch.int32)
torch.tensor(2147483647.5, dtype=torch.int32)
torch.tensor(-2147483648.9, dtype=torch.int32)
torch.tensor(float('nan'), dtype=torch.int64)
torch.tensor([float('inf')], dtype=torch.int32)
torch.tensor(1e300, dtype=torch.float32)
torch.zeros(2).fill_(1e300)
torch.full((2,), float('inf'))
torch.ones_like(torch.zeros(2, dtype=torch.uint8))
torch.full_like(torch.zeros(2, dtype=torch.uint8), 256)
torch.tensor([[1, 2], [300, 4]], dtype=torch.uint8)
torch.tensor([True, 5], dtype=torch.bool)
w = torch.tensor([1, 5, 9])
w.clamp_(0, 5)
w.clamp_min_(2)
w.clamp_max_(4.5)
w
torch.tensor([1, 5, 9]).clamp(0.5, 2.5)
