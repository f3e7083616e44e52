x = torch.arange(27.).view(3, 3, 3)
v0 = x.as_strided((3,), (1,))
v0
v0.is_contiguous()
v0.shape
v0.stride()
v0.storage_offset()
v0
v1 = v0.unfold(0, 2, 3)
v1.is_contiguous()
v1.stride()
v1.shape
v1.storage_offset()
v1
v1.contiguous()
v1.clone().stride()
(v1 + 1).stride()
