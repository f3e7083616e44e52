# _torch.optim.functional, after PyTorch 2.15: the optimizers' update functions, each taking
# the parameters, their gradients and their state tensors as lists (no optimizer object).
# Adafactor's, Muon's and SparseAdam's are the Python functions their optimizers call. The
# built-in optimizers' updates are native: each call runs one step of a built-in optimizer
# made for the call, given these lists as its state (the same tensor objects, updated in
# place, as PyTorch's functions update them) and these gradients, so the arithmetic is the
# optimizer's own, bit for bit. Unlike PyTorch's functions, this refuses what the
# optimizer's constructor refuses (a negative lr, non-leaf parameters).
import torch as _torch
from torch.optim._adafactor import adafactor as _adafactor
from torch.optim._functional import sparse_adam as _sparse_adam
from torch.optim._muon import muon as _muon

__all__ = [
    "adadelta",
    "adafactor",
    "adagrad",
    "adam",
    "adamax",
    "adamw",
    "asgd",
    "muon",
    "nadam",
    "radam",
    "rmsprop",
    "rprop",
    "sgd",
    "sparse_adam",
]


def _no_grad_scaling(name, grad_scale, found_inf):
    if grad_scale is not None or found_inf is not None:
        raise NotImplementedError(
            f"_torch.optim.functional.{name}: grad_scale/found_inf (the fused steps' AMP "
            "arguments) are not supported in stridelab"
        )


def _run(make, params, grads, states):
    # `states`: (state key, list) pairs; a list may be shorter than params (PyTorch passes
    # [] for state the settings do not use) or hold None (SGD's first momentum buffer).
    params = list(params)
    if len(params) == 0:
        return
    if len(grads) != len(params):
        raise ValueError(f"expected {len(params)} gradients, got {len(grads)}")
    opt = make(params)
    for i, p in enumerate(params):
        s = {}
        for key, lst in states:
            if i < len(lst) and lst[i] is not None:
                s[key] = lst[i]
        opt.state[p] = s
    saved = [p.grad for p in params]
    try:
        for p, g in zip(params, grads):
            p.grad = g
        opt.step()
    finally:
        for p, g in zip(params, saved):
            p.grad = g
    for i, p in enumerate(params):
        made = opt.state[p]
        for key, lst in states:
            if i < len(lst) and lst[i] is None and key in made:
                lst[i] = made[key]


def adadelta(params, grads, square_avgs, acc_deltas, state_steps, capturable=False, foreach=None,
             differentiable=False, has_complex=False, *, lr, rho, eps, weight_decay, maximize):
    _run(
        lambda ps: _torch.optim.Adadelta(ps, lr=lr, rho=rho, eps=eps, weight_decay=weight_decay,
                                        foreach=foreach, capturable=capturable, maximize=maximize,
                                        differentiable=differentiable),
        params, grads,
        [("step", state_steps), ("square_avg", square_avgs), ("acc_delta", acc_deltas)],
    )


def adagrad(params, grads, state_sums, state_steps, fused=None, grad_scale=None, found_inf=None,
            has_sparse_grad=False, foreach=None, differentiable=False, has_complex=False, *, lr,
            weight_decay, lr_decay, eps, maximize):
    _no_grad_scaling("adagrad", grad_scale, found_inf)
    _run(
        lambda ps: _torch.optim.Adagrad(ps, lr=lr, lr_decay=lr_decay, weight_decay=weight_decay, eps=eps,
                                       foreach=foreach, maximize=maximize, differentiable=differentiable,
                                       fused=fused),
        params, grads, [("step", state_steps), ("sum", state_sums)],
    )


def adam(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, state_steps, foreach=None, capturable=False,
         differentiable=False, fused=None, grad_scale=None, found_inf=None, has_complex=False,
         decoupled_weight_decay=False, *, amsgrad, beta1, beta2, lr, weight_decay, eps, maximize):
    _no_grad_scaling("adam", grad_scale, found_inf)
    _run(
        lambda ps: _torch.optim.Adam(ps, lr=lr, betas=(beta1, beta2), eps=eps, weight_decay=weight_decay,
                                    amsgrad=amsgrad, foreach=foreach, maximize=maximize, capturable=capturable,
                                    differentiable=differentiable, fused=fused,
                                    decoupled_weight_decay=decoupled_weight_decay),
        params, grads,
        [("step", state_steps), ("exp_avg", exp_avgs), ("exp_avg_sq", exp_avg_sqs)]
        + ([("max_exp_avg_sq", max_exp_avg_sqs)] if amsgrad else []),
    )


def adamw(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, state_steps, foreach=None, capturable=False,
          differentiable=False, fused=None, grad_scale=None, found_inf=None, has_complex=False, *, amsgrad,
          beta1, beta2, lr, weight_decay, eps, maximize):
    adam(params, grads, exp_avgs, exp_avg_sqs, max_exp_avg_sqs, state_steps, foreach=foreach,
         capturable=capturable, differentiable=differentiable, fused=fused, grad_scale=grad_scale,
         found_inf=found_inf, has_complex=has_complex, decoupled_weight_decay=True, amsgrad=amsgrad,
         beta1=beta1, beta2=beta2, lr=lr, weight_decay=weight_decay, eps=eps, maximize=maximize)


