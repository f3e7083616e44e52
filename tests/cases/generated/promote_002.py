a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(-1, dtype=torch.uint8)
(a + b).dtype
a.sum()
a.add_(b)
a.sqrt().dtype
a // b
a.mean()
a + 2
-a
