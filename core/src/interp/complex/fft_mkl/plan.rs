//! The complex float32 transform: MKL's decoded plan per size (Cooley-Tukey stages or the
//! Good-Thomas prime-factor algorithm over the codelets of `kernels.rs`) and where the
//! `1/n` scale goes. Sizes without a decoded plan return None.

use super::kernels::{bf2, bf4, k8_leaf, k8_tw, prime, twmul, Cx};

/// Per-plan choices: the odd kernels' x0 order as a leaf and as an outer radix, and the
/// W8 twiddle form (only the real 16-point codelet uses the sum form).
#[derive(Clone, Copy)]
pub struct Cfg {
    pub leaf_x0_first: bool,
    pub outer_x0_first: bool,
    pub w8sum: bool,
}

pub const STD: Cfg = Cfg {
    leaf_x0_first: false,
    outer_x0_first: true,
    w8sum: false,
};
/// The outer odd radix with x0 last.
const OUTER_L: Cfg = Cfg {
    outer_x0_first: false,
    ..STD
};
/// The odd leaf with x0 first.
const LEAF_F: Cfg = Cfg {
    leaf_x0_first: true,
    ..STD
};

pub enum Plan {
    /// Radices from the outermost to the leaf (the leaf runs first, on `x[j::a]`).
    Dit(&'static [usize], Cfg),
    /// Good-Thomas with factors (n1, n2): the n2-point DFTs first.
    Pfa(usize, usize),
}

/// The decoded plans (bit-exact against PyTorch 2.15's MKL for every n here).
const PLANS: &[(usize, Plan)] = &[
    (1, Plan::Dit(&[1], STD)),
    (2, Plan::Dit(&[2], STD)),
    (3, Plan::Dit(&[3], STD)),
    (4, Plan::Dit(&[4], STD)),
    (5, Plan::Dit(&[5], STD)),
    (6, Plan::Pfa(2, 3)),
    (7, Plan::Dit(&[7], STD)),
    (8, Plan::Dit(&[8], STD)),
    (9, Plan::Dit(&[3, 3], STD)),
    (10, Plan::Pfa(2, 5)),
    (11, Plan::Dit(&[11], STD)),
    (12, Plan::Pfa(4, 3)),
    (13, Plan::Dit(&[13], STD)),
    (14, Plan::Pfa(2, 7)),
    (15, Plan::Pfa(3, 5)),
    (16, Plan::Dit(&[4, 4], STD)),
    (18, Plan::Dit(&[3, 6], STD)),
    (20, Plan::Dit(&[5, 4], OUTER_L)),
    (21, Plan::Dit(&[3, 7], STD)),
    (22, Plan::Dit(&[11, 2], OUTER_L)),
    (25, Plan::Dit(&[5, 5], LEAF_F)),
    (26, Plan::Dit(&[13, 2], OUTER_L)),
    (27, Plan::Dit(&[3, 3, 3], STD)),
    (28, Plan::Dit(&[7, 4], OUTER_L)),
    (30, Plan::Dit(&[5, 6], STD)),
    (32, Plan::Dit(&[8, 4], STD)),
    (33, Plan::Dit(&[3, 11], STD)),
    (35, Plan::Dit(&[5, 7], STD)),
    (36, Plan::Dit(&[3, 3, 4], STD)),
    (39, Plan::Dit(&[3, 13], STD)),
    (42, Plan::Dit(&[7, 6], OUTER_L)),
    (44, Plan::Dit(&[11, 4], OUTER_L)),
    (45, Plan::Dit(&[3, 3, 5], LEAF_F)),
    (48, Plan::Dit(&[3, 4, 4], STD)),
    (49, Plan::Dit(&[7, 7], OUTER_L)),
    (50, Plan::Dit(&[5, 5, 2], STD)),
    (52, Plan::Dit(&[13, 4], OUTER_L)),
    (54, Plan::Dit(&[3, 3, 6], STD)),
    (55, Plan::Dit(&[5, 11], STD)),
    (60, Plan::Dit(&[5, 3, 4], OUTER_L)),
    (63, Plan::Dit(&[3, 3, 7], STD)),
    (64, Plan::Dit(&[4, 4, 4], STD)),
    (100, Plan::Dit(&[5, 5, 4], OUTER_L)),
];

pub fn plan(n: usize) -> Option<&'static Plan> {
    PLANS.iter().find(|(m, _)| *m == n).map(|(_, p)| p)
}

/// The PFA factors of the coprime sizes MKL runs as one kernel.
pub fn pfa_factors(r: usize) -> Option<(usize, usize)> {
    match r {
        6 => Some((2, 3)),
        10 => Some((2, 5)),
        12 => Some((4, 3)),
        14 => Some((2, 7)),
        15 => Some((3, 5)),
        _ => None,
    }
}

