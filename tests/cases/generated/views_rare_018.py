x = torch.arange(1.).view(1)
v0 = x.flatten(0, 0)
v0.is_contiguous()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.storage_offset()
v0.shape
v0
v1 = v0[None, ..., None]
v1
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.storage_offset()
v1.shape
v1.stride()
v1.is_contiguous()
v1
v1.contiguous()
v1.clone().stride()
(v1 + 1).stride()
