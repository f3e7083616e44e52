import torch
from torch import nn
torch.manual_seed(0)
class MySGD(torch.optim.Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        defaults = dict(lr=lr, momentum=momentum)
        super().__init__(params, defaults)
    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group['params']:
                if p.grad is None:
                    continue
                d_p = p.grad
                if group['momentum'] != 0:
                    state = self.state[p]
                    if 'momentum_buffer' not in state:
                        buf = state['momentum_buffer'] = torch.clone(d_p).detach()
                    else:
                        buf = state['momentum_buffer']
                        buf.mul_(group['momentum']).add_(d_p)
                    d_p = buf
                p.add_(d_p, alpha=-group['lr'])
        return loss
net = nn.Linear(3, 1)
opt = MySGD(net.parameters(), lr=0.1, momentum=0.9)
opt
isinstance(opt, torch.optim.Optimizer)
isinstance(torch.optim.SGD(net.parameters(), lr=0.1), torch.optim.Optimizer)
isinstance(torch.optim.Adam(net.parameters()), torch.optim.Optimizer)
isinstance(3, torch.optim.Optimizer)
X = torch.randn(8, 3)
y = torch.randn(8, 1)
losses = []
for _ in range(5):
    opt.zero_grad()
    loss = ((net(X) - y) ** 2).mean()
    loss.backward()
    opt.step()
    losses.append(loss.item())
losses
net.weight
len(opt.state)
opt.param_groups[0]['lr']
sd = opt.state_dict()
sd['param_groups']
sorted(sd['state'].keys())
sd['state'][0]['momentum_buffer']
def closure():
    opt.zero_grad()
    l = ((net(X) - y) ** 2).mean()
    l.backward()
    return l
opt.step(closure)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
opt.step()
sched.step()
opt.param_groups[0]['lr']
sched.get_last_lr()
MySGD(net.parameters(), lr=-1)
MySGD([], lr=0.1)
MySGD(torch.ones(2), lr=0.1)
MySGD([torch.ones(2, requires_grad=True) * 2])
w = torch.ones(2, requires_grad=True)
MySGD([{'params': [w]}, {'params': w, 'lr': 0.5}])
o2 = MySGD([{'params': [w]}, {'params': [torch.zeros(1, requires_grad=True)], 'lr': 0.5}])
[g['lr'] for g in o2.param_groups]
o2.add_param_group({'params': torch.zeros(3, requires_grad=True)})
len(o2.param_groups)
o2.add_param_group([w])
class Empty(torch.optim.Optimizer):
    pass
e = Empty([w], {'lr': 1.0})
e.step()
e.zero_grad()
w.grad
w.sum().backward()
e.zero_grad(set_to_none=False)
w.grad
from torch.optim.optimizer import Optimizer, required
class NeedsLr(Optimizer):
    def __init__(self, params, lr=required):
        super().__init__(params, dict(lr=lr))
NeedsLr([w])
NeedsLr([w], lr=0.3).param_groups[0]['lr']
torch.optim.Optimizer.__name__
@torch.enable_grad()
def grad_on(t):
    return (t * 2).requires_grad
with torch.no_grad():
    inside = grad_on(w)
inside
class Tracker:
    @torch.no_grad()
    def double(self, t):
        return t * 2
    @torch.inference_mode()
    def infer(self, t):
        return t.is_inference()
tr = Tracker()
tr.double(w).requires_grad
tr.infer(w)
Tracker.double(tr, w).requires_grad
a = torch.ones(2, requires_grad=True) * 1
a.retains_grad
a.retain_grad()
a.retains_grad
w.retains_grad
torch.optim.SGD([w], lr=0.1).add_param_group([w])
