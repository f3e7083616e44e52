x = torch.arange(24.).view(3, 4, 2)
v0 = x[1::2]
v0.shape
v0.is_contiguous()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0
v1 = v0.diagonal(1, 0, 0)
v1
v0.contiguous()
v0.clone().stride()
(v0 + 1).stride()
