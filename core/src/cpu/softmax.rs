//! Softmax and log-softmax along one dim, computed stably (max subtracted first).

use super::reduce::split_layout;
use super::softmax_lastdim;
use super::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::Element;
use crate::error::Result;
use crate::iter::LoopNest;
use crate::kernels::KernelCall;
use crate::layout::Layout;

/// `rounds`, `lastdim`: see `Kernel::Softmax` (only a log-softmax over float32 copies has
/// `rounds`; `lastdim` rows take ATen's float32/float64 kernel, `softmax_lastdim`).
pub fn softmax(
    call: &KernelCall,
    dim: usize,
    log: bool,
    rounds: Option<DType>,
    lastdim: bool,
) -> Result<Option<LoopNest>> {
    let (out, inp) = (&call.operands[0], &call.operands[1]);
    if !inp.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"{}_lastdim_kernel_impl\" not implemented for '{}'",
            if log { "log_softmax" } else { "softmax" },
            inp.dtype().legacy_name()
        )));
    }
    let dims = if inp.layout.ndim() == 0 {
        vec![]
    } else {
        vec![dim]
    };
    // Nothing to write. An empty tensor can still have billions of rows (of length 0) or a
    // row billions long (in no row), and neither may be walked.
    if inp.layout.numel() == 0 {
        return Ok(None);
    }
    let (ik, ir) = split_layout(&inp.layout, &dims);
    let (ok, or) = split_layout(&out.layout, &dims);
    let (in_row, out_row): (Vec<usize>, Vec<usize>) = (
        ir.storage_indices().collect(),
        or.storage_indices().collect(),
    );
    let dt = inp.dtype();
    let l = lock(call.operands)?;
    if lastdim && rounds.is_none() && matches!(dt, DType::Float32 | DType::Float64) {
        // SAFETY: as below.
        unsafe {
            match dt {
                DType::Float32 => aten_rows::<f32>(&l.ptrs, (&ik, &ok), (&in_row, &out_row), log),
                _ => aten_rows::<f64>(&l.ptrs, (&ik, &ok), (&in_row, &out_row), log),
            }
        }
        return Ok(None);
    }
    let mut buf = vec![0f64; in_row.len()];
    // SAFETY: `lock` checked both layouts; every offset is a kept offset plus a row offset of
    // the same layout.
    unsafe {
        with_dtype!(dt, T => {
            let (pi, po) = (l.ptrs[1] as *const T, l.ptrs[0] as *mut T);
            for (bo, bi) in ok.storage_indices().zip(ik.storage_indices()) {
                let mut m = f64::NEG_INFINITY;
                for (b, &r) in buf.iter_mut().zip(&in_row) {
                    *b = (*pi.add(bi + r)).to_f64();
                    if *b > m || b.is_nan() { m = *b; }
                }
                if let Some(r) = rounds {
                    // Float32 arithmetic, with the sum and its log rounded to `r`.
                    let m32 = m as f32;
                    let sum: f32 = buf.iter().map(|&b| (b as f32 - m32).exp()).sum();
                    let ln = round_to(r, round_to(r, sum).ln());
                    for (&b, &r) in buf.iter().zip(&out_row) {
                        *po.add(bo + r) = T::from_f64((b as f32 - m32 - ln) as f64);
                    }
                    continue;
                }
                let mut sum = 0.0;
                for b in buf.iter() { sum += (b - m).exp(); }
                for (b, &r) in buf.iter().zip(&out_row) {
                    let v = if log { b - m - sum.ln() } else { (b - m).exp() / sum };
                    *po.add(bo + r) = T::from_f64(v);
                }
            }
        });
    }
    Ok(None)
}

/// Every row through `softmax_lastdim::row` (ATen's vectorized last-dim kernel).
///
/// # Safety
/// `ptrs[0]` (output) and `ptrs[1]` (input) hold `T`s at every kept offset plus row offset.
unsafe fn aten_rows<T: softmax_lastdim::Lane>(
    ptrs: &[*mut u8],
    (ik, ok): (&Layout, &Layout),
    (in_row, out_row): (&[usize], &[usize]),
    log: bool,
) {
    let (pi, po) = (ptrs[1] as *const T, ptrs[0] as *mut T);
    let mut x: Vec<T> = Vec::with_capacity(in_row.len());
    let mut y: Vec<T> = in_row.iter().map(|_| T::ONE).collect();
    for (bo, bi) in ok.storage_indices().zip(ik.storage_indices()) {
        x.clear();
        // SAFETY: the caller's.
        x.extend(in_row.iter().map(|&r| unsafe { *pi.add(bi + r) }));
        softmax_lastdim::row(&x, &mut y, log);
        for (&v, &r) in y.iter().zip(out_row) {
            // SAFETY: the caller's.
            unsafe { *po.add(bo + r) = v };
        }
    }
}

/// `v` stored in the 16-bit float type `dt` and read back.
fn round_to(dt: DType, v: f32) -> f32 {
    match dt {
        DType::BFloat16 => half::bf16::from_f32(v).to_f32(),
        _ => half::f16::from_f32(v).to_f32(),
    }
}
