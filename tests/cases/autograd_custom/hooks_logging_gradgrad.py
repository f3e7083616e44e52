# The "Autograd mechanics" and "Extending PyTorch" notes: post-accumulate-grad hooks (the
# optimizer-in-backward pattern), gradgradcheck, and a training script's logging setup.
import logging
import torch

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")
log.info("starting with %d params", 3)
log.debug("hidden")
log.getEffectiveLevel()
logging.getLogger("train.inner").parent is log
logging.getLevelName(logging.WARNING)
logging.root.level

p = torch.ones(2, requires_grad=True)
seen = []
h = p.register_post_accumulate_grad_hook(lambda t: seen.append(t.grad.clone()))
(p * 3).sum().backward()
(p * 2).sum().backward()
seen
h.remove()
(p * 2).sum().backward()
len(seen)

# Optimizer step in backward: each parameter steps as soon as its gradient is ready.
torch.manual_seed(0)
model = torch.nn.Linear(3, 2)
opts = {q: torch.optim.SGD([q], lr=0.1) for q in model.parameters()}


def step_hook(param):
    opts[param].step()
    opts[param].zero_grad()


handles = [q.register_post_accumulate_grad_hook(step_hook) for q in model.parameters()]
x = torch.randn(4, 3)
model(x).pow(2).sum().backward()
model.weight
model.bias
model.weight.grad

r = torch.ones(2, requires_grad=True)
r.register_post_accumulate_grad_hook(lambda t: seen.append("r"))
torch.autograd.grad((r * 2).sum(), r)
seen[-1]
errors = []
for make in [lambda: (p * 2).register_post_accumulate_grad_hook(lambda t: None),
             lambda: torch.ones(2).register_post_accumulate_grad_hook(lambda t: None)]:
    try:
        make()
    except RuntimeError as e:
        errors.append(str(e))
errors
q = torch.ones(2, requires_grad=True)
q.register_post_accumulate_grad_hook(lambda t: 5)
try:
    (q * 3).sum().backward()
except TypeError as e:
    msg = str(e)
msg
q2 = torch.ones(2, requires_grad=True)
q2.register_post_accumulate_grad_hook(lambda t: t.grad.zero_())
try:
    (q2 * 2).sum().backward()
except RuntimeError as e:
    msg = str(e)
msg

torch.manual_seed(3)
xd = torch.randn(3, dtype=torch.double, requires_grad=True)
torch.autograd.gradgradcheck(lambda v: v ** 3, (xd,))
torch.autograd.gradgradcheck(lambda v: (v.sin() * v).sum(), (xd,))
torch.randn(2)
gy = torch.randn(3, dtype=torch.double, requires_grad=True)
torch.autograd.gradgradcheck(lambda v: v.exp() * 2, (xd,), (gy,))


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, v):
        ctx.save_for_backward(v)
        return v ** 3

    @staticmethod
    def backward(ctx, g):
        v, = ctx.saved_tensors
        return g * 3 * v ** 2


torch.autograd.gradgradcheck(Cube.apply, (xd,))


class WrongSecond(torch.autograd.Function):
    @staticmethod
    def forward(ctx, v):
        ctx.save_for_backward(v)
        return v ** 3

    @staticmethod
    def backward(ctx, g):
        v, = ctx.saved_tensors
        return g * 3 * v.detach() ** 2


torch.autograd.gradgradcheck(WrongSecond.apply, (xd,), raise_exception=False)
