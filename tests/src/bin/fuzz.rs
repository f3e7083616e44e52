//! `fuzz`: the interpreter's fuzz campaign, run as worker processes under a supervisor, so
//! an input that crashes the process (an abort, a stack overflow, a segfault) is caught and
//! saved like a panic, and the campaign goes on.
//!
//! usage: fuzz [--execs N] [--jobs J] [--seed S] [--out DIR] [--corpus DIR]...
//! Exits 1 when anything was found; the findings are scripts in DIR.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;
use stridelab_tests::fuzz::campaign::{self, Config, Report};

#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

struct Args {
    execs: u64,
    jobs: u64,
    seed: u64,
    out: PathBuf,
    corpus: Vec<PathBuf>,
    /// Set on worker processes: where to write the input being run.
    worker: Option<PathBuf>,
}

/// The interpreter bounds its recursion for the browser's 8 MB; natively it gets 32 MB here
/// (the CLI gives 256 MB), so a fuzz run is the stricter of the two.
const STACK_BYTES: usize = 32 << 20;

fn parse_args() -> Result<Args, String> {
    let root = tests_dir();
    let mut a = Args {
        execs: 100_000,
        jobs: 1,
        seed: 1,
        out: root.join("../target/fuzz"),
        corpus: Vec::new(),
        worker: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |s: String| s.replace('_', "").parse::<u64>().map_err(|e| e.to_string());
        match flag.as_str() {
            "--execs" => a.execs = number(value()?)?,
            "--jobs" => a.jobs = number(value()?)?.max(1),
            "--seed" => a.seed = number(value()?)?,
            "--out" => a.out = value()?.into(),
            "--corpus" => a.corpus.push(value()?.into()),
            "--worker" => a.worker = Some(value()?.into()),
            _ => return Err(format!("unknown argument {flag}")),
        }
    }
    if a.corpus.is_empty() {
        a.corpus = vec![
            root.join("cases"),
            root.join("fuzz_seeds"),
            root.join("../../shared/oracle/cases"),
        ]
        .into_iter()
        .filter(|p| p.is_dir())
        .collect();
        if a.corpus.is_empty() {
            return Err("no corpus found: run from the repository root or pass --corpus".into());
        }
    }
    Ok(a)
}

/// The tests crate's folder, found at run time: `cargo run` names it, and CI runs the built
/// binary from the repository root. A path baked in at compile time would tie the build to
/// one checkout (docs/decisions.md, "build cache").
fn tests_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") {
        return dir.into();
    }
    let here = PathBuf::from(".");
    if here.join("tests/cases").is_dir() {
        here.join("tests")
    } else {
        here
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    let thread = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || match &args.worker {
            Some(current) => worker(&args, current.clone()),
            None => supervise(&args),
        });
    match thread.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::from(101),
    }
}

