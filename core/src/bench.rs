//! The performance cases of `stridelab bench`, shared by the native CLI and the wasm32
//! worker (so the same kernels are timed in both): each case builds its inputs once and
//! times one closure; `run` reports the median of repeated runs after a warm-up, on one
//! thread. The clock is the host's (`Instant` natively, `performance.now()` in a browser).

use crate::interp::{Outcome, RunOptions, Session};
use crate::kernels::TernaryOp;
use crate::layout::MemoryFormat;
use crate::ops::{self, Arg};
use crate::{Device, Scalar, Tensor};
use serde::Serialize;

/// The part of a case that is timed.
type Timed = Box<dyn FnMut() -> Result<(), String>>;

/// One case: `setup` builds its inputs once and returns the closure to time.
pub struct Case {
    pub name: &'static str,
    pub what: &'static str,
    setup: fn(&Sizes) -> Result<Timed, String>,
}

pub struct Sizes {
    /// Side of the square matrices (4096; 256 with --quick).
    pub n: usize,
    /// Statements of the interpreter case (10,000; 200 with --quick).
    pub stmts: usize,
}

fn err(e: crate::TorchError) -> String {
    e.message
}

fn randn(n: usize) -> Result<Tensor, String> {
    ops::random::randn(&[n, n], None, Device::Cpu).map_err(err)
}

fn t(x: &Tensor) -> Result<Tensor, String> {
    ops::view::t(x).map_err(err)
}

fn addcmul(out: Tensor, a: Tensor, b: Tensor) -> Timed {
    Box::new(move || {
        ops::ternary_(
            "addcmul_",
            TernaryOp::Addcmul(Scalar::Float(1e-3)),
            &[Arg::T(&out), Arg::T(&a), Arg::T(&b)],
        )
        .map_err(err)
    })
}

/// A session holding an Adam optimizer over one n×n parameter (transposed or not) with its
/// gradient set; the timed part is `opt.step()`.
fn adam(n: usize, transposed: bool) -> Result<Timed, String> {
    let mut s = Session::new(RunOptions::default());
    let make = if transposed {
        format!("p = torch.nn.Parameter(torch.randn({n}, {n}).T.clone())")
    } else {
        format!("p = torch.nn.Parameter(torch.randn({n}, {n}))")
    };
    let setup = format!(
        "import torch\n{make}\np.grad = torch.randn({n}, {n}).T.clone() if {t} else torch.randn({n}, {n})\nopt = torch.optim.Adam([p], lr=1e-3, fused=True)\nopt.step()\n",
        t = if transposed { "True" } else { "False" }
    );
    run_script(&mut s, &setup)?;
    Ok(Box::new(move || run_script(&mut s, "opt.step()\n")))
}

/// The fused Adam kernel on a parameter small enough to stay in cache (32,768 elements, four
/// 128 KB buffers), run until it has updated as many elements as one n×n step: the step's
/// arithmetic with memory out of the way. It shows what bounds Adam in wasm32, where SIMD is
/// 128 bits wide (docs/performance.md). Calls the kernel directly, as the optimizer does.
fn adam_arithmetic(n: usize) -> Result<Timed, String> {
    let len = 32_768.min(n * n);
    let reps = n * n / len;
    let tensors = (0..4)
        .map(|_| ops::random::randn(&[len], None, Device::Cpu).map_err(err))
        .collect::<Result<Vec<_>, _>>()?;
    // Adam's state starts at zero; exp_avg_sq must not be negative for the square root.
    let v = &tensors[2];
    ops::binary_("mul_", crate::kernels::BinaryOp::Mul, v, Arg::T(v)).map_err(err)?;
    let k = crate::kernels::AdamStep {
        lerp_weight: 0.1,
        beta2: 0.999,
        one_minus_beta2: 1e-3,
        eps: 1e-8,
        weight_decay: 0.0,
        decay_factor: 1.0,
        step_size: 1e-3 / 0.19,
        bc2_sqrt: (1.0f64 - 0.999 * 0.999).sqrt(),
        maximize: false,
        amsgrad: false,
        decoupled: false,
    };
    Ok(Box::new(move || {
        let (outs, grad) = ([&tensors[0], &tensors[1], &tensors[2]], &tensors[3]);
        for _ in 0..reps {
            ops::run(
                "_fused_adam_",
                crate::kernels::Kernel::AdamStep(k),
                &outs,
                &[grad],
                &[len],
            )
            .map_err(err)?;
        }
        Ok(())
    }))
}

fn run_script(s: &mut Session, src: &str) -> Result<(), String> {
    let mut failure = None;
    s.run_with(src, |_, r| {
        if let Outcome::Error(e) = r.outcome {
            failure.get_or_insert(e.message);
        }
    })
    .map_err(err)?;
    failure.map_or(Ok(()), Err)
}

