x = torch.arange(12, dtype=torch.float64).view(4, 3, 1)
v0 = x.chunk(3, 1)[0]
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0
v0.stride()
v0.shape
v0
v1 = v0.select(0, -2)
v1.shape
v1.storage_offset()
v1.stride()
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.select(0, -1)
v2.shape
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2
v2
v3 = v2[0::1]
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3.is_contiguous()
v3.storage_offset()
v3.shape
v3
v3
