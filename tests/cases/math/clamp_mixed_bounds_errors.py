import torch
def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))
attempt(lambda: torch.clamp(torch.tensor([-2., .5]), min=torch.tensor([-1., 1.]), max=2.))
attempt(lambda: torch.tensor([1.]).clamp(min=torch.tensor([0.]), max=2.))
attempt(lambda: torch.tensor([1.]).clamp_(torch.tensor([0.]), 2.))
attempt(lambda: torch.clamp(torch.tensor([1.]), torch.tensor([0.]), 2.))
attempt(lambda: torch.tensor([1.]).clamp(torch.tensor([0.]), max=2))
attempt(lambda: torch.clip(torch.tensor([1.]), 0.5, torch.tensor([2.])))
