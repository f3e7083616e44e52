# Module state_dict hooks: renaming keys on save, rewriting old checkpoints on load
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
calls = []
h1 = net.register_state_dict_pre_hook(lambda m, prefix, keep_vars: calls.append(("pre", type(m).__name__, prefix, keep_vars)))
def post(module, state_dict, prefix, local_metadata):
    calls.append(("post", prefix, sorted(state_dict.keys())))
h2 = net[0].register_state_dict_post_hook(post)
sd = net.state_dict()
calls
list(sd.keys())
def bad_post(module, state_dict, prefix, local_metadata):
    return {}
h3 = net.register_state_dict_post_hook(bad_post)
try:
    net.state_dict()
except RuntimeError as e:
    str(e)
h3.remove()
def private(module, state_dict, prefix, local_metadata):
    return {k.replace("0.", "first."): v for k, v in state_dict.items()}
h4 = net._register_state_dict_hook(private)
list(net.state_dict().keys())
h4.remove()
h1.remove()
h2.remove()
calls.clear()
list(net.state_dict().keys()) == list(sd.keys()), calls

# load hooks: an old checkpoint's names mapped to the new ones, then a check afterwards
old = {"first.weight": torch.ones(2, 2), "first.bias": torch.zeros(2), "2.weight": torch.ones(1, 2), "2.bias": torch.zeros(1)}
def rename(module, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
    for k in list(state_dict.keys()):
        if k.startswith(prefix + "first."):
            state_dict[k.replace("first.", "0.")] = state_dict.pop(k)
net.register_load_state_dict_pre_hook(rename)
seen = []
def after(module, incompatible_keys):
    seen.append((type(module).__name__, list(incompatible_keys.missing_keys), list(incompatible_keys.unexpected_keys)))
net.register_load_state_dict_post_hook(after)
net.load_state_dict(old)
net[0].weight
seen
partial = {"0.weight": torch.zeros(2, 2)}
net.load_state_dict(partial, strict=False)
seen[-1]
net.register_load_state_dict_post_hook(lambda m, k: 1)
try:
    net.load_state_dict(dict(net.state_dict()))
except AssertionError as e:
    str(e)[:60]
