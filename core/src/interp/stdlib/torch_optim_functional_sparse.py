# torch.optim._functional: SparseAdam's update, after PyTorch 2.15's `sparse_adam`. Each
# gradient is a sparse COO tensor (torch.sparse); the moments and the parameter are dense
# and change only at the gradient's indices. PyTorch's `sparse_mask(grad)._values()` is
# the dense tensor read at the coalesced indices, and adding the sparse update adds each
# value once at its (unique) index.
import math
import torch

__all__ = ["sparse_adam"]


def sparse_adam(params, grads, exp_avgs, exp_avg_sqs, state_steps, *, eps, beta1, beta2, lr, maximize):
    for i, param in enumerate(params):
        grad = grads[i]
        grad = grad if not maximize else -grad
        grad = grad.coalesce()
        grad_indices = grad._indices()
        grad_values = grad._values()
        if grad_values.numel() == 0:
            continue
        at = tuple(grad_indices)
        exp_avg = exp_avgs[i]
        exp_avg_sq = exp_avg_sqs[i]
        step = state_steps[i]

        old_exp_avg_values = exp_avg[at]
        exp_avg_update_values = grad_values.sub(old_exp_avg_values).mul_(1 - beta1)
        exp_avg.index_put_(at, exp_avg_update_values, accumulate=True)
        old_exp_avg_sq_values = exp_avg_sq[at]
        exp_avg_sq_update_values = grad_values.pow(2).sub_(old_exp_avg_sq_values).mul_(1 - beta2)
        exp_avg_sq.index_put_(at, exp_avg_sq_update_values, accumulate=True)

        numer = exp_avg_update_values.add_(old_exp_avg_values)
        exp_avg_sq_update_values.add_(old_exp_avg_sq_values)
        denom = exp_avg_sq_update_values.sqrt_().add_(eps)

        bias_correction1 = 1 - beta1**step
        bias_correction2 = 1 - beta2**step
        step_size = lr * math.sqrt(bias_correction2) / bias_correction1

        param.index_put_(at, -step_size * numer.div_(denom), accumulate=True)
