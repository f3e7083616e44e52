//! Running a lesson: its cells in one session, and each exercise in a fresh one (so an
//! exercise is self-contained and a wrong answer cannot leak into the next). The same
//! functions check a learner's answer in the playground and in `stridelab learn`, and check
//! the lesson itself in `stridelab learn --check`.

use super::format::{Block, Cell, Exercise, ExerciseKind, Lesson};
use crate::interp::{Outcome, RunOptions, Session, StmtResult};
use crate::trace::TraceEvent;

/// The outcome of checking one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub passed: bool,
    /// Why it failed (never the reference answer), or what was right.
    pub message: String,
}

impl Verdict {
    fn pass(message: impl Into<String>) -> Verdict {
        Verdict {
            passed: true,
            message: message.into(),
        }
    }
    fn fail(message: impl Into<String>) -> Verdict {
        Verdict {
            passed: false,
            message: message.into(),
        }
    }
}

/// A fresh session for one exercise; budgets stay at the defaults (the browser adds its own
/// deadline), tracing is on so forbidden kernels can be seen.
fn session() -> Session {
    Session::new(RunOptions {
        trace: true,
        ..RunOptions::default()
    })
}

/// "line 2: RuntimeError: ..." for the first failing statement of `code`, if any.
fn first_error(results: &[StmtResult]) -> Option<String> {
    results.iter().find_map(|r| match &r.outcome {
        Outcome::Error(e) => Some(format!(
            "line {}: {}: {}",
            r.span.line,
            e.kind.name(),
            e.message
        )),
        _ => None,
    })
}

/// Runs `code` in `s`; Err(message) if it does not parse or a statement raises.
fn run_clean(s: &mut Session, code: &str) -> Result<Vec<StmtResult>, String> {
    let results = s.run(code).map_err(|e| {
        let line = e.span.map(|sp| sp.line).unwrap_or(1);
        format!("line {line}: {}: {}", e.kind.name(), e.message)
    })?;
    match first_error(&results) {
        Some(m) => Err(m),
        None => Ok(results),
    }
}

/// The text a predict exercise expects: the echo of its `ask` code's last expression, what it
/// printed, or the name of the error it raised.
pub fn expected_prediction(ex: &Exercise) -> Result<String, String> {
    let mut s = session();
    run_clean(&mut s, &ex.setup).map_err(|m| format!("the setup fails: {m}"))?;
    let results = s
        .run(&ex.ask)
        .map_err(|e| format!("the ask block does not parse: {}", e.message))?;
    let Some(last) = results.last() else {
        return Err("the ask block is empty".into());
    };
    if let Some(m) = first_error(&results[..results.len() - 1]) {
        return Err(format!("the ask block fails before its last line: {m}"));
    }
    Ok(match &last.outcome {
        Outcome::Error(e) => e.kind.name().to_string(),
        _ => match &last.echo {
            Some(echo) => echo.clone(),
            None => last.output.trim_end().to_string(),
        },
    })
}

fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Whether a typed prediction says the same as the expected echo: the same text up to
/// spaces, a string's value without its quotes, or the same number (`3` for `3.0`). Typing an
/// expression that computes it does not count: a prediction is a value.
pub fn prediction_matches(expected: &str, answer: &str) -> bool {
    let (e, a) = (squeeze(expected), squeeze(answer));
    if a.is_empty() {
        return false;
    }
    if e == a {
        return true;
    }
    let unquoted = |s: &str| {
        ['\'', '"'].into_iter().find_map(|q| {
            s.strip_prefix(q)
                .and_then(|r| r.strip_suffix(q))
                .map(str::to_string)
        })
    };
    if unquoted(&e).is_some_and(|inner| inner == a || unquoted(&a).is_some_and(|x| x == inner)) {
        return true;
    }
    // "tensor(6.)" and "6" name the same value when the question is a 0-d tensor's.
    let number = |s: &str| {
        let s = s
            .strip_prefix("tensor(")
            .and_then(|r| r.strip_suffix(')'))
            .unwrap_or(s);
        s.parse::<f64>().ok()
    };
    match (number(&e), number(&a)) {
        (Some(x), Some(y)) => x == y || (x - y).abs() <= 1e-6 * x.abs().max(y.abs()),
        _ => false,
    }
}

/// Checks a typed prediction.
pub fn check_prediction(ex: &Exercise, answer: &str) -> Verdict {
    match expected_prediction(ex) {
        Err(m) => Verdict::fail(format!("this exercise is broken ({m}); please report it")),
        Ok(expected) if prediction_matches(&expected, answer) => {
            Verdict::pass(format!("Right: it shows {}", expected.trim()))
        }
        Ok(_) => Verdict::fail("Not quite."),
    }
}

/// `cpu::copy<float32>` → `copy`: the kernel without its device and dtype.
pub fn kernel_family(kernel: &str) -> &str {
    let k = kernel.rsplit("::").next().unwrap_or(kernel);
    k.split('<').next().unwrap_or(k)
}

/// The first event whose kernel family or op is forbidden.
fn forbidden_event<'a>(events: &'a [TraceEvent], forbid: &[String]) -> Option<&'a TraceEvent> {
    events.iter().find(|e| {
        forbid
            .iter()
            .any(|f| kernel_family(&e.kernel) == f || &e.op == f)
    })
}

