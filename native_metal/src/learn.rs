//! `stridelab learn`: the course in the terminal. `--list` names the lessons, `--check` is
//! CI's proof that every lesson still teaches true things (cells run, reference answers pass,
//! wrong answers are refused, the recorded PyTorch case is the lesson's), and `learn LESSON`
//! walks one lesson: prose, cells with their echoes and drawings, and exercises answered at
//! the prompt.

use crate::draw::draw_tensor;
use anstream::println;
use anstyle::{AnsiColor, Style};
use clap::Args;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use stridelab_core::interp::{Outcome, Value};
use stridelab_core::lessons::{
    self, check::run_cells, export::case_script, Block, Exercise, ExerciseKind, Lesson,
};

#[derive(Args)]
pub struct LearnArgs {
    /// A lesson: its number (`3`), file stem, name, or the path of a lesson file.
    pub lessons: Vec<String>,
    /// List the lessons and their exercises.
    #[arg(long)]
    pub list: bool,
    /// Check the lessons (all, or those named): every cell runs, every reference answer
    /// passes, every wrong answer is refused.
    #[arg(long)]
    pub check: bool,
    /// With --check: also require `DIR/<lesson>.py` to be the lesson's case script.
    #[arg(long)]
    pub cases: Option<PathBuf>,
    /// Write each lesson's case script (for recording with PyTorch) into this folder.
    #[arg(long)]
    pub export_cases: Option<PathBuf>,
}

fn dim() -> Style {
    Style::new().fg_color(Some(AnsiColor::BrightBlack.into()))
}

fn bold() -> Style {
    Style::new().bold()
}

/// The lessons named on the command line (numbers, names or files), or the whole course.
fn selected(keys: &[String]) -> Result<Vec<Lesson>, String> {
    if keys.is_empty() {
        return lessons::course()
            .into_iter()
            .map(|r| r.map_err(|(slug, e)| format!("lessons/{slug}.md: {e}")))
            .collect();
    }
    keys.iter()
        .map(|k| {
            let p = Path::new(k);
            if p.extension().is_some_and(|e| e == "md") && p.exists() {
                let src = std::fs::read_to_string(p).map_err(|e| format!("{k}: {e}"))?;
                let slug = p.file_stem().unwrap_or_default().to_string_lossy();
                lessons::parse(&slug, &src).map_err(|e| format!("{k}: {e}"))
            } else {
                lessons::find(k)
                    .ok_or_else(|| format!("no lesson `{k}` (stridelab learn --list shows them)"))
            }
        })
        .collect()
}

