# Learning-rate schedules as training loops use them: step the optimizer, then the
# scheduler, and read get_last_lr(); PyTorch's exact float sequences.
import math
import torch
from torch.optim import lr_scheduler


def make_opt(lr=0.1, kind="sgd"):
    model = torch.nn.Linear(2, 1)
    if kind == "adam":
        return torch.optim.Adam(model.parameters(), lr=lr)
    return torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)


def run(sched, opt, steps):
    lrs = []
    for _ in range(steps):
        opt.step()
        sched.step()
        lrs.append(sched.get_last_lr()[0])
    return lrs


opt = make_opt()
sched = lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
sched.get_last_lr()
run(sched, opt, 8)
opt.param_groups[0]["lr"], opt.param_groups[0]["initial_lr"]
sched.last_epoch

opt = make_opt()
run(lr_scheduler.MultiStepLR(opt, milestones=[2, 5, 5], gamma=0.1), opt, 7)
opt = make_opt()
run(lr_scheduler.ExponentialLR(opt, gamma=0.9), opt, 6)
opt = make_opt()
run(lr_scheduler.CosineAnnealingLR(opt, T_max=5, eta_min=0.001), opt, 12)
opt = make_opt()
run(lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2), opt, 12)
opt = make_opt()
run(lr_scheduler.LambdaLR(opt, lr_lambda=lambda epoch: 0.95 ** epoch), opt, 5)
opt = make_opt()
run(lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda epoch: 0.9), opt, 4)
opt = make_opt()
run(lr_scheduler.LinearLR(opt, start_factor=0.25, total_iters=4), opt, 6)
opt = make_opt()
run(lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=3), opt, 5)
opt = make_opt()
run(lr_scheduler.PolynomialLR(opt, total_iters=4, power=2.0), opt, 6)

opt = make_opt()
warmup = lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=3)
decay = lr_scheduler.ExponentialLR(opt, gamma=0.8)
seq = lr_scheduler.SequentialLR(opt, schedulers=[warmup, decay], milestones=[3])
seq.get_last_lr()
run(seq, opt, 7)

opt = make_opt()
chain = lr_scheduler.ChainedScheduler([lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=2),
                                       lr_scheduler.ExponentialLR(opt, gamma=0.9)])
run(chain, opt, 4)

opt = make_opt(kind="adam")
one = lr_scheduler.OneCycleLR(opt, max_lr=0.01, total_steps=10)
one.get_last_lr()
run(one, opt, 9)
opt.param_groups[0]["betas"]
opt = make_opt()
one = lr_scheduler.OneCycleLR(opt, max_lr=1.0, epochs=2, steps_per_epoch=4, anneal_strategy="linear",
                              three_phase=True)
run(one, opt, 7)
opt.param_groups[0]["momentum"]

opt = make_opt()
plateau = lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
history = []
for loss in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    plateau.step(loss)
    history.append(plateau.get_last_lr()[0])
history
plateau.num_bad_epochs, plateau.best

opt = make_opt()
s = lr_scheduler.StepLR(opt, step_size=2)
sorted(k for k in s.state_dict())
str(opt)

lr_scheduler.StepLR("not an optimizer", step_size=1)
lr_scheduler.ConstantLR(make_opt(), factor=2.0)
lr_scheduler.OneCycleLR(make_opt(), max_lr=0.1)
one = lr_scheduler.OneCycleLR(make_opt(), max_lr=0.1, total_steps=2)
run(one, one.optimizer, 3)
