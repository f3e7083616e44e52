import torch

# fast.ai's "from the foundations": the backward pass stores each gradient on its tensor.
torch.manual_seed(0)
x_train = torch.randn(8, 5)
y_train = torch.randn(8)
w1 = torch.randn(5, 4) / 5 ** 0.5
b1 = torch.zeros(4)
w2 = torch.randn(4, 1) / 4 ** 0.5
b2 = torch.zeros(1)

def lin(x, w, b):
    return x @ w + b

def relu(x):
    return x.clamp_min(0.)

def mse(output, targ):
    return (output.squeeze(-1) - targ).pow(2).mean()

def mse_grad(inp, targ):
    inp.g = 2. * (inp.squeeze() - targ).unsqueeze(-1) / inp.shape[0]

def relu_grad(inp, out):
    inp.g = (inp > 0).float() * out.g

def lin_grad(inp, out, w, b):
    inp.g = out.g @ w.t()
    w.g = (inp.unsqueeze(-1) * out.g.unsqueeze(1)).sum(0)
    b.g = out.g.sum(0)

def forward_and_backward(inp, targ):
    l1 = lin(inp, w1, b1)
    l2 = relu(l1)
    out = lin(l2, w2, b2)
    loss = mse(out, targ)
    mse_grad(out, targ)
    lin_grad(l2, out, w2, b2)
    relu_grad(l1, l2)
    lin_grad(inp, l1, w1, b1)
    return loss

forward_and_backward(x_train, y_train)
w1.g
b1.g
w2.g
b2.g
x_train.g.shape

# The same gradients from autograd.
xt2 = x_train.clone().requires_grad_(True)
w12 = w1.clone().requires_grad_(True)
b12 = b1.clone().requires_grad_(True)
w22 = w2.clone().requires_grad_(True)
b22 = b2.clone().requires_grad_(True)
loss = mse(lin(relu(lin(xt2, w12, b12)), w22, b22), y_train)
loss.backward()
torch.allclose(w12.grad, w1.g, atol=1e-6)
torch.allclose(xt2.grad, x_train.g, atol=1e-6)

# Attribute semantics: per tensor object, not per storage; hasattr, getattr, del.
t = torch.ones(3)
t.note = "first"
t.note
hasattr(t, "note")
v = t.view(3)
hasattr(v, "note")
getattr(t, "missing", 42)
t.note = [1, 2]
t.note
del t.note
hasattr(t, "note")
t.note
del t.note
t.shape = (3,)
t.sum = 5
t.sum
t.count = t
t.count is t
u = torch.zeros(2)
u.g = None
u.g is None
u.requires_grad = True
u.requires_grad
t.dtype = torch.float64
t.T = t
t.is_leaf = True
t.grad_fn = None
t.requires_grad = 1
t.data = 3
t.grad = 3
