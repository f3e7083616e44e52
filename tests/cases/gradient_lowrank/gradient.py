import torch

x = torch.tensor([[1.0, 2, 4, 8], [10, 20, 40, 80], [3, 1, 4, 1]])
torch.gradient(x)
type(torch.gradient(x))
torch.gradient(x, spacing=2.0)
torch.gradient(x, spacing=[2.0, 3])
torch.gradient(x, spacing=[2.0], dim=1)
torch.gradient(x, spacing=2, dim=[0, 1])
torch.gradient(x, dim=1)
torch.gradient(x, dim=-1, edge_order=2)
torch.gradient(x, edge_order=2)
torch.gradient(x, spacing=0.5, edge_order=2)
torch.gradient(torch.tensor([1, 4, 9, 16]))
torch.gradient(torch.tensor([1, 4, 9, 16]), edge_order=2)
torch.gradient(x.double(), spacing=[1.5, 0.5])
torch.gradient(x, spacing=(torch.tensor([0.0, 1.0, 3.0]), torch.tensor([0.0, 1.0, 1.5, 3.0])))
torch.gradient(x, spacing=(torch.tensor([0.0, 1.0, 3.0]), torch.tensor([0.0, 1.0, 1.5, 3.0])), edge_order=2)
torch.gradient(x, spacing=[torch.tensor([0, 2, 3, 7])], dim=1)
torch.gradient(x, spacing=[torch.tensor([0, 2, 3, 7])], dim=1, edge_order=2)
t = torch.linspace(0, 1, 6)
torch.gradient(t ** 2, spacing=(t,))
g = torch.gradient(x.t())
g[0].stride()
g[1].stride()
y = torch.tensor([1.0, 3.0, 2.0, 5.0], requires_grad=True)
d = torch.gradient(y, edge_order=2)[0]
d
d.grad_fn.name()
d.sum().backward()
y.grad


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


e1 = err(lambda: torch.gradient(x, spacing=[2.0]))
e1
e2 = err(lambda: torch.gradient(x, spacing=[2, 3], dim=[0]))
e2
e3 = err(lambda: torch.gradient(x, edge_order=3))
e3
e4 = err(lambda: torch.gradient(torch.ones(2, 2), edge_order=2))
e4
e5 = err(lambda: torch.gradient(torch.ones(2, 2, dtype=torch.uint8)))
e5
e6 = err(lambda: torch.gradient(x, spacing=(torch.tensor([[0.0, 1.0, 2.0]]), torch.tensor([0.0, 1.0, 1.5, 3.0]))))
e6
e7 = err(lambda: torch.gradient(x, dim=5))
e7
e8 = err(lambda: torch.gradient(x, dim=[1, 1]))
e8
e9 = err(lambda: torch.gradient(torch.ones(1, 3)))
e9
torch.gradient(torch.tensor([1.0, 2.0, 4.0]), spacing=torch.tensor(2.0))