pub const CASES: &[Case] = &[
    Case {
        name: "copy_4096",
        what: "clone of a contiguous n×n f32 (the bandwidth baseline)",
        setup: |z| {
            let x = randn(z.n)?;
            Ok(Box::new(move || {
                ops::clone(&x, MemoryFormat::Contiguous)
                    .map(drop)
                    .map_err(err)
            }))
        },
    },
    Case {
        name: "contiguous_T_4096",
        what: ".contiguous() of a transposed n×n f32",
        setup: |z| {
            let xt = t(&randn(z.n)?)?;
            Ok(Box::new(move || {
                ops::contiguous(&xt).map(drop).map_err(err)
            }))
        },
    },
    Case {
        name: "addcmul_T_out_4096",
        what: "out.addcmul_(a, b, value=1e-3), out transposed, a and b contiguous",
        setup: |z| Ok(addcmul(t(&randn(z.n)?)?, randn(z.n)?, randn(z.n)?)),
    },
    Case {
        name: "addcmul_contig_4096",
        what: "the same into a contiguous output",
        setup: |z| Ok(addcmul(randn(z.n)?, randn(z.n)?, randn(z.n)?)),
    },
    Case {
        name: "adam_contig_16m",
        what: "one Adam step (the project's optimizer) on a contiguous n×n parameter",
        setup: |z| adam(z.n, false),
    },
    Case {
        name: "adam_T_16m",
        what: "one Adam step on a transposed n×n parameter (state and grad transposed too)",
        setup: |z| adam(z.n, true),
    },
    Case {
        name: "adam_arith_16m",
        what: "the fused Adam kernel on an in-cache 32,768-element parameter, as many elements as adam_contig_16m: its arithmetic alone",
        setup: |z| adam_arithmetic(z.n),
    },
    Case {
        name: "interp_small_ops",
        what: "`y = x * 2.0 + 1.0` on a 4-element tensor through the interpreter, per statement",
        setup: |z| {
            let mut s = Session::new(RunOptions::default());
            run_script(&mut s, "import torch\nx = torch.ones(4)\n")?;
            // A loop, as the Python peer runs it: parsed once, then the statement runs
            // `stmts` times. `statements_per_run` turns the batch into a per-statement time.
            let src = format!("for _ in range({}):\n    y = x * 2.0 + 1.0\n", z.stmts);
            Ok(Box::new(move || run_script(&mut s, &src)))
        },
    },
];

fn statements_per_run(name: &str, z: &Sizes) -> f64 {
    if name == "interp_small_ops" {
        z.stmts as f64
    } else {
        1.0
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

impl Sizes {
    /// 4096² matrices and 10,000 statements; `quick`: 256² and 200 (checks every case runs).
    pub fn new(quick: bool) -> Sizes {
        if quick {
            Sizes { n: 256, stmts: 200 }
        } else {
            Sizes {
                n: 4096,
                stmts: 10_000,
            }
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Timing {
    pub case: &'static str,
    pub what: &'static str,
    /// Median seconds per run (per statement for `interp_small_ops`).
    pub seconds: f64,
}

/// Runs the cases named in `only` (all when empty): `warmup` untimed runs, then the median of
/// `reps`, timed with `now` (seconds, any origin).
pub fn run(only: &[String], quick: bool, now: &dyn Fn() -> f64) -> Result<Vec<Timing>, String> {
    if let Some(bad) = only
        .iter()
        .find(|n| !CASES.iter().any(|c| c.name == n.as_str()))
    {
        return Err(format!("no bench case {bad:?}"));
    }
    let z = Sizes::new(quick);
    let (warmup, reps) = if quick { (1, 3) } else { (2, 9) };
    let mut out = Vec::new();
    for c in CASES {
        if !only.is_empty() && !only.iter().any(|n| n == c.name) {
            continue;
        }
        let mut f = (c.setup)(&z).map_err(|e| format!("{}: {e}", c.name))?;
        let mut times = Vec::with_capacity(reps);
        for i in 0..warmup + reps {
            let t0 = now();
            f().map_err(|e| format!("{}: {e}", c.name))?;
            if i >= warmup {
                times.push((now() - t0) / statements_per_run(c.name, &z));
            }
        }
        out.push(Timing {
            case: c.name,
            what: c.what,
            seconds: median(times),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_runs_at_quick_size_and_reports_a_positive_median() {
        let clock = std::time::Instant::now();
        let now = move || clock.elapsed().as_secs_f64();
        let t = run(&[], true, &now).unwrap();
        let names: Vec<&str> = t.iter().map(|t| t.case).collect();
        assert_eq!(names, CASES.iter().map(|c| c.name).collect::<Vec<_>>());
        assert!(t.iter().all(|t| t.seconds > 0.0), "{t:?}");
        assert!(run(&["nope".into()], true, &now).is_err());
    }
}
