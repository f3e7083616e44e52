# CTC has no forward-mode formula in ATen: jvp through it is refused (attack on stop 60).
import torch
import torch.nn.functional as F
lp = torch.arange(30.0).reshape(5, 1, 6).sin().log_softmax(2)
try:
    r = torch.func.jvp(lambda t: F.ctc_loss(t, torch.tensor([[1, 2]]), torch.tensor([5]), torch.tensor([2])), (lp,), (torch.ones_like(lp),))
except NotImplementedError as e:
    r = str(e)
r
import torch.autograd.forward_ad as fwAD
with fwAD.dual_level():
    d = fwAD.make_dual(lp, torch.ones_like(lp))
    try:
        r2 = fwAD.unpack_dual(F.ctc_loss(d, torch.tensor([[1, 2]]), torch.tensor([5]), torch.tensor([2]))).tangent
    except NotImplementedError as e:
        r2 = str(e)
r2
