a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(-1, dtype=torch.int32)
a / 2
-a
a.sum()
torch.result_type(a, 2.5)
a.clamp(0.5)
(a + b).dtype
torch.result_type(a, b)
a * 2.5
