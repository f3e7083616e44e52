//! `torch.nn.functional` entries written in Python (the prelude's `functions.py`), as
//! torch/nn/functional.py and ATen's composite losses write them: each entry binds its
//! arguments by PyTorch's signature and passes them on, in order, to `_F_<name>`.

use super::Functions;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;

/// (names, signature) of the entries in Python.
const ENTRIES: &[(&[&str], &str)] = &[
    (&["glu"], "input, dim=-1"),
    (
        &["embedding_bag"],
        "input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, \
         mode='mean', sparse=False, per_sample_weights=None, include_last_offset=False, \
         padding_idx=None",
    ),
    (
        &["instance_norm"],
        "input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True, momentum=0.1, eps=1e-05",
    ),
    (
        &["gumbel_softmax"],
        "logits, tau=1, hard=False, eps=1e-10, dim=-1",
    ),
    (&["dropout1d"], "input, p=0.5, training=True, inplace=False"),
    (&["dropout2d"], "input, p=0.5, training=True, inplace=False"),
    (&["dropout3d"], "input, p=0.5, training=True, inplace=False"),
    (&["prelu"], "input, weight"),
    (&["pixel_shuffle"], "input, upscale_factor"),
    (&["pixel_unshuffle"], "input, downscale_factor"),
    (
        &["pairwise_distance"],
        "x1, x2, p=2.0, eps=1e-06, keepdim=False",
    ),
    (&["rms_norm"], "input, normalized_shape, weight=None, eps=None"),
    (
        &["margin_ranking_loss"],
        "input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["hinge_embedding_loss"],
        "input, target, margin=1.0, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["soft_margin_loss"],
        "input, target, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["multilabel_margin_loss"],
        "input, target, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["multilabel_soft_margin_loss"],
        "input, target, weight=None, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["poisson_nll_loss"],
        "input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean'",
    ),
    (
        &["gaussian_nll_loss"],
        "input, target, var, full=False, eps=1e-06, reduction='mean'",
    ),
    (
        &["cosine_embedding_loss"],
        "input1, input2, target, margin=0, size_average=None, reduce=None, reduction='mean'",
    ),
    (&["pdist"], "input, p=2"),
    (&["bilinear"], "input1, input2, weight, bias=None"),
    (
        &["multi_margin_loss"],
        "input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["rrelu"],
        "input, lower=0.125, upper=0.3333333333333333, training=False, inplace=False",
    ),
    (
        &["rrelu_"],
        "input, lower=0.125, upper=0.3333333333333333, training=False, generator=None",
    ),
    (
        &["triplet_margin_loss"],
        "anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        &["local_response_norm"],
        "input, size, alpha=0.0001, beta=0.75, k=1.0",
    ),
    (&["alpha_dropout"], "input, p=0.5, training=False, inplace=False"),
    (
        &["feature_alpha_dropout"],
        "input, p=0.5, training=False, inplace=False",
    ),
    (&["channel_shuffle"], "input, groups"),
    (&["native_channel_shuffle"], "input, groups"),
    (
        &["upsample"],
        "input, size=None, scale_factor=None, mode='nearest', align_corners=None",
    ),
    (&["upsample_nearest"], "input, size=None, scale_factor=None"),
    (&["upsample_bilinear"], "input, size=None, scale_factor=None"),
    (&["affine_grid"], "theta, size, align_corners=None"),
    (
        &["grid_sample"],
        "input, grid, mode='bilinear', padding_mode='zeros', align_corners=None",
    ),
    (
        &["lp_pool1d"],
        "input, norm_type, kernel_size, stride=None, ceil_mode=False",
    ),
    (
        &["lp_pool2d"],
        "input, norm_type, kernel_size, stride=None, ceil_mode=False",
    ),
    (
        &["lp_pool3d"],
        "input, norm_type, kernel_size, stride=None, ceil_mode=False",
    ),
    (
        &["max_unpool1d"],
        "input, indices, kernel_size, stride=None, padding=0, output_size=None",
    ),
    (
        &["max_unpool2d"],
        "input, indices, kernel_size, stride=None, padding=0, output_size=None",
    ),
    (
        &["max_unpool3d"],
        "input, indices, kernel_size, stride=None, padding=0, output_size=None",
    ),
    (
        &["triplet_margin_with_distance_loss"],
        "anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False, reduction='mean'",
    ),
    (
        &["ctc_loss"],
        "log_probs, targets, input_lengths, target_lengths, blank=0, reduction='mean', zero_infinity=False",
    ),
    (&["fractional_max_pool2d"], FRACTIONAL),
    (&["fractional_max_pool2d_with_indices"], FRACTIONAL),
    (&["fractional_max_pool3d"], FRACTIONAL),
    (&["fractional_max_pool3d_with_indices"], FRACTIONAL),
];

/// The signature of the fractional max poolings (`fractional_pool.py`).
const FRACTIONAL: &str = "input, kernel_size, output_size=None, output_ratio=None, \
                          return_indices=False, _random_samples=None";

pub fn register(r: &mut Functions) {
    for (names, sig) in ENTRIES {
        r.add("in Python", names, sig, in_python);
    }
}

fn in_python(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_F_", vec![], b)
}
