# Optimizer hooks as training frameworks use them: step pre/post hooks (a pre-hook may
# return new args and kwargs), the global register_optimizer_step_pre_hook/_post_hook
# around every optimizer, and the state_dict / load_state_dict hooks (a post-hook of
# state_dict and a pre-hook of load_state_dict may replace the dict).
import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook, register_optimizer_step_post_hook

p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
opt = torch.optim.SGD([p], lr=0.5)
calls = []
hpre = opt.register_step_pre_hook(lambda o, args, kwargs: calls.append(("pre", type(o).__name__, len(args), sorted(kwargs))))
hpost = opt.register_step_post_hook(lambda o, args, kwargs: calls.append(("post", len(args))))
gpre = register_optimizer_step_pre_hook(lambda o, args, kwargs: calls.append(("global pre", type(o).__name__)))
gpost = register_optimizer_step_post_hook(lambda o, args, kwargs: calls.append(("global post", type(o).__name__)))
p.grad = torch.tensor([1.0, 1.0])
opt.step()
calls
p
hpost.id - hpre.id
len(opt._optimizer_step_pre_hooks), len(opt._optimizer_step_post_hooks)
gpre.remove()
gpost.remove()
hpre.remove()
hpost.remove()
calls.clear()
opt.step()
calls

# A pre-hook that hands the step a closure.
def give_closure(o, args, kwargs):
    return args, {"closure": lambda: torch.tensor(7.0)}

opt.register_step_pre_hook(give_closure)
opt.step()

# A pre-hook returning something else is refused.
opt2 = torch.optim.Adam([torch.nn.Parameter(torch.ones(2))], lr=0.1)
opt2.register_step_pre_hook(lambda o, args, kwargs: 3)
try:
    opt2.step()
except RuntimeError as e:
    msg = str(e)
msg.startswith("<function Adam.step at 0x"), msg.split("> ")[1]

# Gradient clipping as a pre-hook, logging as a post-hook (Adam).
torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters(), lr=0.1)
norms = []
adam.register_step_pre_hook(lambda o, a, k: norms.append(round(float(torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)), 4)))
for _ in range(3):
    adam.zero_grad()
    model(torch.tensor([[3.0, 4.0]])).pow(2).sum().backward()
    adam.step()
norms
model.weight

# state_dict hooks: the pre-hook sees the optimizer, the post-hook may add to the dict.
sd_calls = []
opt3 = torch.optim.SGD([torch.nn.Parameter(torch.ones(2))], lr=0.1, momentum=0.9)
opt3.register_state_dict_pre_hook(lambda o: sd_calls.append("sd pre"))
def add_key(o, sd):
    sd_calls.append("sd post")
    sd["extra"] = 42
opt3.register_state_dict_post_hook(add_key)
opt3.register_state_dict_post_hook(lambda o, sd: sd_calls.append("first"), prepend=True)
sd = opt3.state_dict()
sd_calls
sorted(sd)
sd["extra"]

# load_state_dict hooks: the pre-hook gets a shallow copy it may change; the post-hook runs last.
load_calls = []
def change_lr(o, sd):
    load_calls.append(("load pre", sorted(sd)))
    sd = dict(sd)
    sd.pop("extra")
    sd["param_groups"] = [dict(g, lr=0.25) for g in sd["param_groups"]]
    return sd
opt3.register_load_state_dict_pre_hook(change_lr)
opt3.register_load_state_dict_post_hook(lambda o: load_calls.append(("load post", o.param_groups[0]["lr"])))
opt3.load_state_dict(sd)
load_calls
opt3.param_groups[0]["lr"]
sorted(sd)

# A hand-written optimizer (a torch.optim.Optimizer subclass) has them too.
class PlainSGD(torch.optim.Optimizer):
    def __init__(self, params, lr=0.1):
        super().__init__(params, dict(lr=lr))

    @torch.no_grad()
    def step(self, closure=None):
        for group in self.param_groups:
            for q in group["params"]:
                q.add_(q.grad, alpha=-group["lr"])

q = torch.nn.Parameter(torch.tensor([1.0]))
mine = PlainSGD([q])
seen = []
mine.register_step_pre_hook(lambda o, a, k: seen.append(("pre", len(a))))
mine.register_step_post_hook(lambda o, a, k: seen.append("post"))
g1 = register_optimizer_step_post_hook(lambda o, a, k: seen.append(("global post", type(o).__name__)))
q.grad = torch.tensor([2.0])
mine.step()
seen
q
g1.remove()
mine.register_state_dict_post_hook(lambda o, sd: {"replaced": True})
mine.state_dict()

# Every optimizer has its hook tables from the start.
fresh = torch.optim.RMSprop([torch.nn.Parameter(torch.ones(1))])
hasattr(fresh, "_optimizer_step_pre_hooks")
type(fresh._optimizer_load_state_dict_post_hooks).__name__, len(fresh._optimizer_state_dict_pre_hooks)
type(mine._optimizer_step_post_hooks).__name__
