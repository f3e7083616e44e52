a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(-1, dtype=torch.int32)
a.mul_(2)
a < b
(a + b).dtype
a % b
-a
