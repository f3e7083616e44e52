//! `torch.nn`'s constructors: `nn.Module`, `nn.Parameter`, and the module classes written
//! in `prelude.py`. A prelude class binds its own arguments (it is Python); its entry here
//! carries the same signature (a test holds the two together) so the docs and
//! `namespace_contains` read one list, and calls that arrive as `torch.nn.X` builtins are
//! passed on to the class.

use super::Functions;
use crate::error::{runtime, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::signature::{ParamKind, Signature};
use crate::interp::value::*;
use crate::ops;
use std::cell::RefCell;
use std::rc::Rc;

/// The classes of `prelude.py`, with their `__init__` signatures as PyTorch's docs give
/// them, cut to the parameters stridelab implements (only trailing ones are cut, so a
/// positional call means what it means in PyTorch).
pub const PRELUDE_CLASSES: &[(&str, &str, &str)] = &[
    (
        "layers",
        "Linear",
        "in_features, out_features, bias=True, device=None, dtype=None",
    ),
    ("layers", "Identity", "*args, **kwargs"),
    (
        "layers",
        "LazyLinear",
        "out_features, bias=True, device=None, dtype=None",
    ),
    ("convolution", "LazyConv1d", "out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "LazyConv2d", "out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("layers", "LazyBatchNorm1d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    ("layers", "LazyBatchNorm2d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    ("convolution", "LazyConv3d", "out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "LazyConvTranspose1d", "out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "LazyConvTranspose2d", "out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "LazyConvTranspose3d", "out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("layers", "LazyBatchNorm3d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    ("layers", "LazyInstanceNorm1d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    ("layers", "LazyInstanceNorm2d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    ("layers", "LazyInstanceNorm3d", "eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None"),
    (
        "layers",
        "Bilinear",
        "in1_features, in2_features, out_features, bias=True, device=None, dtype=None",
    ),
    ("layers", "Flatten", "start_dim=1, end_dim=-1"),
    ("layers", "Unflatten", "dim, unflattened_size"),
    ("layers", "Dropout1d", "p=0.5, inplace=False"),
    ("layers", "Dropout2d", "p=0.5, inplace=False"),
    ("layers", "Dropout3d", "p=0.5, inplace=False"),
    ("convolution", "Conv1d", "in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "Conv2d", "in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "ConvTranspose1d", "in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "ConvTranspose2d", "in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "Conv3d", "in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True, padding_mode='zeros', device=None, dtype=None"),
    ("convolution", "ConvTranspose3d", "in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True, dilation=1, padding_mode='zeros', device=None, dtype=None"),
    ("pooling", "MaxPool1d", "kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False"),
    ("pooling", "MaxPool2d", "kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False"),
    ("pooling", "AvgPool1d", "kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True"),
    ("pooling", "AvgPool2d", "kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None"),
    ("pooling", "AdaptiveAvgPool1d", "output_size"),
    ("pooling", "AdaptiveAvgPool2d", "output_size"),
    ("pooling", "AdaptiveMaxPool1d", "output_size, return_indices=False"),
    ("pooling", "AdaptiveMaxPool2d", "output_size, return_indices=False"),
    ("pooling", "MaxPool3d", "kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False"),
    ("pooling", "AvgPool3d", "kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None"),
    ("pooling", "AdaptiveAvgPool3d", "output_size"),
    ("pooling", "AdaptiveMaxPool3d", "output_size, return_indices=False"),
    ("layers", "Dropout", "p=0.5, inplace=False"),
    (
        "layers",
        "LayerNorm",
        "normalized_shape, eps=1e-05, elementwise_affine=True, bias=True, device=None, dtype=None",
    ),
    (
        "layers",
        "Embedding",
        "num_embeddings, embedding_dim, padding_idx=None, max_norm=None, norm_type=2.0, \
         scale_grad_by_freq=False, sparse=False, _weight=None, _freeze=False, device=None, \
         dtype=None",
    ),
    (
        "layers",
        "EmbeddingBag",
        "num_embeddings, embedding_dim, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, \
         mode='mean', sparse=False, _weight=None, include_last_offset=False, padding_idx=None, \
         device=None, dtype=None",
    ),
    ("activations", "ReLU", "inplace=False"),
    ("activations", "GLU", "dim=-1"),
    (
        "activations",
        "PReLU",
        "num_parameters=1, init=0.25, device=None, dtype=None",
    ),
    ("layers", "PixelShuffle", "upscale_factor"),
    ("layers", "PixelUnshuffle", "downscale_factor"),
    ("distances", "PairwiseDistance", "p=2.0, eps=1e-06, keepdim=False"),
    ("distances", "CosineSimilarity", "dim=1, eps=1e-08"),
    (
        "layers",
        "RMSNorm",
        "normalized_shape, eps=None, elementwise_affine=True, device=None, dtype=None",
    ),
    (
        "losses",
        "MarginRankingLoss",
        "margin=0.0, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "HingeEmbeddingLoss",
        "margin=1.0, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "SoftMarginLoss",
        "size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "MultiLabelMarginLoss",
        "size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "MultiLabelSoftMarginLoss",
        "weight=None, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "PoissonNLLLoss",
        "log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "GaussianNLLLoss",
        "*, full=False, eps=1e-06, reduction='mean'",
    ),
    (
        "losses",
        "CosineEmbeddingLoss",
        "margin=0.0, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "TripletMarginLoss",
        "margin=1.0, p=2.0, eps=1e-06, swap=False, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "MultiMarginLoss",
        "p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "activations",
        "RReLU",
        "lower=0.125, upper=0.3333333333333333, inplace=False",
    ),
    ("layers", "LocalResponseNorm", "size, alpha=0.0001, beta=0.75, k=1.0"),
    ("layers", "AlphaDropout", "p=0.5, inplace=False"),
    ("layers", "FeatureAlphaDropout", "p=0.5, inplace=False"),
    ("layers", "ChannelShuffle", "groups"),
    ("pooling", "LPPool1d", "norm_type, kernel_size, stride=None, ceil_mode=False"),
    ("pooling", "LPPool2d", "norm_type, kernel_size, stride=None, ceil_mode=False"),
    ("pooling", "LPPool3d", "norm_type, kernel_size, stride=None, ceil_mode=False"),
    ("pooling", "MaxUnpool1d", "kernel_size, stride=None, padding=0"),
    ("pooling", "MaxUnpool2d", "kernel_size, stride=None, padding=0"),
    ("pooling", "MaxUnpool3d", "kernel_size, stride=None, padding=0"),
    (
        "pooling",
        "FractionalMaxPool2d",
        "kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None",
    ),
    (
        "pooling",
        "FractionalMaxPool3d",
        "kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None",
    ),
    (
        "losses",
        "TripletMarginWithDistanceLoss",
        "*, distance_function=None, margin=1.0, swap=False, reduction='mean'",
    ),
    (
        "losses",
        "CTCLoss",
        "blank=0, reduction='mean', zero_infinity=False",
    ),
    (
        "activations",
        "AdaptiveLogSoftmaxWithLoss",
        "in_features, n_classes, cutoffs, div_value=4.0, head_bias=False, device=None, dtype=None",
    ),
    ("padding", "ConstantPad1d", "padding, value"),
    ("padding", "ConstantPad2d", "padding, value"),
    ("padding", "ConstantPad3d", "padding, value"),
    ("padding", "ZeroPad1d", "padding"),
    ("padding", "ZeroPad2d", "padding"),
    ("padding", "ZeroPad3d", "padding"),
    ("activations", "Sigmoid", ""),
    ("activations", "Tanh", ""),
    ("activations", "GELU", "approximate='none'"),
    ("activations", "SiLU", "inplace=False"),
    (
        "activations",
        "LeakyReLU",
        "negative_slope=0.01, inplace=False",
    ),
    ("recurrent", "RNNBase", "mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0, bidirectional=False, proj_size=0, device=None, dtype=None"),
    ("recurrent", "RNN", "*args, **kwargs"),
    ("recurrent", "GRU", "*args, **kwargs"),
    ("recurrent", "LSTM", "*args, **kwargs"),
    ("recurrent", "RNNCellBase", "input_size, hidden_size, bias, num_chunks, device=None, dtype=None"),
    ("recurrent", "RNNCell", "input_size, hidden_size, bias=True, nonlinearity='tanh', device=None, dtype=None"),
    ("recurrent", "LSTMCell", "input_size, hidden_size, bias=True, device=None, dtype=None"),
    ("recurrent", "GRUCell", "input_size, hidden_size, bias=True, device=None, dtype=None"),
    ("attention", "MultiheadAttention", "embed_dim, num_heads, dropout=0.0, bias=True, add_bias_kv=False, add_zero_attn=False, kdim=None, vdim=None, batch_first=False, device=None, dtype=None"),
    ("attention", "NonDynamicallyQuantizableLinear", "in_features, out_features, bias=True, device=None, dtype=None"),
    ("attention", "TransformerEncoderLayer", "d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu', layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True, device=None, dtype=None"),
    ("attention", "TransformerEncoder", "encoder_layer, num_layers, norm=None, enable_nested_tensor=True, mask_check=True"),
    ("attention", "TransformerDecoderLayer", "d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu', layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True, device=None, dtype=None"),
    ("attention", "TransformerDecoder", "decoder_layer, num_layers, norm=None"),
    ("attention", "Transformer", "d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048, dropout=0.1, activation='relu', custom_encoder=None, custom_decoder=None, layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True, device=None, dtype=None"),
    ("activations", "Softmax", "dim=None"),
    ("activations", "ELU", "alpha=1.0, inplace=False"),
    ("activations", "CELU", "alpha=1.0, inplace=False"),
    ("activations", "SELU", "inplace=False"),
    ("activations", "Hardtanh", "min_val=-1.0, max_val=1.0, inplace=False"),
    ("activations", "ReLU6", "inplace=False"),
    ("activations", "Hardsigmoid", "inplace=False"),
    ("activations", "Hardswish", "inplace=False"),
    ("activations", "Mish", "inplace=False"),
    ("activations", "Threshold", "threshold, value, inplace=False"),
    ("activations", "LogSigmoid", ""),
    ("activations", "Softplus", "beta=1.0, threshold=20.0"),
    ("activations", "Softshrink", "lambd=0.5"),
    ("activations", "Hardshrink", "lambd=0.5"),
    ("activations", "Softsign", ""),
    ("activations", "Tanhshrink", ""),
    ("activations", "Softmin", "dim=None"),
    ("activations", "LogSoftmax", "dim=None"),
    ("activations", "Softmax2d", ""),
    (
        "losses",
        "MSELoss",
        "size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "SmoothL1Loss",
        "size_average=None, reduce=None, reduction='mean', beta=1.0",
    ),
    ("losses", "HuberLoss", "reduction='mean', delta=1.0"),
    (
        "losses",
        "KLDivLoss",
        "size_average=None, reduce=None, reduction='mean', log_target=False",
    ),
    (
        "losses",
        "L1Loss",
        "size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "CrossEntropyLoss",
        "weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean', \
         label_smoothing=0.0",
    ),
    (
        "losses",
        "NLLLoss",
        "weight=None, size_average=None, ignore_index=-100, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "BCELoss",
        "weight=None, size_average=None, reduce=None, reduction='mean'",
    ),
    (
        "losses",
        "BCEWithLogitsLoss",
        "weight=None, size_average=None, reduce=None, reduction='mean', pos_weight=None",
    ),
    ("containers", "Sequential", "*args"),
    ("containers", "ModuleList", "modules=None"),
    ("containers", "ModuleDict", "modules=None"),
    ("containers", "ParameterList", "values=None"),
    ("containers", "ParameterDict", "parameters=None"),
    ("normalization", "BatchNorm1d", "num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None, *, bias=True"),
    ("normalization", "BatchNorm2d", "num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None, *, bias=True"),
    ("normalization", "BatchNorm3d", "num_features, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None, *, bias=True"),
    ("normalization", "InstanceNorm1d", "num_features, eps=1e-05, momentum=0.1, affine=False, track_running_stats=False, device=None, dtype=None, *, bias=True"),
    ("normalization", "InstanceNorm2d", "num_features, eps=1e-05, momentum=0.1, affine=False, track_running_stats=False, device=None, dtype=None, *, bias=True"),
    ("normalization", "InstanceNorm3d", "num_features, eps=1e-05, momentum=0.1, affine=False, track_running_stats=False, device=None, dtype=None, *, bias=True"),
    ("normalization", "GroupNorm", "num_groups, num_channels, eps=1e-05, affine=True, device=None, dtype=None, *, bias=True"),
    ("vision", "Upsample", "size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None"),
    ("vision", "UpsamplingNearest2d", "size=None, scale_factor=None"),
    ("vision", "UpsamplingBilinear2d", "size=None, scale_factor=None"),
    ("vision", "Fold", "output_size, kernel_size, dilation=1, padding=0, stride=1"),
    ("vision", "Unfold", "kernel_size, dilation=1, padding=0, stride=1"),
    ("padding", "ReflectionPad1d", "padding"),
    ("padding", "ReflectionPad2d", "padding"),
    ("padding", "ReplicationPad1d", "padding"),
    ("padding", "ReplicationPad2d", "padding"),
    ("padding", "CircularPad1d", "padding"),
    ("padding", "CircularPad2d", "padding"),
    ("padding", "ReflectionPad3d", "padding"),
    ("padding", "ReplicationPad3d", "padding"),
    ("padding", "CircularPad3d", "padding"),
];

pub fn register(r: &mut Functions) {
    r.add("base", &["Module"], "*args, **kwargs", module);
    r.add(
        "base",
        &["Parameter"],
        "data=None, requires_grad=True",
        parameter,
    );
    for (topic, name, sig) in PRELUDE_CLASSES {
        r.add(topic, &[name], sig, prelude_class);
    }
}

/// The call's arguments again, from what was bound: `*args` by position, the rest by
/// keyword (what the caller passed; defaults stay for the callee to fill).
fn rebuild(sig: &Signature, b: &Bound) -> Args {
    let mut args = Args::default();
    for p in &sig.params {
        match p.kind {
            ParamKind::VarArgs => args.pos.extend(b.varargs(&p.name)),
            ParamKind::VarKwargs => args.kw.extend(b.kwargs().iter().cloned()),
            _ if b.given(&p.name) => args.kw.push((
                p.name.clone(),
                b.get(&p.name).cloned().unwrap_or(Value::None),
            )),
            _ => {}
        }
    }
    args
}

fn prelude_class(it: &mut Interp, b: &Bound) -> Result<Value> {
    let name = b.fname();
    let class = it
        .nn_class(name)
        .ok_or_else(|| runtime(format!("torch.nn.{name} is not available in stridelab")))?;
    let sig = &super::NN.get(name).expect("registered").signature;
    it.call(&class, rebuild(sig, b))
}

/// `nn.Module()`: prelude.py's `Module` (PyTorch's, over the native base).
fn module(it: &mut Interp, b: &Bound) -> Result<Value> {
    let sig = &super::NN.get("Module").expect("registered").signature;
    let args = rebuild(sig, b);
    match it.nn_class("Module") {
        Some(class) => it.call(&class, args),
        None => {
            let c = Rc::new(Class {
                name: "Module".into(),
                bases: vec![],
                attrs: RefCell::new(Default::default()),
                native_base: Some("Module"),
                mro_tail: RefCell::new(None),
            });
            crate::interp::builtins::instantiate(it, &c, args)
        }
    }
}

/// `nn.Parameter(data=None, requires_grad=True)`: shares `data`'s storage, as PyTorch's
/// does.
fn parameter(_: &mut Interp, a: &Bound) -> Result<Value> {
    // `_make_subclass` sets requires_grad on the detached data: refused for an inference
    // tensor outside inference mode, as `requires_grad_()` is.
    let check_inference = |t: &crate::Tensor, on: bool| {
        if on && t.is_inference() && !crate::autograd::is_inference_mode() {
            return Err(crate::error::runtime(
                "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.",
            ));
        }
        Ok(())
    };
    let data = match a.get("data") {
        Some(Value::Tensor(t)) => t.clone(),
        None => ops::zeros(&[0], None, crate::Device::Cpu)?,
        // A complex Parameter is one over the float pairs, as the tensor is.
        Some(v) if crate::interp::complex::ComplexTensor::of(v).is_some() => {
            let z = crate::interp::complex::ComplexTensor::of(v).expect("checked");
            let p = z.pairs.alias_with(z.pairs.layout());
            p.share_version_counter(&z.pairs);
            p.inherit_inference(&z.pairs);
            let requires_grad = a.bool_or("requires_grad", true)?;
            check_inference(&z.pairs, requires_grad)?;
            crate::autograd::make_parameter(&p, requires_grad)?;
            return Ok(crate::interp::complex::ComplexTensor::value(p, z.conj));
        }
        // PyTorch's Parameter.__new__ detaches anything but a plain Tensor or Parameter.
        Some(v) => {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AttributeError,
                format!("'{}' object has no attribute 'detach'", v.type_name()),
            ))
        }
    };
    let requires_grad = a.bool_or("requires_grad", true)?;
    check_inference(&data, requires_grad)?;
    if requires_grad && !data.dtype().is_floating() {
        return Err(crate::error::runtime(
            "Only Tensors of floating point and complex dtype can require gradients",
        ));
    }
    let p = data.alias_with(data.layout());
    p.share_version_counter(&data);
    // The detached alias of an inference tensor is one too.
    p.inherit_inference(&data);
    crate::autograd::make_parameter(&p, requires_grad)?;
    Ok(Value::Tensor(p))
}
