x = torch.arange(3, dtype=torch.float64).view(3, 1)
v0 = x.select(1, 0)
v0.stride()
v0.is_contiguous()
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.shape
v0.storage_offset()
v0
