x = torch.arange(1.).view(1)
v0 = x.broadcast_to((1, 1))
v0.storage_offset()
v0
v0.stride()
v0.shape
v0.is_contiguous()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v1 = v0.unsqueeze(-1)
v1
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.chunk(2, 2)[-1]
v2.stride()
v2.shape
v2.storage_offset()
v2
v3 = v2.expand(-1, -1, -1)
v3.is_contiguous()
v3
v3.stride()
v3.shape
v3.storage_offset()
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3
v3.contiguous()
v3.clone().stride()
(v3 + 1).stride()
