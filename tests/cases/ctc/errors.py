import torch
import torch.nn as nn
import torch.nn.functional as F
# The mistakes people make with CTC.
lp = torch.tensor([[[-1.2, -0.8, -1.4], [-0.9, -1.1, -1.3]]] * 4).log_softmax(2)
targets = torch.tensor([[1, 2], [2, 1]])
try:
    F.ctc_loss(lp, targets, [4, 4], torch.tensor([2, 2]))
except TypeError as e:
    m1 = str(e).split("\n")[0]
m1
try:
    F.ctc_loss(lp, targets, torch.tensor([4, 4]), (2, 2))
except TypeError as e:
    m2 = str(e).split("\n")[0]
m2
try:
    F.ctc_loss(lp, targets, 4, 2)
except TypeError as e:
    m3 = str(e).split("\n")[0]
m3
try:
    F.ctc_loss(lp, targets, (4, 3.5), (2, 2))
except TypeError as e:
    m4 = str(e)
m4
try:
    F.ctc_loss(lp, targets, torch.tensor([4.0, 4.0]), torch.tensor([2, 2]))
except RuntimeError as e:
    m5 = str(e)
m5
try:
    F.ctc_loss(lp, targets, torch.tensor([4, 4]), torch.tensor([2.0, 2.0]))
except RuntimeError as e:
    m6 = str(e)
m6
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2), blank=3)
except RuntimeError as e:
    m7 = str(e)
m7
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2), blank=-1)
except RuntimeError as e:
    m8 = str(e)
m8
try:
    F.ctc_loss(lp, targets, (4,), (2, 2))
except RuntimeError as e:
    m9 = str(e)
m9
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2, 2))
except RuntimeError as e:
    m10 = str(e)
m10
try:
    F.ctc_loss(lp, targets, (5, 4), (2, 2))
except RuntimeError as e:
    m11 = str(e)
m11
try:
    F.ctc_loss(lp, targets, (4, -1), (2, 2))
except RuntimeError as e:
    m12 = str(e)
m12
try:
    F.ctc_loss(lp, targets, (4, 4), (3, 2))
except RuntimeError as e:
    m13 = str(e)
m13
try:
    F.ctc_loss(lp, targets, (4, 4), (2, -2))
except RuntimeError as e:
    m14 = str(e)
m14
try:
    F.ctc_loss(lp, torch.tensor([1, 2, 2]), (4, 4), (2, 2))
except RuntimeError as e:
    m15 = str(e)
m15
try:
    F.ctc_loss(lp, targets[:1], (4, 4), (2, 2))
except RuntimeError as e:
    m16 = str(e)
m16
try:
    F.ctc_loss(lp, targets[None], (4, 4), (2, 2))
except RuntimeError as e:
    m17 = str(e)
m17
try:
    F.ctc_loss(lp.half(), targets, (4, 4), (2, 2))
except NotImplementedError as e:
    m18 = str(e)
m18
try:
    F.ctc_loss(lp[0, 0], targets[0], (4,), (2,))
except RuntimeError as e:
    m19 = str(e)
m19
try:
    F.ctc_loss(lp[:0], targets, (0, 0), (2, 2))
except RuntimeError as e:
    m20 = str(e)
m20
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2), reduction="avg")
except ValueError as e:
    m21 = str(e)
m21
try:
    nn.CTCLoss(reduction="elementwise")(lp, targets, (4, 4), (2, 2))
except ValueError as e:
    m22 = str(e)
m22
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2), zero_infinity=1)
except TypeError as e:
    m23 = str(e).split("\n")[0]
m23
try:
    F.ctc_loss(lp, targets, (4, 4), (2, 2), blank=1.0)
except TypeError as e:
    m24 = str(e).split("\n")[0]
m24
try:
    F.ctc_loss(lp, targets, None, (2, 2))
except TypeError as e:
    m25 = str(e).split("\n")[0]
m25
try:
    F.ctc_loss(lp, targets, torch.tensor([4, 4]), torch.tensor([True, True]))
except RuntimeError as e:
    m26 = str(e)
m26
# What does work: float targets are made integers; a list of lengths; a 2-d lengths tensor.
F.ctc_loss(lp, targets.float(), [4, 4], [2, 2])
F.ctc_loss(lp, targets, (torch.tensor(4), 4), (2, 2))
F.ctc_loss(lp, targets, torch.tensor([[4], [4]]), torch.tensor([[2], [2]]))
F.ctc_loss(lp, targets, (4, True), (2, 1), reduction="none")
try:
    F.ctc_loss(lp, targets, (True, 4), (2, 2))
except TypeError as e:
    m27 = str(e).split("\n")[0]
m27
try:
    F.ctc_loss(lp, targets, (4, torch.tensor(4.0)), (2, 2))
except TypeError as e:
    m28 = str(e)
m28
