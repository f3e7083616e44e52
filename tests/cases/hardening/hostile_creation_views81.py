# needs 64-bit sizes: a storage size past 2**64 bytes is PyTorch's own overflow error, which a 32-bit build cannot reach (its sizes stop at 2**32).
# Hostile inputs to what stop 81 built (logspace, asinh/acosh, lcm, arange bounds, eval with
# namespaces, object.__repr__, custom Function view outputs) and two gaps they exposed: a size
# whose storage overflows is PyTorch's own error in linspace/logspace/arange, and an inference
# tensor's views report no base (`_is_view()` False, `_base` None).
import torch
errs = []
def attempt(f):
    try:
        r = f()
        errs.append(("ok", str(r.cpu() if isinstance(r, torch.Tensor) else r)[:120]))
    except Exception as e:
        errs.append((type(e).__name__, str(e).splitlines()[0][:160]))
attempt(lambda: torch.logspace(0, 1, 2**62))
attempt(lambda: torch.logspace(0, 1, 0, dtype=torch.int8))
attempt(lambda: torch.logspace(0, 1, 5, dtype=torch.bool))
attempt(lambda: torch.logspace(float('nan'), 1, 3))
attempt(lambda: torch.logspace(0, float('inf'), 3))
attempt(lambda: torch.logspace(1e10, 1e10 + 1, 3, dtype=torch.int64))
attempt(lambda: torch.logspace(0, 2, 3, base=-2.0))
attempt(lambda: torch.logspace(0, 2, 3, base=0))
attempt(lambda: torch.logspace(torch.tensor(0.0), torch.tensor(2.0), 3))
attempt(lambda: torch.logspace(0, 2, 3, bad=1))
attempt(lambda: torch.logspace(0, 300, 3, dtype=torch.float16))
attempt(lambda: torch.logspace(-1, 1, 3, dtype=torch.uint8))
attempt(lambda: torch.asinh(torch.tensor([True])))
attempt(lambda: torch.lcm(torch.tensor(0, dtype=torch.int8), torch.tensor(0, dtype=torch.int8)))
attempt(lambda: torch.lcm(torch.tensor([], dtype=torch.int16), torch.tensor([3], dtype=torch.int16)))
attempt(lambda: torch.lcm(torch.tensor([-128], dtype=torch.int8), torch.tensor([-1], dtype=torch.int8)))
attempt(lambda: torch.lcm(torch.tensor([255], dtype=torch.uint8), torch.tensor([254], dtype=torch.uint8)))
attempt(lambda: torch.lcm(torch.tensor([6], dtype=torch.int8), torch.tensor([4], dtype=torch.int32)))
attempt(lambda: torch.lcm(torch.tensor([2**62]), torch.tensor([3])))
attempt(lambda: torch.arange(0, float('nan'), 0.5))
attempt(lambda: torch.arange(1e300, float('inf')))
attempt(lambda: eval("x", {"x": 1}, {"x": 2}))
attempt(lambda: eval("y", {"x": 1}))
attempt(lambda: eval("1", []))
attempt(lambda: object.__repr__(3)[:5])
errs
torch.asinh(torch.tensor([]))
torch.asinh(torch.tensor(0.5))
torch.asinh(torch.tensor([1, 2, 3]))
torch.acosh(torch.tensor([1.5, 0.0], dtype=torch.float16))
torch.acosh(torch.tensor([1.5, 3e38], dtype=torch.bfloat16))
class Id(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, y):
        return x, y
    @staticmethod
    def backward(ctx, a, b):
        return a, b
p = torch.tensor(2.0, requires_grad=True)
q = torch.zeros(0, 3)
u, v = Id.apply(p * 1, q)
u._is_view(), v._is_view(), v._base is q, u.grad_fn.name(), v.requires_grad
out = []
try:
    u.add_(1)
except RuntimeError as e:
    out.append(str(e)[:60])
v.add_(1)
v.shape
with torch.inference_mode():
    w = torch.ones(3)
    r = Id.apply(w, w)
r[0]._is_view(), r[0].is_inference()
out
with torch.inference_mode():
    a = torch.ones(3)
    b = a[1:]
    c = a.view_as(a)
b._is_view(), c._is_view()
errs = []
for f in (lambda: torch.empty(2**62), lambda: torch.ones(2**62), lambda: torch.linspace(0, 1, 2**62), lambda: torch.arange(2**62)):
    try:
        f()
    except Exception as e:
        errs.append(str(e)[:100])
errs
