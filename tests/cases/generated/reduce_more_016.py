x = torch.arange(8.).view(2, 2, 2)
x = x.float() * 0.5 - 1
y = x
y.max(2, keepdim=True).values
y.argmax()
y.norm(dim=2)
y.topk(1, -2)
y.argmin()
y.max(-2)
y.norm(1)
y.softmax(0)
