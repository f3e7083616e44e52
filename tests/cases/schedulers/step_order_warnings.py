# The warnings a learner meets when a training loop steps the scheduler before the
# optimizer (the pre-1.1 order) or passes an epoch to scheduler.step(), caught as a test
# harness catches them.
import warnings
import torch

model = torch.nn.Linear(3, 2)
x = torch.arange(6.0).reshape(2, 3)


def train(opt, sched, order, epochs=3):
    lrs = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for epoch in range(epochs):
            opt.zero_grad()
            model(x).pow(2).mean().backward()
            if order == "scheduler first":
                sched.step()
                opt.step()
            else:
                opt.step()
                sched.step()
            lrs.append(sched.get_last_lr()[0])
    return lrs, [(c.category.__name__, str(c.message)) for c in caught]


opt = torch.optim.SGD(model.parameters(), lr=0.1)
wrong = train(opt, torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5), "scheduler first")
wrong
opt2 = torch.optim.Adam(model.parameters(), lr=0.01)
sched2 = torch.optim.lr_scheduler.ExponentialLR(opt2, gamma=0.9)
train(opt2, sched2, "optimizer first")
# A second scheduler on an optimizer that has already stepped: the mark stays.
sched3 = torch.optim.lr_scheduler.LinearLR(opt2, start_factor=0.5, total_iters=2)
train(opt2, sched3, "scheduler first", epochs=1)
# An optimizer that stepped before the scheduler was made still gets the warning.
opt4 = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
opt4.step()
sched4 = torch.optim.lr_scheduler.CosineAnnealingLR(opt4, T_max=4)
train(opt4, sched4, "scheduler first", epochs=2)
getattr(opt4, "_opt_called", "absent")
getattr(torch.optim.SGD(model.parameters(), lr=0.1), "_opt_called", "absent")

# step(epoch) is deprecated.
opt5 = torch.optim.SGD(model.parameters(), lr=0.1)
sched5 = torch.optim.lr_scheduler.MultiStepLR(opt5, milestones=[2], gamma=0.1)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    opt5.step()
    sched5.step(3)
    plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt5)
    plateau.step(1.0, epoch=4)
[str(c.message)[:70] for c in caught]
sched5.get_last_lr()
