# Python ints past int64 where PyTorch reads int64: randint overflows (it skipped the
# argument, so randint(5, 2**70, (2,)) drew from [0, 5)), and frombuffer sizes its end as a
# wrapping size_t as PyTorch does.
import torch
torch.frombuffer(bytearray(8), dtype=torch.float32, count=2**62)
torch.ones(2**70)
torch.randint(2**70, (2,))
torch.randint(0, 2**70, (2,))
torch.randint(low=0, high=2**70, size=(2,))
torch.randint(5, 2**70, (2,))
torch.randint(-2**70, (2,))
torch.randint(high=2**70, size=(2,))
torch.frombuffer(bytearray(8), dtype=torch.float32, count=2**61)
torch.frombuffer(bytearray(8), dtype=torch.float32, count=2**62, offset=4)
