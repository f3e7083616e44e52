# An optimizer takes attributes as any Python object does (a replaced step, a tag a
# training script sets), and the scheduler's first-step warnings cover a replaced step,
# an optimizer written in Python, and get_lr() read outside step().
import warnings
import torch
from torch.optim import lr_scheduler

w = torch.nn.Parameter(torch.ones(2))


def caught(f):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = f()
        except Exception as e:
            r = type(e).__name__ + ": " + str(e)
    return r, [str(x.message)[:70] for x in ws]


opt = torch.optim.SGD([w], lr=1.0)
opt.name = "main"
opt.name
calls = []
original = opt.step


def logged_step(closure=None):
    calls.append("step")
    return original(closure)


opt.step = logged_step
opt.step()
calls
w
# A scheduler wraps the class's step, which a replaced one no longer is.
caught(lambda: lr_scheduler.StepLR(opt, 1, gamma=0.5))
opt2 = torch.optim.SGD([w], lr=1.0)
sched = lr_scheduler.StepLR(opt2, 1, gamma=0.5)


def override_after():
    opt2.step = lambda closure=None: None
    sched.step()
    return sched.get_last_lr()


caught(override_after)


class MyOpt(torch.optim.Optimizer):
    def __init__(self, params):
        super().__init__(params, dict(lr=0.1))

    @torch.no_grad()
    def step(self, closure=None):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is not None:
                    p.add_(p.grad, alpha=-group["lr"])
        return None


def custom_wrong_order():
    m = MyOpt([w])
    s = lr_scheduler.StepLR(m, 1, gamma=0.5)
    s.step()
    return s.get_last_lr()


caught(custom_wrong_order)


def custom_right_order():
    m = MyOpt([w])
    s = lr_scheduler.StepLR(m, 1, gamma=0.5)
    w.grad = torch.ones(2)
    m.step()
    s.step()
    return s.get_last_lr(), w.detach().tolist()


caught(custom_right_order)


def get_lr_outside():
    s = lr_scheduler.StepLR(torch.optim.SGD([w], lr=1.0), 1)
    return s.get_lr()


caught(get_lr_outside)
caught(lambda: lr_scheduler.CosineAnnealingLR(torch.optim.SGD([w], lr=1.0), 4).get_lr())
