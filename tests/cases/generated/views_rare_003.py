x = torch.arange(54.).view(3, 3, 2, 3)
v0 = x.unfold(2, 2, 1)
v0.is_contiguous()
v0.storage_offset()
v0
v0.shape
v0.stride()
v0
v1 = v0.split(1, -1)[0]
v1.stride()
v1.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v1
v1.is_contiguous()
v1
v2 = v1[..., -1:]
v2.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v2.is_contiguous()
v2
v2
v3 = v2.unfold(3, 1, 2)
v3.is_contiguous()
v3.storage_offset()
v3.shape
v3
v3.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
v3
v3.contiguous()
v3.clone().stride()
(v3 + 1).stride()
