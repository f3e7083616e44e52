x = torch.arange(12.).view(4, 3)
v0 = x.unsqueeze(0)
v0.storage_offset()
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0.stride()
v0
v1 = v0.view(2, -1)
v1.stride()
v1.is_contiguous()
v1.storage_offset()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.shape
v1
v2 = v1.as_strided((4,), (1,))
v2.shape
v2.storage_offset()
v2.stride()
v2
