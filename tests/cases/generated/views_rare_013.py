x = torch.arange(1.).view(1)
v0 = x.narrow(-1, 0, 1)
v0.storage_offset()
v0.shape
v0.stride()
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v1 = v0.expand(-1)
v1
v1.storage_offset()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.stride()
v1.shape
v1
v2 = v1.flatten(0, 0)
v2.shape
v2.stride()
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.is_contiguous()
v2.storage_offset()
v2
v2
