x = torch.arange(1, dtype=torch.int64).view(1)
x = x.float() / 4 - 0.5
y = x.unsqueeze(0)
w = y.clone()
y + 1
torch.isnan(y.sqrt())
2 ** y
y % 0.3
y // 0.3
torch.addcmul(y, y, w, value=0.5)
y.rsqrt()
y.neg()
torch.maximum(y, w * 0)
