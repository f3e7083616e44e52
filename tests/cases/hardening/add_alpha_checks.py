# add/sub with alpha: ATen refuses an alpha the result dtype cannot hold, instead of
# truncating it. Written the way a learner probes the docs' `input + alpha * other`.
import torch
steps = torch.tensor([1, 2, 3])
torch.add(steps, steps, alpha=2)
torch.add(steps, steps, alpha=2.5)
steps.add(steps, alpha=0.5)
steps.sub(steps, alpha=1.5)
torch.sub(steps, 1, alpha=2.0)
steps.add_(steps, alpha=2.5)
steps
steps.add(steps, alpha=True)
torch.add(steps.float(), steps, alpha=2.5)
torch.add(steps, steps.double(), alpha=2.5)
torch.add(steps, 1.5, alpha=2.5)
flags = torch.tensor([True, False])
torch.add(flags, flags, alpha=True)
torch.add(flags, flags, alpha=3)
torch.add(flags, flags, alpha=0.5)
torch.add(steps, steps.to(torch.uint8), alpha=-1)