/// The r-point kernel in a stage: `outer` is a Cooley-Tukey radix, otherwise the leaf.
pub fn kernel(x: &[Cx], cfg: Cfg, outer: bool) -> Vec<Cx> {
    let r = x.len();
    match r {
        1 => x.to_vec(),
        2 => bf2(x),
        4 => bf4(x),
        8 if outer => k8_tw(x),
        8 => k8_leaf(x),
        16 => dit(x, &[4, 4], cfg),
        9 => dit(x, &[3, 3], cfg),
        _ => match pfa_factors(r) {
            Some((n1, n2)) => pfa(x, n1, n2, cfg, &|v| kernel(v, cfg, false), None),
            None => prime(
                x,
                if outer {
                    cfg.outer_x0_first
                } else {
                    cfg.leaf_x0_first
                },
            ),
        },
    }
}

/// Cooley-Tukey, decimation in time: the leaf DFTs of `x[j::a]` first, twiddles, then the
/// outer radix `a = plan[0]`.
pub fn dit(x: &[Cx], plan: &[usize], cfg: Cfg) -> Vec<Cx> {
    let n = x.len();
    if plan.len() == 1 {
        return kernel(x, cfg, false);
    }
    let a = plan[0];
    let b = n / a;
    let subs: Vec<Vec<Cx>> = (0..a)
        .map(|j| {
            let part: Vec<Cx> = x.iter().skip(j).step_by(a).copied().collect();
            dit(&part, &plan[1..], cfg)
        })
        .collect();
    let mut out = vec![(0.0, 0.0); n];
    for k in 0..b {
        let y: Vec<Cx> = (0..a)
            .map(|j| twmul(subs[j][k], n, j * k, cfg.w8sum))
            .collect();
        let o = kernel(&y, cfg, true);
        for (q, v) in o.into_iter().enumerate() {
            out[k + q * b] = v;
        }
    }
    out
}

/// Good-Thomas: no twiddles; the n2-point DFTs (`sub2`) first, each output times
/// `mid_scale` when given, then the n1-point DFTs (the leaf kernel).
pub fn pfa(
    x: &[Cx],
    n1: usize,
    n2: usize,
    cfg: Cfg,
    sub2: &dyn Fn(&[Cx]) -> Vec<Cx>,
    mid_scale: Option<f32>,
) -> Vec<Cx> {
    let n = n1 * n2;
    let a: Vec<Vec<Cx>> = (0..n1)
        .map(|j1| {
            let row: Vec<Cx> = (0..n2).map(|j2| x[(j1 * n2 + j2 * n1) % n]).collect();
            let o = sub2(&row);
            match mid_scale {
                Some(s) => o.into_iter().map(|v| (v.0 * s, v.1 * s)).collect(),
                None => o,
            }
        })
        .collect();
    // The n1-point DFT of each column.
    let cols: Vec<Vec<Cx>> = (0..n2)
        .map(|j2| {
            let col: Vec<Cx> = a.iter().map(|row| row[j2]).collect();
            kernel(&col, cfg, false)
        })
        .collect();
    (0..n).map(|k| cols[k % n2][k % n1]).collect()
}

/// The unscaled forward transform by the decoded plan (`mid_scale`: PFA only).
pub fn forward(x: &[Cx], mid_scale: Option<f32>) -> Option<Vec<Cx>> {
    Some(match plan(x.len())? {
        Plan::Pfa(n1, n2) => pfa(x, *n1, *n2, STD, &|v| kernel(v, STD, false), mid_scale),
        Plan::Dit(radices, cfg) => dit(x, radices, *cfg),
    })
}

/// The forward transform times `sc` (None: unscaled) where MKL applies it: between the PFA
/// stages for 6, 10 and 14 when `sc` is exactly `f32(1/n)`, on the inputs for n = 2, at
/// the end otherwise.
pub fn c2c(x: &[Cx], sc: Option<f32>) -> Option<Vec<Cx>> {
    let n = x.len();
    let one_over_n = (1.0 / n as f64) as f32;
    if let Some(s) = sc {
        if s == one_over_n && matches!(plan(n), Some(Plan::Pfa(2, _))) {
            return forward(x, Some(s));
        }
        if n == 2 {
            let scaled: Vec<Cx> = x.iter().map(|v| (v.0 * s, v.1 * s)).collect();
            return Some(bf2(&scaled));
        }
    }
    let y = forward(x, None)?;
    Some(match sc {
        Some(s) => y.into_iter().map(|v| (v.0 * s, v.1 * s)).collect(),
        None => y,
    })
}
