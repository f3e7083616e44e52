# The 60-minute blitz's "Addition: providing an output tensor as argument", then what
# out= does to the output's memory: kept strides, resizing, the storage growing in place.
import torch
x = torch.arange(15.).reshape(5, 3) / 7
y = torch.ones(5, 3) / 3
result = torch.empty(5, 3)
torch.add(x, y, out=result)
result
r = torch.add(x, y, out=result)
r is result
result.data_ptr() == r.data_ptr()
# an out tensor of the right shape keeps its strides: a transposed out is written through them
o = torch.zeros(2, 3).t()
torch.add(torch.ones(3, 2), torch.arange(2.), out=o)
o.stride(), o.is_contiguous()
# an empty out is resized to the strides the op would give its own result
xt = torch.arange(6.).reshape(2, 3).t()
o = torch.empty(0)
torch.mul(xt, 2, out=o)
o.stride()
o = torch.empty(0)
torch.mm(xt, xt.t(), out=o)
o.stride()
# resizing keeps the storage offset and grows the storage only when it must
base = torch.zeros(10)
o = base[2:4]
torch.add(torch.ones(2, 3), 1, out=o)
o.storage_offset(), o.shape, o.untyped_storage().nbytes()
base
small = torch.zeros(2)
alias = small.view(2)
torch.add(torch.ones(2, 3), 5, out=small)
small.untyped_storage().nbytes(), alias.untyped_storage().nbytes()
alias
small.untyped_storage().data_ptr() == alias.untyped_storage().data_ptr()
# a resize to the same number of elements, another shape
o = torch.zeros(6)
torch.sub(torch.ones(2, 3), 3, out=o)
o.shape, o.stride()
# the version counter sees the write
o = torch.zeros(3)
o._version
torch.exp(torch.zeros(3), out=o)
o._version
# integer inputs into a float out are computed in the inputs' dtype, then cast
o = torch.empty(3, dtype=torch.float64)
torch.add(torch.tensor([1, 2, 3]), torch.tensor([10, 20, 30]), out=o)
torch.div(torch.tensor([1, 2, 3]), 3, out=o)
torch.eq(torch.tensor([1., 2., 3.]), 2, out=o)
# reductions compute in the out tensor's dtype
torch.sum(torch.tensor([[0.5, 1.5], [2.5, 3.5]]), 1, out=torch.empty(0, dtype=torch.long))
torch.mean(torch.tensor([[1., 2.], [4., 4.]]), 0, out=torch.empty(0, dtype=torch.float64))
torch.cumsum(torch.tensor([0.6, 0.6, 0.6]), 0, out=torch.empty(0, dtype=torch.int32))
torch.prod(torch.tensor([[1, 2], [0, 3]]), 1, out=torch.empty(0, dtype=torch.bool))
torch.sum(torch.ones(3), 0, dtype=torch.float64, out=torch.empty(0))
torch.mean(torch.ones(3), 0, out=torch.empty(0, dtype=torch.long))
# factories fill the out tensor with its own dtype
t = torch.empty(2, 2, dtype=torch.int32)
torch.zeros(2, 2, out=t)
torch.full((2, 3), 2.7, out=t)
torch.arange(0, 3, 0.5, out=torch.empty(0, dtype=torch.float64))
torch.eye(2, 3, out=t)
torch.zeros(3, dtype=torch.float64, out=torch.empty(0))
t = torch.zeros(3, requires_grad=True, out=torch.empty(0))
t.requires_grad, t.is_leaf, t.grad_fn
torch.manual_seed(3)
a = torch.randn(2, 2, out=torch.empty(0, dtype=torch.float64))
torch.manual_seed(3)
b = torch.randn(2, 2, dtype=torch.float64)
torch.equal(a, b)
# functions that return values and indices take a pair
v, i = torch.empty(0), torch.empty(0, dtype=torch.long)
res = torch.sort(torch.tensor([3., 1., 2.]), descending=True, out=(v, i))
res
res.values is v, res[1] is i
torch.max(torch.tensor([[1., 5.], [7., 2.]]), 1, out=(v, i))
v, i
torch.topk(torch.tensor([4., 9., 1., 7.]), 2, out=[v, i])
torch.max(torch.tensor([[1., 5.], [7., 2.]]), out=v)
torch.max(torch.tensor([1., 5.]), torch.tensor([3., 2.]), out=v)
torch.cummax(torch.tensor([1., 3., 2., 5.]), 0, out=(v, i))
torch.kthvalue(torch.tensor([4., 9., 1., 7.]), 2, out=(v, i))
torch.median(torch.tensor([[4., 9., 1.], [7., 3., 3.]]), 1, out=(v, i))
# joining writes into one buffer
o = torch.empty(0)
torch.cat([torch.ones(2), torch.zeros(3)], out=o)
torch.stack([torch.ones(2), torch.zeros(2)], 1, out=o)
torch.cat([torch.tensor([1, 2]), torch.tensor([3])], out=torch.empty(0))
torch.vstack([torch.ones(2), torch.zeros(2)], out=o)
torch.where(torch.tensor([True, False]), torch.tensor([1., 2.]), torch.tensor([9., 9.]), out=torch.empty(2))
torch.clamp(torch.tensor([-2., 0.5, 3.]), min=0., max=1., out=torch.empty(0))
torch.matmul(torch.ones(2, 3), torch.ones(3), out=torch.empty(0))
torch.nonzero(torch.tensor([[0, 1], [1, 1]]), out=torch.empty(0, dtype=torch.long))
torch.index_select(torch.arange(6.).reshape(2, 3), 1, torch.tensor([2, 0]), out=torch.empty(0))
torch.gather(torch.tensor([[1., 2.], [3., 4.]]), 1, torch.tensor([[1], [0]]), out=torch.empty(0))
torch.pow(2, torch.tensor([1., 2., 3.]), out=torch.empty(3))
torch.add(2, torch.tensor([1, 2]), out=torch.empty(2, dtype=torch.float64))
torch.add(torch.ones(2), 1, out=None)
