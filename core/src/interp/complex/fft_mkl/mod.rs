//! PyTorch's CPU float32 FFT (MKL DFTI, as linked into PyTorch 2.15's x86-64 wheel),
//! reproduced bit for bit where its algorithms have been decoded: each transform is done in
//! float32 with MKL's plan for its size (`plan.rs`), its codelets (`kernels.rs`) and its real
//! codelets (`real.rs`), each add and multiply rounded once in MKL's order, twiddles
//! rounded once from double. The backward direction is the mirrored kernel
//! `swap(forward(swap(x)))` (re/im swapped, which keeps the signs of zeros that `conj`
//! would flip), and the `1/n` scale sits where MKL applies it.
//!
//! Decoded (bit-exact), everything else keeps the double-precision path of `fft.rs`:
//! - complex transforms (`fft`, `ifft`, every `norm`, batched or not): n = 1-16, 18, 20,
//!   21, 22, 25, 26, 27, 28, 30, 32, 33, 35, 36, 39, 42, 44, 45, 48, 49, 50, 52, 54, 55,
//!   60, 63, 64, 100; along a dim that is not innermost, a scale is applied after the
//!   unscaled kernel (not between PFA stages or on the inputs). Not decoded: sizes with a prime factor of 17 or more, 24, 40, 56,
//!   powers of two from 128, and everything not listed.
//! - `fft2`/`fftn` and their inverses: one pass per dim, the last dim first; a scale goes
//!   into one pass: the smaller dim's (the last dim's on a tie), on its inputs when that dim
//!   is 4; with one non-trivial dim, at the end; with three or more non-trivial dims and
//!   a scale, not decoded.
//! - real-to-complex (`rfft`, `ihfft`, and `fft`/`ifft` of a real tensor, which PyTorch
//!   runs as a onesided r2c plus the conjugate-symmetric fill): per row, n = 1-8, 10, 12,
//!   15, 16 unscaled, 1-4, 6, 8, 12, 15, 16 scaled by `1/n`, 1-7, 10, 12, 15 `ortho`.
//!   A call with more than one row under more than one (PyTorch) thread takes another
//!   MKL path: 1-7, 10, 12, 15, 16, 64 unscaled and `ortho`, 1-5, 7, 12, 15, 16, 64 by `1/n`
//!   (along a dim that is not innermost the same, without 16).
//!   `rfft2`/`rfftn` only unscaled (the rows, then complex passes).
//! - complex-to-real (`irfft`, `hfft`, the last pass of `irfft2`/`irfftn`): per row
//!   n = 1-6, 8, 10, 12, 16 by `1/n`, 1-4, 6, 8, 10, 12, 16 unscaled, 1-4, 6, 10, 12
//!   `ortho`; several rows under more than one thread: 1-4, 6, 10, 12.
//!
//! complex128/float64 transforms are not MKL's float32 path and stay in double.

mod kernels;
mod plan;
mod real;

pub use kernels::Cx;

/// What one pass computes on a row.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Op {
    /// Complex to complex; `inverse`: the backward direction.
    C2c { inverse: bool },
    /// A real row to its full spectrum (onesided r2c, then the conjugate-symmetric fill).
    R2cFull,
    /// A real row to its onesided spectrum.
    R2c,
    /// A Hermitian-extended spectrum to its real row.
    C2r,
}

/// Where a pass applies its scale.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Scale {
    /// As MKL's one-dimensional transform with this scale does (None: unscaled).
    Kernel(Option<f32>),
    /// On the inputs, then the unscaled kernel.
    Pre(f32),
    /// The unscaled kernel, then each output.
    End(f32),
}

#[derive(Clone, Copy, Debug)]
pub struct Pass {
    pub op: Op,
    pub scale: Scale,
    /// More than one row under more than one thread (the real transforms' batched path).
    pub mt: bool,
}

/// One pass of a transform as the caller sees it: its op, its length, its own scale (what
/// a one-dimensional transform of that length would use) and its row count.
pub struct PassSpec {
    pub op: Op,
    pub n: usize,
    pub scale: Option<f64>,
    pub rows: usize,
    /// The transformed dim is not innermost (its rows interleave in memory).
    pub strided: bool,
}

fn f32_scale(s: Option<f64>) -> Option<f32> {
    s.map(|v| v as f32)
}

/// The scale's class in the decoded tables: unscaled, exactly `1/n`, or another (ortho).
#[derive(PartialEq)]
enum Class {
    None,
    OneOverN,
    Other,
}

fn class(sc: Option<f32>, n: usize) -> Class {
    match sc {
        None => Class::None,
        Some(s) if s == (1.0 / n as f64) as f32 => Class::OneOverN,
        Some(_) => Class::Other,
    }
}

