# Saving and restoring an optimizer (checkpointing as the tutorials do), per-parameter
# state, adding parameter groups, and changing hyperparameters on the fly.
import torch
from torch import nn

w = nn.Parameter(torch.tensor([1.0, 2.0, -1.0]))
b = nn.Parameter(torch.tensor([0.5]))
x = torch.tensor([[1.0, -2.0, 0.5], [0.25, 1.0, 3.0]])

def loss_fn():
    return ((x @ w + b) ** 2).mean()

opt = torch.optim.SGD([w, b], lr=0.1, momentum=0.9)
opt.state_dict()
repr(opt)
for _ in range(2):
    opt.zero_grad()
    loss_fn().backward()
    opt.step()
sd = opt.state_dict()
sd
sorted(sd.keys()), list(sd["state"].keys())
sd["state"][0]["momentum_buffer"] is opt.state[w]["momentum_buffer"]
opt.state[w]
opt.state[b]["momentum_buffer"]
len(opt.state)
[p.shape for p in opt.state]

# Changing the learning rate through param_groups takes effect at the next step.
before = w.detach().clone()
for g in opt.param_groups:
    g["lr"] = 0.0
opt.zero_grad()
loss_fn().backward()
opt.step()
torch.equal(w.detach() - before, 0.9 * (w.detach() - w.detach()) + (w.detach() - before))
w
opt.param_groups[0]["lr"]

# Checkpoint round trip with Adam and two groups.
w2 = nn.Parameter(torch.tensor([1.0, 2.0, -1.0]))
b2 = nn.Parameter(torch.tensor([0.5]))
adam = torch.optim.Adam([{"params": [w2]}, {"params": [b2], "lr": 0.05}], lr=0.01)
for _ in range(3):
    adam.zero_grad()
    ((x @ w2 + b2) ** 2).mean().backward()
    adam.step()
checkpoint = {"model": {"w": w2.detach().clone(), "b": b2.detach().clone()}, "optim": adam.state_dict()}
checkpoint["optim"]
repr(adam)

w3 = nn.Parameter(checkpoint["model"]["w"].clone())
b3 = nn.Parameter(checkpoint["model"]["b"].clone())
adam2 = torch.optim.Adam([{"params": [w3]}, {"params": [b3], "lr": 0.5}], lr=0.3)
adam2.load_state_dict(checkpoint["optim"])
adam2.state_dict()["param_groups"]
adam2.param_groups[1]["lr"]
adam2.state[w3]["step"], adam2.state[w3]["exp_avg"], adam2.state[b3]["exp_avg_sq"]
for opt_, w_, b_ in ((adam, w2, b2), (adam2, w3, b3)):
    opt_.zero_grad()
    ((x @ w_ + b_) ** 2).mean().backward()
    opt_.step()
torch.equal(w2, w3), torch.equal(b2, b3)
w3, b3

# add_param_group: fine-tuning a layer added later.
head = nn.Linear(2, 1)
with torch.no_grad():
    head.weight.copy_(torch.tensor([[0.5, -0.25]]))
    head.bias.fill_(0.0)
sgd = torch.optim.SGD([w], lr=0.1)
group = {"params": head.parameters(), "lr": 0.01}
sgd.add_param_group(group)
len(sgd.param_groups)
sgd.param_groups[1]["lr"], sgd.param_groups[1]["momentum"], len(sgd.param_groups[1]["params"])
group is sgd.param_groups[1], sorted(group.keys())
sgd.state_dict()["param_groups"]
repr(sgd)
sgd.zero_grad()
head(x[:, :2]).sum().backward()
sgd.step()
head.weight, head.bias

# Errors PyTorch raises.
sgd.add_param_group({"params": [w]})
sgd.add_param_group({"params": {b}})
adam2.load_state_dict({"state": {}, "param_groups": [{"params": [0]}]})
adam2.load_state_dict({"state": {}, "param_groups": [{"params": [0, 1]}, {"params": [2]}]})
