# torch.feature_dropout / feature_alpha_dropout (and their _ forms), ATen's channel-wise
# dropouts under ATen's signature and checks; Tensor.share_memory_ / is_shared in one
# process (the storage marked shared at a new address, never resized larger).
import torch
import torch.nn.functional as F
x = torch.arange(24.).view(2, 3, 4)
torch.feature_dropout(x, 0.5, False) is x, torch.feature_alpha_dropout(x, 0.5, False) is x
torch.feature_dropout(x, 0.0, True) is x, torch.feature_dropout(torch.zeros(0, 3), 0.5, True)
torch.feature_dropout(x, 1.0, True)
torch.feature_alpha_dropout(x, 1.0, True)
r = torch.feature_dropout(x, 0.5, True)
kept = (r == x * 2).all(-1)
dropped = (r == 0).all(-1)
r.shape, bool((kept | dropped).all())
a = torch.feature_alpha_dropout(x, 0.5, True)
d = a[..., 1:] - a[..., :-1]
a.shape, bool((d - d[..., :1]).abs().max() < 1e-5)
y = x.clone()
torch.feature_dropout_(y, 1.0, True) is y, y.sum()
y = x.clone()
torch.feature_alpha_dropout_(y, 1.0, True) is y, y.sum()
y = x.clone()
torch.feature_dropout_(y, 0.5, True) is y, bool(((y == x * 2) | (y == 0)).all())
w = x.clone().requires_grad_()
type(torch.feature_dropout(w, 1.0, True).grad_fn).__name__, type(torch.feature_alpha_dropout(w, 0.5, True).grad_fn).__name__
torch.feature_dropout(w, 0.5, False) is w
F.feature_alpha_dropout(x, 0.3, False) is x
torch.feature_dropout(torch.tensor(1.), 0.5, False)
# hostile calls
torch.feature_dropout(x, 1.5, True)
torch.feature_dropout(x, -0.1, True)
torch.feature_alpha_dropout(x, 2, True)
F.feature_alpha_dropout(x, 1.5)
torch.feature_dropout(torch.tensor(1.), 0.5, True)
torch.feature_dropout(torch.ones(3), 0.5, True)
torch.feature_alpha_dropout(torch.ones(3), 0.5, True)
torch.feature_dropout(x, 0.5)
torch.feature_dropout(x, 0.5, 1)
torch.feature_dropout(x, "a", True)
torch.feature_dropout([1.0], 0.5, True)
torch.feature_dropout(torch.arange(6).view(2, 3), 0.5, True)
# share_memory_ and is_shared
t = torch.ones(3)
p = t.data_ptr()
s = t.untyped_storage()
t.is_shared(), s.is_shared()
t.share_memory_() is t, t.is_shared(), s.is_shared(), t.untyped_storage().is_shared()
v = t[1:]
v.is_shared(), t.clone().is_shared()
t.share_memory_().is_shared()
t.add_(1)
t
a4 = torch.ones(4)
b4 = a4.view(2, 2)
c4 = a4.clone()
a4.share_memory_()
b4.is_shared(), c4.is_shared(), b4.data_ptr() == a4.data_ptr()
g = torch.ones(2, requires_grad=True)
g.share_memory_().requires_grad, g.is_shared()
torch.zeros(0).share_memory_().is_shared(), torch.tensor(1.).share_memory_().is_shared()
torch.ones(2).untyped_storage().share_memory_().is_shared()
h = torch.ones(4).share_memory_()
h.resize_(2).shape, h.is_shared()
h.resize_(4).shape
t.is_shared(1)
t.share_memory_(True)
