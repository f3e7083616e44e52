# Found porting PyTorch's own view tests: narrow takes a tensor start only as a 0-d
# integral one (a 1-d one was accepted), resize_ past int64 bytes is ATen's overflow, and
# a dense tensor answers sparse_dim/dense_dim.
import torch
x = torch.arange(6.).reshape(2, 3)
x.narrow(0, torch.tensor(0.), 1)
x.narrow(0, torch.tensor([0]), 1)
x.narrow(0, torch.tensor([[1]]), 1)
x.narrow(0, torch.tensor(True), 1)
x.narrow(0, torch.tensor(1), 1)
x.narrow(1, torch.tensor(1, dtype=torch.uint8), 2)
torch.narrow(x, 0, torch.tensor(0.5), 1)
torch.narrow(x, 1, torch.tensor(2), 1)
x.sparse_dim()
x.dense_dim()
torch.zeros(2, 3, 4).dense_dim()
torch.tensor(1.).dense_dim()
y = torch.zeros(2)
y.resize_([2, 4, 2**29, 2**29])
y.resize_(2**62, 2)
y.resize_(2**61, 4)
