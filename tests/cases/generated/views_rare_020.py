x = torch.arange(32.).view(4, 2, 4)
v0 = x.reshape(-1, 2)
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.stride()
v0.shape
v0
v0.storage_offset()
v0
v1 = v0.broadcast_to((1, 16, 2))
v1.stride()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.is_contiguous()
v1.storage_offset()
v1.shape
v1
v2 = v1[0::3]
v2.is_contiguous()
v2.stride()
v2
v2.storage_offset()
v2
v3 = v2.flatten(1)
v3.storage_offset()
v3
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3.shape
v3.is_contiguous()
v3.stride()
v3
