x = torch.arange(192, dtype=torch.float64).view(3, 4, 4, 4)
v0 = x.unsqueeze(0)
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.stride()
v0.shape
v0
v0
v1 = v0.view(2, -1)
v1.shape
v1.is_contiguous()
v1.storage_offset()
v1.stride()
v1
v2 = v1.view(192, 1)
v2.is_contiguous()
v2.shape
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.stride()
v2.storage_offset()
v2
