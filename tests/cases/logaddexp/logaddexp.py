# torch.logaddexp / logaddexp2: values, broadcasting, infinities, dtypes, gradients, errors.
a = torch.tensor([[-1.0, 0.0, 2.5], [100.0, -100.0, 3.0]], requires_grad=True)
b = torch.tensor([0.5, -2.0, 2.5], requires_grad=True)
y = torch.logaddexp(a, b)
y
y.grad_fn
y.sum().backward()
a.grad
b.grad
z = torch.logaddexp2(a, b)
z
z.grad_fn
a.grad = None
b.grad = None
(z * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
a.grad
b.grad
inf = float("inf")
s = torch.tensor([inf, -inf, inf, -inf, 1e30, float("nan")])
t = torch.tensor([inf, -inf, -inf, 3.0, 1e30, 0.0])
torch.logaddexp(s, t)
torch.logaddexp2(s, t)
s.logaddexp(t)
torch.logaddexp(torch.tensor([1.0], dtype=torch.float64), torch.tensor([2.0]))
torch.logaddexp(torch.tensor([1.0]), torch.tensor(2))
torch.logaddexp(torch.tensor([1, 2]), torch.tensor([3, 4]))
torch.logaddexp(torch.tensor([True]), torch.tensor([False]))
torch.logaddexp(torch.tensor([1.0]), 2.0)
torch.logaddexp(torch.ones(2, 3), torch.ones(4))
x = torch.linspace(-5, 5, 7)
torch.logaddexp(x, x.flip(0))
torch.logaddexp(x.view(7, 1), x.view(1, 7))[2]
torch.logaddexp(x.view(7, 1), x.view(1, 7)).T.stride()
