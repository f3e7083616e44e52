x = torch.arange(3, dtype=torch.int64).view(3)
v0 = x.reshape(-1)
v0.is_contiguous()
v0.shape
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.storage_offset()
v0.stride()
v0
v0.contiguous()
v0.clone().stride()
(v0 + 1).stride()
