# CPU mixed precision as the AMP recipe writes it: the forward under torch.autocast("cpu"),
# the loss in float32, backward and the optimizer step outside the region.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(32, 8)
y = torch.randint(0, 4, (32,))
losses = []
for step in range(5):
    opt.zero_grad()
    with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
        logits = model(x)
        loss = F.cross_entropy(logits, y)
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 4))
losses
logits.dtype
loss.dtype
logits.grad_fn.name()
logits.grad_fn.next_functions[1][0].name()
loss.grad_fn.next_functions[0][0].next_functions[0][0].name()
model[0].weight.grad.dtype
model[0].weight.dtype
logits[:2]
# the state inside and outside
torch.is_autocast_enabled("cpu")
with torch.autocast("cpu"):
    inside = (torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cpu"), torch.is_autocast_enabled())
inside
torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cpu")
# which ops cast: matmul-like to bfloat16, the rest stay as given
a = torch.randn(4, 5)
b = torch.randn(5, 3)
with torch.autocast("cpu"):
    mm = a @ b
    added = a + 1
    soft = torch.softmax(mm, dim=-1)
    e = torch.einsum("ij,jk->ik", a, b)
    td = torch.tensordot(a, b, 1)
    bm = torch.bmm(a[None], b[None])
    mv = torch.mv(a, b[:, 0])
    am = torch.addmm(torch.zeros(3), a, b)
    mse = F.mse_loss(mm, torch.zeros(4, 3))
    dbl = a.double() @ b.double()
    ints = torch.arange(6).view(2, 3) @ torch.arange(6).view(3, 2)
mm.dtype, added.dtype, soft.dtype, e.dtype, td.dtype, bm.dtype, mv.dtype, am.dtype, mse.dtype, dbl.dtype, ints.dtype
mm
am
(mm.float() - a @ b).abs().max() < 0.1
# a region inside a region, switched off
with torch.autocast("cpu"):
    outer = a @ b
    with torch.autocast("cpu", enabled=False):
        inner = a @ b
        mixed = outer.float() @ b.T
    again = a @ b
outer.dtype, inner.dtype, mixed.dtype, again.dtype
# float16 as the target
with torch.autocast("cpu", dtype=torch.float16):
    h = a @ b
h.dtype
h
# a dtype CPU autocast does not take: a warning, and nothing is cast
with torch.autocast("cpu", dtype=torch.float32):
    f = a.bfloat16() @ b.bfloat16()
f.dtype
# as a decorator
@torch.autocast("cpu")
def forward(u, v):
    return u @ v
forward(a, b).dtype
# a weight used twice in one region is cast once (the weight cache)
w = torch.randn(5, 5, requires_grad=True)
with torch.autocast("cpu"):
    z = (a @ w) @ w
z.grad_fn.next_functions[1][0] is z.grad_fn.next_functions[0][0].next_functions[1][0]
with torch.autocast("cpu", cache_enabled=False):
    z2 = (a @ w) @ w
z2.grad_fn.next_functions[1][0] is z2.grad_fn.next_functions[0][0].next_functions[1][0]
z.sum().backward()
w.grad.dtype
w.grad
# double stays double; a double with a cast float is PyTorch's own dtype error
with torch.autocast("cpu"):
    try:
        bad = a.double() @ b
    except RuntimeError as err:
        msg = str(err)
msg
# a convolution and the deprecated spelling
conv = nn.Conv2d(2, 3, 3)
img = torch.randn(1, 2, 6, 6)
with torch.cpu.amp.autocast():
    out = conv(img)
    pooled = F.max_pool2d(out, 2)
    flat = F.cross_entropy(pooled.flatten(1), torch.tensor([1]))
out.dtype, pooled.dtype, flat.dtype
torch.autocast_increment_nesting(), torch.autocast_decrement_nesting(), torch.autocast_decrement_nesting(), torch.autocast_increment_nesting()
torch.autocast("gpu")
