//! `torch` and `torch.linalg` entries written in Python (the prelude's `functions.py`),
//! where PyTorch composes them from other ops: each entry binds its arguments by PyTorch's
//! signature and passes them on, in order, to `_torch_<name>` (`_torch_linalg_<name>`).

use super::Torch;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;

/// (names, signature) of the `torch` entries in Python.
const TORCH_ENTRIES: &[(&[&str], &str)] = &[
    (&["finfo"], "type=None"),
    (&["_standard_gamma"], "input, generator=None"),
    (&["iinfo"], "type"),
    (&["atleast_1d"], "*tensors"),
    (&["atleast_2d"], "*tensors"),
    (&["atleast_3d"], "*tensors"),
    (&["cartesian_prod"], "*tensors"),
    (&["unravel_index"], "indices, shape"),
    (&["norm_except_dim"], "v, pow=2, dim=0"),
    (&["_weight_norm"], "v, g, dim=0"),
    (&["combinations"], "input, r=2, with_replacement=False"),
    (&["adjoint"], "input"),
    (&["block_diag"], "*tensors"),
    (&["hardshrink"], "input, lambd=0.5"),
    (&["threshold"], "input, threshold, value"),
    (&["threshold_"], "input, threshold, value"),
    (&["fill"], "input, value"),
    (&["tensordot"], "a, b, dims=2, out=None"),
    (
        &["addmm"],
        "input, mat1, mat2, *, beta=1, alpha=1, out=None",
    ),
    (&["addmv"], "input, mat, vec, *, beta=1, alpha=1, out=None"),
    (&["addr"], "input, vec1, vec2, *, beta=1, alpha=1, out=None"),
    (
        &["baddbmm"],
        "input, batch1, batch2, *, beta=1, alpha=1, out=None",
    ),
    (
        &["addbmm"],
        "input, batch1, batch2, *, beta=1, alpha=1, out=None",
    ),
    (&["cross"], "input, other, dim=None, *, out=None"),
    (&["hypot"], "input, other, *, out=None"),
    (&["nextafter"], "input, other, *, out=None"),
    (
        &["nan_to_num"],
        "input, nan=0.0, posinf=None, neginf=None, *, out=None",
    ),
    (&["signbit"], "input, *, out=None"),
    (
        &["range"],
        "start=0, end=None, step=1, *, out=None, dtype=None, layout=None, device=None, requires_grad=False",
    ),
    (&["narrow_copy"], "input, dim, start, length"),
    // The view ops' `_copy` forms (nn/view_copy.py); `out=` comes from out_arg's table,
    // except for the three that return several tensors, whose `out` is a list.
    (&["view_copy"], "input, size=None, *, dtype=None"),
    (&["expand_copy"], "input, size, *, implicit=False"),
    (&["permute_copy"], "input, dims"),
    (&["transpose_copy"], "input, dim0, dim1"),
    (&["t_copy", "detach_copy", "alias_copy"], "input"),
    (&["squeeze_copy"], "input, dim=None"),
    (&["unsqueeze_copy"], "input, dim"),
    (&["select_copy"], "input, dim, index"),
    (&["slice_copy"], "input, dim=0, start=None, end=None, step=1"),
    (&["diagonal_copy"], "input, offset=0, dim1=0, dim2=1"),
    (&["as_strided_copy"], "input, size, stride, storage_offset=None"),
    (&["unfold_copy"], "input, dimension, size, step"),
    (&["split_copy"], "input, split_size, dim=0, *, out=None"),
    (&["split_with_sizes_copy"], "input, split_sizes, dim=0, *, out=None"),
    (&["unbind_copy"], "input, dim=0, *, out=None"),
    (&["values_copy", "indices_copy"], "input"),
    (
        &["_pack_padded_sequence"],
        "input, lengths, batch_first",
    ),
    (
        &["histogram"],
        "input, bins=100, *, range=None, weight=None, density=False, out=None",
    ),
    (
        &["histogramdd"],
        "input, bins, *, range=None, weight=None, density=False",
    ),
    (&["put"], "input, index, source, accumulate=False"),
    (
        &["index_reduce"],
        "input, dim, index, source, reduce, *, include_self=True, out=None",
    ),
    (&["select_scatter"], "input, src, dim, index"),
    (
        &["as_strided_scatter"],
        "input, src, size, stride, storage_offset=None",
    ),
    (&["lu_solve"], "input, LU_data, LU_pivots, *, out=None"),
    (&["typename"], "obj"),
    (&["unsafe_chunk"], "input, chunks, dim=0"),
    (&["unsafe_split"], "input, split_size, dim=0"),
    (&["unsafe_split_with_sizes"], "input, split_sizes, dim=0"),
    (
        &["empty_permuted"],
        "size, physical_layout, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False",
    ),
    (
        &["slice_scatter"],
        "input, src, dim=0, start=None, end=None, step=1",
    ),
    (
        &["diagonal_scatter"],
        "input, src, offset=0, dim1=0, dim2=1",
    ),
    (&["ldexp"], "input, other, *, out=None"),
    (&["chain_matmul"], "*matrices, out=None"),
    (&["isposinf"], "input, *, out=None"),
    (&["isneginf"], "input, *, out=None"),
    (&["isreal"], "input"),
    (&["hash_tensor"], "input, dim=None, *, keepdim=False, mode=0"),
    (&["is_same_size"], "input, other"),
    (
        &["isin"],
        "elements, test_elements, *, assume_unique=False, invert=False",
    ),
    (
        &["nanmean"],
        "input, dim=None, keepdim=False, *, dtype=None, out=None",
    ),
    (&["cdist"], "x1, x2, p=2.0, compute_mode='use_mm_for_euclid_dist_if_necessary'"),
    (&["pixel_shuffle"], "input, upscale_factor"),
    (&["pixel_unshuffle"], "input, downscale_factor"),
    (&["channel_shuffle"], "input, groups"),
    (&["native_channel_shuffle"], "input, groups"),
    (
        &["pairwise_distance"],
        "x1, x2, p=2.0, eps=1e-06, keepdim=False",
    ),
    (&["prelu"], "input, weight"),
    (&["pdist"], "input, p=2"),
    (&["bilinear"], "input1, input2, weight, bias=None"),
    (&["renorm"], "input, p, dim, maxnorm"),
    (
        &["rrelu"],
        "input, lower=0.125, upper=0.3333333333333333, training=False, generator=None",
    ),
    (
        &["rrelu_"],
        "input, lower=0.125, upper=0.3333333333333333, training=False, generator=None",
    ),
    (
        &["rms_norm"],
        "input, normalized_shape, weight=None, eps=None",
    ),
    (&["inverse"], "input, *, out=None"),
    (
        &["svd"],
        "input, some=True, compute_uv=True, *, out=None",
    ),
    (&["pinverse"], "input, rcond=1e-15"),
    (&["matrix_exp"], "input"),
    (
        &["lu_unpack"],
        "LU_data, LU_pivots, unpack_data=True, unpack_pivots=True",
    ),
    (&["det"], "input"),
    (&["slogdet"], "A, *, out=None"),
    (&["logdet"], "input"),
    (&["dist"], "input, other, p=2"),
    (&["sgn"], "input"),
    (&["copysign"], "input, other"),
    (&["xlogy"], "input, other"),
    (&["logit"], "input, eps=None"),
    (&["mvlgamma"], "input, p"),
    (&["float_power"], "input, exponent"),
    (&["heaviside"], "input, values"),
    (&["gcd"], "input, other"),
    (&["lcm"], "input, other"),
    (&["rsub"], "input, other, *, alpha=1"),
    (&["inner"], "input, other"),
    (&["vdot"], "input, other"),
    (&["aminmax"], "input, *, dim=None, keepdim=False"),
    (
        &["var_mean"],
        "input, dim=None, unbiased=None, keepdim=False, *, correction=None",
    ),
    (
        &["std_mean"],
        "input, dim=None, unbiased=None, keepdim=False, *, correction=None",
    ),
    (&["frexp"], "input"),
    (&["trace"], "input"),
    (&["deg2rad"], "input"),
    (&["rad2deg"], "input"),
    (&["positive"], "input"),
    (&["sinc"], "input"),
    (&["absolute"], "input, *, out=None"),
    (&["arccos"], "input"),
    (&["arcsin"], "input"),
    (&["arctan"], "input"),
    (&["arctan2"], "input, other"),
    (&["fix"], "input"),
    (&["greater"], "input, other"),
    (&["greater_equal"], "input, other"),
    (&["less"], "input, other"),
    (&["less_equal"], "input, other"),
    (&["not_equal"], "input, other"),
    (&["matrix_power"], "input, n"),
    (
        &["cov"],
        "input, *, correction=1, fweights=None, aweights=None",
    ),
    (&["corrcoef"], "input"),
    (&["vander"], "x, N=None, increasing=False"),
    (&["fliplr"], "input"),
    (&["flipud"], "input"),
    (&["diagflat"], "input, offset=0"),
    (&["trapezoid"], "y, x=None, *, dx=None, dim=-1"),
    (&["trapz"], "y, x=None, *, dx=None, dim=-1"),
    (&["cumulative_trapezoid"], "y, x=None, *, dx=None, dim=-1"),
    (&["cholesky_solve"], "input, input2, upper=False"),
    (&["cholesky_inverse"], "input, upper=False"),
    (
        &["triangular_solve"],
        "input, A, upper=True, transpose=False, unitriangular=False",
    ),
    (&["lu"], "A, pivot=True, get_infos=False, out=None"),
    (&["geqrf"], "input"),
    (&["orgqr"], "input, input2"),
    // ATen's names for F's computations, with ATen's signatures (nn/aten_torch.py). A loss's
    // `reduction=Mean` default reaches Python as 0 (the argument parser reads the default
    // text "Mean" as an integer), so `torch.kl_div(p, q)` is unreduced, as measured.
    (&["selu"], "input"),
    (&["selu_"], "input"),
    (&["celu"], "input, alpha=1.0"),
    (&["celu_"], "input, alpha=1.0"),
    (&["dropout"], "input, p, train"),
    (&["dropout_"], "input, p, train"),
    (&["alpha_dropout"], "input, p, train"),
    (&["alpha_dropout_"], "input, p, train"),
    (
        &[
            "feature_dropout",
            "feature_dropout_",
            "feature_alpha_dropout",
            "feature_alpha_dropout_",
        ],
        "input, p, train",
    ),
    (
        &["layer_norm"],
        "input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True",
    ),
    (
        &["group_norm"],
        "input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True",
    ),
    (
        &["batch_norm"],
        "input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled",
    ),
    (
        &["instance_norm"],
        "input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled",
    ),
    (
        &["embedding"],
        "weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False",
    ),
    (
        &["native_layer_norm"],
        "input, normalized_shape, weight, bias, eps",
    ),
    (
        &["native_batch_norm"],
        "input, weight, bias, running_mean, running_var, training, momentum, eps",
    ),
    (
        &["native_group_norm"],
        "input, weight, bias, N, C, HxW, group, eps",
    ),
    (&["native_dropout"], "input, p, train"),
    (&["native_norm"], "input, p=2, dim=None, keepdim=False, dtype=None"),
    (&["nonzero_static"], "input, *, size, fill_value=-1"),
    (&["lstm_cell"], "input, hx, w_ih, w_hh, b_ih=None, b_hh=None"),
    (&["gru_cell"], "input, hx, w_ih, w_hh, b_ih=None, b_hh=None"),
    (&["rnn_tanh_cell"], "input, hx, w_ih, w_hh, b_ih=None, b_hh=None"),
    (&["rnn_relu_cell"], "input, hx, w_ih, w_hh, b_ih=None, b_hh=None"),
    (
        &["ctc_loss"],
        "log_probs, targets, input_lengths, target_lengths, blank=0, reduction=0, zero_infinity=False",
    ),
    (
        &["convolution"],
        "input, weight, bias, stride, padding, dilation, transposed, output_padding, groups",
    ),
    (
        &["grid_sampler"],
        "input, grid, interpolation_mode, padding_mode, align_corners",
    ),
    (&["affine_grid_generator"], "theta, size, align_corners"),
    (&["kl_div"], "input, target, reduction=0, *, log_target=False"),
    (
        &["binary_cross_entropy_with_logits"],
        "input, target, weight=None, pos_weight=None, reduction=0",
    ),
    (
        &["cosine_embedding_loss"],
        "input1, input2, target, margin=0.0, reduction=0",
    ),
    (
        &["margin_ranking_loss"],
        "input1, input2, target, margin=0.0, reduction=0",
    ),
    (
        &["hinge_embedding_loss"],
        "input, target, margin=1.0, reduction=0",
    ),
    (
        &["triplet_margin_loss"],
        "anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction=0",
    ),
    (
        &["poisson_nll_loss"],
        "input, target, log_input, full, eps, reduction",
    ),
    (&["adaptive_max_pool1d"], "input, output_size"),
    (
        &["max_pool1d_with_indices"],
        "input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False",
    ),
    (
        &["max_pool3d"],
        "input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False",
    ),
    (&["nuclear_norm"], "input, dim=None, keepdim=False"),
    (&["frobenius_norm"], "input, dim, keepdim=False"),
    (&["gcd_"], "input, other"),
    (&["lcm_"], "input, other"),
];

