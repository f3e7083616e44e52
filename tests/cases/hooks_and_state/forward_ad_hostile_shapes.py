# Forward-mode AD on hostile shapes and arguments: empty, 0-d, broadcast, odd dtypes, bad
# keywords and levels; each statement agrees with PyTorch 2.15.
import torch
import torch.autograd.forward_ad as fwAD


def attempt(f):
    try:
        with fwAD.dual_level():
            r = f()
            if isinstance(r, torch.Tensor):
                t = fwAD.unpack_dual(r).tangent
                return (r.shape, None if t is None else t.clone())
            return r
    except Exception as e:
        return (type(e).__name__, str(e).split("\n")[0])


attempt(lambda: fwAD.make_dual(torch.zeros(0), torch.zeros(0)).sum())
attempt(lambda: fwAD.make_dual(torch.zeros(0, 3), torch.zeros(0, 3)) * 2)
attempt(lambda: fwAD.make_dual(torch.tensor(2.0), torch.tensor(3.0)) ** 2)
attempt(lambda: fwAD.make_dual(torch.tensor(2.0), torch.tensor(3.0)).expand(4, 2) * 1)
attempt(lambda: fwAD.make_dual(torch.ones(3), torch.ones(1)))
attempt(lambda: fwAD.make_dual(torch.ones(3), torch.ones(3).expand(3)) + 1)
attempt(lambda: fwAD.make_dual(torch.ones(1).expand(4), torch.arange(4.0)) + 1)
attempt(lambda: fwAD.make_dual(torch.ones(3, dtype=torch.float64), torch.ones(3, dtype=torch.float16)) * 2)
attempt(lambda: fwAD.make_dual(torch.ones(3, dtype=torch.bool), torch.ones(3)))
attempt(lambda: fwAD.make_dual(torch.ones(3), 5))
attempt(lambda: fwAD.make_dual(torch.ones(3), torch.ones(3), level=-1))
attempt(lambda: fwAD.make_dual(torch.ones(3), torch.ones(3), lvl=0))
attempt(lambda: fwAD.unpack_dual(torch.ones(3), level=0).tangent)
attempt(lambda: fwAD.make_dual(torch.ones(2, 3), torch.ones(2, 3)).sum(dim=(0, 1)))
attempt(lambda: fwAD.make_dual(torch.ones(2, 3), torch.ones(2, 3))[..., None, 1:])
attempt(lambda: fwAD.make_dual(torch.ones(2, 3), torch.ones(2, 3)).max(dim=5))
attempt(lambda: fwAD.make_dual(torch.ones(2, 3), torch.ones(2, 3)).to(torch.int64))
attempt(lambda: (fwAD.make_dual(torch.ones(2, 3), torch.ones(2, 3)) > 0).float())
attempt(lambda: fwAD.make_dual(torch.full((3,), float("inf")), torch.ones(3)).exp())
attempt(lambda: fwAD.make_dual(torch.zeros(3), torch.ones(3)).log())
attempt(lambda: fwAD.make_dual(torch.zeros(3), torch.ones(3)).sqrt())
fwAD.unpack_dual(torch.ones(2), level=0)
fwAD.exit_dual_level(level=0)
