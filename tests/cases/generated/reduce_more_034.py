x = torch.arange(3, dtype=torch.int64).view(1, 3, 1)
x = x.float() * 0.5 - 1
y = x
y.count_nonzero()
y.max(-2, keepdim=True).values
y.argmax(1)
y.sum()
y.softmax(1)
y.sum(2)
