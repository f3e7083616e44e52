import torch
torch.manual_seed(0)

# The inference loop of a tutorial: no graph, and tensors made inside are inference tensors.
model = torch.nn.Linear(3, 2)
x = torch.tensor([[1.0, 2.0, 3.0]])
with torch.inference_mode():
    y = model(x)
    z = x * 2
    inside = torch.is_inference_mode_enabled()
    grad_inside = torch.is_grad_enabled()
y.shape
y.requires_grad
y.grad_fn
y.is_inference()
z.is_inference()
x.is_inference()
model.weight.is_inference()
inside
grad_inside
torch.is_inference_mode_enabled()
torch.is_grad_enabled()


@torch.inference_mode()
def predict(inp):
    return model(inp).argmax(dim=1)


p = predict(x)
p
p.is_inference()

# Views of inference tensors are inference tensors; new results made outside are not.
v = z[0]
v.is_inference()
w = z + 1
w.is_inference()
w.requires_grad_()
w.requires_grad
c = z.clone()
c.is_inference()

# What PyTorch refuses outside inference mode.
z.add_(1)
z.requires_grad_()
weights = torch.ones(1, 3, requires_grad=True)
(weights * z).sum()
(weights + z).sum().requires_grad
z.clone().mul_(2)
with torch.inference_mode():
    z.add_(1)
z
with torch.inference_mode(False):
    q = x * 3
q.is_inference()
with torch.inference_mode(mode=False):
    torch.is_inference_mode_enabled()
with torch.no_grad():
    r = x * 2
r.is_inference()
with torch.inference_mode():
    with torch.enable_grad():
        e = torch.ones(2, requires_grad=True) * 2
e.requires_grad
e.is_inference()

# PyTorch writes first and refuses after: the values change, then the error comes.
with torch.inference_mode():
    z = torch.ones(3)
z
z.mul_(2)
z.fill_(7)
z
z.copy_(torch.tensor([1., 2, 3]))
z
z[0] = 9.
z
z.zero_()
z.clamp_(0, 0.5)
z.exp_()
z
z.index_fill_(0, torch.tensor([0]), -1.)
z
z.masked_fill_(z > 0, 3.)
z
z.scatter_(0, torch.tensor([1]), torch.tensor([5.]))
z
z.sub_(torch.ones(3))
z
z.normal_()
z.shape
