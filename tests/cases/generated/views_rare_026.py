x = torch.arange(1, dtype=torch.int64).view(1, 1)
v0 = x.narrow(-1, 0, 0)
v0.shape
v0.storage_offset()
v0
v0
