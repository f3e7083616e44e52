x = torch.arange(16, dtype=torch.float64).view(2, 4, 2)
v0 = x.broadcast_to((2, 2, 4, 2))
v0.is_contiguous()
v0.storage_offset()
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.stride()
v0
v1 = v0.view(-1)
v1
