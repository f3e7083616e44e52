# torch.autograd.grad_mode: where PyTorch defines the grad-mode switches that torch itself
# re-exports. Here they live on torch (native), and this module hands out the same objects,
# so `torch.autograd.no_grad is torch.no_grad` as in PyTorch (older tutorials decorate with
# `@torch.autograd.no_grad()`).
import torch

no_grad = torch.no_grad
enable_grad = torch.enable_grad
set_grad_enabled = torch.set_grad_enabled
inference_mode = torch.inference_mode
