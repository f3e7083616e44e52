//! The real transforms (r2c and c2r) as MKL runs them in float32, one row at a time. Most
//! sizes are the complex kernel run on `x + 0i` (or on the Hermitian-extended spectrum);
//! 5 and 7 have their own r2c codelets, 16 a 4x4 with the W8 twiddles in sum form, and
//! where the scale is exactly `1/n` MKL folds it into the 3- and 5-point constants.
//! `mt` is the path of a batch of more than one row under more than one thread (another
//! MKL path: the plain complex kernel, the scale at the end).

use super::kernels::{angle, cos, prime_scaled, sin, Cx};
use super::plan::{self, c2c, dit, pfa, pfa_factors, Cfg};

const W8SUM: Cfg = Cfg {
    leaf_x0_first: false,
    outer_x0_first: true,
    w8sum: true,
};

fn scaled(y: Vec<Cx>, sc: Option<f32>) -> Vec<Cx> {
    match sc {
        Some(s) => y.into_iter().map(|v| (v.0 * s, v.1 * s)).collect(),
        None => y,
    }
}

fn swap(x: &[Cx]) -> Vec<Cx> {
    x.iter().map(|v| (v.1, v.0)).collect()
}

/// Whether `sc` is MKL's exact `1/n` (the folded-scale codelets are used only then).
fn is_one_over(sc: Option<f32>, n: usize) -> bool {
    sc == Some((1.0 / n as f64) as f32)
}

/// The r2c codelets' fixed outputs whose zero imaginary part is `-0.0` (measured); the
/// other zero imaginary parts are `+0.0`.
fn negative_zeros(n: usize) -> &'static [usize] {
    match n {
        3 | 5 | 6 | 7 | 8 => &[1],
        12 => &[4, 5],
        15 => &[3, 4, 5, 6],
        16 => &[2],
        _ => &[],
    }
}

/// The real 5-point codelet: `X0 = x0 + (t1 + t2)`, `A = (x0 + c1 t1) + c2 t2`.
fn rfft5(x: &[f32]) -> Vec<Cx> {
    let t = [x[1] + x[4], x[2] + x[3]];
    let u = [x[1] - x[4], x[2] - x[3]];
    let mut out = vec![(x[0] + (t[0] + t[1]), 0.0)];
    for m in 1..=2 {
        let c: Vec<f32> = (1..=2).map(|k| cos(angle(&[m, k], 5)) as f32).collect();
        let s: Vec<f32> = (1..=2).map(|k| sin(angle(&[m, k], 5)) as f32).collect();
        let a = (x[0] + c[0] * t[0]) + c[1] * t[1];
        let b = s[0] * u[0] + s[1] * u[1];
        out.push((a, -b));
    }
    out
}

/// The real 7-point codelet: `X0 = (x0 + t3) + (t1 + t2)`, `A = (x0 + c3 t3) + (c1 t1 + c2 t2)`.
fn rfft7(x: &[f32]) -> Vec<Cx> {
    let t = [x[1] + x[6], x[2] + x[5], x[3] + x[4]];
    let u = [x[1] - x[6], x[2] - x[5], x[3] - x[4]];
    let mut out = vec![((x[0] + t[2]) + (t[0] + t[1]), 0.0)];
    for m in 1..=3 {
        let c: Vec<f32> = (1..=3).map(|k| cos(angle(&[m, k], 7)) as f32).collect();
        let s: Vec<f32> = (1..=3).map(|k| sin(angle(&[m, k], 7)) as f32).collect();
        let a = (x[0] + c[2] * t[2]) + (c[0] * t[0] + c[1] * t[1]);
        let b = if m < 3 {
            (s[0] * u[0] + s[2] * u[2]) + s[1] * u[1]
        } else {
            s[0] * u[0] + (s[1] * u[1] + s[2] * u[2])
        };
        out.push((a, -b));
    }
    out
}

