//! `F.interpolate(..., antialias=True)` of a uint8 image, as ATen resizes it (its
//! Pillow-SIMD port, `UpSampleKernelAVXAntialias.h`): the windows and weights of the float
//! path computed in double, then scaled to int16 with as many fraction bits as the largest
//! weight leaves room for; each pass sums `pixel * weight` in integers from half a unit,
//! shifts the fraction away and saturates to 0..255. The width pass runs first, into a
//! uint8 buffer, then the height pass, each only when its size changes. Integer sums are
//! exact, so ATen's vector and scalar loops give the same bytes, and so does this.

use super::resample_aa::{pixel_scale, windows_for, Arith, Windows};
use crate::error::Result;
use crate::layout::MemoryFormat;
use crate::limits::HostCharge;
use crate::ops;
use crate::tensor::Tensor;

/// One dim's windows with int16 weights and their fraction bits.
struct IntWindows {
    start: Vec<usize>,
    w: Vec<Vec<i64>>,
    precision: u32,
}

/// `_compute_indices_int16_weights_aa`: the fraction bits (the most for which the largest
/// weight, doubled, still fits under 2**15, at most 22) and each weight rounded half away
/// from zero at that scale.
fn int16_weights(m: &Windows) -> IntWindows {
    let w_max = m.w.iter().flatten().copied().fold(
        m.w.iter().flatten().next().copied().unwrap_or(0.0),
        f64::max,
    );
    let mut precision = 0u32;
    while precision < 22 {
        let next = (0.5 + w_max * f64::from(1u32 << (precision + 1))) as i64;
        if next >= 1 << 15 {
            break;
        }
        precision += 1;
    }
    let unit = f64::from(1u32 << precision);
    let w =
        m.w.iter()
            .map(|ws| {
                ws.iter()
                    .map(|&v| {
                        // `(int) (±0.5 + v * 2**p)`: C's cast truncates toward zero.
                        let scaled = if v < 0.0 {
                            -0.5 + v * unit
                        } else {
                            0.5 + v * unit
                        };
                        scaled as i64
                    })
                    .collect()
            })
            .collect();
    IntWindows {
        start: m.start.clone(),
        w,
        precision,
    }
}

/// One pass over `dims` = (planes, height, width) bytes: along each row (the width) when
/// `along_rows`, else down each column (the height).
fn pass(src: &[u8], dims: [usize; 3], m: &IntWindows, along_rows: bool) -> Vec<u8> {
    let [planes, h, w] = dims;
    let out_len = m.start.len();
    let (oh, ow) = if along_rows {
        (h, out_len)
    } else {
        (out_len, w)
    };
    let half = if m.precision == 0 {
        0
    } else {
        1i64 << (m.precision - 1)
    };
    let mut out = vec![0u8; planes * oh * ow];
    for p in 0..planes {
        let plane = &src[p * h * w..(p + 1) * h * w];
        let dst = &mut out[p * oh * ow..(p + 1) * oh * ow];
        for y in 0..oh {
            for x in 0..ow {
                let o = if along_rows { x } else { y };
                let mut ss = half;
                for (k, &wt) in m.w[o].iter().enumerate() {
                    let i = m.start[o] + k;
                    let px = if along_rows {
                        plane[y * w + i]
                    } else {
                        plane[i * w + x]
                    };
                    ss += i64::from(px) * wt;
                }
                // An arithmetic shift, then saturation (ATen's srai and packus).
                dst[y * ow + x] = (ss >> m.precision).clamp(0, 255) as u8;
            }
        }
    }
    out
}

/// The uint8 resize of an `(N, C, H, W)` tensor; `maps` are the height's and width's
/// windows in double (None where the size does not change).
pub(super) fn upsample_aa_u8(
    x: &Tensor,
    maps: &[Option<Windows>],
    out_hw: [usize; 2],
    fmt: MemoryFormat,
) -> Result<Tensor> {
    let shape = x.shape();
    let (h, w) = (shape[2], shape[3]);
    // ATen's AVX kernel repacks a 3-channel image as RGBA; for a 1x1 output of a
    // channels-first input its own check fails (measured on 2.15, bilinear and bicubic,
    // with and without antialias). PyTorch is the reference, so the same error.
    if shape[1] == 3 && out_hw == [1, 1] && (h, w) != (1, 1) && fmt != MemoryFormat::ChannelsLast {
        return Err(crate::error::runtime(
            "num_channels == unpacked_output.size(0) INTERNAL ASSERT FAILED at \"/__w/pytorch/pytorch/aten/src/ATen/native/cpu/UpSampleKernelAVXAntialias.h\":269, please report a bug to PyTorch. ",
        ));
    }
    if maps.iter().all(Option::is_none) {
        return ops::copy::clone(x, fmt);
    }
    let planes = shape[0] * shape[1];
    let numel = x.numel() as u128;
    let out_numel = (planes * out_hw[0] * out_hw[1]) as u128;
    // The host copies: the input's values read as f64, then three byte buffers.
    let _charge = HostCharge::new(numel * 9 + out_numel * 2 + (planes * h * out_hw[1]) as u128)?;
    let mut buf: Vec<u8> = x.to_f64_vec()?.into_iter().map(|v| v as u8).collect();
    let mut dims = [planes, h, w];
    if let Some(m) = &maps[1] {
        buf = pass(&buf, dims, &int16_weights(m), true);
        dims[2] = out_hw[1];
    }
    if let Some(m) = &maps[0] {
        buf = pass(&buf, dims, &int16_weights(m), false);
    }
    let vals: Vec<f64> = buf.into_iter().map(f64::from).collect();
    let out_shape = [shape[0], shape[1], out_hw[0], out_hw[1]];
    let y = ops::host::build(&vals, &out_shape, x.dtype(), x.device())?;
    ops::fresh_in_format(&y, fmt)
}

/// `F.interpolate(mode='bilinear')` of a uint8 `(N, C, H, W)` image without antialias:
/// ATen runs the same fixed-point kernel with windows of the filter's own support and
/// align_corners' half-pixel shift (measured equal on every size tried). Its uint8 bicubic
/// without antialias is another computation (neither cubic filter's windows match it):
/// refused by name.
pub(super) fn upsample_u8_plain(
    x: &Tensor,
    mode: &str,
    out: &[i64],
    scales: &[Option<f64>],
    align_corners: bool,
) -> Result<Tensor> {
    let shape = x.shape();
    let a = Arith { single: false };
    if mode == "bicubic" {
        return Err(crate::error::not_implemented(
            "F.interpolate(mode='bicubic') of a uint8 image without antialias is not supported in \
             stridelab (PyTorch resizes it in fixed point by a rule not reproduced yet); use \
             antialias=True or convert with .float() first",
        ));
    }
    let cubic = false;
    let out_hw = [out[0] as usize, out[1] as usize];
    let fmt = MemoryFormat::suggest(&shape, &x.strides());
    if x.numel() == 0 {
        return super::resample::empty_output(x, &out_hw, "");
    }
    let maps: Vec<Option<Windows>> = (0..2)
        .map(|d| {
            let (i, o) = (shape[2 + d], out_hw[d]);
            (i != o).then(|| {
                let scale = pixel_scale(a, i, o, align_corners, scales[d]);
                windows_for(a, cubic, i, o, scale, false, align_corners)
            })
        })
        .collect();
    upsample_aa_u8(x, &maps, out_hw, fmt)
}
