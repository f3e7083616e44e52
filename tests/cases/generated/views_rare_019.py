x = torch.arange(4.).view(4)
v0 = x.view(-1)
v0.is_contiguous()
v0.storage_offset()
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v1 = v0[None, ..., None]
v1.shape
v1.is_contiguous()
v1.storage_offset()
v1.stride()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