/// The onesided r2c transform of a real row, times `sc`. None where no plan exists.
pub fn rfft(x: &[f32], sc: Option<f32>, mt: bool) -> Option<Vec<Cx>> {
    let n = x.len();
    let half = n / 2 + 1;
    let xc: Vec<Cx> = x.iter().map(|&v| (v, 0.0)).collect();
    let mut y = if is_one_over(sc, n) && matches!(n, 3 | 6 | 12 | 15) && !mt {
        let s = sc.unwrap_or(1.0);
        let o = match pfa_factors(n) {
            None => prime_scaled(&xc, s, true),
            Some((n1, n2)) => pfa(
                &xc,
                n1,
                n2,
                plan::STD,
                &|v| prime_scaled(v, s, n2 != 5),
                None,
            ),
        };
        o[..half].to_vec()
    } else if n == 5 || n == 7 {
        scaled(if n == 5 { rfft5(x) } else { rfft7(x) }, sc)
    } else if n == 16 && !mt {
        scaled(dit(&xc, &[4, 4], W8SUM), sc)[..half].to_vec()
    } else if sc.is_some() && !is_one_over(sc, n) {
        scaled(plan::forward(&xc, None)?, sc)[..half].to_vec()
    } else {
        c2c(&xc, sc)?[..half].to_vec()
    };
    if !mt && matches!(n, 1..=8 | 10 | 12 | 15 | 16) {
        let neg = negative_zeros(n);
        for (k, v) in y.iter_mut().enumerate() {
            if v.1 == 0.0 {
                v.1 = if neg.contains(&k) { -0.0 } else { 0.0 };
            }
        }
    }
    Some(y)
}

/// The c2r codelets of n = 3 (scale folded into the constants) and 5 (inputs pre-scaled),
/// reading the onesided half of `full`.
fn irfft_small(full: &[Cx], sc: Option<f32>) -> Vec<f32> {
    let p = full.len();
    let h = (p - 1) / 2;
    let x0 = full[0].0;
    let t: Vec<f32> = (1..=h).map(|k| full[k].0 + full[k].0).collect();
    let u: Vec<f32> = (1..=h).map(|k| full[k].1 + full[k].1).collect();
    let one = sc.unwrap_or(1.0);
    (0..p)
        .map(|m| {
            let mm = if m <= h { m } else { p - m };
            let cs: Vec<f64> = (1..=h).map(|k| cos(angle(&[mm, k], p))).collect();
            let sn: Vec<f64> = (1..=h).map(|k| sin(angle(&[mm, k], p))).collect();
            let (a, b) = if p == 3 {
                (
                    x0 * one + (cs[0] as f32 * one) * t[0],
                    (sn[0] as f32 * one) * u[0],
                )
            } else {
                let ts: Vec<f32> = t.iter().map(|v| v * one).collect();
                let us: Vec<f32> = u.iter().map(|v| v * one).collect();
                let a = if m == 0 {
                    (x0 * one + ts[0]) + ts[1]
                } else {
                    (cs[1] as f32 * ts[1] + cs[0] as f32 * ts[0]) + x0 * one
                };
                (a, sn[0] as f32 * us[0] + sn[1] as f32 * us[1])
            };
            match m {
                0 => a,
                _ if m <= h => a - b,
                _ => a + b,
            }
        })
        .collect()
}

/// The real part of the backward transform of the Hermitian-extended spectrum `full`
/// (length n, its zero and Nyquist imaginary parts already +0.0), times `sc`.
pub fn irfft(full: &[Cx], sc: Option<f32>, mt: bool) -> Option<Vec<f32>> {
    let n = full.len();
    let re = |y: Vec<Cx>| y.into_iter().map(|v| v.0).collect::<Vec<f32>>();
    // The mirrored kernel: backward(x) = swap(forward(swap(x))).
    let plain_end_scale =
        || -> Option<Vec<f32>> { Some(re(scaled(swap(&plan::forward(&swap(full), None)?), sc))) };
    if mt {
        return plain_end_scale();
    }
    if matches!(n, 3 | 5) && (sc.is_none() || is_one_over(sc, n)) {
        return Some(irfft_small(full, sc));
    }
    if matches!(n, 6 | 10 | 12) && is_one_over(sc, n) {
        let s = sc.unwrap_or(1.0);
        let (n1, n2) = pfa_factors(n)?;
        let o = pfa(
            &swap(full),
            n1,
            n2,
            plan::STD,
            &|v| prime_scaled(v, s, n2 != 5),
            None,
        );
        return Some(re(swap(&o)));
    }
    if sc.is_some() && !is_one_over(sc, n) {
        return plain_end_scale();
    }
    if n == 16 {
        return Some(re(scaled(swap(&dit(&swap(full), &[4, 4], W8SUM)), sc)));
    }
    Some(re(swap(&c2c(&swap(full), sc)?)))
}
