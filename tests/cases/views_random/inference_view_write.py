import torch
w = torch.randn(3, requires_grad=True)
with torch.inference_mode():
    q = torch.zeros(4)
    qv = q[:2]
q.add_(1)
q.clone()
qv.add_(1)
q.clone()
qv.mul_(w[:2])
q.clone()
q[:2].add_(w[:2])
q.clone()
