a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(True, dtype=torch.float64)
a * b
-a
a + s
a + True
