# math.floor/math.ceil take a one-element tensor through __float__, but math.trunc needs a
# __trunc__ method, which Tensor lacks; ints are their own truncation, exactly.
import math
import torch
score = torch.tensor(2.7)
math.floor(score)
math.ceil(score)
math.trunc(score)
math.trunc(torch.nn.Parameter(torch.tensor(-1.5)))
math.trunc(score.item())
math.trunc(10 ** 30)
math.trunc(-7)
math.trunc(True)
math.trunc(-2.5)
int(score)
