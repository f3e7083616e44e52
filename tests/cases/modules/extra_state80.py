import torch
import torch.nn as nn

# A module that keeps a non-tensor setting in its checkpoint (the docs' example, and what
# e.g. fp8 recipes and tokenizer-holding modules do): get_extra_state / set_extra_state.
class Scaler(nn.Module):
    def __init__(self, scale=1.0):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.scale = scale
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))

    def get_extra_state(self):
        return {"scale": self.scale, "version": 2}

    def set_extra_state(self, state):
        self.scale = state["scale"]

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Scaler(0.5)
        self.b = nn.Sequential(Scaler(2.0), nn.ReLU())

sd = Scaler(3.0).state_dict()
list(sd.keys())
sorted(sd["_extra_state"].items())
s = Scaler()
s.load_state_dict(sd)
s.scale
net = Net()
keys = list(net.state_dict().keys())
keys
sorted(net.state_dict()["b.0._extra_state"].items())
other = Net()
other.a.scale = 9.0
other.b[0].scale = 8.0
net.load_state_dict(other.state_dict())
(net.a.scale, net.b[0].scale)

# The key is required under strict loading, reported as missing otherwise.
partial = {k: v for k, v in other.state_dict().items() if not k.endswith("_extra_state")}
try:
    net.load_state_dict(partial)
except RuntimeError as e:
    msg = str(e)
msg
r = net.load_state_dict(partial, strict=False)
r.missing_keys
r.unexpected_keys

# A module without the override rejects the key as unexpected.
plain = nn.Linear(2, 2)
extra = dict(plain.state_dict())
extra["_extra_state"] = 5
try:
    plain.load_state_dict(extra)
except RuntimeError as e:
    msg2 = str(e)
msg2
plain.load_state_dict(extra, strict=False)

# Only get_extra_state overridden: saved, but loading it back is unexpected.
class SaveOnly(nn.Module):
    def get_extra_state(self):
        return 4

so = SaveOnly()
list(so.state_dict().items())
try:
    so.load_state_dict(so.state_dict())
except RuntimeError as e:
    msg3 = str(e)
msg3

# Only set_extra_state overridden: nothing saved, and the key is missing on load.
class LoadOnly(nn.Module):
    def set_extra_state(self, state):
        self.got = state

lo = LoadOnly()
list(lo.state_dict().items())
lo.load_state_dict({"_extra_state": [1, 2]})
lo.got
lo.load_state_dict({}, strict=False)

# The base class's methods are never meant to be called.
try:
    nn.Module().get_extra_state()
except RuntimeError as e:
    msg4 = str(e)
msg4
