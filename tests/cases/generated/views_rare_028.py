x = torch.arange(2.).view(2)
v0 = x[0::3]
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.storage_offset()
v0
v1 = v0.narrow(-1, 0, 0)
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1.stride()
v1
v1.storage_offset()
v1
