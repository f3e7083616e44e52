x = torch.arange(6, dtype=torch.float64).view(2, 3, 1)
v0 = x.squeeze((2, 0))
v0.storage_offset()
v0.stride()
v0.shape
v0.is_contiguous()
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v1 = v0.view(6, 1)
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.storage_offset()
v1.is_contiguous()
v1.stride()
v1.shape
v1
v1
v2 = v1.mT
v2.storage_offset()
v2.is_contiguous()
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.stride()
v2
v2
v2.contiguous()
v2.clone().stride()
(v2 + 1).stride()
