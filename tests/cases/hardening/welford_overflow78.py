# var_mean/std_mean of float32 values whose differences overflow float32: ATen folds them in
# double, so the mean stays finite; the wgpu device folds in float32 and gave NaN or -inf.
import torch
torch.var_mean(torch.tensor([3e38, -3e38]))
torch.var_mean(torch.tensor([3e38, 3e38, -3e38]))
torch.var_mean(torch.tensor([-3e38, 3e38, 3e38]), correction=0)
torch.std_mean(torch.tensor([[3e38, -3e38, 3e38, -3e38], [1.0, 2.0, 4.0, 8.0]]), dim=1)
