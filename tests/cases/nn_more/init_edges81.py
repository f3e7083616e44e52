# nn.init corners (probe 81: A7, A8, C7): the warnings PyTorch gives, orthogonal_ on
# half-precision CPU tensors, and the private _calculate_correct_fan custom init code calls.
import math
import warnings
import torch
import torch.nn as nn
import torch.nn.init as init

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    init.kaiming_uniform_(torch.empty(0, 1))
    init.kaiming_normal_(torch.empty(3, 0, 2), mode="fan_out")
    init.kaiming_uniform_(torch.empty(0, 4), mode="fan_avg")
[(x.category.__name__, str(x.message)) for x in w]

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = init.trunc_normal_(torch.zeros(5), mean=10.0, std=1.0, a=-2.0, b=2.0)
    u = init.trunc_normal_(torch.zeros(5), mean=-5.0, std=1.0, a=-2.0, b=2.0)
    v = init.trunc_normal_(torch.zeros(5), mean=3.5, std=1.0, a=-2.0, b=2.0)
[(m.category.__name__, str(m.message)) for m in w]
bool(t.min() >= -2), bool(t.max() <= 2), bool(u.min() >= -2), bool(v.max() <= 2)

init.orthogonal_(torch.zeros(3, 3, dtype=torch.float16))
init.orthogonal_(torch.zeros(3, 2, dtype=torch.bfloat16))
init.orthogonal_(torch.zeros(0, 2, dtype=torch.float16))
init.orthogonal_(torch.zeros(2, dtype=torch.float16))

init._calculate_correct_fan(torch.empty(6, 4, 3, 3), "fan_out")
init._calculate_correct_fan(torch.empty(6, 4, 3, 3), "fan_in")
init._calculate_correct_fan(torch.empty(6, 4), "FAN_IN")
init._calculate_correct_fan(torch.empty(6, 4), "fan_avg")
init._calculate_correct_fan(torch.empty(6), "fan_in")

# how custom resets use it (timm/fairseq style)
def reset_like_linear(weight, bias):
    fan_in = init._calculate_correct_fan(weight, "fan_in")
    bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
    return fan_in, bound
conv = nn.Conv2d(3, 8, 3)
reset_like_linear(conv.weight, conv.bias)
