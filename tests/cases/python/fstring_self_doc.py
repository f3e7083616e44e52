# Self-documenting f-strings as debugging tutorials print shapes
import torch
x = torch.ones(2, 3)
n = 5
f"{n=}"
f"{n = }"
f"{n= }"
f"{n =}"
f"{x.shape = }"
f"{x.sum() = :.2f}"
f"{n = !s}"
f"{n=:>4}"
f"{n + 1 = }"
f"{'a' = }"
f"{n == 5 = }"