fn worker(a: &Args, current: PathBuf) -> ExitCode {
    let seeds = match campaign::load_seeds(&a.corpus) {
        Ok(s) if !s.is_empty() => s,
        Ok(_) => return fail("no seed scripts in the corpus folders"),
        Err(e) => return fail(&format!("reading the corpus: {e}")),
    };
    let cfg = Config {
        seed: a.seed,
        execs: a.execs,
        seeds,
        findings: a.out.clone(),
        current: Some(current),
        max_rss_mb: 3072,
    };
    let report = campaign::run(&cfg, |r| {
        println!(
            "progress {} live-tensor-bytes {} rss-mb {}",
            r.execs,
            stridelab_core::limits::live_bytes(),
            campaign::rss_mb()
        )
    });
    match report {
        Ok(r) => {
            println!(
                "report {} {} {} {} {} {} {} {} {}",
                r.execs,
                r.errors,
                r.statements,
                r.panics,
                r.overruns,
                r.slowest.as_micros(),
                r.corpus,
                r.features,
                peak_rss_mb()
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(&format!("writing findings: {e}")),
    }
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("fuzz: {msg}");
    ExitCode::from(2)
}

/// What one worker process reported at its end.
#[derive(Default)]
struct Totals {
    report: Report,
    crashes: u64,
    peak_rss_mb: u64,
    /// Workers replaced after reaching the memory limit (not findings).
    recycled: u64,
}

fn supervise(a: &Args) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(&a.out) {
        return fail(&format!("{}: {e}", a.out.display()));
    }
    println!(
        "fuzz: {} executions on {} worker(s), seed {}, corpus {:?}, findings in {}",
        a.execs,
        a.jobs,
        a.seed,
        a.corpus,
        a.out.display()
    );
    let start = Instant::now();
    let per = a.execs.div_ceil(a.jobs);
    let totals: Vec<Totals> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..a.jobs)
            .map(|j| {
                let n = per.min(a.execs.saturating_sub(j * per));
                s.spawn(move || drive(a, j, n))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut sum = Totals::default();
    for t in &totals {
        let r = &t.report;
        sum.report.execs += r.execs;
        sum.report.errors += r.errors;
        sum.report.statements += r.statements;
        sum.report.panics += r.panics;
        sum.report.overruns += r.overruns;
        sum.report.slowest = sum.report.slowest.max(r.slowest);
        sum.report.features = sum.report.features.max(r.features);
        sum.crashes += t.crashes;
        sum.recycled += t.recycled;
        sum.peak_rss_mb = sum.peak_rss_mb.max(t.peak_rss_mb);
    }
    let secs = start.elapsed().as_secs_f64();
    let r = &sum.report;
    println!(
        "fuzz: {} executions in {secs:.0} s ({:.0}/s), {} statements, {} errors; \
         {} panics, {} crashes, {} limit overruns; slowest {} ms; peak RSS {} MB per worker \
         ({} workers replaced at 3 GB); {} behaviours seen by one worker",
        r.execs,
        r.execs as f64 / secs.max(1e-9),
        r.statements,
        r.errors,
        r.panics,
        sum.crashes,
        r.overruns,
        r.slowest.as_millis(),
        sum.peak_rss_mb,
        sum.recycled,
        r.features
    );
    let found = r.panics + sum.crashes + r.overruns;
    if found > 0 || r.execs < a.execs {
        println!("fuzz: FAILED: see the scripts in {}", a.out.display());
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Runs worker `j` for `n` executions, restarting it after a crash with a new seed, until
/// the executions are done.
fn drive(a: &Args, j: u64, n: u64) -> Totals {
    let mut totals = Totals::default();
    let current = a.out.join(format!("worker-{j}.current"));
    let mut left = n;
    let mut restarts = 0u64;
    while left > 0 {
        let seed = a.seed.wrapping_mul(1000).wrapping_add(j * 100 + restarts);
        let mut cmd = Command::new(std::env::current_exe().expect("own path"));
        cmd.args(["--execs", &left.to_string(), "--seed", &seed.to_string()])
            .arg("--out")
            .arg(&a.out)
            .arg("--worker")
            .arg(&current)
            .stdout(Stdio::piped());
        for c in &a.corpus {
            cmd.arg("--corpus").arg(c);
        }
        let Ok(mut child) = cmd.spawn() else {
            eprintln!("fuzz: cannot start worker {j}");
            return totals;
        };
        let mut done = 0;
        let mut report = None;
        if let Some(out) = child.stdout.take() {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                let mut words = line.split_whitespace();
                match words.next() {
                    Some("progress") => {
                        done = words.next().and_then(|w| w.parse().ok()).unwrap_or(done);
                        if j == 0 {
                            eprintln!("fuzz: worker 0 at {done} of {n}");
                        }
                    }
                    Some("report") => report = Some(words.map(String::from).collect::<Vec<_>>()),
                    _ => {}
                }
            }
        }
        let status = child.wait();
        match report {
            Some(w) if w.len() == 9 => {
                let num = |i: usize| w[i].parse::<u64>().unwrap_or(0);
                totals.report.execs += num(0);
                totals.report.errors += num(1);
                totals.report.statements += num(2);
                totals.report.panics += num(3);
                totals.report.overruns += num(4);
                totals.report.slowest = totals
                    .report
                    .slowest
                    .max(std::time::Duration::from_micros(num(5)));
                totals.report.features = num(7) as usize;
                totals.peak_rss_mb = totals.peak_rss_mb.max(num(8));
                // A worker that ended early to shed leaked memory is replaced (new seed).
                left = left.saturating_sub(num(0).max(1));
                if left > 0 {
                    totals.recycled += 1;
                    restarts += 1;
                }
            }
            _ => {
                // The worker died mid-input: the current file holds the input that did it.
                totals.crashes += 1;
                let input = std::fs::read_to_string(&current).unwrap_or_default();
                let why = format!("worker exited with {status:?}");
                match campaign::save(&a.out, "crash", &why, &input) {
                    Ok(p) => eprintln!("fuzz: {why}; input saved to {}", p.display()),
                    Err(e) => eprintln!("fuzz: {why}; input not saved: {e}"),
                }
                totals.report.execs += done;
                left = left.saturating_sub(done.max(1));
                restarts += 1;
            }
        }
    }
    let _ = std::fs::remove_file(&current);
    totals
}

/// The worker's peak resident memory (0 where /proc is missing).
fn peak_rss_mb() -> u64 {
    campaign::proc_status_kb("VmHWM:") / 1024
}
