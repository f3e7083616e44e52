# Smooth L1 / Huber for box regression and KL divergence for distillation, as tutorials use
# them: the module and functional forms, every reduction, beta/delta, and gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F

pred = torch.tensor([[0.2, 1.7, -3.0, 0.5], [2.5, -0.4, 0.0, 1.0]], requires_grad=True)
target = torch.tensor([[0.0, 1.0, -1.0, 0.5], [0.0, 0.0, 0.3, -1.5]])

nn.SmoothL1Loss()
nn.HuberLoss(delta=0.5)
nn.KLDivLoss(reduction="batchmean", log_target=True)
l = nn.SmoothL1Loss()(pred, target)
l, l.grad_fn.name()
l.backward()
pred.grad
pred.grad = None
F.smooth_l1_loss(pred, target, reduction="none", beta=0.5)
F.smooth_l1_loss(pred, target, reduction="sum", beta=2.0).backward()
pred.grad
pred.grad = None
F.smooth_l1_loss(pred, target, beta=0.0).grad_fn.name()
g = F.smooth_l1_loss(pred, target, beta=0.5).grad_fn
g._saved_beta, g._saved_reduction

h = nn.HuberLoss(delta=0.5)(pred, target)
h, h.grad_fn.name()
h.backward()
pred.grad
pred.grad = None
F.huber_loss(pred, target, reduction="none", delta=2.0)
F.huber_loss(pred, target, reduction="sum").backward()
pred.grad
pred.grad = None

# distillation: student log-probs against teacher probabilities
student = torch.tensor([[1.0, 2.0, 0.5], [0.1, -1.0, 3.0]], requires_grad=True)
teacher = torch.tensor([[0.5, 2.5, 0.0], [0.0, 0.0, 1.0]])
T = 2.0
kd = F.kl_div(F.log_softmax(student / T, dim=1), F.softmax(teacher / T, dim=1), reduction="batchmean") * T * T
kd, kd.grad_fn.name()
kd.backward()
student.grad
F.kl_div(F.log_softmax(student, 1), F.softmax(teacher, 1), reduction="none")
F.kl_div(F.log_softmax(student, 1), F.softmax(teacher, 1), reduction="sum")
F.kl_div(F.log_softmax(student, 1), F.softmax(teacher, 1), reduction="mean").grad_fn.name()
F.kl_div(F.log_softmax(student, 1), F.log_softmax(teacher, 1), reduction="batchmean", log_target=True)
F.kl_div(torch.tensor([-1.0, -2.0]), torch.tensor([0.0, 0.5]), reduction="none")
nn.KLDivLoss(reduction="batchmean")(F.log_softmax(student, 1), F.softmax(teacher, 1))

F.smooth_l1_loss(pred, target, beta=-1.0)
F.huber_loss(pred, target, delta=0.0)
F.smooth_l1_loss(pred, target, reduction="batchmean")
