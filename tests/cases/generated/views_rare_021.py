x = torch.arange(4.).view(1, 4)
v0 = x.as_strided((2, 3), (0, 1), 0)
v0.is_contiguous()
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.shape
v0
v1 = v0.broadcast_to((1, 2, 3))
v1.shape
v1
v1.is_contiguous()
v1
