# Saving and loading ASGD and Rprop state: every entry the step reads comes back
import torch
w = torch.tensor([1.0, 2.0], requires_grad=True)
opt = torch.optim.ASGD([w], lr=0.1)
w.grad = torch.tensor([0.5, -0.5]); opt.step()
sd = opt.state_dict()
w2 = torch.tensor([1.0, 2.0], requires_grad=True)
o2 = torch.optim.ASGD([w2], lr=0.1)
o2.load_state_dict(sd)
sorted(o2.state[w2].keys())
w2.grad = torch.tensor([0.5, -0.5]); o2.step()
w2
r = torch.tensor([1.0, 2.0], requires_grad=True)
ro = torch.optim.Rprop([r], lr=0.1)
r.grad = torch.tensor([0.5, -0.5]); ro.step()
r2 = torch.tensor([1.0, 2.0], requires_grad=True)
ro2 = torch.optim.Rprop([r2], lr=0.1)
ro2.load_state_dict(ro.state_dict())
r2.grad = torch.tensor([0.5, 0.5]); ro2.step()
r2
ro2.state[r2]["step_size"]
