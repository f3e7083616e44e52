a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(True, dtype=torch.uint8)
torch.result_type(a, b)
a ** 2
a.sqrt().dtype
a.abs()
a.clamp(0, 1)
