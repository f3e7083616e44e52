a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(-1, dtype=torch.int32)
a % b
a.sum().dtype
torch.result_type(a, b)
a * b
a * 2.5
a.div(b, rounding_mode='floor')
a.add_(b)
(a * 2.5).dtype
a ** 2
