x = torch.arange(8.).view(2, 4)
v0 = x.squeeze((1, 0))
v0.shape
v0.is_contiguous()
v0
v0
v1 = v0.flip(0)
v1
v1.is_contiguous()
v1.stride()
v1.storage_offset()
v1.shape
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.split(2, -2)[0]
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.storage_offset()
v2.shape
v2.stride()
v2
v2
v3 = v2.unbind(0)[0]
v3.shape
v3.storage_offset()
v3.is_contiguous()
v3.stride()
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3
v3.contiguous()
v3.clone().stride()
(v3 + 1).stride()
