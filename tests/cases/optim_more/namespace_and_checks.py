# torch.optim's names as PyTorch 2.15 lists them, the new optimizers' constructor checks
# (Adafactor, Muon, SparseAdam), SparseAdam's refusal of dense gradients,
# torch.optim.functional, and swap_in_optimizer_params_and_state.
import copy
import torch

[n for n in dir(torch.optim) if not n.startswith("__")]
[n for n in dir(torch.optim.functional) if not n.startswith("_")]
repr(torch.optim.Adafactor), repr(torch.optim.Muon), repr(torch.optim.SparseAdam)
torch.optim.swap_in_optimizer_params_and_state.__name__
# a function wrapped by @contextmanager shows its own name (functools.wraps sets __qualname__)
repr(torch.optim.swap_in_optimizer_params_and_state).split(" at ")[0].rstrip(">")
torch.optim.swap_in_optimizer_params_and_state.__module__
torch.optim.functional.adam.__module__
hasattr(torch.optim, "optimizer"), hasattr(torch.optim, "lbfgs"), hasattr(torch.optim, "sparse_adam")


def params():
    return [torch.nn.Parameter(torch.linspace(-1.0, 1.0, 6).view(2, 3)), torch.nn.Parameter(torch.tensor([0.5, -0.5]))]


# Adafactor: each check with its message, in the constructor's order
torch.optim.Adafactor(params(), lr=-0.1)
torch.optim.Adafactor(params(), beta2_decay=0.5)
torch.optim.Adafactor(params(), eps=(-1e-3, 1e-3))
torch.optim.Adafactor(params(), eps=(None, -1e-3))
torch.optim.Adafactor(params(), d=0.5)
torch.optim.Adafactor(params(), weight_decay=-1)
torch.optim.Adafactor(params(), lr=torch.tensor([0.1, 0.2]))
torch.optim.Adafactor([])
torch.optim.Adafactor(torch.zeros(2))
torch.optim.Adafactor([torch.zeros(2), 3])
repr(torch.optim.Adafactor(params(), lr=0.1, foreach=False).param_groups[0]["eps"])

# Muon
torch.optim.Muon(params()[:1], lr=-1.0)
torch.optim.Muon(params()[:1], momentum=-0.5)
torch.optim.Muon(params()[:1], weight_decay=-0.1)
torch.optim.Muon(params()[:1], adjust_lr_fn="cubic")
torch.optim.Muon(params())
w = torch.nn.Parameter(torch.ones(2, 3))
m = torch.optim.Muon([w], ns_steps=100)
w.grad = torch.ones(2, 3)
m.step()
m = torch.optim.Muon([w], ns_coefficients=(1.0, 2.0))
m.step()
repr(torch.optim.Muon([w]).defaults)
torch.optim.functional.muon([w], [torch.ones(2, 3)], [torch.zeros(2, 3)], foreach=True, lr=0.1, weight_decay=0.0,
                            momentum=0.9, nesterov=True, ns_coefficients=(3.4445, -4.775, 2.0315), ns_steps=5,
                            eps=1e-7, adjust_lr_fn=None, has_complex=False)

# SparseAdam: its checks, its defaults, and its step, which takes sparse gradients only
torch.optim.SparseAdam(params(), lr=0.0)
torch.optim.SparseAdam(params(), eps=0.0)
torch.optim.SparseAdam(params(), betas=(1.0, 0.999))
torch.optim.SparseAdam(params(), betas=(0.9, -0.1))
torch.optim.SparseAdam([torch.zeros(2, dtype=torch.complex64)])
sa_params = params()
sa = torch.optim.SparseAdam(sa_params, lr=0.01)
repr({k: v for k, v in sa.param_groups[0].items() if k != "params"})
repr(sa.state_dict())
sa.step()
sa_params[0].grad = torch.ones(2, 3)
sa.step()
repr(type(sa))
str(sa)

# torch.optim.functional: one Adam step by hand, as the optimizer takes it
p = torch.linspace(-1.0, 1.0, 5)
g = torch.tensor([0.3, -0.2, 0.1, 0.4, -0.5])
exp_avg, exp_avg_sq, step = torch.zeros(5), torch.zeros(5), torch.tensor(0.0)
for _ in range(3):
    torch.optim.functional.adam([p], [g], [exp_avg], [exp_avg_sq], [], [step], amsgrad=False, beta1=0.9, beta2=0.999,
                                lr=0.1, weight_decay=0.0, eps=1e-8, maximize=False)
p, exp_avg, exp_avg_sq, step
q = torch.nn.Parameter(torch.linspace(-1.0, 1.0, 5))
ref = torch.optim.Adam([q], lr=0.1)
for _ in range(3):
    q.grad = g.clone()
    ref.step()
torch.equal(q.detach(), p)
# SGD's first step makes the momentum buffer and puts it in the list
bufs = [None]
p2 = torch.linspace(0.0, 1.0, 4)
torch.optim.functional.sgd([p2], [torch.ones(4)], bufs, weight_decay=0.1, momentum=0.9, lr=0.5, dampening=0.0,
                           nesterov=True, maximize=False)
