# torch.optim.swa_utils as the PyTorch docs use it: an AveragedModel of a small network
# with BatchNorm, SGD with a CosineAnnealingLR schedule, then SWALR once averaging starts,
# and update_bn over the data at the end. Fixed weights and data: the same on every device.
import torch
import torch.nn.functional as F
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn
from torch.optim.lr_scheduler import CosineAnnealingLR


def data():
    x = torch.linspace(-1.0, 1.0, 48).view(12, 4)
    y = (x @ torch.tensor([[0.5], [-1.0], [2.0], [0.25]])) + 0.3
    return x, y


def network():
    model = torch.nn.Sequential(torch.nn.Linear(4, 6), torch.nn.BatchNorm1d(6), torch.nn.ReLU(), torch.nn.Linear(6, 1))
    with torch.no_grad():
        for i, p in enumerate(model.parameters()):
            p.copy_(torch.linspace(-0.6, 0.6, p.numel()).view(p.shape) * (1 + 0.25 * i))
    return model


x, y = data()
loader = [(x[:6], y[:6]), (x[6:], y[6:])]
model = network()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
swa_model = AveragedModel(model)
scheduler = CosineAnnealingLR(optimizer, T_max=10)
swa_start = 4
swa_scheduler = SWALR(optimizer, swa_lr=0.05, anneal_epochs=3)
losses, lrs = [], []
for epoch in range(10):
    for inp, target in loader:
        optimizer.zero_grad()
        loss = F.mse_loss(model(inp), target)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    if epoch > swa_start:
        swa_model.update_parameters(model)
        swa_scheduler.step()
    else:
        scheduler.step()
    lrs.append(optimizer.param_groups[0]["lr"])
losses[0], losses[-1]
lrs
swa_model.n_averaged
swa_model.module[0].weight
swa_model.module[3].bias
swa_model.module[1].running_mean
update_bn(loader, swa_model)
swa_model.module[1].running_mean
swa_model.module[1].running_var
swa_model.module[1].num_batches_tracked
swa_model.module[1].momentum
swa_model.training
swa_model(x[:3])
[name for name, _ in swa_model.named_buffers()]
[name for name, _ in swa_model.named_parameters()][:3]
list(swa_model.state_dict().keys())[:4]
repr(swa_scheduler.state_dict())
swa_scheduler.get_last_lr()
optimizer.param_groups[0]["swa_lr"]
type(swa_model).__name__
isinstance(swa_model, torch.nn.Module)

# SWALR's linear annealing, per-group swa_lr, anneal_epochs=0
opt2 = torch.optim.SGD([{"params": [torch.zeros(2, requires_grad=True)]}, {"params": [torch.zeros(1, requires_grad=True)], "lr": 0.5}], lr=1.0)
s2 = SWALR(opt2, swa_lr=[0.1, 0.2], anneal_epochs=4, anneal_strategy="linear")
seq = []
for _ in range(6):
    opt2.step()
    s2.step()
    seq.append(s2.get_last_lr())
seq
opt3 = torch.optim.SGD([torch.zeros(2, requires_grad=True)], lr=1.0)
s3 = SWALR(opt3, swa_lr=0.3, anneal_epochs=0)
opt3.step()
s3.step()
s3.get_last_lr()

# EMA of parameters and buffers, and a custom avg_fn
model = network()
ema = AveragedModel(model, multi_avg_fn=torch.optim.swa_utils.get_ema_multi_avg_fn(0.9), use_buffers=True)
ema_single = AveragedModel(model, avg_fn=torch.optim.swa_utils.get_ema_avg_fn(0.9))
# (SGD: the first Linear feeds a BatchNorm, so its gradients are rounding noise that
# Adam would scale up to full steps)
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.5)
for step in range(5):
    opt.zero_grad()
    F.mse_loss(model(x), y).backward()
    opt.step()
    ema.update_parameters(model)
    ema_single.update_parameters(model)
ema.module[0].weight
ema.module[1].running_mean
ema.module[1].num_batches_tracked
ema_single.module[0].weight
ema_single.module[1].running_mean
ema.n_averaged
swa_multi = AveragedModel(model, multi_avg_fn=torch.optim.swa_utils.get_swa_multi_avg_fn())
swa_multi.update_parameters(network())
swa_multi.update_parameters(model)
swa_multi.module[0].bias

# The checks
AveragedModel(model, avg_fn=torch.optim.swa_utils.get_swa_avg_fn(), multi_avg_fn=torch.optim.swa_utils.get_swa_multi_avg_fn())
torch.optim.swa_utils.get_ema_avg_fn(1.5)
torch.optim.swa_utils.get_ema_multi_avg_fn(-0.1)
SWALR(opt, swa_lr=0.1, anneal_strategy="exp")
SWALR(opt, swa_lr=0.1, anneal_epochs=-1)
SWALR(opt, swa_lr=0.1, anneal_epochs=2.0)
SWALR(opt, swa_lr=[0.1, 0.2])
sorted(torch.optim.swa_utils.__all__)
