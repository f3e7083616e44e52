# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
x = torch.tensor([[0.2, 0.4], [0.6, 0.8]])
t = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
def run(f):
    with fwAD.dual_level():
        d = fwAD.make_dual(x.clone(), t.clone())
        f(d)
        return fwAD.unpack_dual(d).tangent.clone()
run(lambda d: d.cumsum_(1))
run(lambda d: d.cumprod_(1))
run(lambda d: d.tril_())
run(lambda d: d.triu_())
run(lambda d: d.logit_())
run(lambda d: d.hypot_(torch.ones(2, 2)))
run(lambda d: d.copysign_(-torch.ones(2, 2)))
run(lambda d: d.xlogy_(2.0))
run(lambda d: d.sinc_())
run(lambda d: d.deg2rad_())
run(lambda d: d.sgn_())
run(lambda d: d.fix_())
run(lambda d: d.uniform_())
run(lambda d: d.normal_())
run(lambda d: d.exponential_())
run(lambda d: d.bernoulli_(0.5))
