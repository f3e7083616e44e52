# torch.__version__ is a TorchVersion: a str that compares with strings and tuples as
# versions. The string itself differs from stridelab's ("+stridelab" for "+cu..."), so
# only what does not depend on the build suffix is recorded.
import torch

v = torch.__version__
type(v).__name__
type(v).__module__
isinstance(v, str)
isinstance(v, torch.torch_version.TorchVersion)
v >= "2.0"
v >= (2, 0)
v >= (2, 0, 1)
v < "3"
v < (3,)
v > "2.15"
v >= "2.15.0"
v <= "2.14.9"
v < "2.16.0.dev0"
v > "2.15.0rc1"
v == "2.0"
v != "2.0"
v >= [2, 1]
v.split("+")[0]
v.startswith("2.")
v[:4]
str(v).split("+")[0]
f"{v}".split("+")[0]
"+" in v
len(v) > 6
tuple(int(x) for x in v.split("+")[0].split(".")[:2])
hash(v) == hash(str(v))
v == str(v)
{str(v): 1}[v]

from torch.torch_version import TorchVersion
TorchVersion("1.10.0a") > (1, 2)
TorchVersion("1.10.0a") > "1.2.1"
TorchVersion("1.10.0a") < "1.10.0"
TorchVersion("1.10.0.dev1") < TorchVersion("1.10.0a")
TorchVersion("1.0.post1") > "1.0"
TorchVersion("1.0+local.7") > "1.0+local.abc"
TorchVersion("parrot") > "abc"
TorchVersion("parrot") < (1, 2)
TorchVersion("2.1") == (2, 1, 0)
repr(TorchVersion("2.1"))
str(TorchVersion("2.1"))
TorchVersion("2.1") + "x"
"x" + TorchVersion("2.1")
try:
    TorchVersion("2.1") < 3
except TypeError as err:
    caught = str(err)
caught
