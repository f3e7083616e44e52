x = torch.arange(2.).view(1, 2)
v0 = x.split(2, -1)[0]
v0.shape
v0.is_contiguous()
v0.storage_offset()
v0.stride()
v0
v0
v0.contiguous()
v0.clone().stride()
(v0 + 1).stride()
