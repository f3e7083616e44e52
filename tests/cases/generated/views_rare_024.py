x = torch.arange(12, dtype=torch.float64).view(1, 4, 3)
v0 = x.reshape(-1)
v0.is_contiguous()
v0.storage_offset()
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.stride()
v0
v1 = v0.select(0, -12)
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.shape
v1.stride()
v1.storage_offset()
v1
v2 = v1.as_strided((4,), (3,))
v2.storage_offset()
v2.stride()
v2.shape
v2
v2.is_contiguous()
v2
v3 = v2.unbind(0)[0]
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3.storage_offset()
v3
v3.is_contiguous()
v3.shape
v3
v3.contiguous()
v3.clone().stride()
(v3 + 1).stride()
