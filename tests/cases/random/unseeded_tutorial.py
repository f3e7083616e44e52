# A tutorial that never seeds: PyTorch seeds each process from the OS, our oracle records
# after torch.manual_seed(0), and a session starts from that seed (it started from
# PyTorch's default_rng_seed_val, so every unseeded draw disagreed with the records).
import torch

x = torch.rand(2, 3)
x
torch.randn(4)
torch.randint(0, 10, (5,))
torch.initial_seed()
torch.Generator().initial_seed()
torch.randperm(5)
