a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(-1, dtype=torch.bool)
a * 2.5
a.add_(b)
a.div(b, rounding_mode='trunc')
-a
