x = torch.arange(4, dtype=torch.int64).view(1, 2, 2)
v0 = x[..., -1:]
v0.stride()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.is_contiguous()
v0
v1 = v0[0::2]
v1.stride()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.shape
v1.storage_offset()
v1.is_contiguous()
v1
v2 = v1.reshape(-1, 2)
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2
v2.is_contiguous()
v2.shape
v2.stride()
v2.storage_offset()
v2
v2.contiguous()
v2.clone().stride()
(v2 + 1).stride()
