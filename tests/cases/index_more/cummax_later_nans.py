# cummax/cummin move their index to every later NaN, as ATen's helper does (attack find).
import torch
nan = float('nan')
torch.cummax(torch.tensor([3.0, nan, -0.0, 0.0, -1.0, nan, float('inf')]), 0).indices
torch.cummin(torch.tensor([3.0, nan, -0.0, nan]), 0).indices
torch.cummax(torch.tensor([1.0, nan, 2.0, nan, 5.0], dtype=torch.float64), 0).indices
