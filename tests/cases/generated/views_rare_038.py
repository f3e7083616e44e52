x = torch.arange(2.).view(2)
v0 = x.movedim(-1, -1)
v0
v0.stride()
v0.storage_offset()
v0
v1 = v0.reshape(-1)
v1.is_contiguous()
v1.shape
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.squeeze()
v2.is_contiguous()
v2.shape
v2
v2
v2.contiguous()
v2.clone().stride()
(v2 + 1).stride()
