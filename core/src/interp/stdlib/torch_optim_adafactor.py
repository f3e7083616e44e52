# torch.optim.Adafactor, after PyTorch 2.15's torch/optim/_adafactor.py: the constructor's
# checks and messages, the state (`step`, then `row_var` and `col_var` for a matrix or
# `variance` for a vector), and the update as `_single_tensor_adafactor` runs it, op by op.
# foreach=True runs `_multi_tensor_adafactor`'s order of the same operations. The moving
# averages are `lerp_`s, fused as ATen's (one multiply-add per element), so the state is
# PyTorch's bit for bit.
import torch
from torch.optim.optimizer import Optimizer

__all__ = ["Adafactor", "adafactor"]


def _scalar_dtype():
    return torch.float64 if torch.get_default_dtype() == torch.float64 else torch.float32


def _to_scalar(x):
    if isinstance(x, torch.Tensor) and x.dim() != 0:
        return x.squeeze()
    return x


class Adafactor(Optimizer):
    def __init__(self, params, lr=1e-2, beta2_decay=-0.8, eps=(None, 1e-3), d=1.0, weight_decay=0.0,
                 *, foreach=None, maximize=False):
        if isinstance(lr, torch.Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 >= beta2_decay:
            raise ValueError(f"beta2_decay should be <= 0 but is: {beta2_decay}")
        if eps[0] is not None and not 0.0 <= eps[0]:
            raise ValueError(f"epsilon1 should be >= 0 but is: {eps[0]}")
        if not 0.0 <= eps[1]:
            raise ValueError(f"epsilon2 should be >= 0 but is: {eps[1]}")
        if not 1.0 <= d:
            raise ValueError(f"Clipping threshold d should be >= 1 but is: {d}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight_decay should be >= 0 but is: {weight_decay}")
        defaults = {
            "lr": lr,
            "beta2_decay": beta2_decay,
            "eps": eps,
            "d": d,
            "weight_decay": weight_decay,
            "foreach": foreach,
            "maximize": maximize,
        }
        super().__init__(params, defaults)

    def _init_group(self, group, params_with_grad, grads, row_vars, col_vars, variances, state_steps):
        for p in group["params"]:
            if p.grad is None:
                continue
            if torch.is_complex(p):
                raise RuntimeError("Adafactor does not support complex parameters")
            if p.grad.is_sparse:
                raise RuntimeError("Adafactor does not support sparse gradients")
            params_with_grad.append(p)
            grads.append(p.grad)
            state = self.state[p]
            if len(state) == 0:
                state["step"] = torch.tensor(0.0, dtype=_scalar_dtype())
                if p.grad.dim() > 1:
                    row_shape = list(p.grad.shape)
                    row_shape[-1] = 1
                    state["row_var"] = p.grad.new_zeros(row_shape)
                    col_shape = list(p.grad.shape)
                    col_shape[-2] = 1
                    state["col_var"] = p.grad.new_zeros(col_shape)
                else:
                    state["variance"] = torch.zeros_like(p.grad, memory_format=torch.preserve_format)
            row_vars.append(state.get("row_var", None))
            col_vars.append(state.get("col_var", None))
            variances.append(state.get("variance", None))
            state_steps.append(state["step"])
        return False

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            params_with_grad = []
            grads = []
            row_vars = []
            col_vars = []
            variances = []
            state_steps = []
            eps1, eps2 = group["eps"]
            has_complex = self._init_group(
                group, params_with_grad, grads, row_vars, col_vars, variances, state_steps
            )
            adafactor(
                params_with_grad,
                grads,
                row_vars,
                col_vars,
                variances,
                state_steps,
                d=group["d"],
                lr=group["lr"],
                beta2_decay=group["beta2_decay"],
                weight_decay=group["weight_decay"],
                eps1=eps1,
                eps2=eps2,
                foreach=group["foreach"],
                maximize=group["maximize"],
                grad_scale=getattr(self, "grad_scale", None),
                found_inf=getattr(self, "found_inf", None),
                has_complex=has_complex,
            )
        return loss


def _single_tensor_adafactor(params, grads, row_vars, col_vars, variances, state_steps, grad_scale,
                             found_inf, *, d, lr, beta2_decay, weight_decay, eps1, eps2, maximize,
                             has_complex):
    if grad_scale is not None or found_inf is not None:
        raise AssertionError("Grad scaling should occur outside of optimizer.step()")
    lr = _to_scalar(lr)
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        step_t = state_steps[i]
        row_var = row_vars[i]
        col_var = col_vars[i]
        variance = variances[i]
        if eps1 is None:
            eps1 = torch.finfo(param.dtype).eps

        step_t += 1
        step_float = step_t.item()
        one_minus_beta2_t = step_float**beta2_decay
        rho_t = min(lr, 1 / (step_float**0.5))
        alpha = max(eps2, param.norm(2).item() / (param.numel() ** 0.5)) * rho_t

        if weight_decay != 0:
            param.mul_(1 - lr * weight_decay)

        if grad.dim() > 1:
            if row_var is None or col_var is None:
                raise AssertionError("row_var and col_var should be defined when grad is multidimensional")
            row_mean = torch.linalg.vector_norm(grad, dim=-1, keepdim=True).square_().div_(grad.size(-1))
            row_var.lerp_(row_mean, one_minus_beta2_t)
            col_mean = torch.linalg.vector_norm(grad, dim=-2, keepdim=True).square_().div_(grad.size(-2))
            col_var.lerp_(col_mean, one_minus_beta2_t)
            var_estimate = row_var @ col_var
            var_estimate.div_(row_var.mean(dim=-2, keepdim=True).clamp_(min=eps1))
        else:
            if variance is None:
                raise AssertionError("variance should be defined when grad is a vector")
            grad_squared = grad * grad
            variance.lerp_(grad_squared, one_minus_beta2_t)
            var_estimate = variance.clone()

        update = var_estimate.clamp_(min=eps1 * eps1).rsqrt_()
        update.mul_(grad)
        denom = max(1.0, update.norm(2).item() / ((update.numel() ** 0.5) * d))
        param.add_(update, alpha=-alpha / denom)


def _foreach_lerp_(xs, ends, weights):
    # On the CPU, PyTorch's `_foreach_lerp_` with a list of weights is one `lerp_` per
    # tensor (its slow path).
    for x, e, w in zip(xs, ends, weights, strict=True):
        x.lerp_(e, w)


def _group_by_dtype_and_is_multidim(tensorlists):
    # `_group_tensors_by_device_dtype_and_is_multidim`: by (device, dtype), then matrices
    # apart from vectors, in first-seen order.
    groups = {}
    for j, grad in enumerate(tensorlists[1]):
        key = (grad.device, tensorlists[0][j].dtype, grad.dim() > 1)
        if key not in groups:
            groups[key] = [[] for _ in tensorlists]
        for i in range(len(tensorlists)):
            groups[key][i].append(tensorlists[i][j])
    return groups


def _multi_tensor_adafactor(params, grads, row_vars, col_vars, variances, state_steps, grad_scale,
                            found_inf, *, d, lr, beta2_decay, weight_decay, eps1, eps2, maximize,
                            has_complex):
    if len(params) == 0:
        return
    if grad_scale is not None or found_inf is not None:
        raise AssertionError("Grad scaling should occur outside of optimizer.step()")
    lr = _to_scalar(lr)
    grouped = _group_by_dtype_and_is_multidim([params, grads, row_vars, col_vars, variances, state_steps])
    for (_, dtype, is_multidim), lists in grouped.items():
        device_params, device_grads, device_row_vars, device_col_vars, device_variances, device_state_steps = lists
        if eps1 is None:
            eps1 = torch.finfo(dtype).eps
        if maximize:
            device_grads = torch._foreach_neg(device_grads)
        torch._foreach_add_(device_state_steps, torch.tensor(1.0, device="cpu"), alpha=1.0)
        one_minus_beta2_ts = []
        rho_ts = []
        for s in device_state_steps:
            one_minus_beta2_ts.append(s.item() ** beta2_decay)
            rho_ts.append(min(lr, 1 / (s.item() ** 0.5)))
        alphas = [
            max(eps2, p.norm(2).item() / (p.numel() ** 0.5)) * r
            for p, r in zip(device_params, rho_ts, strict=True)
        ]
        if weight_decay != 0:
            torch._foreach_mul_(device_params, 1 - lr * weight_decay)
        if is_multidim:
            if device_row_vars[0] is None or device_col_vars[0] is None:
                raise AssertionError("row_var and col_var should be defined when grad is multidimensional")
            row_means = [torch.linalg.vector_norm(grad, dim=-1, keepdim=True) for grad in device_grads]
            torch._foreach_mul_(row_means, row_means)
            torch._foreach_div_(row_means, [grad.size(-1) for grad in device_grads])
            _foreach_lerp_(device_row_vars, row_means, one_minus_beta2_ts)
            col_means = [torch.linalg.vector_norm(grad, dim=-2, keepdim=True) for grad in device_grads]
            torch._foreach_mul_(col_means, col_means)
            torch._foreach_div_(col_means, [grad.size(-2) for grad in device_grads])
            _foreach_lerp_(device_col_vars, col_means, one_minus_beta2_ts)
            var_estimates = [r @ c for r, c in zip(device_row_vars, device_col_vars, strict=True)]
            row_var_means = [r.mean(dim=-2, keepdim=True) for r in device_row_vars]
            torch._foreach_clamp_min_(row_var_means, eps1)
            torch._foreach_div_(var_estimates, row_var_means)
        else:
            if device_variances[0] is None:
                raise AssertionError("variance should be defined when grad is a vector")
            grads_squared = torch._foreach_mul(device_grads, device_grads)
            _foreach_lerp_(device_variances, grads_squared, one_minus_beta2_ts)
            var_estimates = [v.clone() for v in device_variances]
        torch._foreach_clamp_min_(var_estimates, eps1 * eps1)
        torch._foreach_rsqrt_(var_estimates)
        torch._foreach_mul_(var_estimates, device_grads)
        updates = var_estimates
        alphas = [
            -a / (max(1.0, update.norm(2).item() / ((update.numel() ** 0.5) * d)))
            for a, update in zip(alphas, updates, strict=True)
        ]
        torch._foreach_mul_(updates, alphas)
        torch._foreach_add_(device_params, updates)


def adafactor(params, grads, row_vars, col_vars, variances, state_steps, foreach=None, grad_scale=None,
              found_inf=None, has_complex=False, *, d, lr, beta2_decay, weight_decay, eps1, eps2, maximize):
    if not all(isinstance(t, torch.Tensor) for t in state_steps):
        raise RuntimeError("`state_steps` argument must contain a list of singleton tensors")
    func = _multi_tensor_adafactor if foreach else _single_tensor_adafactor
    func(
        params,
        grads,
        row_vars,
        col_vars,
        variances,
        state_steps,
        d=d,
        lr=lr,
        beta2_decay=beta2_decay,
        weight_decay=weight_decay,
        eps1=eps1,
        eps2=eps2,
        maximize=maximize,
        grad_scale=grad_scale,
        found_inf=found_inf,
        has_complex=has_complex,
    )


Adafactor.__module__ = "torch.optim"