/// The sizes of a real transform decoded bit for bit (see the module doc).
fn real_decoded(op: Op, n: usize, sc: Option<f32>, mt: bool) -> bool {
    let c = class(sc, n);
    match (op, mt) {
        (Op::R2c | Op::R2cFull, false) => match c {
            Class::None => matches!(n, 1..=8 | 10 | 12 | 15 | 16),
            Class::OneOverN => matches!(n, 1..=4 | 6 | 8 | 12 | 15 | 16),
            Class::Other => matches!(n, 1..=7 | 10 | 12 | 15),
        },
        (Op::R2c | Op::R2cFull, true) => match c {
            Class::OneOverN => matches!(n, 1..=5 | 7 | 12 | 15 | 16 | 64),
            _ => matches!(n, 1..=7 | 10 | 12 | 15 | 16 | 64),
        },
        (Op::C2r, false) => match c {
            Class::OneOverN => matches!(n, 1..=6 | 8 | 10 | 12 | 16),
            Class::None => matches!(n, 1..=4 | 6 | 8 | 10 | 12 | 16),
            Class::Other => matches!(n, 1..=4 | 6 | 10 | 12),
        },
        (Op::C2r, true) => matches!(n, 1..=4 | 6 | 10 | 12),
        (Op::C2c { .. }, _) => plan::plan(n).is_some(),
    }
}

/// The float32 passes of a whole transform, or None where any of it is not decoded (the
/// caller then runs all of it in double). `multi_c2c`: the complex passes are one MKL
/// multi-dim descriptor (`fftn`/`ifftn`), whose scale `total` covers all of them.
/// `threads`: PyTorch's thread count.
pub fn plan_passes(
    specs: &[PassSpec],
    multi_c2c: Option<Option<f64>>,
    threads: usize,
) -> Option<Vec<Pass>> {
    let mut passes: Vec<Pass> = specs
        .iter()
        .map(|s| {
            let sc = f32_scale(s.scale);
            Pass {
                op: s.op,
                // A strided complex batch is scaled after the unscaled kernel.
                scale: match (s.op, sc, s.strided) {
                    (Op::C2c { .. }, Some(v), true) => Scale::End(v),
                    _ => Scale::Kernel(sc),
                },
                mt: threads > 1 && s.rows > 1,
            }
        })
        .collect();
    if let Some(total) = multi_c2c {
        let total = f32_scale(total);
        for p in passes.iter_mut() {
            p.scale = Scale::Kernel(None);
        }
        if let Some(sc) = total {
            // The dims that are more than one point long, in the order they run.
            let live: Vec<usize> = (0..specs.len()).filter(|&i| specs[i].n > 1).collect();
            match live[..] {
                [] => passes[0].scale = Scale::End(sc),
                [only] => passes[only].scale = Scale::End(sc),
                [first, second] => {
                    // `first` is the later dim of the tensor (it runs first).
                    let at = if specs[second].n < specs[first].n {
                        second
                    } else {
                        first
                    };
                    passes[at].scale = if specs[at].n == 4 {
                        Scale::Pre(sc)
                    } else {
                        Scale::Kernel(Some(sc))
                    };
                }
                _ => return None,
            }
        }
    }
    for (p, s) in passes.iter().zip(specs) {
        let sc = match p.scale {
            Scale::Kernel(sc) => sc,
            Scale::Pre(sc) | Scale::End(sc) => Some(sc),
        };
        // A strided real batch takes the batched path, except the 16-point r2c codelet
        // (not decoded there).
        let strided_r2c_16 = s.strided && s.n == 16 && matches!(p.op, Op::R2c | Op::R2cFull);
        if strided_r2c_16 || !real_decoded(p.op, s.n, sc, p.mt) {
            return None;
        }
    }
    Some(passes)
}

fn times(x: &[Cx], s: f32) -> Vec<Cx> {
    x.iter().map(|v| (v.0 * s, v.1 * s)).collect()
}

fn swap(x: &[Cx]) -> Vec<Cx> {
    x.iter().map(|v| (v.1, v.0)).collect()
}

/// The forward complex transform of a row with the pass's scale.
fn forward(x: &[Cx], scale: Scale) -> Option<Vec<Cx>> {
    match scale {
        Scale::Kernel(sc) => plan::c2c(x, sc),
        Scale::Pre(s) => plan::c2c(&times(x, s), None),
        Scale::End(s) => Some(times(&plan::c2c(x, None)?, s)),
    }
}

/// One row of a pass. `x`: the row (length n; for `C2r` the Hermitian-extended spectrum,
/// for the real ops imaginary parts are ignored). The output has n values (`R2c`: n/2+1;
/// `C2r`: real parts, imaginary parts 0).
pub fn run(pass: &Pass, x: &[Cx]) -> Option<Vec<Cx>> {
    let real_row = || x.iter().map(|v| v.0).collect::<Vec<f32>>();
    let sc = match pass.scale {
        Scale::Kernel(sc) => sc,
        Scale::Pre(s) | Scale::End(s) => Some(s),
    };
    match pass.op {
        Op::C2c { inverse: false } => forward(x, pass.scale),
        Op::C2c { inverse: true } => Some(swap(&forward(&swap(x), pass.scale)?)),
        Op::R2c => real::rfft(&real_row(), sc, pass.mt),
        Op::R2cFull => {
            let n = x.len();
            let mut full = real::rfft(&real_row(), sc, pass.mt)?;
            for k in n / 2 + 1..n {
                let v = full[n - k];
                full.push((v.0, -v.1));
            }
            Some(full)
        }
        Op::C2r => Some(
            real::irfft(x, sc, pass.mt)?
                .into_iter()
                .map(|v| (v, 0.0))
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests;
