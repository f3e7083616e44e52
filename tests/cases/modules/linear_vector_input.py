# A single sample (a 1-d input) through Linear and matmul, as tutorials feed one example
import torch
torch.manual_seed(0)
m = torch.nn.Linear(3, 2)
x = torch.tensor([1., 2., 3.])
y = m(x)
y
y.grad_fn
y.grad_fn.next_functions[0][0]
y._is_view()
y.sum().backward()
m.weight.grad
m.bias.grad
m2 = torch.nn.Linear(3, 2, bias=False)
z = m2(x)
z.grad_fn
z._is_view()
w = torch.ones(3, 2, requires_grad=True)
v = torch.ones(3, requires_grad=True)
p = v @ w
p.grad_fn
p._is_view()
p.stride()
torch.matmul(v, w).grad_fn
(p * torch.tensor([1., 2.])).sum().backward()
w.grad
v.grad
torch.nn.functional.linear(torch.tensor(1.), torch.ones(2, 1), torch.ones(2))
torch.nn.functional.linear(v, torch.ones(2, 3), torch.ones(2)).grad_fn
torch.nn.functional.linear(torch.ones(2, 5, 3).transpose(0, 1), torch.ones(4, 3), torch.ones(4)).shape
torch.nn.functional.linear(torch.ones(3), torch.tensor(2.))
