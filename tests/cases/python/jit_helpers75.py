# torchvision-style box ops pasted into a tutorial: the TorchScript guards run eagerly.
import torch
from typing import List


def _upcast(t):
    # Protects from numerical overflows in multiplications by upcasting to the equivalent higher type
    if t.is_floating_point():
        return t if t.dtype in (torch.float32, torch.float64) else t.float()
    else:
        return t if t.dtype in (torch.int32, torch.int64) else t.int()


def box_area(boxes):
    if not torch.jit.is_scripting() and not torch.jit.is_tracing():
        pass
    boxes = _upcast(boxes)
    return (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])


def box_iou(boxes1, boxes2):
    torch._assert(boxes1.dim() == 2, "boxes1 must be 2-D")
    area1 = box_area(boxes1)
    area2 = box_area(boxes2)
    lt = torch.max(boxes1[:, None, :2], boxes2[:, :2])
    rb = torch.min(boxes1[:, None, 2:], boxes2[:, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, :, 0] * wh[:, :, 1]
    return inter / (area1[:, None] + area2 - inter)


@torch.jit.unused
def debug_only(x):
    return x * 2


b1 = torch.tensor([[0, 0, 10, 10], [5, 5, 15, 15]], dtype=torch.int16)
b2 = torch.tensor([[0, 0, 5, 5]], dtype=torch.int16)
box_area(b1)
box_area(b1).dtype
box_iou(b1, b2)
debug_only(torch.tensor(3))
torch.jit.is_scripting(), torch.jit.is_tracing()
out = torch.jit.annotate(List[torch.Tensor], [])
out
torch._assert(True, "never raised")
try:
    torch._assert(b1.shape[1] == 5, "boxes must have 5 columns")
except AssertionError as e:
    str(e)
try:
    torch._assert(torch.tensor([True, False]), "ambiguous")
except RuntimeError as e:
    str(e)
torch._assert(torch.tensor(True), "a 0-d tensor is fine")
try:
    torch._assert(torch.tensor(0), 7)
except AssertionError as e:
    e.args


@torch.jit.ignore
def helper(x):
    return x + 1


helper(1)
torch.version.__version__.startswith("2.")
torch.version.hip is None
torch.version.debug

# Python's three-argument pow with a tensor, None, a float or a complex.
errors = []
for args in [(torch.tensor(5), 2, 3), (2, torch.tensor(5), 3), (2, 3, torch.tensor(5)), (None, 2, 3),
             (2.0, 2, 3), (2, 2, 3.0), (1j, 2, 3), ("a", 3, 5)]:
    try:
        pow(*args)
    except (TypeError, ValueError) as e:
        errors.append((type(e).__name__, str(e)))
errors
pow(3, 4, 5), pow(3, -1, 7), pow(True, 5, 3)
