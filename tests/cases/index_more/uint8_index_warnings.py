# PyTorch's own test_indexing.py: a uint8 index warns once per mask (expandTensors) in
# x[m], x[m] = t and index_put_, but not as a 0-d index nor through masked_fill_.
import warnings
v = torch.arange(6.).reshape(3, 2)
m = torch.tensor([1, 0, 1], dtype=torch.uint8)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    v[m]
    a1 = len(w)
    v[m] = torch.tensor([5.0, 6.0])
    a2 = len(w)
    v.index_put_((m,), torch.tensor([2., 3.]))
    a3 = len(w)
    v[m, torch.tensor([1, 1], dtype=torch.uint8)]
    a4 = len(w)
    torch.tensor(1)[torch.tensor(True, dtype=torch.uint8)]
    a5 = len(w)
    v.index_put_((m,), torch.tensor([2., 3.]), accumulate=True)
    a6 = len(w)
(a1, a2, a3, a4, a5, a6)
str(w[0].message)
v
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter('always')
    try:
        v[m] = 1.0
    except RuntimeError as e:
        err = str(e)
len(w2)
err
# A list of 32 or more ranges is one index tensor (test_list_indices).
t = torch.arange(20.)
t[[range(i, i + 2) for i in range(18)] * 2].shape
t[[range(i, i + 2) for i in range(32)]]
t[[range(0, 3), range(1, 4)]]
# The legacy Tensor.new.
x = torch.tensor([1.5, 2.5], dtype=torch.float64)
x.new()
x.new(0, 3, 3)
x.new(torch.Size([2, 0]))
x.new([1, 2])
x.new((3, 4))
y = torch.arange(4.).double()
z = x.new(y)
z.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()
x.new(2, device="cpu").shape
x.new(2.5)
x.new(-1)
x.new([[1, 2], [3]])
torch.tensor([1, 2]).new([1.7, 2.2])
