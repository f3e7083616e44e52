# d2l's learning-rate chapter inspects MultiStepLR: its milestones are a collections.Counter
# (a repeated milestone decays twice), kept as such in state_dict() and restored by
# load_state_dict().
import torch

opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1)
s = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 3, 3], gamma=0.5)
type(s.milestones).__name__
type(s.state_dict()["milestones"]).__name__
sorted(s.milestones.elements())
s.milestones[3]
s.milestones[7]
lrs = []
for epoch in range(5):
    opt.step()
    s.step()
    lrs.append(s.get_last_lr()[0])
lrs
sd = s.state_dict()
opt2 = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1)
s2 = torch.optim.lr_scheduler.MultiStepLR(opt2, milestones=[1])
s2.load_state_dict(sd)
sorted(s2.milestones.elements()), type(s2.milestones).__name__
s3 = torch.optim.lr_scheduler.MultiStepLR(opt2, milestones=[4, 1], gamma=0.1, last_epoch=-1)
s3._get_closed_form_lr()
