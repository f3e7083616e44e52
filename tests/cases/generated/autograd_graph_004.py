x = (torch.linspace(-1.5, 2.0, 8).view(2, 4)).requires_grad_()
y = x * 2
y.grad_fn.next_functions
y.is_leaf
x.is_leaf
y.requires_grad
