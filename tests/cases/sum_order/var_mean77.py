# var_mean and std_mean as a normalisation lesson computes them: ATen runs one Welford pass
# in double for both results, so the mean it returns is the pass's running mean, not
# mean()'s sum divided by n; they differ in the last bit on many rows, which the bit views
# below show. A whole tensor of at least 32768 elements is split into one chunk per thread
# and the chunks merged (Chan et al.). std_mean takes the root in double before rounding.
import torch
torch.manual_seed(0)
x = torch.rand(6, 37) * 100
v, m = torch.var_mean(x, 1)
(m == x.mean(1)).tolist()
m.cpu().view(torch.int32).tolist()
v.cpu().view(torch.int32).tolist()
v, m = torch.var_mean(x)
[m.cpu().view(torch.int32).item(), v.cpu().view(torch.int32).item(), x.var().cpu().view(torch.int32).item()]
s, m = torch.std_mean(x, 0)
m.cpu().view(torch.int32).tolist()
s.cpu().view(torch.int32).tolist()
v, m = torch.var_mean(x.double(), 1, correction=0)
m.cpu().view(torch.int64).tolist()
v.cpu().view(torch.int64).tolist()
v, m = torch.var_mean(x.half(), 1)
[m.cpu().view(torch.int16).tolist(), v.cpu().view(torch.int16).tolist()]
v, m = torch.var_mean(x.bfloat16(), 0, keepdim=True)
[m.cpu().view(torch.int16).tolist(), v.cpu().view(torch.int16).tolist()]
big = torch.rand(70000) * 10 - 3
v, m = torch.var_mean(big)
[m.cpu().view(torch.int32).item(), v.cpu().view(torch.int32).item()]
s, m = torch.std_mean(big.view(7, 10000), dim=(0, 1))
[m.cpu().view(torch.int32).item(), s.cpu().view(torch.int32).item()]
v, m = torch.var_mean(big.view(2, 35000), 1)
[m.cpu().view(torch.int32).tolist(), v.cpu().view(torch.int32).tolist()]
v, m = torch.var_mean(big.view(350, 200).t(), 1)
m.cpu().view(torch.int32).tolist()[:20]
