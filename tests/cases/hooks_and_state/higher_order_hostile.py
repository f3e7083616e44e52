# Hostile shapes through stop 54's higher-order paths: empty and 0-d scans under create_graph,
# deep and empty pytrees, mismatched nested structures, integer primals, 0-d dict leaves,
# an empty embedding lookup's double backward. All agreed with PyTorch when written.
import torch
from torch.func import grad, jvp, jacrev
def err(fn):
    try:
        r = fn()
        return r
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)[:120]
x = torch.linspace(-1, 1, 5, requires_grad=True)
err(lambda: torch.autograd.grad(torch.autograd.grad(x.cumprod(0).sum(), x, create_graph=True)[0].sum(), x))
e = torch.zeros(0, 3, requires_grad=True)
err(lambda: torch.autograd.grad(e.cumprod(1).sum(), e, create_graph=True)[0].shape)
z = torch.tensor(2.0, requires_grad=True)
err(lambda: torch.autograd.grad(torch.autograd.grad(z.cumprod(0), z, create_graph=True)[0], z))
err(lambda: torch.autograd.grad(torch.autograd.grad(z.logcumsumexp(0), z, create_graph=True)[0], z))
err(lambda: grad(lambda t: t['a'][0]['b'].sum())({'a': [{'b': torch.ones(2)}]}))
err(lambda: grad(lambda t: torch.tensor(0.))({}))
err(lambda: jvp(lambda t: t, ((torch.ones(2),),), ((torch.ones(3),),)))
err(lambda: jvp(lambda t: t, (torch.ones(2, dtype=torch.int64),), (torch.ones(2, dtype=torch.int64),)))
err(lambda: jacrev(lambda t: t['w'] * 2)({'w': torch.ones(())}))
w = torch.tensor([[1., 0.], [0., 1.]], requires_grad=True)
err(lambda: torch.autograd.grad(torch.autograd.grad(torch.nn.functional.embedding(torch.tensor([], dtype=torch.int64), w).sum(), w, create_graph=True)[0].sum(), w, allow_unused=True))