/// (names, signature) of `torch._foreach_*` (`foreach.py`) and `gradient.py`'s entries.
const FOREACH_ENTRIES: &[(&[&str], &str)] = &[
    (
        &[
            "_foreach_add",
            "_foreach_add_",
            "_foreach_sub",
            "_foreach_sub_",
        ],
        "self, other, *, alpha=1",
    ),
    (
        &[
            "_foreach_mul",
            "_foreach_mul_",
            "_foreach_div",
            "_foreach_div_",
            "_foreach_maximum",
            "_foreach_maximum_",
            "_foreach_minimum",
            "_foreach_minimum_",
            "_foreach_clamp_min",
            "_foreach_clamp_min_",
            "_foreach_clamp_max",
            "_foreach_clamp_max_",
        ],
        "self, other",
    ),
    (&["_foreach_pow", "_foreach_pow_"], "self, exponent"),
    (
        &[
            "_foreach_addcmul",
            "_foreach_addcmul_",
            "_foreach_addcdiv",
            "_foreach_addcdiv_",
        ],
        "self, tensor1, tensor2, value=1",
    ),
    (
        &["_foreach_lerp", "_foreach_lerp_"],
        "self, tensors1, weight",
    ),
    (&["_foreach_norm"], "self, ord=2, dtype=None"),
    (&["_foreach_copy_"], "self, src, non_blocking=False"),
    (
        &[
            "_foreach_max",
            "_foreach_zero_",
            "_foreach_abs",
            "_foreach_abs_",
            "_foreach_acos",
            "_foreach_acos_",
            "_foreach_asin",
            "_foreach_asin_",
            "_foreach_atan",
            "_foreach_atan_",
            "_foreach_ceil",
            "_foreach_ceil_",
            "_foreach_cos",
            "_foreach_cos_",
            "_foreach_cosh",
            "_foreach_cosh_",
            "_foreach_erf",
            "_foreach_erf_",
            "_foreach_erfc",
            "_foreach_erfc_",
            "_foreach_exp",
            "_foreach_exp_",
            "_foreach_expm1",
            "_foreach_expm1_",
            "_foreach_floor",
            "_foreach_floor_",
            "_foreach_frac",
            "_foreach_frac_",
            "_foreach_lgamma",
            "_foreach_lgamma_",
            "_foreach_log",
            "_foreach_log_",
            "_foreach_log10",
            "_foreach_log10_",
            "_foreach_log1p",
            "_foreach_log1p_",
            "_foreach_log2",
            "_foreach_log2_",
            "_foreach_neg",
            "_foreach_neg_",
            "_foreach_reciprocal",
            "_foreach_reciprocal_",
            "_foreach_round",
            "_foreach_round_",
            "_foreach_rsqrt",
            "_foreach_rsqrt_",
            "_foreach_sigmoid",
            "_foreach_sigmoid_",
            "_foreach_sign",
            "_foreach_sign_",
            "_foreach_sin",
            "_foreach_sin_",
            "_foreach_sinh",
            "_foreach_sinh_",
            "_foreach_sqrt",
            "_foreach_sqrt_",
            "_foreach_tan",
            "_foreach_tan_",
            "_foreach_tanh",
            "_foreach_tanh_",
            "_foreach_trunc",
            "_foreach_trunc_",
        ],
        "self",
    ),
    (&["gradient"], "input, *, spacing=1, dim=None, edge_order=1"),
    (
        &["scalar_tensor"],
        "s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False",
    ),
    (&["svd_lowrank"], "A, q=6, niter=2, M=None"),
    (&["pca_lowrank"], "A, q=None, center=True, niter=2"),
];

