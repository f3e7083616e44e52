x = torch.arange(12, dtype=torch.float64).view(4, 3)
v0 = x.view(-1)
v0.is_contiguous()
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.stride()
v0
v1 = v0.narrow(-1, 5, 1)
v1
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.stride()
v1.is_contiguous()
v1
v2 = v1.view(-1)
v2.is_contiguous()
v2.shape
v2.storage_offset()
v2
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.stride()
v2
