# torch.optim.LBFGS as tutorials use it (a closure that re-evaluates the loss; the
# strong-Wolfe line search for a classic test function), and CyclicLR's triangular cycles.
import torch
import torch.nn as nn

# Least squares with a closure, as the curve-fitting tutorials write it.
# Deterministic data and weights (no random draws), so the wgpu device reads the same.
X = torch.arange(90.0).reshape(30, 3).sin()
w_true = torch.tensor([[1.5], [-2.0], [0.5]])
y = X @ w_true + 0.3
lin = nn.Linear(3, 1)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.1, 0.2, -0.3]]))
    lin.bias.fill_(0.05)
opt = torch.optim.LBFGS(lin.parameters(), lr=1, max_iter=1)


def closure():
    opt.zero_grad()
    loss = nn.functional.mse_loss(lin(X), y)
    loss.backward()
    return loss


[round(opt.step(closure).item(), 4) for _ in range(6)]
state = opt.state[lin.weight]
state["n_iter"], state["func_evals"], len(state["old_dirs"])
sorted(state.keys())
opt.param_groups[0]["max_eval"], opt.param_groups[0]["history_size"]
type(opt), isinstance(opt, torch.optim.Optimizer)
opt

# Rosenbrock's function, with the line search.
xy = torch.tensor([-1.0, 1.5], requires_grad=True)
opt2 = torch.optim.LBFGS([xy], lr=1, line_search_fn="strong_wolfe", max_iter=5)


def rosenbrock():
    opt2.zero_grad()
    loss = (1 - xy[0]) ** 2 + 100 * (xy[1] - xy[0] ** 2) ** 2
    loss.backward()
    return loss


first = opt2.step(rosenbrock)
first
opt2.state[xy]["func_evals"], opt2.state[xy]["n_iter"]
xy
opt2.step(rosenbrock)
opt2.state[xy]["func_evals"], opt2.state[xy]["n_iter"]

# A parameter already at its minimum: the first gradient check returns the loss at once.
at_min = torch.tensor([0.0], requires_grad=True)
opt3 = torch.optim.LBFGS([at_min])


def flat():
    opt3.zero_grad()
    loss = (at_min**2).sum()
    loss.backward()
    return loss


opt3.step(flat), opt3.state[at_min]
torch.optim.LBFGS([at_min], line_search_fn="armijo").step(lambda: (at_min - 1).pow(2).sum().backward() or (at_min - 1).pow(2).sum())
torch.optim.LBFGS([at_min], lr=-1.0)
torch.optim.LBFGS([{"params": [at_min]}, {"params": [xy]}])
torch.optim.LBFGS([at_min], lr=torch.tensor([0.5, 0.5]))

# CyclicLR: triangular, triangular2 and exp_range, with momentum cycling on SGD.
w = nn.Parameter(torch.zeros(2))
sgd = torch.optim.SGD([w], lr=0.1, momentum=0.9)
cyc = torch.optim.lr_scheduler.CyclicLR(sgd, base_lr=0.01, max_lr=0.1, step_size_up=4)
lrs, moms = [], []
for _ in range(12):
    sgd.step()
    cyc.step()
    lrs.append(round(cyc.get_last_lr()[0], 6))
    moms.append(round(sgd.param_groups[0]["momentum"], 6))
lrs
moms
sgd2 = torch.optim.SGD([w], lr=0.1, momentum=0.9)
cyc2 = torch.optim.lr_scheduler.CyclicLR(sgd2, 0.001, 0.01, step_size_up=2, step_size_down=3, mode="triangular2")
out = []
for _ in range(15):
    sgd2.step()
    cyc2.step()
    out.append(cyc2.get_last_lr()[0])
out
sgd3 = torch.optim.SGD([w], lr=0.1, momentum=0.9)
cyc3 = torch.optim.lr_scheduler.CyclicLR(sgd3, 0.001, 0.01, step_size_up=3, mode="exp_range", gamma=0.9)
out3 = []
for _ in range(8):
    sgd3.step()
    cyc3.step()
    out3.append(cyc3.get_last_lr()[0])
out3
cyc3.scale_mode, cyc3.total_size, cyc3.step_ratio, cyc3.base_lrs, cyc3.max_lrs
sgd4 = torch.optim.SGD([w], lr=0.1, momentum=0.9)
cyc4 = torch.optim.lr_scheduler.CyclicLR(sgd4, 0.001, 0.01, step_size_up=2, scale_fn=lambda x: 0.5 ** x, scale_mode="iterations")
for _ in range(5):
    sgd4.step()
    cyc4.step()
cyc4.get_last_lr(), sgd4.param_groups[0]["momentum"]
sorted(k for k in cyc4.state_dict())
adam = torch.optim.Adam([w], lr=0.1)
cyc5 = torch.optim.lr_scheduler.CyclicLR(adam, 0.001, 0.01, step_size_up=2)
adam.param_groups[0]["betas"], cyc5.get_last_lr()
torch.optim.lr_scheduler.CyclicLR(adam, 0.001, 0.01, mode="cosine")
torch.optim.lr_scheduler.CyclicLR(torch.optim.Adagrad([w]), 0.001, 0.01)
torch.optim.lr_scheduler.CyclicLR(adam, [0.001, 0.002], 0.01)
