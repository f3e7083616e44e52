x = torch.arange(128, dtype=torch.float64).view(4, 2, 4, 4)
v0 = x.squeeze()
v0.storage_offset()
v0.stride()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0
v0
v1 = v0.as_strided((2, 3), (0, 0), 67)
v1.storage_offset()
v1.stride()
v1
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.movedim((0, 1), (1, 0))
v2
v2.storage_offset()
v2.stride()
v2
