//! `F.pad` in 'reflect', 'replicate' and 'circular' mode, with `torch._C._nn.pad`'s checks.
//! Reflect and replicate are index maps per dim (`resample`), one node each
//! (`ReflectionPad{k}DBackward0`, `ReplicationPad{k}DBackward0`); circular is ATen's
//! composition (`_pad_circular`): a new tensor, the input copied into its middle, then the
//! wrapped borders copied from it, so its grad_fn is `CopySlices` as in PyTorch.

use super::resample::{empty_output, reflect_map, replicate_map, resample};
use crate::error::{fmt_list, not_implemented, runtime, Result};
use crate::ops::{self, view};
use crate::tensor::Tensor;

/// `F.pad(x, pad, mode)` for a non-constant `mode`; `value` must be absent or 0.
pub fn pad_mode(x: &Tensor, pad: &[i64], mode: &str, value: Option<f64>) -> Result<Tensor> {
    if !matches!(mode, "reflect" | "replicate" | "circular") {
        return Err(ops::arrange::pad_mode_unsupported(mode));
    }
    if value.is_some_and(|v| v != 0.0) {
        return Err(runtime(format!(
            "Padding mode \"{mode}\" doesn't take in value argument"
        )));
    }
    if !pad.len().is_multiple_of(2) {
        return Err(runtime("Padding length must be divisible by 2"));
    }
    let k = pad.len() / 2;
    let nd = x.ndim();
    if !(1..=3).contains(&k) || !(nd == k + 1 || nd == k + 2) {
        return Err(not_implemented(format!(
            "Padding size {} is not supported for {nd}D input tensor.\nSupported combinations for non-constant padding:\n  - 2D or 3D input: padding size = 2 (pads last dimension)\n  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)",
            pad.len()
        )));
    }
    let shape = x.shape();
    // (before, after) for each padded dim, first spatial dim first.
    let pairs: Vec<(i64, i64)> = (0..k).rev().map(|i| (pad[2 * i], pad[2 * i + 1])).collect();
    let spatial = &shape[nd - k..];
    if mode == "circular" {
        return circular(x, &pairs);
    }
    // ATen's reflection/replication pad shape checks.
    let nonempty = shape[nd - k - 1..].iter().all(|&s| s > 0);
    if !nonempty {
        return Err(runtime(format!(
            "Expected {}D or {}D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for input, but got: {}",
            k + 1,
            k + 2,
            fmt_list(&shape)
        )));
    }
    let names = ["D", "H", "W"];
    let names = &names[3 - k..];
    // Reflection checks the last dim first (width, then height, then depth), all before
    // the output sizes.
    for (d, &(b, a)) in pairs.iter().enumerate().rev() {
        let n = spatial[d] as i64;
        if mode == "reflect" && (b >= n || a >= n) {
            return Err(runtime(format!(
                "Argument #{}: Padding size should be less than the corresponding input dimension, but got: padding ({b}, {a}) at dimension {} of input {}",
                4 + 2 * (k - 1 - d),
                nd - k + d,
                fmt_list(&shape)
            )));
        }
    }
    for (d, &(b, a)) in pairs.iter().enumerate() {
        let n = spatial[d] as i64;
        if n + b + a < 1 {
            return Err(runtime(format!(
                "input ({}) is too small. Calculated output {}",
                names
                    .iter()
                    .zip(spatial)
                    .map(|(n, s)| format!("{n}: {s}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                names
                    .iter()
                    .zip(pairs.iter().zip(spatial))
                    .map(|(n, ((b, a), s))| format!("{n}: {}", *s as i64 + b + a))
                    .collect::<Vec<_>>()
                    .join(" ")
            )));
        }
    }
    // The output must fit the allocation cap before its index maps are built on the host
    // (a pad of 10**9 would otherwise spend seconds building them).
    let mut out_shape: Vec<usize> = shape[..shape.len() - spatial.len()].to_vec();
    for (&(b, a), &n) in pairs.iter().zip(spatial) {
        out_shape.push((n as i64 + b + a).max(0) as usize);
    }
    crate::limits::check_alloc_shape(&out_shape, x.dtype().itemsize())?;
    let name = if mode == "reflect" {
        "Reflection"
    } else {
        "Replication"
    };
    let name = format!("{name}Pad{k}DBackward0");
    if x.numel() == 0 {
        return empty_output(x, &out_shape[out_shape.len() - k..], &name);
    }
    let charge = super::resample::charge_maps(&out_shape[out_shape.len() - k..], 1)?;
    let maps: Vec<_> = pairs
        .iter()
        .zip(spatial)
        .map(|(&(b, a), &n)| {
            if mode == "reflect" {
                reflect_map(n, b, a)
            } else {
                replicate_map(n, b, a)
            }
        })
        .collect();
    resample(x, &maps, &name, true, charge)
}

/// ATen's `_pad_circular_symint`, step for step (its copies make the `CopySlices` node).
fn circular(x: &Tensor, pairs: &[(i64, i64)]) -> Result<Tensor> {
    let k = pairs.len();
    let unbatched = x.ndim() == k + 1;
    let xb = if unbatched {
        view::unsqueeze(x, 0)?
    } else {
        x.clone()
    };
    let in_shape: Vec<i64> = xb.shape().iter().map(|&s| s as i64).collect();
    let mut out_shape = in_shape.clone();
    for (d, &(b, a)) in pairs.iter().enumerate() {
        let size = in_shape[2 + d];
        if b > size || a > size {
            return Err(runtime(
                "Padding value causes wrapping around more than once.",
            ));
        }
        out_shape[2 + d] = size + b + a;
        if out_shape[2 + d] < 0 {
            return Err(runtime(
                "Negative padding value is resulting in an empty dimension.",
            ));
        }
    }
    let dims: Vec<usize> = out_shape.iter().map(|&s| s as usize).collect();
    let out = ops::zeros(&dims, Some(xb.dtype()), xb.device())?;
    let (mut o, mut i) = (out.clone(), xb.clone());
    for (d, &(b, a)) in pairs.iter().enumerate() {
        let dim = 2 + d;
        o = view::slice(&o, dim, Some(b.max(0)), Some(out_shape[dim] - a.max(0)), 1)?;
        i = view::slice(
            &i,
            dim,
            Some((-b).max(0)),
            Some(in_shape[dim] - (-a).max(0)),
            1,
        )?;
    }
    ops::copy_(&o, &i)?;
    // ATen walks the padded dims last first (i = 0 is the last dim).
    for d in (0..k).rev() {
        let dim = 2 + d;
        let (b, a) = pairs[d];
        let len = out_shape[dim];
        if b > 0 {
            let dst = view::slice(&out, dim, Some(0), Some(b), 1)?;
            let src = view::slice(&out, dim, Some(len - b - a.max(0)), Some(len - a.max(0)), 1)?;
            ops::copy_(&dst, &src)?;
        }
        if a > 0 {
            let dst = view::slice(&out, dim, Some(len - a), Some(len), 1)?;
            let src = view::slice(&out, dim, Some(b.max(0)), Some(b.max(0) + a), 1)?;
            ops::copy_(&dst, &src)?;
        }
    }
    if unbatched {
        view::squeeze(&out, Some(&[0]))
    } else {
        Ok(out)
    }
}