/// (names, signature) of the `torch.linalg` entries in Python.
pub const LINALG_ENTRIES: &[(&[&str], &str)] = &[
    (&["matmul"], "input, other, *, out=None"),
    (&["diagonal"], "A, *, offset=0, dim1=-2, dim2=-1"),
    (&["cross"], "input, other, *, dim=-1, out=None"),
    (&["eigvalsh"], "input, UPLO='L', *, out=None"),
    (&["svdvals"], "A, *, driver=None, out=None"),
    (&["eigh"], "input, UPLO='L', *, out=None"),
    (&["svd"], "A, full_matrices=True, *, driver=None, out=None"),
    (
        &["pinv"],
        "input, rcond=None, hermitian=False, *, atol=None, rtol=None, out=None",
    ),
    (&["lstsq"], "input, b, rcond=None, *, driver=None"),
    (&["cond"], "input, p=None, *, out=None"),
    (&["lu_factor"], "A, *, pivot=True, out=None"),
    (
        &["lu_factor_ex"],
        "A, *, pivot=True, check_errors=False, out=None",
    ),
    (&["lu"], "A, *, pivot=True, out=None"),
    (
        &["lu_solve"],
        "LU, pivots, B, *, left=True, adjoint=False, out=None",
    ),
    (
        &["solve_triangular"],
        "input, B, *, upper=None, left=True, unitriangular=False, out=None",
    ),
    (&["matrix_exp"], "input"),
    (
        &["matrix_rank"],
        "A, tol=None, hermitian=False, *, atol=None, rtol=None, out=None",
    ),
    (&["inv"], "A, *, out=None"),
    (&["det"], "A, *, out=None"),
    (&["solve"], "A, B, *, left=True, out=None"),
    (&["slogdet"], "A, *, out=None"),
    (&["cholesky"], "A, *, upper=False, out=None"),
    (&["qr"], "A, mode='reduced', *, out=None"),
    (&["matrix_power"], "A, n, *, out=None"),
    (&["multi_dot"], "tensors, *, out=None"),
    (&["vecdot"], "x, y, *, dim=-1, out=None"),
    (
        &["cholesky_ex"],
        "input, *, upper=False, check_errors=False, out=None",
    ),
    (&["inv_ex"], "A, *, check_errors=False, out=None"),
    (
        &["solve_ex"],
        "A, B, *, left=True, check_errors=False, out=None",
    ),
    (&["householder_product"], "input, tau"),
    (&["vander"], "x, *, N=None"),
    (&["tensorinv"], "input, ind=2"),
    (&["tensorsolve"], "input, other, dims=None"),
    (&["ldl_factor"], "A, *, hermitian=False, out=None"),
    (
        &["ldl_factor_ex"],
        "A, *, hermitian=False, check_errors=False, out=None",
    ),
    (&["matrix_sqrth"], "A"),
    (&["polar"], "A, *, out=None"),
];

pub fn register(r: &mut Torch) {
    for (names, sig) in TORCH_ENTRIES.iter().chain(FOREACH_ENTRIES) {
        r.add("in Python", names, sig, in_torch);
    }
}

pub fn register_linalg(r: &mut Torch) {
    for (names, sig) in LINALG_ENTRIES {
        r.add("in Python", names, sig, in_linalg);
    }
}

fn in_torch(it: &mut Interp, b: &Bound) -> Result<Value> {
    super::prelude_checks::check(b)?;
    it.call_prelude_entry("_torch_", vec![], b)
}

fn in_linalg(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_torch_linalg_", vec![], b)
}
