# Optimizers with complex parameters: PyTorch steps view_as_real(param) and keeps complex state, keyed by
# the complex Parameter itself; param_groups, state_dict and load_state_dict show it as complex.
import torch
torch.manual_seed(0)
def run(make, steps=3):
    p = torch.nn.Parameter(torch.tensor([1+2j, -0.5+0.25j, 3-1j]))
    opt = make([p])
    for _ in range(steps):
        opt.zero_grad()
        loss = (p * p.conj()).real.sum() + (p * torch.tensor([0.5j, 1, -2])).real.sum()
        loss.backward()
        opt.step()
    return p, opt
p, opt = run(lambda ps: torch.optim.Adam(ps, lr=0.1))
torch.view_as_real(p.detach())
opt.state[p]['exp_avg'].dtype
opt.state[p]['exp_avg'].shape
torch.view_as_real(opt.state[p]['exp_avg'])
torch.view_as_real(opt.state[p]['exp_avg_sq'])
opt.state[p]['step']
opt.param_groups[0]['params'][0] is p
type(opt.param_groups[0]['params'][0]).__name__
p in opt.state
len(opt.state)
[k is p for k in opt.state]
list(opt.state.keys())[0] is p
sorted(opt.state[p].keys())
opt.state.get(p) is opt.state[p]
sd = opt.state_dict()
sd['state'][0]['exp_avg'].dtype
sd['param_groups'][0]['params']
p2 = torch.nn.Parameter(torch.zeros(3, dtype=torch.cfloat))
opt2 = torch.optim.Adam([p2], lr=0.1)
opt2.load_state_dict(sd)
torch.view_as_real(opt2.state[p2]['exp_avg'])
opt2.state[p2]['exp_avg'].dtype
opt.zero_grad()
p.grad
p, opt = run(lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01))
torch.view_as_real(p.detach())
opt.state[p]['momentum_buffer'].dtype
torch.view_as_real(opt.state[p]['momentum_buffer'])
p, opt = run(lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.5, dampening=0.1))
torch.view_as_real(p.detach())
p, opt = run(lambda ps: torch.optim.AdamW(ps, lr=0.05, amsgrad=True))
torch.view_as_real(p.detach())
sorted((k, v.dtype) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.RMSprop(ps, lr=0.01, momentum=0.9, centered=True))
torch.view_as_real(p.detach())
sorted((k, v.dtype) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.Adagrad(ps, lr=0.1, lr_decay=0.01, initial_accumulator_value=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype) for k, v in opt.state[p].items())
torch.view_as_real(opt.state[p]['sum'])
opt.zero_grad(set_to_none=False)
torch.view_as_real(p.grad)
p.grad.dtype
q = torch.nn.Parameter(torch.ones(2, dtype=torch.cfloat))
opt.add_param_group({'params': [q]})
opt.param_groups[1]['params'][0] is q
opt.state[q]
opt.state[q] = {'sum': torch.full((2,), 0.5+0j)}
(p.abs().sum() + q.abs().sum()).backward(); opt.step()
torch.view_as_real(q.detach())
torch.view_as_real(opt.state[q]['sum'])
p, opt = run(lambda ps: torch.optim.Adadelta(ps))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.Adamax(ps, lr=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.NAdam(ps, lr=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.RAdam(ps, lr=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.Rprop(ps, lr=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.ASGD(ps, lr=0.1))
torch.view_as_real(p.detach())
sorted((k, v.dtype, tuple(v.shape)) for k, v in opt.state[p].items())
p, opt = run(lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, maximize=True))
torch.view_as_real(p.detach())
p, opt = run(lambda ps: torch.optim.Adam(ps, lr=0.1, foreach=True, weight_decay=0.1))
torch.view_as_real(p.detach())
