x = torch.arange(16.).view(2, 2, 4)
v0 = x.select(1, -2)
v0.shape
v0
v0.is_contiguous()
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.stride()
v0
v1 = v0.as_strided((2,), (1,))
v1.storage_offset()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.stride()
v1
v2 = v1.split([1, 1], 0)[1]
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.shape
v2.storage_offset()
v2
