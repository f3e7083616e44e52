x = torch.arange(3.).view(3)
v0 = x.view(3, 1)
v0.storage_offset()
v0.shape
v0
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.stride()
v0
v1 = v0.expand(-1, -1)
v1
v1.stride()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.is_contiguous()
v1
v2 = v1.transpose(-2, 1)
v2.stride()
v2
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.shape
v2.is_contiguous()
v2
v2.contiguous()
v2.clone().stride()
(v2 + 1).stride()
