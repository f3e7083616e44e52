# Probe 15 (PyTorch's test_reductions): map2_, mode's out= dtype errors, searchsorted's
# warnings for non-contiguous inputs and its scalar-input error.
import torch
import warnings

a = torch.tensor([[1.0, 5.0], [3.0, 2.0]])
b = torch.tensor([[4.0, 0.5], [3.5, 7.0]])
c = torch.zeros(2, 2)
c.map2_(a, b, lambda _, x, y: max(x, y))
c
c.map2_(a, b, lambda s, x, y: s + x * y)
i = torch.zeros(3, dtype=torch.int32)
i.map2_(torch.tensor([1, 2, 3], dtype=torch.int32), torch.tensor([4], dtype=torch.int32), lambda s, x, y: x - y)
c.map2_(a.double(), b, lambda *v: 0.0)
c.map2_(a, b.double(), lambda *v: 0.0)
c.map2_(a.requires_grad_(), b, lambda *v: 0.0)
c.map_(b.double(), lambda *v: 0.0)

x = torch.ones(10, dtype=torch.uint8)
torch.mode(x, -1, True, out=(torch.ones(10, dtype=torch.int8), torch.ones(10, dtype=torch.long)))
torch.mode(x, -1, True, out=(torch.ones(10, dtype=torch.uint8), torch.ones(10, dtype=torch.int8)))
torch.mode(x.float(), -1, True, out=(torch.ones(10, dtype=torch.float32), torch.ones(10, dtype=torch.float64)))

values_3d = torch.tensor([[[1, 3, 5], [2, 4, 6]], [[1, 2, 3], [4, 5, 6]]])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    r = torch.searchsorted(values_3d.permute(2, 1, 0).to(torch.float64), values_3d.permute(2, 1, 0).to(torch.int32))
    r2 = torch.searchsorted(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.5, 0.0, 2.5, 9.0])[::2])
    r3 = torch.searchsorted(values_3d.permute(2, 1, 0).to(torch.float64), values_3d.permute(2, 1, 0).to(torch.int32))
r
r2
[(w.category.__name__, str(w.message)) for w in caught]
boundaries = torch.tensor([[1, 2, 3], [4, 5, 6]])
torch.searchsorted(boundaries, 1)
torch.searchsorted(boundaries, torch.tensor(2))
torch.searchsorted(torch.tensor([1, 2, 3]), torch.tensor(2))
torch.bucketize(torch.tensor(2), torch.tensor([1.5, 2.5]))
