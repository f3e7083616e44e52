# Adamax, NAdam and RAdam training a small linear model for 20 steps. NAdam's and RAdam's
# multi-tensor steps (foreach=True) round differently from their single-tensor ones in
# PyTorch, and are followed as such.
import torch
import torch.nn.functional as F


def data():
    x = torch.linspace(-1.0, 1.0, 24).view(8, 3)
    y = (x @ torch.tensor([[0.5], [-1.0], [2.0]])).squeeze(1) + 0.3
    return x, y


def linear():
    # Fixed initial weights: the same start on every device (a device draws its own
    # random stream).
    model = torch.nn.Linear(3, 1)
    with torch.no_grad():
        model.weight.copy_(torch.tensor([[0.4, -0.3, 0.2]]))
        model.bias.fill_(-0.1)
    return model


def train(make_opt, steps=20):
    model = linear()
    opt = make_opt(model)
    x, y = data()
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.mse_loss(model(x).squeeze(1), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return model, opt, losses


# Adamax, default betas, then with weight decay.
model, opt, losses = train(lambda m: torch.optim.Adamax(m.parameters(), lr=0.05))
losses[0], losses[-1]
model.weight
model.bias
[list(opt.state[p].keys()) for p in model.parameters()]
opt.state[model.weight]["exp_inf"]
str(opt)
model, opt, losses = train(lambda m: torch.optim.Adamax(m.parameters(), lr=0.05, betas=(0.8, 0.99),
                                                         weight_decay=0.01, foreach=True))
losses[-1]
model.weight

# NAdam: momentum decay, with decoupled weight decay; mu_product is a float32 scalar.
model, opt, losses = train(lambda m: torch.optim.NAdam(m.parameters(), lr=0.05))
losses[0], losses[-1]
model.weight
[list(opt.state[p].keys()) for p in model.parameters()]
opt.state[model.weight]["mu_product"]
opt.state[model.weight]["exp_avg_sq"]
str(opt)
model, opt, losses = train(lambda m: torch.optim.NAdam(m.parameters(), lr=0.05, weight_decay=0.1,
                                                        decoupled_weight_decay=True,
                                                        momentum_decay=0.01))
losses[-1]
model.weight
model.bias
model, opt, losses = train(lambda m: torch.optim.NAdam(m.parameters(), lr=0.05, foreach=True))
losses[-1]
model.weight

# RAdam: unrectified for its first steps (rho_t <= 5), then rectified.
model, opt, losses = train(lambda m: torch.optim.RAdam(m.parameters(), lr=0.05))
losses[0], losses[5], losses[-1]
model.weight
model.bias
opt.state[model.bias]["exp_avg"]
str(opt)
model, opt, losses = train(lambda m: torch.optim.RAdam(m.parameters(), lr=0.05, weight_decay=0.1,
                                                        decoupled_weight_decay=True))
losses[-1]
model.weight
model, opt, losses = train(lambda m: torch.optim.RAdam(
    [{"params": [m.weight], "weight_decay": 0.01}, {"params": [m.bias]}],
    lr=0.05, betas=(0.8, 0.9), foreach=True))
losses[-1]
model.weight
model.bias
opt.param_groups[0]["weight_decay"], opt.param_groups[1]["weight_decay"]
list(opt.param_groups[0].keys())

# A closure that computes the loss, as step(closure) calls it.
model = linear()
opt = torch.optim.NAdam(model.parameters(), lr=0.05, maximize=False)
x, y = data()


def closure():
    opt.zero_grad()
    loss = F.mse_loss(model(x).squeeze(1), y)
    loss.backward()
    return loss


[opt.step(closure).item() for _ in range(5)][-1]
model.weight
