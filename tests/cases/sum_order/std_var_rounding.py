# Spread of measurements as a statistics lesson computes it, printed at full precision: the
# float32 rounding PyTorch's std/var carry (the mean in float32 for a whole-tensor result,
# the root taken before rounding), including a constant signal whose std is not exactly 0.
import torch

readings = torch.tensor([[1.1, 2.2, 3.3], [0.3, 0.7, 9.1]])
repr(readings.std().item())
repr(readings.var().item())
[repr(v) for v in readings.std(dim=1).tolist()]
[repr(v) for v in readings.var(dim=1).tolist()]
repr(readings.std(dim=(0, 1)).item())
repr(readings[:1].std(dim=1).item())
readings[:1].var(dim=1, keepdim=True)
flat = torch.full((100000,), 0.1)
flat.std() == 0
repr(flat.std().item())
repr(flat.var(dim=0).item())
torch.full((3, 100000), 0.1).var(dim=1).tolist()
repr(readings.double().std().item())
torch.std_mean(readings)
torch.var_mean(readings, dim=1)
torch.tensor(2.).std()
torch.tensor([2.]).std(correction=0)
torch.zeros(0).std()
w = torch.tensor([1.5, 2.5, 4.0], requires_grad=True)
s = w.std()
s.grad_fn
s.backward()
w.grad
