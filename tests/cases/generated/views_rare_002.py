x = torch.arange(1.).view(1)
v0 = x.broadcast_to((3, 1))
v0.is_contiguous()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.storage_offset()
v0
v1 = v0.squeeze()
v1.shape
v1
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
