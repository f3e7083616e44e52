# vmap(randomness=...) as model-ensembling and per-sample-noise tutorials use it: with
# 'different' each entry gets its own row of one batched draw, with 'same' one draw is shared.
import torch
import torch.nn.functional as F
from torch.func import vmap, functional_call, stack_module_state

torch.manual_seed(0)
vmap(lambda r: F.dropout(r, 0.5), randomness="different")(torch.ones(3, 4))
torch.rand(2)
torch.manual_seed(0)
vmap(lambda r: r + torch.randn(2), randomness="different")(torch.zeros(3, 2))
torch.manual_seed(0)
torch.randn(3, 2)
torch.manual_seed(1)
vmap(lambda r: r + torch.randn(2), randomness="same")(torch.zeros(3, 2))
torch.manual_seed(2)
vmap(lambda r: r * torch.rand_like(r), randomness="different")(torch.ones(4, 5))
torch.manual_seed(2)
torch.rand(4, 5)
torch.manual_seed(3)
vmap(lambda r: torch.randint(0, 10, (3,)) + r, randomness="different")(torch.zeros(2, 3, dtype=torch.long))
torch.manual_seed(3)
torch.randint(0, 10, (2, 3))
torch.manual_seed(4)
vmap(lambda a, b: a + torch.randn(b.shape) * b, in_dims=(0, None), randomness="different")(torch.zeros(2, 3), torch.ones(3))
torch.manual_seed(5)
x = torch.zeros(3, 4)
y = vmap(lambda r: r.clone().normal_(), randomness="different")(x)
y
y.shape, y.stride()
torch.manual_seed(6)
vmap(lambda r: (r, torch.rand(())), randomness="different")(torch.zeros(3))
torch.manual_seed(7)
vmap(vmap(lambda v: v + 1, randomness="different"), randomness="different")(torch.zeros(2, 2))

# model ensembling with per-model dropout
torch.manual_seed(0)
models = [torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Dropout(0.3)) for _ in range(3)]
params, buffers = stack_module_state(models)
base = models[0]
def fmodel(p, b, x):
    return functional_call(base, (p, b), (x,))
data = torch.ones(2, 4)
torch.manual_seed(42)
out = vmap(fmodel, in_dims=(0, 0, None), randomness="different")(params, buffers, data)
out.shape
out.detach()
try:
    vmap(lambda r: F.dropout(r, 0.5))(torch.ones(3, 4))
except RuntimeError as e:
    str(e)
try:
    vmap(lambda r: r + torch.randn(2), randomness="bogus")(torch.zeros(3, 2))
except RuntimeError as e:
    str(e)
torch.manual_seed(8)
vmap(lambda r: torch.bernoulli(torch.full((4,), 0.5)), randomness="different")(torch.zeros(3))
torch.manual_seed(8)
torch.bernoulli(torch.full((3, 4), 0.5))
