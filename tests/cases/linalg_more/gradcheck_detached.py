import torch
a = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))
attempt(lambda: torch.autograd.gradcheck(lambda t: t.detach() * 2, (a,)))
torch.autograd.gradcheck(lambda t: t.detach() * 2, (a,), raise_exception=False)
attempt(lambda: torch.autograd.gradcheck(lambda t: t.detach() * 2, (a,), fast_mode=True))
torch.autograd.gradcheck(lambda t: (t.detach(), t * 2), (a,))
torch.autograd.gradcheck(lambda t: t.detach() * 0, (a,))
attempt(lambda: torch.autograd.gradcheck(lambda t: (t.detach() * 2, t.detach()), (a,)))
torch.autograd.gradcheck(lambda t: (t > 0).long(), (a,))
