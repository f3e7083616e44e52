# Hostile inputs to this stop's additions (eigh/svd dtypes, shapes, magnitudes and gradients;
# fill_diagonal_, einsum sublists, eval, searchsorted, integer cumprod, deterministic mode):
# each difference found became a fix (wrap's type, sublist items read as indices, eval's
# globals message, warn_only=None).
import torch
L = torch.linalg
L.svd(torch.ones(3, 3, dtype=torch.float16))
L.svd(torch.ones(3, 3, dtype=torch.int64))
L.svd(torch.ones(3))
L.eigh(torch.ones(2, 3))
L.eigh(torch.ones(3, 3, dtype=torch.bfloat16))
L.svd(torch.tensor([[float("inf"), 1.], [0., 1.]])).S
L.svd(torch.tensor([[1e300, 1e300], [1e-300, 0.]], dtype=torch.float64)).S
L.svd(torch.tensor([[1e-320, 0.], [0., 1e-320]], dtype=torch.float64))
L.eigh(torch.tensor([[1e-320, 0.], [0., 1e-320]], dtype=torch.float64))
L.svd(torch.zeros(3, 3))
L.svd(torch.zeros(4, 2))
L.svd(torch.zeros(2, 4))
L.eigh(torch.zeros(3, 3))
L.svd(torch.eye(3)[[2, 0, 1]])
L.svd(torch.tensor([[0., 1.], [1., 0.]]))
L.svd(torch.tensor([[3.]]))
L.svd(torch.tensor([[-3.]]))
L.svd(torch.tensor([[-3., 4.]]))
L.svd(torch.tensor([[-3.], [4.]]))
L.svdvals(torch.tensor([[1., 2.], [2., 4.]]))
L.svd(torch.ones(2, 1, 5, 3)).U.shape
x = torch.tensor([[2., 1.], [1., 3.]], requires_grad=True)
L.svd(x).S.sum().backward()
x.grad
L.eigh(x)[0].sum().backward()
x.grad
torch.zeros(0, 0).fill_diagonal_(1)
torch.zeros(3).fill_diagonal_(1)
torch.zeros(2, 2, dtype=torch.bool).fill_diagonal_(True)
torch.zeros(2, 2, dtype=torch.uint8).fill_diagonal_(300)
torch.zeros(2, 2).fill_diagonal_(1, wrap=2)
torch.einsum(torch.ones(2), [0.5])
torch.einsum(torch.ones(2), [0], torch.ones(3))
torch.einsum(torch.ones(2, 2), [0, 0], [])
eval("1", [])
torch.searchsorted(torch.tensor([True, False]), torch.tensor([1]))
torch.searchsorted(torch.tensor([1., 2.], dtype=torch.float16), torch.tensor([1], dtype=torch.int8))
torch.tensor([3, 2], dtype=torch.int8).cumprod(0, dtype=torch.bool)
torch.tensor([], dtype=torch.int64).cumprod(0)
torch.tensor(5).cumprod(0)
torch.tensor([2**62, 4]).cumprod(0)
torch.use_deterministic_algorithms(True, warn_only=None)
