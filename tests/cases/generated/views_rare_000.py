x = torch.arange(4, dtype=torch.int64).view(4)
v0 = x.squeeze()
v0.shape
v0.stride()
v0
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0
