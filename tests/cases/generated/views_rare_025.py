x = torch.arange(6, dtype=torch.int64).view(3, 2)
v0 = x[None, ..., None]
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0.storage_offset()
v0.stride()
v0
v1 = v0[1::3]
v1.storage_offset()
v1.shape
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.stride()
v1.is_contiguous()
v1
v1.contiguous()
v1.clone().stride()
(v1 + 1).stride()
