import torch
import torch.nn as nn

# Guided backprop / Grad-CAM: full backward hooks on a network with ReLU(inplace=True).
# The hook passes the module's inputs and outputs through BackwardHookFunction, whose
# outputs are views made in a custom Function: writing them in place is refused.
relu = nn.ReLU(inplace=True)
h = relu.register_full_backward_hook(lambda m, gin, gout: None)
x = torch.tensor([-1.0, 2.0], requires_grad=True)
try:
    relu(x * 1)
except RuntimeError as e:
    msg = str(e)
msg
h.remove()
relu(x * 1)

# The hooked conv's output, then written by the next in-place ReLU (VGG features).
torch.manual_seed(0)
features = nn.Sequential(nn.Conv2d(1, 2, 3), nn.ReLU(inplace=True), nn.Conv2d(2, 2, 1))
grads = []
h2 = features[0].register_full_backward_hook(lambda m, gin, gout: grads.append(gout[0].shape))
img = torch.arange(25.0).view(1, 1, 5, 5) / 25
try:
    features(img.requires_grad_())
except RuntimeError as e:
    msg2 = str(e)
msg2
h2.remove()

# The usual fix: an out-of-place ReLU.
features[1] = nn.ReLU()
h3 = features[0].register_full_backward_hook(lambda m, gin, gout: grads.append(tuple(gout[0].shape)))
features(img).sum().backward()
grads
h3.remove()

# Without grad the hook is not set up, and in-place is allowed.
relu.register_full_backward_hook(lambda m, gin, gout: None)
with torch.no_grad():
    out = relu(x * 1)
out

# A module with two inputs: several outputs of the one Function.
class AddInplace(nn.Module):
    def forward(self, a, b):
        return b.add_(a)

add = AddInplace()
add.register_full_backward_hook(lambda m, gin, gout: None)
try:
    add(x * 1, x * 2)
except RuntimeError as e:
    msg3 = str(e)
msg3

# A custom Function that returns its input as it is.
class Identity(torch.autograd.Function):
    @staticmethod
    def forward(ctx, t):
        return t

    @staticmethod
    def backward(ctx, g):
        return g

y = Identity.apply(x * 1)
try:
    y.mul_(2)
except RuntimeError as e:
    msg4 = str(e)
msg4
Identity.apply(x * 1).clone().mul_(2)
z = Identity.apply(torch.tensor([1.0, -1.0]))
z.relu_()
