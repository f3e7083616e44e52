# copy.deepcopy of a native optimizer after steps: its state, groups and defaults equal, its
# parameters copied (the copied model's when both are copied together), stepping the copy
# leaves the original alone, a scheduler's initial_lr kept. It was refused before.
import torch
import copy


def setup(make):
    torch.manual_seed(0)
    m = torch.nn.Linear(3, 2)
    with torch.no_grad():
        m.weight.copy_(torch.arange(6.).reshape(2, 3) / 5)
        m.bias.fill_(0.5)
    opt = make(m.parameters())
    for _ in range(2):
        opt.zero_grad()
        m(torch.arange(3.).reshape(1, 3)).pow(2).sum().backward()
        opt.step()
    return m, opt


res = []
for make in [lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True),
             lambda p: torch.optim.Adam(p, lr=0.01, betas=(0.8, 0.9), amsgrad=True),
             lambda p: torch.optim.AdamW(p, lr=0.01),
             lambda p: torch.optim.Adagrad(p, lr=0.5, lr_decay=0.1),
             lambda p: torch.optim.RMSprop(p, lr=0.01, momentum=0.5)]:
    m, opt = setup(make)
    opt2 = copy.deepcopy(opt)
    sd1, sd2 = opt.state_dict(), opt2.state_dict()
    same = all(torch.equal(sd1["state"][i][k], sd2["state"][i][k]) for i in sd1["state"] for k in sd1["state"][i])
    p2 = opt2.param_groups[0]["params"][0]
    res.append((type(opt2).__name__, same, sd1["param_groups"] == sd2["param_groups"], opt2.defaults == opt.defaults,
                p2 is m.weight, torch.equal(p2, m.weight), p2.requires_grad, p2.grad is None))
    # stepping the copy does not move the original
    before = m.weight.clone()
    p2.grad = torch.ones_like(p2)
    for p in opt2.param_groups[0]["params"][1:]:
        p.grad = torch.ones_like(p)
    opt2.step()
    res.append((torch.equal(before, m.weight), p2.tolist()))
res
# the model and its optimizer copied together: the copy's groups hold the copied parameters
m, opt = setup(lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.5))
both = copy.deepcopy({"model": m, "opt": opt})
both["opt"].param_groups[0]["params"][0] is both["model"].weight
both["opt"].state[both["model"].weight]["momentum_buffer"]
# a scheduler's initial_lr stays in the copied groups
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
opt.step()
sched.step()
o3 = copy.deepcopy(opt)
o3.param_groups[0]["lr"], o3.param_groups[0]["initial_lr"]
