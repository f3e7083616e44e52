# Saving and restoring weights the way the tutorials do: state_dict into a second model,
# buffers (persistent or not) in the state dict, and the errors load_state_dict gives for
# missing, unexpected and mis-shaped entries, strict and not.
import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(3, 4)
        self.register_buffer("running_mean", torch.zeros(4))
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("scratch", torch.zeros(2), persistent=False)
        self.scale = nn.Parameter(torch.ones(1))
        self.head = nn.Sequential(nn.ReLU(), nn.Linear(4, 2))

    def forward(self, x):
        h = self.fc1(x)
        self.running_mean = 0.9 * self.running_mean + 0.1 * h.mean(0).detach()
        self.steps += 1
        return self.head(h) * self.scale


def load_error(model, sd, **kwargs):
    try:
        model.load_state_dict(sd, **kwargs)
    except RuntimeError as e:
        return str(e)


model = Net()
x = torch.randn(5, 3)
out = model(x)
sd = model.state_dict()
list(sd.keys())
sd["fc1.weight"]
sd["steps"]
sd["running_mean"]
sd["fc1.weight"].requires_grad
model.state_dict(keep_vars=True)["fc1.weight"].requires_grad
list(model.state_dict(prefix="net.").keys())
type(sd).__name__

clone = Net()
torch.equal(clone.fc1.weight, model.fc1.weight)
clone.load_state_dict(sd)
torch.equal(clone.fc1.weight, model.fc1.weight)
clone.running_mean
clone.steps
clone.scratch
torch.equal(clone(x), model(x))
result = clone.load_state_dict(sd)
result.missing_keys
result.unexpected_keys

partial = {k: v for k, v in sd.items() if not k.startswith("head")}
load_error(clone, partial)
load_error(clone, dict(sd, extra=torch.ones(1)))
bad = dict(sd)
bad["fc1.bias"] = torch.zeros(7)
load_error(clone, bad)
bad["fc1.weight"] = 3
load_error(clone, bad)
loose = clone.load_state_dict(dict(partial, **{"head.9.weight": torch.ones(1)}), strict=False)
loose.missing_keys
loose.unexpected_keys
clone.load_state_dict(partial)
clone.load_state_dict([1, 2])

# assign=True takes the given tensors (as Parameters where the module had Parameters)
lin = nn.Linear(2, 2)
new = {"weight": torch.full((2, 2), 0.5), "bias": torch.zeros(2)}
lin.load_state_dict(new, assign=True)
lin.weight
isinstance(lin.weight, nn.Parameter)
lin.weight is new["weight"]

# A buffer set to None stays out of the state dict; a plain tensor attribute is no buffer.
model.register_buffer("cache", None)
model.plain = torch.ones(3)
list(model.state_dict().keys())
[name for name, _ in model.named_buffers()]
model.cache = torch.ones(1)
list(model.state_dict().keys())
model.double().fc1.weight.dtype
model.running_mean.dtype
model.steps.dtype
model.float().fc1.bias.dtype