/// Checks code written for a construct or fix exercise: setup, then the code, then the
/// checks, in one fresh session; the code may not run a forbidden kernel.
pub fn check_code(ex: &Exercise, code: &str) -> Verdict {
    let mut s = session();
    if let Err(m) = run_clean(&mut s, &ex.setup) {
        return Verdict::fail(format!(
            "this exercise is broken (the setup fails: {m}); please report it"
        ));
    }
    let results = match run_clean(&mut s, code) {
        Ok(r) => r,
        Err(m) => return Verdict::fail(format!("Your code stopped at {m}")),
    };
    let events: Vec<TraceEvent> = results.iter().flat_map(|r| r.trace.clone()).collect();
    if let Some(e) = forbidden_event(&events, &ex.forbid) {
        return Verdict::fail(format!(
            "Your code ran a {} kernel ({} → {}); this exercise asks for none.",
            kernel_family(&e.kernel),
            e.op,
            e.kernel
        ));
    }
    match run_clean(&mut s, &ex.check) {
        Ok(_) => Verdict::pass("All checks pass."),
        Err(m) => Verdict::fail(format!("A check failed: {}", strip_line(&m))),
    }
}

/// The checks' line numbers mean nothing to the learner (the checks are not theirs).
fn strip_line(m: &str) -> &str {
    match m.split_once(": ") {
        Some((l, rest)) if l.starts_with("line ") => rest,
        _ => m,
    }
}

/// Checks an answer of either kind: a prediction's text or an exercise's code.
pub fn check_answer(ex: &Exercise, answer: &str) -> Verdict {
    match ex.kind {
        ExerciseKind::Predict => check_prediction(ex, answer),
        ExerciseKind::Construct | ExerciseKind::Fix => check_code(ex, answer),
    }
}

/// What one cell showed, for the page and the terminal.
pub struct CellRun<'a> {
    pub cell: &'a Cell,
    pub results: Vec<StmtResult>,
    /// The cell did not parse.
    pub syntax_error: Option<String>,
}

/// Runs every cell of a lesson in order in one session, handing each cell's results to `f`
/// with the session (so a caller can draw the tensors a cell names before the next runs).
pub fn run_cells(lesson: &Lesson, mut f: impl FnMut(&Session, CellRun)) {
    let mut s = Session::new(RunOptions::default());
    for c in lesson.cells() {
        let (results, syntax_error) = match s.run(&c.code) {
            Ok(r) => (r, None),
            Err(e) => (
                Vec::new(),
                Some(format!("{}: {}", e.kind.name(), e.message)),
            ),
        };
        f(
            &s,
            CellRun {
                cell: c,
                results,
                syntax_error,
            },
        );
    }
}

/// Everything `learn --check` finds wrong with a lesson: a cell that fails (or a `raises`
/// cell that does not), a `draw=` name that is not a tensor, a reference answer that does not
/// pass, a wrong answer that does, and a fix exercise whose broken script already passes.
pub fn check_lesson(lesson: &Lesson) -> Vec<String> {
    let mut problems = Vec::new();
    run_cells(lesson, |s, run| {
        let at = format!("{}.md:{}", lesson.slug, run.cell.line);
        if let Some(m) = &run.syntax_error {
            problems.push(format!("{at}: the cell does not parse: {m}"));
            return;
        }
        match (first_error(&run.results), run.cell.raises) {
            (Some(m), false) => problems.push(format!("{at}: the cell fails at {m}")),
            (None, true) => problems.push(format!("{at}: a `raises` cell raised nothing")),
            _ => {}
        }
        for name in &run.cell.draw {
            if !matches!(s.global(name), Some(crate::interp::Value::Tensor(_))) {
                problems.push(format!("{at}: draw={name} is not a tensor after the cell"));
            }
        }
    });
    if lesson.exercises().count() < 3 {
        problems.push(format!(
            "{}.md: a lesson has at least three exercises (it has {})",
            lesson.slug,
            lesson.exercises().count()
        ));
    }
    for ex in lesson.exercises() {
        let at = format!("{}.md:{} ({})", lesson.slug, ex.line, ex.title);
        let reference = check_answer(ex, &ex.solution);
        if !reference.passed {
            problems.push(format!("{at}: the solution fails: {}", reference.message));
        }
        for w in &ex.wrong {
            if check_answer(ex, w).passed {
                problems.push(format!("{at}: a wrong answer passes:\n{w}"));
            }
        }
        if ex.kind == ExerciseKind::Fix && check_code(ex, &ex.starter).passed {
            problems.push(format!("{at}: the broken starter script already passes"));
        }
    }
    problems
}

/// The blocks of a lesson that show code, for counting in `--list`.
pub fn exercise_count(lesson: &Lesson) -> usize {
    lesson
        .blocks
        .iter()
        .filter(|b| matches!(b, Block::Exercise(_)))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predictions_match_up_to_spaces_quotes_and_number_spelling() {
        assert!(prediction_matches("(3, 1)", "(3,1)"));
        assert!(prediction_matches("'MulBackward0'", "MulBackward0"));
        assert!(prediction_matches("'MulBackward0'", "\"MulBackward0\""));
        assert!(prediction_matches("tensor(6.)", "6"));
        assert!(prediction_matches("6.0", "6"));
        assert!(!prediction_matches("(3, 1)", "(1, 3)"));
        assert!(!prediction_matches("True", ""));
        assert!(!prediction_matches("tensor([1., 2.])", "tensor([1.,3.])"));
    }

    #[test]
    fn kernel_family_drops_device_and_dtype() {
        assert_eq!(kernel_family("cpu::copy<float32>"), "copy");
        assert_eq!(kernel_family("copy"), "copy");
    }
}
