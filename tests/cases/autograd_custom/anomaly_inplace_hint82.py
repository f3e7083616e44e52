# The version-counter error's hint depends on anomaly mode: inside detect_anomaly it points
# at the forward traceback anomaly mode prints instead of telling you to turn it on.
import torch
x = torch.ones(3, requires_grad=True)
y = x.tanh()
y.add_(1)
try:
    y.sum().backward()
except RuntimeError as e:
    str(e)
with torch.autograd.detect_anomaly():
    x = torch.ones(3, requires_grad=True)
    y = x.tanh()
    y.add_(1)
    try:
        y.sum().backward()
    except RuntimeError as e:
        msg = str(e)
msg
torch.is_anomaly_enabled()
