x = torch.arange(8, dtype=torch.float64).view(2, 1, 4)
v0 = x.flatten(1)
v0.stride()
v0.is_contiguous()
v0.shape
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0
v0.storage_offset()
v0
v1 = v0.narrow(-2, 3, 1)
v1
v0.contiguous()
v0.clone().stride()
(v0 + 1).stride()
