# torch.X for ATen ops that scripts usually reach through torch.nn.functional: the same
# computation, under ATen's own signature (native_functions.yaml). They differ from F's:
# `torch.embedding(weight, indices)` takes the weight first, `torch.batch_norm` wants every
# argument, and a loss's `reduction` is ATen's integer (0 none, 1 mean, 2 sum), not F's
# string (whose `Mean` default reaches Python as 0: unreduced). Older repositories and
# PyTorch's own tests call them this way.

_REDUCTIONS = ("none", "mean", "sum")


def _reduction_name(fname, reduction, position):
    # ATen's Reduction enum, checked as its argument parser does.
    if not isinstance(reduction, int) or isinstance(reduction, bool):
        raise TypeError(
            f"{fname}(): argument 'reduction' (position {position}) must be int, not {type(reduction).__name__}")
    # apply_loss_reduction: Mean and Sum reduce, any other value leaves the loss as it is.
    return _REDUCTIONS[reduction] if reduction in (1, 2) else "none"


def _torch_fill(input, value):
    # ATen's out-of-place fill: empty_like(input) (its strides kept) filled with the value;
    # FillBackward0 for a number (nothing reaches input), FillBackward1 for a 0-d tensor
    # value (whose gradient is the sum of the output's).
    if isinstance(value, torch.Tensor):
        if value.dim() != 0:
            raise RuntimeError(
                f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} dimensions.")
        return _native_node(
            "FillBackward1", lambda x, v: torch.empty_like(x).fill_(v), input, value,
            formula=lambda gs, x, v: [torch.zeros_like(gs[0]), gs[0].sum().to(v.dtype)])
    return _native_node(
        "FillBackward0", lambda x: torch.empty_like(x).fill_(value), input,
        formula=lambda gs, x: [torch.zeros_like(gs[0])])


def _torch_selu(input):
    return torch.nn.functional.selu(input)


def _torch_selu_(input):
    return torch.nn.functional.selu(input, inplace=True)


def _torch_celu(input, alpha=1.0):
    return torch.nn.functional.celu(input, alpha)


def _torch_celu_(input, alpha=1.0):
    return torch.nn.functional.celu(input, alpha, inplace=True)


def _aten_dropout_p(p):
    # ATen's own check, a RuntimeError (F's Python check before it is a ValueError); c10
    # prints the double as %g does (-1.0 is "-1").
    if p < 0 or p > 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p:g}")
    return p


def _torch_dropout(input, p, train):
    return torch.nn.functional.dropout(input, _aten_dropout_p(p), train)


def _torch_dropout_(input, p, train):
    return torch.nn.functional.dropout(input, _aten_dropout_p(p), train, inplace=True)


def _torch_alpha_dropout(input, p, train):
    return torch.nn.functional.alpha_dropout(input, _aten_dropout_p(p), train)


def _torch_alpha_dropout_(input, p, train):
    return torch.nn.functional.alpha_dropout(input, _aten_dropout_p(p), train, inplace=True)


def _torch_feature_dropout(input, p, train):
    return _feature_dropout(input, _aten_dropout_p(p), train, False)


def _torch_feature_dropout_(input, p, train):
    return _feature_dropout(input, _aten_dropout_p(p), train, True)


def _torch_feature_alpha_dropout(input, p, train):
    return _alpha_dropout_impl(input, _aten_dropout_p(p), train, False, True)


def _torch_feature_alpha_dropout_(input, p, train):
    return _alpha_dropout_impl(input, _aten_dropout_p(p), train, True, True)


def _torch_layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
    return torch.nn.functional.layer_norm(input, normalized_shape, weight, bias, eps)


def _torch_group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
    return torch.nn.functional.group_norm(input, num_groups, weight, bias, eps)


