//! Whatever a user types, the interpreter answers with a result or an error, never a panic
//! (in the browser a panic would kill the page). Mutated versions of the committed cases
//! are thrown at it: deleted characters, swapped lines, extreme numbers, stray tokens.

use stridelab_core::interp::{RunOptions, Session};

const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ":",
    "**",
    "-1",
    "None",
    "...",
    ".T",
    "0.0",
    "1e308",
    "-99999999999",
    ", ",
    "'",
    "0",
    "x[::0]",
    ".view(-1)",
    "@",
    "torch.ones(0)",
    "[:, None]",
    ".mT",
    "9223372036854775807",
    "-9223372036854775808",
    ".expand(-1)",
    ".unfold(0, 0, 1)",
    ".as_strided((3,), (0,))",
    " if ",
    " for ",
    "lambda: ",
    "*",
    "\n    ",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut s: Vec<char> = src.chars().collect();
    let mut lines: Vec<String> = src.lines().map(String::from).collect();
    match rng.below(6) {
        0 if !s.is_empty() => {
            s.remove(rng.below(s.len()));
            s.into_iter().collect()
        }
        1 => {
            let at = rng.below(s.len() + 1);
            let tok: Vec<char> = TOKENS[rng.below(TOKENS.len())].chars().collect();
            s.splice(at..at, tok);
            s.into_iter().collect()
        }
        2 if lines.len() > 1 => {
            let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
            lines.swap(a, b);
            lines.join("\n")
        }
        3 => {
            let digits: Vec<usize> = s
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            if digits.is_empty() {
                return src.to_string();
            }
            let at = digits[rng.below(digits.len())];
            let rep = ["0", "-1", "99999", "4294967296", "-7"][rng.below(5)];
            s.splice(at..at + 1, rep.chars());
            s.into_iter().collect()
        }
        4 if !lines.is_empty() => {
            let i = rng.below(lines.len());
            lines.insert(i, lines[i].clone());
            lines.join("\n")
        }
        _ => {
            let cut = rng.below(s.len() + 1);
            s.truncate(cut);
            s.into_iter().collect()
        }
    }
}

fn corpus() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).unwrap().flatten() {
        for f in std::fs::read_dir(dir.path()).unwrap().flatten() {
            if f.path().extension().is_some_and(|e| e == "py") {
                out.push(std::fs::read_to_string(f.path()).unwrap());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn mutated_scripts_never_panic() {
    let corpus = corpus();
    assert!(corpus.len() > 100);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut panics = Vec::new();
    let mut errors = 0usize;
    let mut runs = 0usize;
    for round in 0..8 {
        for src in &corpus {
            let mut m = src.clone();
            for _ in 0..=(round % 3) {
                m = mutate(&m, &mut rng);
            }
            runs += 1;
            let r = std::panic::catch_unwind(|| {
                let mut s = Session::new(RunOptions {
                    max_steps: 5_000,
                    max_alloc_bytes: 1 << 24,
                    trace: true,
                });
                match s.run(&m) {
                    Err(_) => 1,
                    Ok(rs) => rs
                        .iter()
                        .filter(|r| matches!(r.outcome, stridelab_core::interp::Outcome::Error(_)))
                        .count(),
                }
            });
            match r {
                Ok(n) => errors += n,
                Err(_) => panics.push(m),
            }
        }
    }
    // The mutations must actually break things, or this test proves nothing.
    assert!(
        errors > runs / 4,
        "only {errors} errors in {runs} mutated runs"
    );
    assert!(
        panics.is_empty(),
        "{} of {runs} mutated scripts panicked; first:\n{}",
        panics.len(),
        panics[0]
    );
}
