# The constructors' checks (PyTorch's messages, the value as it was passed), the state
# each optimizer keeps, the flags PyTorch asserts on, and float64 parameters.
import torch

w = torch.nn.Parameter(torch.ones(3))
torch.optim.RMSprop([w], lr=-1)
torch.optim.RMSprop([w], lr=-1.0)
torch.optim.RMSprop([w], eps=-1e-08)
torch.optim.RMSprop([w], momentum=-0.9)
torch.optim.RMSprop([w], alpha=-0.5)
torch.optim.Adagrad([w], lr_decay=-1)
torch.optim.Adagrad([w], weight_decay=-0.1)
torch.optim.Adagrad([w], initial_accumulator_value=-1)
torch.optim.Adagrad([w], fused=True, foreach=True)
torch.optim.Adadelta([w], rho=1.5)
torch.optim.Adamax([w], betas=(1.0, 0.999))
torch.optim.NAdam([w], betas=(0.9, 1.5))
torch.optim.NAdam([w], momentum_decay=-0.004)
torch.optim.RAdam([w], weight_decay=-0.001)
torch.optim.RAdam([], lr=-1)
torch.optim.RAdam([])

# Flags the CPU cannot honour, as PyTorch asserts them.
w.grad = torch.full((3,), 0.5)
torch.optim.RMSprop([w], capturable=True).step()
torch.optim.Adadelta([w], capturable=True).step()
torch.optim.NAdam([w], capturable=True).step()
torch.optim.NAdam([w], capturable=True, foreach=True).step()
torch.optim.Adagrad([w], foreach=True, differentiable=True).step()

# A differentiable step on a leaf that requires grad: the state moves, the leaf cannot.
o = torch.optim.RMSprop([w], differentiable=True)
o.step()
o.state[w]["step"], o.state[w]["square_avg"]
w

# Momentum turned on after the state was made: PyTorch's KeyError.
o = torch.optim.RMSprop([w], lr=0.1)
o.step()
o.param_groups[0]["momentum"] = 0.9
o.step()
o.param_groups[0]["momentum"] = 0
o.param_groups[0]["lr"] = 0.05
o.step()
w
o.state[w]["step"]

# Defaults, group keys and versions.
o = torch.optim.NAdam([w], lr=0.01)
o.defaults
list(o.param_groups[0].keys())
o.step()
o.step()
w._version
[v._version for v in o.state[w].values()]

# float64 parameters: the state follows the parameter's dtype, step stays float32.
W = torch.linspace(-1.0, 1.5, 12, dtype=torch.float64).view(4, 3).requires_grad_()
X = torch.linspace(-2.0, 2.0, 12, dtype=torch.float64).view(3, 4)
results = []
for name, make in [("rmsprop", lambda p: torch.optim.RMSprop(p, lr=0.01, centered=True)),
                   ("adagrad", lambda p: torch.optim.Adagrad(p, lr=0.1, lr_decay=0.1)),
                   ("adadelta", lambda p: torch.optim.Adadelta(p, lr=0.5)),
                   ("adamax", lambda p: torch.optim.Adamax(p, lr=0.02, maximize=True)),
                   ("nadam", lambda p: torch.optim.NAdam(p, lr=0.02, weight_decay=0.01)),
                   ("radam", lambda p: torch.optim.RAdam(p, lr=0.02, foreach=True))]:
    V = W.detach().clone().requires_grad_()
    opt = make([V])
    for _ in range(20):
        opt.zero_grad()
        ((X @ V).tanh() * 0.5 + V.sum() / 8).pow(2).sum().backward()
        opt.step()
    results.append((name, V.detach(), opt.state[V]["step"], [t.dtype for t in opt.state[V].values()]))
results
