x = torch.arange(18.).view(3, 1, 2, 3)
v0 = x.expand(-1, -1, -1, -1)
v0.stride()
v0.is_contiguous()
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0
v1 = v0.view(-1)
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.shape
v1.storage_offset()
v1.is_contiguous()
v1.stride()
v1
v1.contiguous()
v1.clone().stride()
(v1 + 1).stride()
