//! `stridelab bench`: named performance cases, each the median of repeated runs after a
//! warm-up, on one thread. `--json` prints `{"case": seconds, ...}` for
//! `scripts/bench.sh`, which runs the PyTorch/NumPy peers in the same run and prints ratios.

use clap::Args;
use std::process::ExitCode;
use std::time::Instant;
use stridelab_core::interp::{Outcome, RunOptions, Session};
use stridelab_core::kernels::TernaryOp;
use stridelab_core::ops::{self, Arg, MemoryFormat};
use stridelab_core::{Device, Scalar, Tensor};

#[derive(Args)]
pub struct BenchArgs {
    /// Print `{"case": seconds}` (the median) instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Small sizes and few repeats: checks that every case runs (the test command uses it).
    #[arg(long)]
    pub quick: bool,
    /// Only these cases (comma-separated).
    #[arg(long, value_delimiter = ',')]
    pub cases: Vec<String>,
}

/// The part of a case that is timed.
type Timed = Box<dyn FnMut() -> Result<(), String>>;

/// One case: `setup` builds its inputs once and returns the closure to time.
struct Case {
    name: &'static str,
    what: &'static str,
    setup: fn(&Sizes) -> Result<Timed, String>,
}

struct Sizes {
    /// Side of the square matrices (4096; 256 with --quick).
    n: usize,
    /// Statements of the interpreter case (10,000; 200 with --quick).
    stmts: usize,
}

fn err(e: stridelab_core::TorchError) -> String {
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

const CASES: &[Case] = &[
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

pub fn main(a: BenchArgs) -> ExitCode {
    let z = if a.quick {
        Sizes { n: 256, stmts: 200 }
    } else {
        Sizes {
            n: 4096,
            stmts: 10_000,
        }
    };
    let (warmup, reps) = if a.quick { (1, 3) } else { (2, 9) };
    let mut results: Vec<(&str, &str, f64)> = Vec::new();
    for c in CASES {
        if !a.cases.is_empty() && !a.cases.iter().any(|n| n == c.name) {
            continue;
        }
        let mut f = match (c.setup)(&z) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("stridelab bench: {}: {e}", c.name);
                return ExitCode::from(1);
            }
        };
        let mut times = Vec::with_capacity(reps);
        for i in 0..warmup + reps {
            let t0 = Instant::now();
            if let Err(e) = f() {
                eprintln!("stridelab bench: {}: {e}", c.name);
                return ExitCode::from(1);
            }
            if i >= warmup {
                times.push(t0.elapsed().as_secs_f64() / statements_per_run(c.name, &z));
            }
        }
        results.push((c.name, c.what, median(times)));
    }
    if a.json {
        let map: serde_json::Map<String, serde_json::Value> = results
            .iter()
            .map(|(n, _, s)| (n.to_string(), serde_json::json!(s)))
            .collect();
        println!("{}", serde_json::Value::Object(map));
    } else {
        println!("{:<22} {:>12}  what (n = {})", "case", "median", z.n);
        for (n, what, s) in &results {
            println!("{n:<22} {:>9.3} ms  {what}", s * 1e3);
        }
    }
    ExitCode::SUCCESS
}
