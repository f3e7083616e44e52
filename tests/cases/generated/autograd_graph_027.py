x = (torch.arange(9.).view(3, 3) / 9 - 0.4).requires_grad_()
y = x * 2
y.grad_fn.next_functions
y.is_leaf
x.is_leaf
y.requires_grad
