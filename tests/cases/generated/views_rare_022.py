x = torch.arange(12.).view(3, 4)
v0 = x.split(1, 1)[0]
v0
v0.storage_offset()
v0.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v0.is_contiguous()
v0
v0.contiguous()
v0.clone().stride()
(v0 + 1).stride()
