# Gradient clipping in a training loop, as tutorials write it.
import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, parameters_to_vector, vector_to_parameters

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
with torch.no_grad():
    for i, p in enumerate(model.parameters()):
        p.copy_(torch.linspace(-0.5, 0.5, p.numel()).reshape(p.shape) * (i + 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.linspace(-10, 10, 64).reshape(16, 4)
y = torch.linspace(-1, 1, 16).reshape(16, 1)
loss = ((model(x) - y) ** 2).mean()
loss.backward()
total = clip_grad_norm_(model.parameters(), max_norm=1.0)
total
total.dtype
model[0].weight.grad
torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in model.parameters()]))
opt.step()
model[2].bias

# Below the limit nothing changes (the coefficient is clamped to 1)
opt.zero_grad()
((model(x[:2]) - y[:2]) ** 2).mean().backward()
before = model[2].weight.grad.clone()
nn.utils.clip_grad_norm_(model.parameters(), 1e6)
torch.equal(before, model[2].weight.grad)

# Other norms, one tensor, and the value clip
w = torch.tensor([3., -4., 12.], requires_grad=True)
(w * torch.tensor([1., 2., 3.])).sum().backward()
torch.nn.utils.clip_grad_norm_(w, 2.0, norm_type=float('inf'))
w.grad
torch.nn.utils.clip_grad_norm_([w], 1.0, norm_type=1)
w.grad
w.grad = torch.tensor([5., -0.5, -7.])
torch.nn.utils.clip_grad_value_([w], 1.0)
w.grad

# No gradients: a zero norm and nothing to scale
fresh = nn.Linear(2, 2)
torch.nn.utils.clip_grad_norm_(fresh.parameters(), 1.0)
fresh.weight.grad is None

# A non-finite norm is refused only when asked
w.grad = torch.tensor([float('inf'), 1., 1.])
torch.nn.utils.clip_grad_norm_([w], 1.0)
w.grad
w.grad = torch.tensor([float('nan'), 1., 1.])
torch.nn.utils.clip_grad_norm_([w], 1.0, error_if_nonfinite=True)

# Parameters as one vector and back
vec = parameters_to_vector(model.parameters())
vec.shape
vector_to_parameters(torch.arange(vec.numel(), dtype=torch.float32), model.parameters())
model[0].bias
model[2].weight
vector_to_parameters([1., 2.], model.parameters())
# clip_grad_value_ before the first backward: no parameter has a gradient yet.
fresh = nn.Linear(3, 2)
torch.nn.utils.clip_grad_value_(fresh.parameters(), 0.5)
torch.nn.utils.clip_grad_value_(fresh.parameters(), 0.5, foreach=False)
torch.nn.utils.clip_grad_norm_(fresh.parameters(), 1.0)