def _torch_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    return torch.nn.functional.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def _torch_instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps,
                         cudnn_enabled):
    return torch.nn.functional.instance_norm(
        input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


# ATen's native_* entry points: the F computation plus the statistics ATen returns beside
# it. Layer and batch norm's statistics are not differentiable outputs (no grad_fn), group
# norm's are (its node's outputs 1 and 2).
def _torch_native_layer_norm(input, normalized_shape, weight, bias, eps):
    out = torch.nn.functional.layer_norm(input, normalized_shape, weight, bias, eps)
    dims = list(range(input.dim() - len(normalized_shape), input.dim()))
    with torch.no_grad():
        var, mean = torch.var_mean(input, dims, unbiased=False, keepdim=True)
        rstd = torch.rsqrt(var + eps)
    return out, mean, rstd


def _torch_native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    if not training and (running_mean is None or running_var is None):
        what = "running_mean" if running_mean is None else "running_var"
        raise ValueError(f"{what} must be defined in evaluation mode")
    if not training:
        out = torch.nn.functional.batch_norm(input, running_mean, running_var, weight, bias, False, momentum, eps)
        empty = torch.empty(0, dtype=input.dtype, device=input.device)
        return out, empty, empty.clone()
    dims = [0] + list(range(2, input.dim()))
    with torch.no_grad():
        var, mean = torch.var_mean(input, dims, unbiased=False)
        invstd = torch.rsqrt(var + eps)
    out = torch.nn.functional.batch_norm(input, running_mean, running_var, weight, bias, True, momentum, eps)
    return out, mean, invstd


def _torch_native_group_norm(input, weight, bias, N, C, HxW, group, eps):
    def compute(x, *affine):
        w = affine[0] if weight is not None else None
        b = affine[-1] if bias is not None else None
        var, mean = torch.var_mean(x.reshape(N, group, -1), -1, unbiased=False)
        return torch.nn.functional.group_norm(x, group, w, b, eps), mean, torch.rsqrt(var + eps)
    affine = [t for t in (weight, bias) if t is not None]
    return _native_node("NativeGroupNormBackward0", compute, input, *affine)


def _torch_native_dropout(input, p, train):
    if input.numel() == 0:
        return input, torch.empty_like(input)
    if train is None or train:
        # ATen's CPU kernel: a bool mask drawn by bernoulli_(1 - p), then input * mask * scale.
        mask = torch.empty_like(input, dtype=torch.bool, memory_format=torch.contiguous_format)
        mask.bernoulli_(1 - p)
        scale = 0.0 if 1 - p == 0 else 1.0 / (1 - p)
        return _native_node("NativeDropoutBackward0", lambda x: x.mul(mask).mul_(scale), input), mask
    mask = torch.ones_like(input, dtype=torch.bool)
    return _native_node("NativeDropoutBackward0", lambda x: x.clone(), input), mask


def _torch_native_norm(input, p=2, dim=None, keepdim=False, dtype=None):
    # A sparse-only kernel in ATen: a dense tensor finds no CPU kernel.
    raise NotImplementedError(
        "Could not run 'aten::native_norm' with arguments from the 'CPU' backend. This could be "
        "because the operator doesn't exist for this backend, or was omitted during the "
        "selective/custom build process (if using custom build). If you are a Facebook employee "
        "using PyTorch on mobile, please visit https://fburl.com/ptmfixes for possible resolutions. "
        "'aten::native_norm' is only available for these backends: [Meta, SparseCPU, SparseCUDA, "
        "BackendSelect, Python, FuncTorchDynamicLayerBackMode, Functionalize, Conjugate, Negative, "
        "ZeroTensor, ADInplaceOrView, AutogradOther, AutogradCPU, AutogradCUDA, AutogradHIP, "
        "AutogradXLA, AutogradMPS, AutogradIPU, AutogradXPU, AutogradHPU, AutogradVE, AutogradLazy, "
        "AutogradMTIA, AutogradMAIA, AutogradPrivateUse1, AutogradPrivateUse2, AutogradPrivateUse3, "
        "AutogradMeta, AutogradNestedTensor, Tracer, AutocastCPU, AutocastMTIA, AutocastMAIA, "
        "AutocastXPU, AutocastMPS, AutocastCUDA, FuncTorchBatched, BatchedNestedTensor, "
        "FuncTorchVmapMode, Batched, VmapMode, FuncTorchGradWrapper, PythonTLSSnapshot, "
        "FuncTorchDynamicLayerFrontMode, PreDispatch, PythonDispatcher]."
    )


def _torch_nonzero_static(input, size, fill_value=-1):
    if size < 0:
        raise RuntimeError("nonzero_static: 'size' must be an non-negative integer")
    nz = torch.nonzero(input)
    k = min(size, nz.shape[0])
    out = torch.full((size, input.dim()), fill_value, dtype=torch.int64, device=input.device)
    out[:k] = nz[:k]
    return out


def _torch_ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=0, zero_infinity=False):
    how = _reduction_name("ctc_loss", reduction, 7)
    return torch.nn.functional.ctc_loss(
        log_probs, targets, input_lengths, target_lengths, blank, how, zero_infinity)


def _torch_convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    n = weight.dim() - 2
    if transposed:
        f = (None, F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d)[n]
        return f(input, weight, bias, stride, padding, output_padding, groups, dilation)
    f = (None, F.conv1d, F.conv2d, F.conv3d)[n]
    return f(input, weight, bias, stride, padding, dilation, groups)


def _torch_grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    mode = ("bilinear", "nearest", "bicubic")[interpolation_mode]
    padding = ("zeros", "border", "reflection")[padding_mode]
    return torch.nn.functional.grid_sample(input, grid, mode, padding, align_corners)


def _torch_affine_grid_generator(theta, size, align_corners):
    return torch.nn.functional.affine_grid(theta, size, align_corners)


