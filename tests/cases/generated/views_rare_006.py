x = torch.arange(4.).view(4)
v0 = x.expand(-1)
v0.is_contiguous()
v0.shape
v0
v0.storage_offset()
v0.stride()
v0
v1 = v0.view(4, 1)
v1
v1.stride()
v1.shape
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.storage_offset()
v1
v2 = v1.reshape(-1)
v2.stride()
v2.shape
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2
v3 = v2[None, ..., None]
v3.shape
v3.stride()
v3.is_contiguous()
v3
