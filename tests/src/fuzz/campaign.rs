//! A fuzz campaign in one process: mutate the corpus, run each input, keep the inputs that
//! reach new behaviour, and save every input that panics or overruns its limits.

use super::exec::{self, OVERRUN};
use super::mutate::mutate;
use super::rng::Rng;
use std::cell::RefCell;
use std::collections::HashSet;
use std::io::{Seek, SeekFrom, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Inputs longer than this are cut: duplicated lines would otherwise grow without end.
const MAX_INPUT_CHARS: usize = 16_000;
/// The corpus stops growing here; new finds then replace random earlier finds.
const MAX_CORPUS: usize = 20_000;

pub struct Config {
    pub seed: u64,
    pub execs: u64,
    pub seeds: Vec<String>,
    pub findings: PathBuf,
    /// Where the input being run is written first, so a supervisor can name the input that
    /// killed the process (a crash cannot be caught in-process).
    pub current: Option<PathBuf>,
    /// Past this resident size the run ends early and the supervisor starts a fresh worker:
    /// memory held by reference cycles (`a.append(a)` holding a tensor) is never freed, as
    /// the interpreter has no cycle collector, and millions of inputs add it up.
    pub max_rss_mb: u64,
}

#[derive(Default, Debug)]
pub struct Report {
    pub execs: u64,
    pub errors: u64,
    pub statements: u64,
    pub panics: u64,
    pub overruns: u64,
    pub slowest: Duration,
    pub corpus: usize,
    pub features: usize,
}

thread_local! {
    static LAST_PANIC: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs `cfg.execs` inputs; `progress` sees the report every 10,000 executions.
pub fn run(cfg: &Config, mut progress: impl FnMut(&Report)) -> std::io::Result<Report> {
    std::fs::create_dir_all(&cfg.findings)?;
    // Panics are findings, written to files; the default hook would also print each one.
    std::panic::set_hook(Box::new(|info| {
        LAST_PANIC.with(|p| *p.borrow_mut() = info.to_string());
    }));
    let mut current = match &cfg.current {
        Some(p) => Some(std::fs::File::create(p)?),
        None => None,
    };
    let mut rng = Rng::new(cfg.seed);
    let mut corpus = cfg.seeds.clone();
    let seeds = corpus.len();
    let mut seen: HashSet<u64> = HashSet::new();
    let mut report = Report::default();
    while report.execs < cfg.execs {
        let input = next_input(&corpus, &mut rng);
        if let Some(f) = current.as_mut() {
            f.seek(SeekFrom::Start(0))?;
            f.set_len(0)?;
            f.write_all(input.as_bytes())?;
        }
        report.execs += 1;
        match catch_unwind(AssertUnwindSafe(|| exec::run(&input))) {
            Ok(v) => {
                report.errors += v.errors as u64;
                report.statements += v.statements as u64;
                report.slowest = report.slowest.max(v.elapsed);
                if v.elapsed > OVERRUN {
                    report.overruns += 1;
                    save(
                        &cfg.findings,
                        "overrun",
                        &format!("{:?}", v.elapsed),
                        &input,
                    )?;
                }
                let mut new = false;
                for f in v.features {
                    new |= seen.insert(f);
                }
                if new && !corpus.contains(&input) {
                    if corpus.len() < MAX_CORPUS {
                        corpus.push(input);
                    } else {
                        let at = seeds + rng.below(corpus.len() - seeds);
                        corpus[at] = input;
                    }
                }
            }
            Err(_) => {
                report.panics += 1;
                let why = LAST_PANIC.with(|p| p.borrow().clone());
                save(&cfg.findings, "panic", &why, &input)?;
            }
        }
        if report.execs.is_multiple_of(10_000) {
            report.corpus = corpus.len();
            report.features = seen.len();
            progress(&report);
        }
        if report.execs.is_multiple_of(1_000) && rss_mb() > cfg.max_rss_mb {
            break;
        }
    }
    report.corpus = corpus.len();
    report.features = seen.len();
    Ok(report)
}

/// One to three mutations of a random corpus entry, spliced with another.
fn next_input(corpus: &[String], rng: &mut Rng) -> String {
    let mut s = rng.pick(corpus).clone();
    for _ in 0..1 + rng.below(3) {
        let other = rng.pick(corpus);
        s = mutate(&s, other, rng);
    }
    if s.chars().count() > MAX_INPUT_CHARS {
        s = s.chars().take(MAX_INPUT_CHARS).collect();
    }
    s
}

/// Writes a finding as a runnable script, named by its content so repeats collapse, with
/// what happened in a comment on top.
pub fn save(dir: &Path, kind: &str, why: &str, input: &str) -> std::io::Result<PathBuf> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    input.hash(&mut h);
    let path = dir.join(format!("{kind}-{:016x}.py", h.finish()));
    let header: String = why.lines().map(|l| format!("# {l}\n")).collect();
    std::fs::write(&path, format!("# {kind}\n{header}{input}\n"))?;
    Ok(path)
}

/// Every `.py` file under `dirs` (one level of subfolders), sorted: the seed corpus.
pub fn load_seeds(dirs: &[PathBuf]) -> std::io::Result<Vec<String>> {
    let mut files = Vec::new();
    for d in dirs {
        collect(d, 2, &mut files)?;
    }
    files.sort();
    files
        .iter()
        .map(std::fs::read_to_string)
        .collect::<std::io::Result<Vec<_>>>()
}

fn collect(dir: &Path, depth: u32, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() && depth > 1 {
            collect(&p, depth - 1, out)?;
        } else if p.extension().is_some_and(|x| x == "py") {
            out.push(p);
        }
    }
    Ok(())
}

/// This process's resident memory, from /proc (0 where there is none).
pub fn rss_mb() -> u64 {
    proc_status_kb("VmRSS:") / 1024
}

/// A `/proc/self/status` field in kB (0 where there is none).
pub fn proc_status_kb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .unwrap_or(0)
}
