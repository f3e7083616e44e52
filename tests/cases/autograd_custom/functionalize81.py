# torch.func.functionalize (probe 81, C6): for eager code it computes what the function
# computes (mutations and views are rewritten for graph capture only), inputs mutated in
# place are updated, and remove= is checked.
import torch
from torch.func import functionalize, grad, vmap


def f(a):
    b = a.clone()
    b.mul_(2)
    c = b.view(-1)
    c.add_(1)
    return b


x = torch.arange(6.0).reshape(2, 3)
functionalize(f)(x)
functionalize(f, remove="mutations_and_views")(x)
functionalize(f).__name__


def mutate_input(a):
    a.add_(1)
    return a.sum()


y = torch.ones(3)
functionalize(mutate_input)(y), y
grad(functionalize(lambda t: (t.clone().mul_(t)).sum()))(torch.tensor([1.0, 2.0]))
vmap(functionalize(f))(x)
functionalize(f, remove="views")
