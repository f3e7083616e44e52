# torch.distributions.utils: the helpers PyTorch's distributions share (broadcasting the
# parameters, probs <-> logits, lazily computed parametrisations), after
# torch/distributions/utils.py.

import torch
import torch.nn.functional as F

euler_constant = 0.57721566490153286060  # Euler Mascheroni Constant


def _is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) or isinstance(v, bool)


def broadcast_all(*values):
    # Numbers become tensors of the first tensor's dtype and device (or the default dtype);
    # then all are broadcast to one shape.
    for v in values:
        if not (isinstance(v, torch.Tensor) or isinstance(v, (int, float))):
            raise ValueError(
                "Input arguments must all be instances of Number, torch.Tensor or objects implementing __torch_function__."
            )
    if not all(isinstance(v, torch.Tensor) for v in values):
        like = None
        for v in values:
            if isinstance(v, torch.Tensor):
                like = v
                break
        new_values = []
        for v in values:
            if isinstance(v, torch.Tensor):
                new_values.append(v)
            elif like is None:
                new_values.append(torch.tensor(v, dtype=torch.get_default_dtype()))
            else:
                new_values.append(torch.tensor(v, dtype=like.dtype, device=like.device))
        return torch.broadcast_tensors(*new_values)
    return torch.broadcast_tensors(*values)


def _standard_normal(shape, dtype, device):
    return torch.empty(shape, dtype=dtype, device=device).normal_()


def _sum_rightmost(value, dim):
    if dim == 0:
        return value
    required_shape = tuple(value.shape[: len(value.shape) - dim]) + (-1,)
    return value.reshape(required_shape).sum(-1)


def logits_to_probs(logits, is_binary=False):
    if is_binary:
        return torch.sigmoid(logits)
    return F.softmax(logits, dim=-1)


def clamp_probs(probs):
    eps = torch.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    ps_clamped = clamp_probs(probs)
    if is_binary:
        return torch.log(ps_clamped) - torch.log1p(-ps_clamped)
    return torch.log(ps_clamped)


class lazy_property:
    # A parametrisation computed on first read and then stored on the instance (reads after
    # that find the instance's attribute): Bernoulli's logits when built from probs.
    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.__name__ = wrapped.__name__

    def __get__(self, instance, obj_type=None):
        if instance is None:
            return self
        with torch.enable_grad():
            value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value


def tril_matrix_to_vec(mat, diag=0):
    n = mat.shape[-1]
    if diag < -n or diag >= n:
        raise ValueError(f"diag ({diag}) provided is outside [{-n}, {n - 1}].")
    arange = torch.arange(n, device=mat.device)
    tril_mask = arange < arange.view(-1, 1) + (diag + 1)
    return mat[..., tril_mask]


def vec_to_tril_matrix(vec, diag=0):
    n = (-(1 + 2 * diag) + ((1 + 2 * diag) ** 2 + 8 * vec.shape[-1] + 4 * abs(diag) * (diag + 1)) ** 0.5) / 2
    eps = torch.finfo(vec.dtype).eps
    if round(n) - n > eps:
        raise ValueError(
            f"The size of last dimension is {vec.shape[-1]} which cannot be expressed as "
            + "the lower triangular part of a square D x D matrix."
        )
    n = round(n)
    mat = vec.new_zeros(tuple(vec.shape[:-1]) + (n, n))
    arange = torch.arange(n, device=vec.device)
    tril_mask = arange < arange.view(-1, 1) + (diag + 1)
    mat[..., tril_mask] = vec
    return mat
