# Rprop and ASGD the way an optimizer tour uses them (d2l's "compare the optimizers" loop),
# with their options, state, param groups and constructor errors.
import torch

# Data and starting weights without random draws, so the case runs the same on every device.
X = torch.sin(torch.arange(320.0)).view(64, 5) * 2
w_true = torch.tensor([[1.0], [-2.0], [0.5], [3.0], [-1.0]])
y = X @ w_true + 0.1 * torch.cos(torch.arange(64.0)).view(64, 1)


def train(opt_cls, steps=40, dtype=torch.float32, **kwargs):
    model = torch.nn.Linear(5, 1).to(dtype)
    with torch.no_grad():
        model.weight.copy_(torch.linspace(-0.5, 0.5, 5).view(1, 5))
        model.bias.fill_(0.1)
    opt = opt_cls(model.parameters(), **kwargs)
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(X.to(dtype)) - y.to(dtype)) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return model, opt, losses


results = {}
for name in ["Rprop", "ASGD"]:
    model, opt, losses = train(getattr(torch.optim, name))
    results[name] = [round(l, 6) for l in losses[::8]]
results

m, opt, losses = train(torch.optim.Rprop, lr=0.05, etas=(0.3, 1.5), step_sizes=(1e-3, 0.2))
losses[-1]
m.weight
sorted(opt.state[m.weight].keys())
opt.state[m.weight]["step"]
opt.state[m.weight]["step_size"]
opt.state[m.weight]["prev"]
opt.param_groups[0]["etas"], opt.param_groups[0]["step_sizes"]
opt.defaults
opt

m2, opt2, losses2 = train(torch.optim.Rprop, lr=0.05, etas=(0.3, 1.5), step_sizes=(1e-3, 0.2), foreach=True)
torch.equal(m.weight, m2.weight)
_, _, lmax = train(torch.optim.Rprop, steps=10, maximize=True)
lmax[-1]
m64, _, l64 = train(torch.optim.Rprop, dtype=torch.float64)
l64[-1]
m64.bias

m, opt, losses = train(torch.optim.ASGD, lr=0.05, lambd=1e-2, alpha=0.5, t0=5, weight_decay=0.1)
losses[-1]
m.weight
opt.state[m.weight]["eta"]
opt.state[m.weight]["mu"]
opt.state[m.weight]["ax"]
opt.state[m.weight]["step"]
list(opt.state[m.weight].keys())
opt.defaults
m2, opt2, losses2 = train(torch.optim.ASGD, lr=0.05, lambd=1e-2, alpha=0.5, t0=5, weight_decay=0.1, foreach=True)
losses2[-1]
m2.weight
opt2.state[m2.weight]["ax"]
_, _, lmax = train(torch.optim.ASGD, steps=10, maximize=True, lr=0.01)
lmax[-1]
m64, o64, l64 = train(torch.optim.ASGD, dtype=torch.float64, t0=10)
l64[-1]
o64.state[m64.weight]["ax"]

w = torch.zeros(3, requires_grad=True)
errors = []
for bad in [dict(lr=-0.1), dict(etas=(1.5, 1.2)), dict(etas=(0.5, 0.9)), dict(lr=-1)]:
    try:
        torch.optim.Rprop([w], **bad)
    except ValueError as e:
        errors.append(str(e))
for bad in [dict(lr=-0.1), dict(lambd=-1.0), dict(alpha=-0.5), dict(weight_decay=-1)]:
    try:
        torch.optim.ASGD([w], **bad)
    except ValueError as e:
        errors.append(str(e))
errors
str(torch.optim.Rprop), str(torch.optim.ASGD)
sd = torch.optim.Rprop([w]).state_dict()
sd

# capturable=True on the CPU: each step's assertion, with its own list of devices.
asserted = []
for cls in [torch.optim.Rprop, torch.optim.ASGD]:
    for fe in (False, True):
        o = cls([w], capturable=True, foreach=fe)
        w.grad = torch.ones(3)
        try:
            o.step()
        except AssertionError as e:
            asserted.append(str(e))
asserted
