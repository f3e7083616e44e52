//! What layers compute: `linear`, `embedding`, `layer_norm`, `dropout`, `pad`, `one_hot`,
//! `normalize` and `cosine_similarity`.

use super::{input, t, tensor_arg, Functions};
use crate::error::{value_error, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::RandomDist;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "layers";
    r.add(topic, &["linear"], "input, weight, bias=None", |_, b| {
        let x = input(b)?;
        let bias = b.opt_tensor("bias")?;
        Ok(t(ops::nn::linear(&x, &b.tensor("weight")?, bias.as_ref())?))
    });
    // Written in Python in the nn prelude (`attention.py`), where the attention modules that
    // call it live.
    r.add(
        topic,
        &["scaled_dot_product_attention"],
        "query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None, enable_gqa=False",
        |it, b| {
            let Some(f) = it.nn_function("_scaled_dot_product_attention") else {
                return Err(crate::error::runtime("the nn prelude did not load"));
            };
            let arg = |name: &str, default: Value| b.get(name).cloned().unwrap_or(default);
            let args = vec![
                Value::Tensor(b.tensor("query")?),
                Value::Tensor(b.tensor("key")?),
                Value::Tensor(b.tensor("value")?),
                arg("attn_mask", Value::None),
                arg("dropout_p", Value::Float(0.0)),
                arg("is_causal", Value::Bool(false)),
                arg("scale", Value::None),
                arg("enable_gqa", Value::Bool(false)),
            ];
            it.call(&f, crate::interp::args::Args::new(args))
        },
    );
    // Written in Python in the nn prelude too (nn.MultiheadAttention's own function).
    r.add(
        topic,
        &["multi_head_attention_forward"],
        "query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias, bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias, training=True, key_padding_mask=None, need_weights=True, attn_mask=None, use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None, v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True, is_causal=False",
        |it, b| {
            let Some(f) = it.nn_function("_functional_multi_head_attention_forward") else {
                return Err(crate::error::runtime("the nn prelude did not load"));
            };
            let defaults: [(&str, Value); 12] = [
                ("training", Value::Bool(true)),
                ("key_padding_mask", Value::None),
                ("need_weights", Value::Bool(true)),
                ("attn_mask", Value::None),
                ("use_separate_proj_weight", Value::Bool(false)),
                ("q_proj_weight", Value::None),
                ("k_proj_weight", Value::None),
                ("v_proj_weight", Value::None),
                ("static_k", Value::None),
                ("static_v", Value::None),
                ("average_attn_weights", Value::Bool(true)),
                ("is_causal", Value::Bool(false)),
            ];
            let required = [
                "query", "key", "value", "embed_dim_to_check", "num_heads", "in_proj_weight",
                "in_proj_bias", "bias_k", "bias_v", "add_zero_attn", "dropout_p",
                "out_proj_weight", "out_proj_bias",
            ];
            let mut args: Vec<Value> = required
                .iter()
                .map(|n| b.get(n).cloned().unwrap_or(Value::None))
                .collect();
            args.extend(
                defaults
                    .into_iter()
                    .map(|(n, d)| b.get(n).cloned().unwrap_or(d)),
            );
            it.call(&f, crate::interp::args::Args::new(args))
        },
    );
    r.add(
        topic,
        &["embedding"],
        "input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False",
        embedding,
    );
    r.add(
        topic,
        &["layer_norm"],
        "input, normalized_shape, weight=None, bias=None, eps=1e-05",
        |_, b| {
            let x = input(b)?;
            let ns = b.int_list("normalized_shape")?.unwrap_or_default();
            let (w, bias) = (b.opt_tensor("weight")?, b.opt_tensor("bias")?);
            let eps = b.f64_or("eps", 1e-5)?;
            Ok(t(ops::nn::layer_norm(
                &x,
                &ns,
                w.as_ref(),
                bias.as_ref(),
                eps,
            )?))
        },
    );
    r.add(
        topic,
        &["dropout"],
        "input, p=0.5, training=True, inplace=False",
        dropout,
    );
    r.add(
        topic,
        &["pad"],
        "input, pad, mode='constant', value=None",
        |_, b| {
            let x = input(b)?;
            let pad = b.int_list("pad")?.unwrap_or_default();
            let mode = b.str("mode")?.unwrap_or_else(|| "constant".into());
            let value = match b.get("value") {
                None | Some(Value::None) => None,
                Some(v) => Some(to_f64(v)?),
            };
            if mode != "constant" {
                return Ok(t(ops::conv::pad::pad_mode(&x, &pad, &mode, value)?));
            }
            let value = value.unwrap_or(0.0);
            Ok(t(ops::arrange::pad_constant(&x, &pad, value)?))
        },
    );
    // PyTorch's docs name the first parameter `tensor`; its parser (and so `one_hot(input=x)`)
    // calls it `input`, which is what binding follows.
    r.add(topic, &["one_hot"], "input, num_classes=-1", |_, b| {
        let x = input(b)?;
        Ok(t(ops::nn::one_hot(&x, b.i64_or("num_classes", -1)?)?))
    });
    r.add(
        topic,
        &["normalize"],
        "input, p=2.0, dim=1, eps=1e-12",
        |_, b| {
            let x = input(b)?;
            let (p, eps) = (b.f64_or("p", 2.0)?, b.f64_or("eps", 1e-12)?);
            // `dim=None` is the norm of the whole tensor (`input.norm(p, None, keepdim=True)`),
            // and a list of dims is taken as the norm's.
            let dims: Option<Vec<i64>> = if b.given("dim") {
                b.int_list("dim")?
            } else {
                Some(vec![1])
            };
            let n = ops::by_name::norm(&x, p, dims.as_deref(), true, None)?;
            let d = ops::clamp(&n, Some(Scalar::Float(eps)), None)?;
            Ok(t(crate::ops::named::div(Arg::T(&x), Arg::T(&d))?))
        },
    );
    r.add(
        topic,
        &["cosine_similarity"],
        "x1, x2, dim=1, eps=1e-08",
        cosine_similarity,
    );
}

