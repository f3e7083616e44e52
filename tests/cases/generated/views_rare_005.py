x = torch.arange(36, dtype=torch.int64).view(3, 4, 3)
v0 = x.movedim((0, 1), (2, 0))
v0.shape
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0.storage_offset()
v0
v1 = v0.as_strided((1,), (2,))
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.storage_offset()
v1.shape
v1.is_contiguous()
v1
