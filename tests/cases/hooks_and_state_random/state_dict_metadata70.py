# state_dict()._metadata ({'version': cls._version} per module, '' for the root) and
# load_state_dict handing each module its entry as local_metadata: how modules migrate old
# checkpoints in _load_from_state_dict (BatchNorm's version 2 added num_batches_tracked).
import copy
import torch
import torch.nn as nn

def items(d):
    # A dict's items, for the record (dicts are recorded by type only).
    return sorted((k, items(v) if isinstance(v, dict) else v) for k, v in d.items())


torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2), nn.Sequential(nn.LayerNorm(2)))
sd = net.state_dict()
type(sd._metadata).__name__
list(sd._metadata.keys())
items(sd._metadata)
nn.Module._version, nn.BatchNorm2d._version, nn.Linear._version
items(net[0].state_dict(prefix="enc.")._metadata)
items(copy.deepcopy(sd)._metadata["1"])

# A checkpoint without metadata, or with version 1, loads into BatchNorm without its
# num_batches_tracked (the module's own count stands in).
bn = nn.BatchNorm1d(3)
bn(torch.randn(4, 3))
old = {k: v for k, v in bn.state_dict().items() if k != "num_batches_tracked"}
fresh = nn.BatchNorm1d(3)
fresh.load_state_dict(old)
fresh.num_batches_tracked
from collections import OrderedDict
v1 = OrderedDict(old)
v1._metadata = OrderedDict({"": {"version": 1}})
fresh.load_state_dict(v1)
v2 = OrderedDict(old)
v2._metadata = OrderedDict({"": {"version": 2}})
fresh.load_state_dict(v2)
try:
    fresh.load_state_dict(v2)
except RuntimeError as e:
    msg = str(e)
msg

# A user module that renamed a parameter between versions and migrates old checkpoints.
class Gate(nn.Module):
    _version = 2

    def __init__(self):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(2))

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        seen.append(dict(local_metadata))
        version = local_metadata.get("version", None)
        if (version is None or version < 2) and prefix + "scale" in state_dict:
            state_dict[prefix + "gain"] = state_dict.pop(prefix + "scale")
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)

seen = []
g = nn.Sequential(Gate())
items(g.state_dict()._metadata["0"])
old_ckpt = OrderedDict({"0.scale": torch.tensor([3.0, 4.0])})
old_ckpt._metadata = OrderedDict({"": {"version": 1}, "0": {"version": 1}})
g.load_state_dict(old_ckpt)
g[0].gain
[items(m) for m in seen]
seen.clear()
g.load_state_dict({"0.gain": torch.tensor([5.0, 6.0])})
[items(m) for m in seen]
seen.clear()
g.load_state_dict(g.state_dict(), assign=True)
[items(m) for m in seen]

# A state_dict post-hook sees the module's local_metadata.
lm = []
lin = nn.Linear(1, 1)
lin._register_state_dict_hook(lambda m, d, prefix, local_metadata: lm.append(local_metadata))
sd2 = lin.state_dict()
[items(m) for m in lm]
items(sd2._metadata)
# A destination without _metadata gets none.
dest = {}
lin.state_dict(destination=dest)
hasattr(dest, "_metadata")
sorted(dest)
