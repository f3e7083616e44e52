import torch

torch.scalar_tensor(3)
torch.scalar_tensor(3, dtype=torch.int64)
torch.scalar_tensor(True)
torch.scalar_tensor(2.5, dtype=torch.float64)
torch.scalar_tensor(3.5, requires_grad=True)
torch.scalar_tensor(torch.tensor(2))
torch.scalar_tensor(-1.25).shape
x = torch.arange(6.0).reshape(2, 3)
e = x.new_empty_strided((2, 3), (1, 2))
e.stride()
e.shape
e.dtype
x.new_empty_strided((2, 3), (1, 2), dtype=torch.int32).dtype
x.new_empty_strided((2, 3), (1, 2), requires_grad=True).requires_grad
x.new_empty_strided([2, 3], [4, 1]).stride()
x.int().new_empty_strided((4,), (2,)).dtype
x.new_empty_strided((4,), (2,)).untyped_storage().nbytes()
s = torch.empty_strided((2, 3), (1, 2))
s.stride()
s.is_contiguous()
torch.empty_strided((2, 3), (1, 2)).untyped_storage().nbytes()
torch.empty_strided((3, 2), (0, 1)).stride()
x.new_empty((2,)).shape
x.new_empty(3, 2).dtype
x.new_full((2,), 3.0)
x.new_full((2, 2), 7, dtype=torch.int64)
x.new_full([3], True)


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


e1 = err(lambda: x.new_empty_strided((2, 3), (1,)))
e1
e2 = err(lambda: torch.empty_strided((2, 3), (1,)))
e2
