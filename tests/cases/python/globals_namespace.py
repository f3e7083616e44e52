# globals() as d2l-style scripts use it: results stored under computed names, read back as
# plain variables, and looked up by name.
import torch

for name in ["sgd", "adam"]:
    globals()["res_" + name] = torch.tensor([1.0, 2.0]) * len(name)
res_sgd
res_adam
"res_sgd" in globals()
"nope" in globals()
globals().get("res_adam")
globals().get("missing", 42)
g = globals()
g["counter"] = 0
for i in range(3):
    g["counter"] += i
counter


def reads_global():
    return globals()["counter"] + 1


reads_global()
len([k for k in globals() if k.startswith("res_")])
try:
    globals()["not_there"]
except KeyError as e:
    msg = repr(e)
msg
globals().setdefault("made", 5)
made
