# Adafactor and Muon training a small MLP for a few steps, as a training loop runs them:
# zero_grad, forward, mse loss, backward, step. PyTorch's single-tensor arithmetic
# (Adafactor's factored second moment for matrices, Muon's Newton-Schulz in bfloat16).
import torch
import torch.nn.functional as F


def data():
    x = torch.linspace(-1.0, 1.0, 40).view(10, 4)
    y = (x @ torch.tensor([[0.5], [-1.0], [2.0], [0.25]])) + 0.3
    return x, y


def mlp():
    # Fixed initial weights: the same start on every device.
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
    with torch.no_grad():
        for i, p in enumerate(model.parameters()):
            p.copy_(torch.linspace(-0.5, 0.5, p.numel()).view(p.shape) * (1 + 0.3 * i))
    return model


def train(make_opt, steps=6):
    model = mlp()
    opt = make_opt(model)
    x, y = data()
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return model, opt, losses


# Adafactor with its defaults
model, opt, losses = train(lambda m: torch.optim.Adafactor(m.parameters()))
losses
model[0].weight
model[0].bias
model[2].weight
[list(opt.state[p].keys()) for p in model.parameters()]
opt.state[model[0].weight]["step"]
opt.state[model[0].weight]["row_var"]
opt.state[model[0].weight]["col_var"]
opt.state[model[0].bias]["variance"]
sd = opt.state_dict()
list(sd.keys())
repr(sd["param_groups"])
sorted(sd["state"].keys())
list(sd["state"][0].keys())
repr(opt.defaults)
str(opt)
type(opt).__name__
repr(type(opt))
isinstance(opt, torch.optim.Optimizer)

# weight decay, maximize, eps1, d; then foreach=True, which must give the same numbers
model, opt, losses = train(lambda m: torch.optim.Adafactor(m.parameters(), lr=0.05, weight_decay=0.1,
                                                           eps=(1e-4, 1e-3), d=1.5))
losses
model[0].weight
model[2].bias
model_f, opt_f, losses_f = train(lambda m: torch.optim.Adafactor(m.parameters(), lr=0.05, weight_decay=0.1,
                                                                 eps=(1e-4, 1e-3), d=1.5, foreach=True))
losses_f
model_f[0].weight
model_m, opt_m, losses_m = train(lambda m: torch.optim.Adafactor(m.parameters(), lr=0.01, maximize=True), steps=3)
losses_m
model_m[0].bias

# Muon on the matrices, AdamW on the rest (the usual split)
model = mlp()
matrices = [p for p in model.parameters() if p.ndim == 2]
others = [p for p in model.parameters() if p.ndim != 2]
muon = torch.optim.Muon(matrices, lr=0.02)
adamw = torch.optim.AdamW(others, lr=0.01)
x, y = data()
losses = []
for _ in range(6):
    muon.zero_grad()
    adamw.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    muon.step()
    adamw.step()
    losses.append(loss.item())
losses
model[0].weight
model[2].weight
model[0].bias
opt = muon
[list(opt.state[p].keys()) for p in matrices]
opt.state[model[0].weight]["momentum_buffer"]
repr(opt.state_dict()["param_groups"])
repr(opt.defaults)
str(opt)
repr(type(opt))

# Muon without Nesterov, each adjust_lr_fn, fewer Newton-Schulz steps
for fn in [None, "original", "match_rms_adamw", "spectral_unclamped"]:
    model, opt, losses = train(lambda m: torch.optim.Muon([m[0].weight, m[2].weight], lr=0.03, nesterov=False,
                                                          adjust_lr_fn=fn, ns_steps=3, weight_decay=0.0), steps=3)
    losses[-1], model[0].weight[0], model[2].weight[0]

# A float64 matrix still runs its Newton-Schulz steps in bfloat16
w = torch.nn.Parameter(torch.linspace(-1.0, 1.0, 12, dtype=torch.float64).view(3, 4))
opt = torch.optim.Muon([w], lr=0.1)
w.grad = torch.linspace(0.5, -0.7, 12, dtype=torch.float64).view(3, 4)
opt.step()
w
opt.state[w]["momentum_buffer"].dtype

# torch.addmm in bfloat16 (Muon's Newton-Schulz step) sums and scales in float32 and
# rounds once, as ATen's CPU gemm does
g = (torch.linspace(-1.0, 1.0, 12).view(3, 4) ** 3).to(torch.bfloat16)
gram = g @ g.T
torch.addmm(gram, gram, gram, beta=-4.775, alpha=2.0315).tolist()
torch.addmm(g, gram, g, beta=3.4445).tolist()
torch.addmm(g.half(), gram.half(), g.half(), beta=0.5, alpha=-1.5).tolist()
