# linspace in half and bfloat16: float32 steps from ends rounded to the dtype, each value
# rounded once (a grid that is float64 then cast differs in about half of its elements)
import torch
g = torch.linspace(-3.3, 7.7, 777, dtype=torch.float16)
str(g.tolist())
str(torch.linspace(0, 6.283185307179586, 360, dtype=torch.bfloat16).tolist())
str(torch.linspace(-1, 1, 1001, dtype=torch.bfloat16).tolist())
str(torch.linspace(0.1, 100.3, 500, dtype=torch.float16).tolist())
torch.linspace(0, 1, 11, dtype=torch.float16)
torch.linspace(1, 0, 5, dtype=torch.bfloat16)
torch.linspace(2.5, 2.5, 4, dtype=torch.float16)
x = torch.linspace(-5, 5, 9, dtype=torch.float16)
torch.sigmoid(x)
str(torch.linspace(-7.1, 3.3, 3000, dtype=torch.float32).tolist()) == str(torch.linspace(-7.1, 3.3, 3000).tolist())
