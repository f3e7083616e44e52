x = torch.arange(9.).view(3, 1, 3, 1)
v0 = x.movedim((0, 1), (3, 0))
v0
v0.shape
v0.is_contiguous()
v0.storage_offset()
v0.stride()
v0