p2, bufs
torch.optim.functional.sgd([p2], [torch.ones(4)], bufs, weight_decay=0.1, momentum=0.9, lr=0.5, dampening=0.0,
                           nesterov=True, maximize=False)
p2, bufs
# Adafactor's function, on a matrix
pa = torch.linspace(-1.0, 1.0, 6).view(2, 3)
row, col, st = torch.zeros(2, 1), torch.zeros(1, 3), torch.tensor(0.0)
torch.optim.functional.adafactor([pa], [torch.linspace(0.5, -0.5, 6).view(2, 3)], [row], [col], [None], [st], d=1.0,
                                 lr=0.01, beta2_decay=-0.8, weight_decay=0.0, eps1=None, eps2=1e-3, maximize=False)
pa, row, col, st
# RMSprop's, with momentum and centered
pr = torch.linspace(-1.0, 1.0, 4)
sq, ga, mb, st = torch.zeros(4), torch.zeros(4), torch.zeros(4), torch.tensor(0.0)
for _ in range(2):
    torch.optim.functional.rmsprop([pr], [torch.tensor([0.1, -0.2, 0.3, -0.4])], [sq], [ga], [mb], [st], lr=0.01,
                                   alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.9, centered=True)
pr, sq, ga, mb, st

# swap_in_optimizer_params_and_state: a step on other tensors and a copy of the state; the
# live optimizer is as it was afterwards
model = torch.nn.Linear(3, 2)
with torch.no_grad():
    model.weight.copy_(torch.linspace(-0.5, 0.5, 6).view(2, 3))
    model.bias.fill_(0.1)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
from torch.optim import swap_in_optimizer_params_and_state
with swap_in_optimizer_params_and_state(opt, {}, {"state": {}, "param_groups": []}):
    pass
model(torch.ones(1, 3)).sum().backward()
opt.step()
swap_params = {n: p.detach().clone() for n, p in model.named_parameters()}
for t in swap_params.values():
    t.grad = torch.full_like(t, 0.5)
swap_osd = copy.deepcopy(opt.state_dict())
swap_osd["param_groups"][0]["lr"] = 0.01
with swap_in_optimizer_params_and_state(opt, swap_params, swap_osd):
    opt.param_groups[0]["lr"]
    opt.param_groups[0]["params"][0] is swap_params["weight"]
    opt.step()
swap_params["weight"]
swap_osd["state"][0]["step"], swap_osd["state"][0]["exp_avg"]
opt.param_groups[0]["lr"]
opt.param_groups[0]["params"][0] is model.weight
model.weight
opt.state[model.weight]["step"], opt.state[model.weight]["exp_avg"]
len(opt.state)
bad = copy.deepcopy(opt.state_dict())
bad["param_groups"][0]["extra"] = 1
with swap_in_optimizer_params_and_state(opt, swap_params, bad):
    pass
with swap_in_optimizer_params_and_state(opt, swap_params, {"state": {}, "param_groups": []}):
    pass
with swap_in_optimizer_params_and_state(opt, swap_params, {"state": [], "param_groups": []}):
    pass
# The same on an optimizer written in Python (Adafactor)
opt = torch.optim.Adafactor(model.parameters(), lr=0.1)
model.zero_grad()
model(torch.ones(1, 3)).sum().backward()
opt.step()
swap_params = {n: p.detach().clone() for n, p in model.named_parameters()}
for t in swap_params.values():
    t.grad = torch.full_like(t, 0.5)
swap_osd = copy.deepcopy(opt.state_dict())
live_state = opt.state
with swap_in_optimizer_params_and_state(opt, swap_params, swap_osd):
    opt.state is live_state
    opt.step()
opt.state is live_state
swap_params["weight"], swap_osd["state"][0]["row_var"], swap_osd["state"][0]["step"]
opt.state[model.weight]["step"]

# SparseAdam's update (torch.optim._functional.sparse_adam) on a sparse COO gradient: the
# moments and the parameter change at the gradient's (coalesced) indices only
from torch.optim._functional import sparse_adam
p = torch.linspace(-1.0, 1.0, 15).view(5, 3)
ea, eas = torch.zeros(5, 3), torch.zeros(5, 3)
g = torch.sparse_coo_tensor([[1, 3, 1]], torch.linspace(0.5, -0.5, 9).view(3, 3), (5, 3))
for step in (1, 2, 3):
    sparse_adam([p], [g], [ea], [eas], [step], eps=1e-8, beta1=0.9, beta2=0.999, lr=0.1, maximize=step == 2)
p
ea
eas
g2 = torch.sparse_coo_tensor([[0, 2], [1, 2]], torch.tensor([1.0, -2.0]), (5, 3))
sparse_adam([p], [g2], [ea], [eas], [4], eps=1e-8, beta1=0.9, beta2=0.999, lr=0.1, maximize=False)
p
