a = torch.arange(6).view(2, 3).to(torch.int64)
b = torch.arange(3).to(torch.bool)
s = torch.tensor(-1, dtype=torch.float64)
a.float().add_(b)
a * b
a.sqrt().dtype
b.sub_(1)
a.exp()
a.mean()
a.mul_(2)
a.float() / b.double()
a.sum()
