# torch.compile as nanoGPT-style training scripts and the PyTorch 2 tutorials use it: a
# compiled model (an OptimizedModule whose state_dict keys gain `_orig_mod.`), the
# checkpoint fix that strips that prefix, compiled functions and decorators, the
# CompiledFunctionBackward node, the argument checks, torch._dynamo's config and
# torch.compiler's queries.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch._dynamo

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


model = MLP()
compiled = torch.compile(model)
type(compiled).__name__, isinstance(compiled, nn.Module), isinstance(compiled, MLP)
compiled
compiled._orig_mod is model, compiled.fc1 is model.fc1
list(compiled.state_dict().keys())
sum(p.numel() for p in compiled.parameters())

opt = torch.optim.AdamW(compiled.parameters(), lr=1e-2)
x = torch.randn(16, 4)
y = torch.randint(0, 3, (16,))
losses = []
for step in range(5):
    logits = compiled(x)
    loss = F.cross_entropy(logits, y)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 4))
losses
logits.grad_fn.name()
model.fc2.weight.grad

# Saving a compiled model's checkpoint and loading it into a plain one (nanoGPT's fix).
state = compiled.state_dict()
unwanted_prefix = "_orig_mod."
for k in list(state.keys()):
    if k.startswith(unwanted_prefix):
        state[k[len(unwanted_prefix):]] = state.pop(k)
fresh = MLP()
fresh.load_state_dict(state)
torch.equal(fresh(x), model(x))
fresh.load_state_dict(compiled.state_dict())

compiled.eval()
compiled.training, model.training
with torch.no_grad():
    out = compiled(x[:2])
out.grad_fn, out.shape
compiled.train()
model.training
compiled.fc1.in_features
compiled.extra = 3
model.extra


def gelu_tanh(t):
    return 0.5 * t * (1.0 + torch.tanh(0.7978845608 * (t + 0.044715 * t ** 3)))


fast_gelu = torch.compile(gelu_tanh)
type(fast_gelu).__name__, fast_gelu.__name__
a = torch.linspace(-2, 2, 5, requires_grad=True)
g = fast_gelu(a)
g
g.grad_fn.name()
g.sum().backward()
a.grad
torch.allclose(g, gelu_tanh(a))

w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)


@torch.compile
def scaled(v):
    return (v * w).sum()


s = scaled(torch.ones(3))
s, s.grad_fn.name()
s.backward()
w.grad


@torch.compile(mode="reduce-overhead", fullgraph=True)
def pair(u, v):
    return u @ v, u - v


p, q = pair(torch.eye(2, requires_grad=True), torch.ones(2, 2))
p.grad_fn.name(), q.grad_fn.name(), p.grad_fn is q.grad_fn

torch.compile(model, mode="fastest")
torch.compile(model, backend="nope")
torch.compile(model, mode="default", options={"epilogue_fusion": True})
torch.compile(3)
torch.compile(model, disable=True) is model
eager = torch.compile(model, backend="eager")
eager(x).grad_fn.name()
aot = torch.compile(model, backend="aot_eager")
aot(x).grad_fn.name()
torch._dynamo.list_backends()
torch._dynamo.config.suppress_errors = True
torch._dynamo.config.suppress_errors
torch._dynamo.reset()
torch.compiler.is_compiling(), torch.compiler.is_dynamo_compiling()
