# Activation checkpointing, and the mixed-precision boilerplate of training scripts on a CPU
import warnings
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential

warnings.simplefilter("ignore")
torch.manual_seed(0)
block = nn.Sequential(nn.Linear(4, 8), nn.GELU(), nn.Dropout(0.3), nn.Linear(8, 4))
x = torch.randn(2, 4, requires_grad=True)
y = checkpoint(block, x, use_reentrant=True)
y
y.grad_fn.name()
y.sum().backward()
x.grad
block[0].weight.grad
torch.manual_seed(0)
x2 = torch.randn(2, 4, requires_grad=True)
y2 = checkpoint(block, x2, use_reentrant=False)
y2.grad_fn.name()
y2.sum().backward()
x2.grad
y3 = checkpoint(lambda t, k: t.sin() * k, x, 3.0, use_reentrant=True)
y3
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    checkpoint(torch.sin, x)
    checkpoint(torch.sin, torch.ones(2), use_reentrant=True)
[str(m.message)[:60] for m in w]
try:
    checkpoint(torch.sin, x, use_reentrant=True, scale=2)
except ValueError as e:
    str(e)
seq = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 3), nn.Tanh(), nn.Linear(3, 1))
out = checkpoint_sequential(seq, 2, torch.ones(2, 3, requires_grad=True), use_reentrant=True)
out, out.grad_fn.name()
out.sum().backward()
seq[0].weight.grad

# nanoGPT's train.py on a CPU: TF32 flags, a disabled scaler, autocast off
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cudnn.allow_tf32 = True
torch.backends.cuda.matmul.allow_tf32
scaler = torch.cuda.amp.GradScaler(enabled=False)
scaler.is_enabled(), scaler.get_scale(), scaler.state_dict()
model = nn.Linear(3, 1)
opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
loss = model(torch.ones(4, 3)).pow(2).mean()
scaler.scale(loss) is loss
scaler.scale(loss).backward()
scaler.unscale_(opt)
nn.utils.clip_grad_norm_(model.parameters(), 1.0)
scaler.step(opt)
scaler.update()
model.weight
s2 = torch.amp.GradScaler("cuda")
s2.is_enabled()
with torch.amp.autocast(device_type="cuda", dtype=torch.bfloat16):
    z = torch.ones(2, 2) @ torch.ones(2, 2)
z.dtype
with torch.autocast(device_type="cpu", enabled=False):
    z2 = torch.ones(2) * 2
z2

# a real scaler on the CPU: scaled loss, unscaled gradients, a skipped step after an inf
sc = torch.amp.GradScaler("cpu", init_scale=1024.0, growth_interval=2)
p = nn.Parameter(torch.tensor([1.0, -2.0]))
o = torch.optim.SGD([p], lr=0.1)
log = []
for step in range(4):
    o.zero_grad()
    loss = (p * p).sum() * (float("inf") if step == 1 else 1.0)
    scaled = sc.scale(loss)
    scaled.backward()
    sc.step(o)
    sc.update()
    log.append((step, scaled.item(), p.tolist(), sc.get_scale(), sc.state_dict()["_growth_tracker"]))
log
sc.state_dict()
try:
    sc.unscale_(o)
    sc.unscale_(o)
except RuntimeError as e:
    str(e)
