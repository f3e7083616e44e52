# What an attack on vmap found (each failed before its fix): views of an input that
# requires grad, linear algebra whose kernels read values (det's pivots), structseq
# outputs, ops that fill a fresh buffer (block_diag), long batches, dynamic shapes,
# no-fallback ops, batch norm's running statistics, 'same' randomness with batched inputs,
# and the input itself handed back.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import vmap, jacrev, grad

x = torch.zeros(3, 4, requires_grad=True)
o = vmap(lambda a: a[1:])(x)
o._base is x
with torch.no_grad():
    x[0, 1] = 100.
o
o.grad_fn

torch.manual_seed(0)
A = torch.randn(3, 4, 4)
v = torch.randn(3, 4)
vmap(torch.linalg.det)(A)
vmap(torch.det)(A)
vmap(torch.linalg.slogdet)(A)
vmap(torch.logdet)(A @ A.mT)
vmap(torch.linalg.inv)(A)
vmap(torch.inverse)(A)
vmap(torch.linalg.solve)(A, v).tolist()
vmap(torch.linalg.cholesky)(A @ A.mT + torch.eye(4))
vmap(torch.linalg.qr)(A)
vmap(torch.linalg.eigvalsh)(A @ A.mT)
vmap(torch.linalg.matrix_rank)(A)
vmap(grad(torch.det))(A).tolist()
vmap(jacrev(torch.linalg.inv))(A[:2, :2, :2])

s = torch.tensor([[3., 1., 2.], [0., 5., 4.]])
vmap(lambda a: a.sort())(s)
vmap(torch.sort)(s)
vmap(lambda a: a.topk(2))(s)
vmap(lambda a: a.max(0))(s)
vmap(lambda a: a.min(0))(s)
vmap(lambda a: a.kthvalue(2))(s)
vmap(torch.aminmax)(s)
vmap(lambda a: a.cummax(0))(s)
vmap(lambda a: a.sort(), out_dims=1)(s)
vmap(lambda a: a.sort())(s).values
vmap(lambda a: a.shape)(s)

img = torch.randn(3, 4, 2, 2)
vmap(lambda a: torch.block_diag(a, a))(v)
vmap(lambda a: F.pixel_shuffle(a, 2))(img)
vmap(lambda a: torch.vander(a))(v)

long = torch.arange(3000.).reshape(1000, 3)
vmap(lambda a: a * 2)(long).sum()

m = torch.tensor([[1., -1., 2.], [-3., 1., 1.]])
vmap(lambda a: a[a > 0])(m)
vmap(lambda a: a.nonzero())(m)
vmap(lambda a: torch.masked_select(a, a > 0))(m)
vmap(lambda a: torch.unique(a > 0))(m)
vmap(lambda a: torch.where(a > 0))(m)
vmap(lambda a: a.masked_select(torch.tensor([True, False, True])))(m)
vmap(lambda a: a[torch.tensor([True, False, True])])(m)
vmap(lambda a: torch.allclose(a, a))(m)
vmap(lambda a: torch.equal(a, a))(m)

seq = torch.randn(2, 5, 3, 4)
rnn, gru, lstm = nn.RNN(4, 3), nn.GRU(4, 3), nn.LSTM(4, 3)
vmap(rnn)(seq)
vmap(gru)(seq)
vmap(lstm)(seq)
vmap(lambda a: torch.chain_matmul(a, a, a))(A)
bn = nn.BatchNorm1d(4)
vmap(bn)(torch.randn(3, 5, 4))
bn.running_mean, bn.num_batches_tracked
bn.eval()
vmap(bn)(torch.randn(3, 5, 4)).shape
vmap(lambda a: F.batch_norm(a, None, None, training=True))(torch.randn(3, 5, 4)).shape

torch.manual_seed(0)
vmap(lambda a: torch.bernoulli(a.sigmoid()), randomness='same')(v)
vmap(lambda a: torch.multinomial(a.softmax(0), 2), randomness='same')(v)
vmap(lambda a: torch.normal(a, 1.0), randomness='same')(v)
torch.rand(2)

vmap(lambda a: a)(v) is v
pair = vmap(lambda a: (a, a))(v)
pair[0]._base is v
r = vmap(lambda a: torch.randn_like(a), randomness='same')(v)
r.stride(), torch.equal(r[0], r[2])
vmap(lambda a: a.new_tensor([1., 2.]))(v).stride()
vmap(lambda a: torch.zeros(2))(torch.randn(0, 4)).stride()
