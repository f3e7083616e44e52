x = torch.arange(9.).view(3, 3)
v0 = x.broadcast_to((3, 3, 3))
v0.storage_offset()
v0.is_contiguous()
v0.shape
v0
v0.stride()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v1 = v0[None, ..., None]
v1.shape
v1.storage_offset()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.broadcast_to((3, 1, 3, 3, 3, 1))
v2.shape
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.stride()
v2.is_contiguous()
v2
