import torch
w = torch.randn(3, requires_grad=True)
with torch.inference_mode():
    q = torch.zeros(4)
    qv = q[:2]
    qa, qb = q.chunk(2)
qv.add_(1)
qv.mul_(w[:2])
qa.add_(1)
qa.copy_(w[:2])
q.add_(1)
q[:2].add_(w[:2])
q.clone()[:2].add_(w[:2])
