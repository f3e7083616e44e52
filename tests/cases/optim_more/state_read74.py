# Watching an optimizer's state between steps (logging ASGD's averaging, Rprop's step
# sizes) must not change what the next step does
import torch

def run(make, steps=4, watch=True):
    w = torch.tensor([0.3, -1.2, 2.0], requires_grad=True)
    opt = make([w])
    seen = []
    for i in range(steps):
        opt.zero_grad()
        loss = ((w - torch.tensor([1.0, -2.0, 0.5])) ** 2).sum()
        loss.backward()
        opt.step()
        if watch:
            st = opt.state[w]
            seen.append(sorted(st.keys()))
            seen.append({k: (v.tolist() if isinstance(v, torch.Tensor) else v) for k, v in st.items()})
    return w.detach().tolist(), seen

asgd = run(lambda p: torch.optim.ASGD(p, lr=0.1, t0=2))
asgd
asgd[0] == run(lambda p: torch.optim.ASGD(p, lr=0.1, t0=2), watch=False)[0]
rprop = run(lambda p: torch.optim.Rprop(p, lr=0.1))
rprop
rprop[0] == run(lambda p: torch.optim.Rprop(p, lr=0.1), watch=False)[0]
run(lambda p: torch.optim.ASGD(p, lr=0.05, weight_decay=0.1, foreach=False))
run(lambda p: torch.optim.Rprop(p, lr=0.05, etas=(0.4, 1.3), step_sizes=(1e-3, 1.0)))
for name in ["Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam", "RMSprop", "SGD", "Adam", "AdamW"]:
    make = lambda p, name=name: getattr(torch.optim, name)(p, lr=0.01)
    assert run(make)[0] == run(make, watch=False)[0], name
# Writing a state entry by hand is read by the next step
w = torch.tensor([1.0, 2.0], requires_grad=True)
opt = torch.optim.ASGD([w], lr=0.1)
w.grad = torch.tensor([0.5, -0.5])
opt.step()
opt.state[w]["eta"] = torch.tensor(0.5)
opt.step()
w
opt.state[w]["eta"]
opt.state[w]["ax"]
r = torch.tensor([1.0, 2.0], requires_grad=True)
ro = torch.optim.Rprop([r], lr=0.1)
r.grad = torch.tensor([0.5, -0.5])
ro.step()
ro.state[r]["step_size"].mul_(2)
r.grad = torch.tensor([0.5, 0.5])
ro.step()
r
ro.state[r]["prev"]
ro.state[r]["step_size"]
