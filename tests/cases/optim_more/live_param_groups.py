# An optimizer's param_groups and state are live Python objects in PyTorch: what a script
# edits in them (a params list, an appended group, a replaced state tensor, a deleted
# setting) changes the next step.
import torch


def leaf(*values):
    t = torch.nn.Parameter(torch.tensor(values))
    t.grad = torch.ones(len(values))
    return t


a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups[0]["params"].append(b)
opt.step()
a, b
a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups[0]["params"] = [b]
opt.step()
a, b
a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a, b], lr=0.1)
opt.param_groups[0]["params"].pop()
opt.step()
a, b
a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a], lr=0.1)
groups = opt.param_groups
groups is opt.param_groups
groups.append(dict(opt.param_groups[0], params=[b], lr=1.0))
opt.step()
b
len(opt.param_groups)
opt.zero_grad()
b.grad
a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups.append({"params": [b], "lr": 1.0})
opt.step()
a
a = leaf(1.0, 2.0)
opt = torch.optim.SGD([a], lr=0.1, momentum=0.9)
opt.step()
buf = opt.state[a]
buf is opt.state[a]
opt.state[a]["momentum_buffer"] = torch.tensor([10.0, 10.0])
opt.step()
a
buf["momentum_buffer"]
a = leaf(1.0, 2.0)
opt = torch.optim.Adam([a], lr=0.1)
early = opt.state[a]
early
opt.step()
early
opt.state[a]["step"] = torch.tensor(100.0)
opt.step()
a
len(opt.state)
list(opt.state.keys())[0] is a
sorted(opt.state[a].keys())
[sorted(s) for s in opt.state.values()]
opt.state.get(torch.zeros(1), "missing")
a = leaf(1.0, 2.0)
opt = torch.optim.SGD([a], lr=0.1)
del opt.param_groups[0]["lr"]
opt.step()
a
a = leaf(1.0, 2.0)
opt = torch.optim.Adam([a], lr=0.1)
del opt.param_groups[0]["eps"]
opt.step()
a = leaf(1.0, 2.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups[0].clear()
opt.step()
a = leaf(1.0, 2.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups[0]["weight_decay"] = True
opt.step()
a
a = leaf(1.0, 2.0)
opt = torch.optim.SGD([a], lr=0.1)
opt.param_groups = [dict(opt.param_groups[0], lr=2.0)]
opt.step()
a
a, b = leaf(1.0, 2.0), leaf(5.0)
opt = torch.optim.SGD([a], lr=0.1, momentum=0.5)
opt.param_groups.append(dict(opt.param_groups[0], params=[b], lr=1.0))
opt.step()
sd = opt.state_dict()
sd["param_groups"]
sorted(sd["state"])
held = opt.state[b]
opt.load_state_dict(sd)
opt.step()
held["momentum_buffer"] is opt.state[b]["momentum_buffer"]
b
