import collections
import torch
import torch.nn as nn
# A module keeps its hooks in OrderedDicts keyed by the handle's id.
net = nn.Sequential(nn.Linear(3, 2), nn.ReLU())
type(net._forward_hooks).__name__, type(net._forward_pre_hooks).__name__, type(net._backward_hooks).__name__
isinstance(net[0]._forward_hooks, collections.OrderedDict), isinstance(net[0]._forward_hooks, dict)
repr(net._forward_hooks), repr(net[1]._backward_pre_hooks)
type(net._state_dict_hooks).__name__, type(net._load_state_dict_pre_hooks).__name__
len(net._forward_hooks)
seen = []
h1 = net.register_forward_hook(lambda m, i, o: seen.append("first"))
h2 = net.register_forward_hook(lambda m, i, o: seen.append("second"))
h3 = net.register_forward_hook(lambda m, i, o: seen.append("front"), prepend=True)
[k - h1.id for k in net._forward_hooks]
list(net._forward_hooks.keys()) == [h3.id, h1.id, h2.id]
type(net._forward_hooks.keys()).__name__
out = net(torch.arange(6.0).reshape(2, 3).sin())
seen
h1.remove()
[k - h2.id for k in net._forward_hooks]
bool(net._forward_hooks)
h2.remove()
h3.remove()
net._forward_hooks
seen.clear()
net(torch.ones(1, 3)).shape, seen
p = net[0].register_forward_pre_hook(lambda m, i: seen.append("pre"), with_kwargs=False)
net[0]._forward_pre_hooks_with_kwargs
net(torch.ones(1, 3)).shape, seen
p.remove()
len(net[0]._forward_pre_hooks)