def adamax(params, grads, exp_avgs, exp_infs, state_steps, foreach=None, maximize=False, differentiable=False,
           capturable=False, has_complex=False, *, eps, beta1, beta2, lr, weight_decay):
    _run(
        lambda ps: _torch.optim.Adamax(ps, lr=lr, betas=(beta1, beta2), eps=eps, weight_decay=weight_decay,
                                      foreach=foreach, maximize=maximize, differentiable=differentiable,
                                      capturable=capturable),
        params, grads, [("step", state_steps), ("exp_avg", exp_avgs), ("exp_inf", exp_infs)],
    )


def asgd(params, grads, axs, mus, etas, state_steps, foreach=None, maximize=False, differentiable=False,
         capturable=False, has_complex=False, *, lambd, lr, t0, alpha, weight_decay):
    _run(
        lambda ps: _torch.optim.ASGD(ps, lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay,
                                    foreach=foreach, maximize=maximize, differentiable=differentiable,
                                    capturable=capturable),
        params, grads, [("step", state_steps), ("eta", etas), ("mu", mus), ("ax", axs)],
    )


def nadam(params, grads, exp_avgs, exp_avg_sqs, mu_products, state_steps, decoupled_weight_decay=False,
          foreach=None, capturable=False, differentiable=False, has_complex=False, maximize=False, *, beta1,
          beta2, lr, weight_decay, momentum_decay, eps):
    _run(
        lambda ps: _torch.optim.NAdam(ps, lr=lr, betas=(beta1, beta2), eps=eps, weight_decay=weight_decay,
                                     momentum_decay=momentum_decay, decoupled_weight_decay=decoupled_weight_decay,
                                     foreach=foreach, maximize=maximize, capturable=capturable,
                                     differentiable=differentiable),
        params, grads,
        [("step", state_steps), ("mu_product", mu_products), ("exp_avg", exp_avgs), ("exp_avg_sq", exp_avg_sqs)],
    )


def radam(params, grads, exp_avgs, exp_avg_sqs, state_steps, decoupled_weight_decay=False, foreach=None,
          differentiable=False, capturable=False, has_complex=False, maximize=False, *, beta1, beta2, lr,
          weight_decay, eps):
    _run(
        lambda ps: _torch.optim.RAdam(ps, lr=lr, betas=(beta1, beta2), eps=eps, weight_decay=weight_decay,
                                     decoupled_weight_decay=decoupled_weight_decay, foreach=foreach,
                                     maximize=maximize, capturable=capturable, differentiable=differentiable),
        params, grads, [("step", state_steps), ("exp_avg", exp_avgs), ("exp_avg_sq", exp_avg_sqs)],
    )


def rmsprop(params, grads, square_avgs, grad_avgs, momentum_buffer_list, state_steps, foreach=None,
            maximize=False, differentiable=False, capturable=False, has_complex=False, *, lr, alpha, eps,
            weight_decay, momentum, centered):
    _run(
        lambda ps: _torch.optim.RMSprop(ps, lr=lr, alpha=alpha, eps=eps, weight_decay=weight_decay,
                                       momentum=momentum, centered=centered, capturable=capturable,
                                       foreach=foreach, maximize=maximize, differentiable=differentiable),
        params, grads,
        [("step", state_steps), ("square_avg", square_avgs)]
        + ([("momentum_buffer", momentum_buffer_list)] if momentum > 0 else [])
        + ([("grad_avg", grad_avgs)] if centered else []),
    )


def rprop(params, grads, prevs, step_sizes, state_steps, foreach=None, capturable=False, maximize=False,
          differentiable=False, has_complex=False, *, step_size_min, step_size_max, etaminus, etaplus):
    _run(
        lambda ps: _torch.optim.Rprop(ps, etas=(etaminus, etaplus), step_sizes=(step_size_min, step_size_max),
                                     capturable=capturable, foreach=foreach, maximize=maximize,
                                     differentiable=differentiable),
        params, grads, [("step", state_steps), ("prev", prevs), ("step_size", step_sizes)],
    )


def sgd(params, d_p_list, momentum_buffer_list, has_sparse_grad=False, foreach=None, fused=None,
        grad_scale=None, found_inf=None, *, weight_decay, momentum, lr, dampening, nesterov, maximize):
    _no_grad_scaling("sgd", grad_scale, found_inf)
    _run(
        lambda ps: _torch.optim.SGD(ps, lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay,
                                   nesterov=nesterov, maximize=maximize, foreach=foreach, fused=fused),
        params, d_p_list, [("momentum_buffer", momentum_buffer_list)] if momentum != 0 else [],
    )


def adafactor(*args, **kwargs):
    return _adafactor(*args, **kwargs)


def muon(*args, **kwargs):
    return _muon(*args, **kwargs)


def sparse_adam(*args, **kwargs):
    return _sparse_adam(*args, **kwargs)
