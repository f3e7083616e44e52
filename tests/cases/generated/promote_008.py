a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.bool)
s = torch.tensor(2.5, dtype=torch.float32)
a * 2.5
a + True
b.sub_(1)
a - b
torch.result_type(a, 2.5)
a ** 2
torch.result_type(a, b)
(a * 2.5).dtype
a.mul_(2)
