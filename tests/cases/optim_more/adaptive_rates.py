# RMSprop, Adagrad and Adadelta training a small linear model for 20 steps, as a training
# loop runs them: zero_grad, forward, mse loss, backward, step. PyTorch's single-tensor
# (foreach=False) arithmetic; foreach=True must give the same numbers.
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


# RMSprop, centered, with momentum and weight decay.
model, opt, losses = train(lambda m: torch.optim.RMSprop(m.parameters(), lr=0.01, momentum=0.9,
                                                          centered=True, weight_decay=0.01))
losses[0], losses[-1]
model.weight
model.bias
[list(opt.state[p].keys()) for p in model.parameters()]
opt.state[model.weight]["step"]
opt.state[model.weight]["square_avg"]
opt.state[model.weight]["momentum_buffer"]
opt.state[model.bias]["grad_avg"]
str(opt)

# The same with foreach=True: the same numbers.
model_fe, opt_fe, losses_fe = train(lambda m: torch.optim.RMSprop(m.parameters(), lr=0.01, momentum=0.9,
                                                                   centered=True, weight_decay=0.01,
                                                                   foreach=True))
torch.equal(model_fe.weight, model.weight), losses_fe == losses
opt_fe.param_groups[0]["foreach"]

# Plain RMSprop maximizing the negated loss, alpha and eps changed.
model, opt, losses = train(lambda m: torch.optim.RMSprop(m.parameters(), lr=0.005, alpha=0.9, eps=1e-6))
losses[-1]
model.weight
list(opt.state[model.weight].keys())

# Adagrad with lr_decay and an initial accumulator; bias in its own group.
model, opt, losses = train(lambda m: torch.optim.Adagrad(
    [{"params": [m.weight]}, {"params": [m.bias], "lr": 0.2}],
    lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1))
losses[0], losses[-1]
model.weight
model.bias
opt.state[model.weight]["sum"]
opt.state[model.bias]["step"]
str(opt)

# Adagrad's state exists from the constructor on.
m = torch.nn.Linear(2, 2)
a = torch.optim.Adagrad(m.parameters(), initial_accumulator_value=0.5)
[list(a.state[p].keys()) for p in m.parameters()]
a.state[m.bias]["sum"]

# Adagrad fused=True (FusedAdagradKernel) and weight decay.
model, opt, losses = train(lambda m: torch.optim.Adagrad(m.parameters(), lr=0.1, weight_decay=0.05,
                                                          fused=True))
losses[-1]
model.weight
opt.state[model.weight]["sum"]

# Adadelta, default and with weight decay and a smaller rho; lr changed mid-training.
model, opt, losses = train(lambda m: torch.optim.Adadelta(m.parameters()))
losses[0], losses[-1]
model.weight
opt.state[model.weight]["acc_delta"]


def halve_then_train(m):
    opt = torch.optim.Adadelta(m.parameters(), lr=2.0, rho=0.8, weight_decay=0.1)
    return opt


model, opt, losses = train(halve_then_train, steps=10)
opt.param_groups[0]["lr"] = 0.5
x, y = data()
for _ in range(10):
    opt.zero_grad()
    loss = F.mse_loss(model(x).squeeze(1), y)
    loss.backward()
    opt.step()
    losses.append(loss.item())
losses[9], losses[-1]
model.weight
model.bias
str(opt)
