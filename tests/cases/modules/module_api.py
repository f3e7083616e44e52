# The nn.Module API on a small model: walking parameters, modules and buffers (with prefix
# and recurse), train/eval, apply for weight init, freezing with requires_grad_, zero_grad,
# add_module/register_module, get_submodule/get_parameter, and what assignment refuses.
import torch
import torch.nn as nn

torch.manual_seed(0)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 3)
        self.norm = nn.LayerNorm(3)
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(self.norm(self.proj(x)))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.temperature = nn.Parameter(torch.tensor(1.5))
        self.encoder = Encoder()
        self.head = nn.Linear(3, 2)
        self.register_buffer("seen", torch.zeros(()))

    def forward(self, x):
        return self.head(self.encoder(x)) / self.temperature


model = Model()
repr(model)
[name for name, _ in model.named_parameters()]
[name for name, _ in model.named_parameters(prefix="model")]
[name for name, _ in model.named_parameters(recurse=False)]
[p.shape for p in model.parameters(recurse=False)]
len(list(model.parameters()))
sum(p.numel() for p in model.parameters() if p.requires_grad)
[name for name, _ in model.named_modules()]
[type(m).__name__ for m in model.modules()]
[name for name, _ in model.named_children()]
[type(m).__name__ for m in model.children()]
[name for name, _ in model.named_buffers()]
[b.shape for b in model.buffers()]
next(model.parameters())
type(model.parameters()).__name__

# train / eval reach every submodule
model.training
model.eval() is model
[m.training for m in model.modules()]
model.train()
[m.training for m in model.modules()]
model.train(False).encoder.drop.training
model.train("yes")
model.train()

# apply visits children first, then the module itself
visited = []
model.apply(lambda m: visited.append(type(m).__name__)) is model
visited


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.zeros_(m.bias)


model.apply(init_weights)
model.head.weight
model.encoder.proj.bias

# freezing, gradients and zero_grad
model.encoder.requires_grad_(False)
[name for name, p in model.named_parameters() if p.requires_grad]
model.requires_grad_()
model.eval()
loss = model(torch.randn(2, 4)).sum()
loss.backward()
model.head.weight.grad
model.zero_grad()
model.head.weight.grad is None
loss = model(torch.randn(2, 4)).sum()
loss.backward()
model.zero_grad(set_to_none=False)
model.head.weight.grad
model.temperature.grad

# adding modules by name and looking them up by path
model.add_module("extra", nn.Tanh())
model.register_module("gate", nn.Sigmoid())
[name for name, _ in model.named_children()]
repr(model.get_submodule("encoder.proj"))
model.get_submodule("") is model
model.get_parameter("encoder.norm.weight")
model.get_parameter("temperature")
model.get_buffer("seen")
model.get_submodule("encoder.nope")
model.get_submodule("temperature")
model.get_parameter("encoder.proj")
model.get_parameter("encoder.proj.nope")
model.get_buffer("head.weight")
model.add_module("a.b", nn.ReLU())
model.add_module("head", nn.ReLU())
model.add_module("x", 3)
model.register_buffer("head", torch.zeros(1))
model.register_parameter("w", torch.zeros(1))
model.head.weight = torch.zeros(2, 3)
model.head = 3
model.seen = "lots"
model.missing_attribute
hasattr(model, "head"), hasattr(model, "nothing")

# reassigning: a Parameter replaces a plain attribute; None keeps the parameter's slot
lin = nn.Linear(2, 2, bias=False)
lin.bias is None
[name for name, _ in lin.named_parameters()]
lin.bias = nn.Parameter(torch.zeros(2))
[name for name, _ in lin.named_parameters()]
lin.bias = None
[name for name, _ in lin.named_parameters()]
list(lin.state_dict().keys())
repr(lin)

# one module reached twice is listed once
shared = nn.Linear(2, 2)
twice = nn.Sequential(shared, nn.ReLU(), shared)
[name for name, _ in twice.named_parameters()]
[name for name, _ in twice.named_parameters(remove_duplicate=False)]
[name for name, _ in twice.named_modules()]
list(twice.state_dict().keys())


class NoForward(nn.Module):
    pass


NoForward()(torch.ones(1))
repr(NoForward())
nn.Module(3)