def _torch_embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    # ATen's padding_idx: any negative value is "none" (F's wraps a negative index first).
    return torch.nn.functional.embedding(
        indices, weight, padding_idx if padding_idx >= 0 else None, None, 2.0, scale_grad_by_freq, sparse)


def _torch_kl_div(input, target, reduction=0, log_target=False):
    how = _reduction_name("kl_div", reduction, 3)
    # ATen's "mean" is F's: over every element (F's warning about it is F's own).
    if how == "mean":
        return torch.nn.functional.kl_div(input, target, reduction="sum", log_target=log_target) / input.numel()
    return torch.nn.functional.kl_div(input, target, reduction=how, log_target=log_target)


def _torch_binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=0):
    how = _reduction_name("binary_cross_entropy_with_logits", reduction, 5)
    return torch.nn.functional.binary_cross_entropy_with_logits(
        input, target, weight, reduction=how, pos_weight=pos_weight)


def _torch_cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=0):
    how = _reduction_name("cosine_embedding_loss", reduction, 5)
    return torch.nn.functional.cosine_embedding_loss(input1, input2, target, margin, reduction=how)


def _torch_margin_ranking_loss(input1, input2, target, margin=0.0, reduction=0):
    how = _reduction_name("margin_ranking_loss", reduction, 5)
    return torch.nn.functional.margin_ranking_loss(input1, input2, target, margin, reduction=how)


def _torch_hinge_embedding_loss(input, target, margin=1.0, reduction=0):
    how = _reduction_name("hinge_embedding_loss", reduction, 4)
    return torch.nn.functional.hinge_embedding_loss(input, target, margin, reduction=how)


def _torch_triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction=0):
    how = _reduction_name("triplet_margin_loss", reduction, 8)
    return torch.nn.functional.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, reduction=how)


def _torch_poisson_nll_loss(input, target, log_input, full, eps, reduction):
    how = _reduction_name("poisson_nll_loss", reduction, 6)
    return torch.nn.functional.poisson_nll_loss(input, target, log_input, full, eps=eps, reduction=how)


def _aten_stride(stride):
    # ATen's empty stride list means "the kernel size", F's None.
    return None if isinstance(stride, (tuple, list)) and len(stride) == 0 else stride


def _torch_adaptive_max_pool1d(input, output_size):
    # ATen's op returns the values and the indices, always.
    return tuple(torch.nn.functional.adaptive_max_pool1d(input, output_size, True))


def _torch_max_pool1d_with_indices(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return tuple(torch.nn.functional.max_pool1d(
        input, kernel_size, _aten_stride(stride), padding, dilation, ceil_mode=ceil_mode, return_indices=True))


def _torch_max_pool3d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return torch.nn.functional.max_pool3d(input, kernel_size, _aten_stride(stride), padding, dilation, ceil_mode=ceil_mode)


def _torch_nuclear_norm(input, dim=None, keepdim=False):
    # Kept "for JIT compatibility" in ATen: linalg.matrix_norm(A, 'nuc') over the last two
    # dims, or the two given.
    if dim is None:
        return torch.linalg.matrix_norm(input, "nuc", keepdim=keepdim)
    return torch.linalg.matrix_norm(input, "nuc", dim, keepdim)


def _torch_frobenius_norm(input, dim, keepdim=False):
    return torch.linalg.vector_norm(input, 2.0, dim, keepdim)


def _inplace_binary(self, fn, other):
    # An in-place binary op writes its broadcast result into self, checked as TensorIterator
    # checks `out=self` before any kernel: the broadcast shape must be self's, then the
    # result's dtype must cast to self's.
    shape = torch.broadcast_shapes(self.shape, other.shape if isinstance(other, torch.Tensor) else ())
    if list(shape) != list(self.shape):
        raise RuntimeError(f"output with shape {list(self.shape)} doesn't match the broadcast shape {list(shape)}")
    result_type = torch.result_type(self, other)
    if not torch.can_cast(result_type, self.dtype):
        raise RuntimeError(f"result type {_LEGACY_NAMES[str(result_type)]} can't be cast to the desired output type "
                           f"{_LEGACY_NAMES[str(self.dtype)]}")
    return self.copy_(fn(self, other))


def _torch_gcd_(input, other):
    return _inplace_binary(input, torch.gcd, other)


def _torch_lcm_(input, other):
    return _inplace_binary(input, torch.lcm, other)


def _tensor_float_power_(self, exponent):
    # float_power computes in double (complex double); in place, self must already be it.
    if self.dtype != torch.float64:
        raise RuntimeError(
            f"the base given to float_power_ has dtype {_LEGACY_NAMES[str(self.dtype)]} but the operation's "
            "result requires dtype Double")
    if isinstance(exponent, torch.Tensor):
        exponent = exponent.to(torch.float64)
    return self.pow_(exponent)
