x = torch.arange(8, dtype=torch.int64).view(4, 2)
v0 = x.squeeze((1, 0))
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.is_contiguous()
v0
v1 = v0.flatten(1)
v1.shape
v1.is_contiguous()
v1.stride()
v1
v2 = v1.view(2, -1)
v2.storage_offset()
v2.shape
v2.is_contiguous()
v2.stride()
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2
v3 = v2.split(2, -1)[0]
v3.shape
v3
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3.stride()
v3.storage_offset()
v3