/// torch.nn.functional's `embedding`: its Python checks and wrapping of `padding_idx`,
/// `max_norm`'s renorm of the rows used, then ATen's op.
fn embedding(it: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let w = b.tensor("weight")?;
    let rows = w.shape().first().copied().unwrap_or(0) as i64;
    let padding_idx = match b.i64("padding_idx")? {
        None => -1,
        Some(p) if p >= rows || p < -rows => {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AssertionError,
                "Padding_idx must be within num_embeddings",
            ))
        }
        Some(p) if p < 0 => rows + p,
        Some(p) => p,
    };
    if let Some(max_norm) = b.f64("max_norm")? {
        let x = crate::ops::copy::contiguous(&x)?;
        ops::embedding::renorm_(&w, &x, max_norm, b.f64_or("norm_type", 2.0)?)?;
    }
    let scale = b.bool_or("scale_grad_by_freq", false)?;
    if b.bool_or("sparse", false)? {
        // A sparse gradient for the weight: the node is torch._sparse_grad's.
        let args = vec![
            Value::Tensor(x),
            Value::Tensor(w),
            Value::Int(padding_idx),
            Value::Bool(scale),
        ];
        return crate::interp::stdlib::call_function(it, "torch._sparse_grad", "embedding", args);
    }
    Ok(t(ops::embedding::embedding(&w, &x, padding_idx, scale)?))
}

fn dropout(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    // F.dropout is Python in PyTorch: its range check compares None before any parser.
    if b.explicit_none("p").is_some() {
        return Err(crate::error::type_error(
            "'<' not supported between instances of 'NoneType' and 'float'",
        ));
    }
    let p = b.f64_or("p", 0.5)?;
    if !(0.0..=1.0).contains(&p) {
        return Err(value_error(format!(
            "dropout probability has to be between 0 and 1, but got {p}"
        )));
    }
    if !b.bool_or("training", true)? || p == 0.0 {
        return Ok(t(x));
    }
    // PyTorch's `_dropout_impl` on the CPU: p == 1 draws nothing; otherwise a mask of
    // bernoulli(1 - p) draws, divided by 1 - p, multiplies the input (MulBackward0).
    let inplace = b.bool_or("inplace", false)?;
    let noise = if p >= 1.0 {
        crate::ops::factory::zeros(&[], Some(x.dtype()), x.device())?
    } else {
        let n = ops::like(&x, None, None, crate::layout::MemoryFormat::Preserve, None)?;
        ops::random::fill_random_(&n, RandomDist::Bernoulli { p: 1.0 - p })?;
        crate::ops::named::div_(&n, Arg::S(Scalar::Float(1.0 - p)))?;
        n
    };
    if inplace {
        crate::ops::named::mul_(&x, Arg::T(&noise))?;
        return Ok(t(x));
    }
    Ok(t(crate::ops::named::mul(Arg::T(&x), Arg::T(&noise))?))
}

/// ATen's order: broadcast first, then divide each input by its own norm along `dim`
/// clamped to eps, then multiply and sum. Norms taken before broadcasting miss the copies a
/// broadcast adds along `dim` and gave values above 1. (ATen clamps in place without
/// recording; an out-of-place clamp gives the same values and gradients wherever a norm is
/// above eps.)
fn cosine_similarity(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = tensor_arg(b, "x1")?;
    let y = b.tensor("x2")?;
    let dim = b.i64_or("dim", 1)?;
    let eps = b.f64_or("eps", 1e-8)?;
    let both = ops::view::broadcast_tensors(&[x, y])?;
    let unit = |v: &Tensor| -> Result<Tensor> {
        let n = ops::by_name::norm(v, 2.0, Some(&[dim]), true, None)?;
        let n = ops::clamp(&n, Some(Scalar::Float(eps)), None)?;
        crate::ops::named::div(Arg::T(v), Arg::T(&n))
    };
    let prod = crate::ops::named::mul(Arg::T(&unit(&both[0])?), Arg::T(&unit(&both[1])?))?;
    Ok(t(ops::by_name::sum(&prod, Some(&[dim]), false, None)?))
}
