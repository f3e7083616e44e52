# torch functions and dense-tensor methods given a sparse COO tensor (PyTorch's
# __torch_function__ reaches stridelab's sparse tensors): products, sums with a dense
# tensor, the functions that take a sparse tensor, and the dispatcher's error for the rest.
import warnings
warnings.simplefilter("ignore")
def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
s = torch.sparse_coo_tensor(torch.tensor([[0, 1, 1], [2, 0, 2]]), torch.tensor([3.0, 4.0, 5.0]), (2, 3))
d = torch.arange(6.0).reshape(3, 2)
torch.mm(s, d)
torch.matmul(s, d)
torch.matmul(s, torch.ones(3))
torch.mm(d.t(), s.t())
torch.matmul(torch.ones(4, 2), s)
torch.ones(2, 3) + s
torch.add(torch.ones(2, 3), s, alpha=2)
torch.ones(2, 3).add(s)
torch.ones(2, 3).sub(s)
torch.ones(2, 3) - s
torch.sub(torch.zeros(2, 3, dtype=torch.float64), s)
repr(torch.add(s, s))
repr(torch.mul(s, 3))
repr(torch.neg(s))
repr(torch.t(s))
repr(torch.transpose(s, 0, 1))
torch.sum(s)
repr(torch.sum(s, 1))
torch.addmm(torch.ones(2, 2), s, d)
x = torch.arange(6.0).reshape(3, 2).requires_grad_()
y = torch.mm(s, x)
y
y.sum().backward()
x.grad
x.grad = None
y = torch.matmul(s, x)
y.grad_fn
(y ** 2).sum().backward()
x.grad
z = torch.ones(2, 3, requires_grad=True)
y = torch.add(z, s)
y
y.sum().backward()
z.grad
# what has no sparse kernel in PyTorch
err(lambda: torch.exp(s))[:94]
err(lambda: torch.relu(torch.ones(2)) + torch.exp(s))[:94]
err(lambda: s.view(6))[:95]
err(lambda: s.exp())[:94]
err(lambda: torch.add(s, torch.ones(2, 3)))
err(lambda: s.add(torch.ones(2, 3)))
