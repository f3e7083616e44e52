# SequentialLR and ChainedScheduler checkpoints hold their schedulers' state dicts, and
# loading one restores the schedule (attack on stop 60).
import torch
from torch.optim import lr_scheduler as L
model = torch.nn.Linear(2, 1)
o = torch.optim.SGD(model.parameters(), lr=0.1)
s = L.SequentialLR(o, [L.StepLR(o, 1, gamma=0.5), L.MultiStepLR(o, [1, 2], gamma=0.1)], milestones=[2])
for i in range(3):
    o.step()
    s.step()
sd = s.state_dict()
[type(x).__name__ for x in sd["_schedulers"]]
sorted(sd["_schedulers"][1].keys())
type(sd["_schedulers"][1]["milestones"]).__name__
o2 = torch.optim.SGD(model.parameters(), lr=0.1)
s2 = L.SequentialLR(o2, [L.StepLR(o2, 1, gamma=0.5), L.MultiStepLR(o2, [5], gamma=0.1)], milestones=[2])
s2.load_state_dict(sd)
s2._schedulers[1].milestones is s._schedulers[1].milestones
sorted(s2._schedulers[1].milestones.items())
c = L.ChainedScheduler([L.StepLR(o, 1, gamma=0.5), L.MultiStepLR(o, [1, 2], gamma=0.1)])
cs = c.state_dict()
[type(x).__name__ for x in cs["_schedulers"]]
sorted(cs.keys())
