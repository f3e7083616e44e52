# Anomaly detection: a NaN in a backward pass stops it and names the node
import warnings
import torch

warnings.simplefilter("ignore")
torch.is_anomaly_enabled(), torch.is_anomaly_check_nan_enabled()
x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sqrt(x) * 0
y.sum().backward()
x.grad
x.grad = None
with torch.autograd.detect_anomaly():
    inside = torch.is_anomaly_enabled()
    try:
        (torch.sqrt(x) * 0).sum().backward()
    except RuntimeError as e:
        err = str(e)
inside
err
torch.is_anomaly_enabled()
torch.autograd.set_detect_anomaly(True)
torch.is_anomaly_enabled()
z = torch.tensor([1.0, -1.0], requires_grad=True)
try:
    (z.log() * 0).sum().backward()
except RuntimeError as e:
    str(e)
z.grad = None
(z * 2).sum().backward()
z.grad
with torch.autograd.set_detect_anomaly(False):
    off = torch.is_anomaly_enabled()
    (torch.sqrt(x) * 0).sum().backward()
off, torch.is_anomaly_enabled()
with torch.autograd.set_detect_anomaly(True, check_nan=False):
    x.grad = None
    (torch.sqrt(x) * 0).sum().backward()
    g = x.grad
g
torch.autograd.set_detect_anomaly(False)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.autograd.detect_anomaly()
[str(m.message) for m in w]
type(torch.autograd.set_detect_anomaly(False)).__name__
