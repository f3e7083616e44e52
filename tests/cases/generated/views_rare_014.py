x = torch.arange(1.).view(1)
v0 = x.flip(0)
v0.shape
v0.is_contiguous()
v0
v0
v1 = v0[..., 1:]
v1
v1.is_contiguous()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v2 = v1.flatten(0, 0)
v2
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.stride()
v2
