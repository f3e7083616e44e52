a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(True, dtype=torch.bool)
a.exp()
a.mul_(2)
a * b
a.clamp(0, 1)
torch.result_type(a, b)