pub fn main(a: LearnArgs) -> ExitCode {
    let chosen = match selected(&a.lessons) {
        Ok(l) => l,
        Err(m) => {
            eprintln!("stridelab learn: {m}");
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = &a.export_cases {
        return export(&chosen, dir);
    }
    if a.check {
        return check(&chosen, a.cases.as_deref());
    }
    if a.list || a.lessons.is_empty() {
        list(&chosen);
        return ExitCode::SUCCESS;
    }
    for l in &chosen {
        walk(l);
    }
    ExitCode::SUCCESS
}

fn list(course: &[Lesson]) {
    let total: usize = course.iter().map(|l| l.exercises().count()).sum();
    for l in course {
        let kinds: Vec<&str> = l.exercises().map(|e| e.kind.name()).collect();
        println!(
            "{:>2}  {}  {}({} exercises: {}){:#}",
            l.number().map(|n| n.to_string()).unwrap_or_default(),
            l.title,
            dim(),
            kinds.len(),
            kinds.join(", "),
            dim()
        );
    }
    println!(
        "\n{} lessons, {total} exercises. `stridelab learn N` walks lesson N.",
        course.len()
    );
}

fn export(course: &[Lesson], dir: &Path) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("stridelab learn: {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for l in course {
        let p = dir.join(format!("{}.py", l.slug));
        if let Err(e) = std::fs::write(&p, case_script(l)) {
            eprintln!("stridelab learn: {}: {e}", p.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", p.display());
    }
    ExitCode::SUCCESS
}

fn check(course: &[Lesson], cases: Option<&Path>) -> ExitCode {
    let mut problems = Vec::new();
    for l in course {
        problems.extend(lessons::check_lesson(l));
        if let Some(dir) = cases {
            let p = dir.join(format!("{}.py", l.slug));
            match std::fs::read_to_string(&p) {
                Ok(s) if s == case_script(l) => {
                    if !p.with_extension("jsonl").exists() {
                        problems.push(format!(
                            "{}: not recorded with PyTorch (no .jsonl beside it)",
                            p.display()
                        ));
                    }
                }
                Ok(_) => problems.push(format!(
                    "{}: differs from lessons/{}.md; re-export it (stridelab learn --export-cases) and record it again",
                    p.display(),
                    l.slug
                )),
                Err(e) => problems.push(format!("{}: {e}", p.display())),
            }
        }
    }
    let exercises: usize = course.iter().map(|l| l.exercises().count()).sum();
    let wrong: usize = course
        .iter()
        .flat_map(|l| l.exercises())
        .map(|e| e.wrong.len())
        .sum();
    if problems.is_empty() {
        println!(
            "{} lessons, {exercises} exercises: every cell runs, every reference answer passes, all {wrong} wrong answers are refused{}",
            course.len(),
            if cases.is_some() {
                ", every case script is the lesson's"
            } else {
                ""
            }
        );
        ExitCode::SUCCESS
    } else {
        for p in &problems {
            eprintln!("stridelab learn --check: {p}");
        }
        eprintln!("{} problem(s)", problems.len());
        ExitCode::FAILURE
    }
}

/// A cell as a Python prompt shows it: each source line, then what the cell showed, then
/// the drawings it asks for (made now, before later cells change the tensors).
fn show_cell(s: &stridelab_core::interp::Session, run: lessons::check::CellRun) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let lines: Vec<&str> = run.cell.code.lines().collect();
    let mut shown = 0;
    let mut prompt_to = |out: &mut String, end: usize| {
        while shown < end.min(lines.len()) {
            let _ = writeln!(out, "   {}>>>{:#} {}", dim(), dim(), lines[shown]);
            shown += 1;
        }
    };
    if let Some(m) = &run.syntax_error {
        prompt_to(&mut out, lines.len());
        let _ = writeln!(out, "   {m}");
    }
    // Each statement's output goes under its own last line, as at a Python prompt.
    for r in &run.results {
        prompt_to(&mut out, r.end_line as usize);
        out.push_str(&r.output);
        if let Some(echo) = &r.echo {
            for l in echo.lines() {
                let _ = writeln!(out, "   {l}");
            }
        }
        if let Outcome::Error(e) = &r.outcome {
            let _ = writeln!(out, "   {}: {}", e.kind.name(), e.message);
        }
    }
    prompt_to(&mut out, lines.len());
    for name in &run.cell.draw {
        if let Some(Value::Tensor(t)) = s.global(name) {
            match draw_tensor(name, &t) {
                Ok(pic) => {
                    let _ = writeln!(out, "{pic}");
                }
                Err(m) => {
                    let _ = writeln!(out, "   {m}");
                }
            }
        }
    }
    out
}

/// Walks a lesson: prose and cells as they come, each exercise answered at the prompt.
fn walk(l: &Lesson) {
    println!("{}{}{:#}\n", bold(), l.title, bold());
    // Cells share one session and run first; exercises each get their own (check.rs).
    let mut shown = Vec::new();
    run_cells(l, |s, run| shown.push(show_cell(s, run)));
    let mut cells = shown.into_iter();
    let stdin = std::io::stdin();
    let mut input = stdin.lock().lines();
    for b in &l.blocks {
        match b {
            Block::Prose(p) => println!("{p}\n"),
            Block::Cell(_) => {
                if let Some(text) = cells.next() {
                    println!("{text}");
                }
            }
            Block::Exercise(ex) => {
                if !exercise(ex, &mut input) {
                    return;
                }
            }
        }
    }
}

/// One exercise at the prompt. Returns false when input ran out (the walk ends there).
fn exercise(ex: &Exercise, input: &mut impl Iterator<Item = std::io::Result<String>>) -> bool {
    println!(
        "{}Exercise ({}): {}{:#}\n{}\n",
        bold(),
        ex.kind.name(),
        ex.title,
        bold(),
        ex.prompt
    );
    for line in ex.setup.lines() {
        println!("   {}>>>{:#} {line}", dim(), dim());
    }
    match ex.kind {
        ExerciseKind::Predict => {
            for line in ex.ask.lines() {
                println!("   {}>>>{:#} {line}   ← what does this show?", dim(), dim());
            }
        }
        _ => {
            println!("\n   Starting code (end your answer with a line holding only `.`):");
            for line in ex.starter.lines() {
                println!("   | {line}");
            }
        }
    }
    let mut hints = ex.hints.iter();
    loop {
        println!("{}(`?` for a hint, `skip` to move on){:#}", dim(), dim());
        let Some(answer) = read_answer(ex.kind, input) else {
            println!("\n(no more input: the lesson stops here)");
            return false;
        };
        match answer.trim() {
            "skip" => {
                println!("Skipped. One answer that works:\n{}", ex.solution);
                return true;
            }
            "?" => {
                match hints.next() {
                    Some(h) => println!("Hint: {h}"),
                    None => println!("No more hints; `skip` shows an answer."),
                }
                continue;
            }
            _ => {}
        }
        let v = lessons::check_answer(ex, &answer);
        let mark = if v.passed {
            Style::new().fg_color(Some(AnsiColor::Green.into()))
        } else {
            Style::new().fg_color(Some(AnsiColor::Red.into()))
        };
        println!("{mark}{}{mark:#}", v.message);
        if v.passed {
            println!();
            return true;
        }
        if let Some(h) = hints.next() {
            println!("Hint: {h}");
        }
    }
}

/// A prediction is one line; code runs until a line holding only `.` (or a lone `?`/`skip`).
fn read_answer(
    kind: ExerciseKind,
    input: &mut impl Iterator<Item = std::io::Result<String>>,
) -> Option<String> {
    print!("> ");
    let _ = std::io::Write::flush(&mut std::io::stdout());
    let first = input.next()?.ok()?;
    if kind == ExerciseKind::Predict || matches!(first.trim(), "?" | "skip") {
        return Some(first);
    }
    let mut code = String::new();
    let mut line = first;
    loop {
        if line.trim() == "." {
            return Some(code);
        }
        code.push_str(&line);
        code.push('\n');
        match input.next() {
            Some(Ok(l)) => line = l,
            _ => return Some(code),
        }
    }
}
