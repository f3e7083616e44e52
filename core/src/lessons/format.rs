//! The lesson file format (docs/lessons.md): Markdown prose, ```` ```python ```` cells that run
//! in order, and `## Exercise (kind): title` sections whose fenced blocks are named by their
//! info string. Parsing is pure so the playground, the terminal and the checker read a lesson
//! the same way.

use std::fmt;

/// A parsed lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The file stem, `NN-name`; also the progress key and the case file's name.
    pub slug: String,
    /// The `# ` heading.
    pub title: String,
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// Markdown between cells and exercises.
    Prose(String),
    Cell(Cell),
    Exercise(Box<Exercise>),
}

/// Code the lesson runs and shows with its echoes.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub code: String,
    /// The cell demonstrates an error: at least one statement must raise.
    pub raises: bool,
    /// Uses something only stridelab has (a device, the bug lab): checked by `learn --check`
    /// but left out of the PyTorch-recorded case.
    pub stridelab_only: bool,
    /// Tensors to draw (memory view in the page, terminal drawing in `stridelab learn`).
    pub draw: Vec<String>,
    /// 1-based line of the opening fence, for messages.
    pub line: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseKind {
    /// Type what an expression will show before it runs.
    Predict,
    /// Write code that passes the checks (and runs no forbidden kernel).
    Construct,
    /// A script that silently goes wrong; change it until the checks pass.
    Fix,
}

impl ExerciseKind {
    pub const ALL: [ExerciseKind; 3] = [
        ExerciseKind::Predict,
        ExerciseKind::Construct,
        ExerciseKind::Fix,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ExerciseKind::Predict => "predict",
            ExerciseKind::Construct => "construct",
            ExerciseKind::Fix => "fix",
        }
    }

    fn parse(s: &str) -> Option<ExerciseKind> {
        ExerciseKind::ALL.into_iter().find(|k| k.name() == s)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// A slug of the title, unique within the lesson (progress is kept under it).
    pub id: String,
    pub title: String,
    pub kind: ExerciseKind,
    /// Markdown shown above the exercise.
    pub prompt: String,
    /// Code run (and shown) before the learner's answer.
    pub setup: String,
    /// Predict: the expression whose echo the learner types.
    pub ask: String,
    /// Construct and fix: what the learner's editor starts with.
    pub starter: String,
    /// The reference: the predicted text, or code that passes the checks.
    pub solution: String,
    /// Answers that must be refused (`learn --check` makes sure they are).
    pub wrong: Vec<String>,
    /// Assertions run after the learner's code, in the same session.
    pub check: String,
    /// Kernel families the learner's code may not run ("copy": no copy kernel).
    pub forbid: Vec<String>,
    /// Shown one at a time after wrong answers.
    pub hints: Vec<String>,
    /// `## Exercise (kind stridelab): ...`: uses something only stridelab has, so it is
    /// left out of the PyTorch-recorded case (it is still checked).
    pub stridelab_only: bool,
    pub line: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FormatError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn err<T>(line: usize, message: impl Into<String>) -> Result<T, FormatError> {
    Err(FormatError {
        line,
        message: message.into(),
    })
}

/// A fenced block as written: its info words, body and opening line.
struct Fence {
    info: Vec<String>,
    body: String,
    line: usize,
}

/// One piece of the file in order: a prose line, a fence, or a heading.
enum Piece {
    Text(String),
    Fence(Fence),
    Heading {
        level: usize,
        text: String,
        line: usize,
    },
}

fn pieces(source: &str) -> Result<Vec<Piece>, FormatError> {
    let mut out = Vec::new();
    let mut lines = source.lines().enumerate();
    while let Some((i, line)) = lines.next() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            let info: Vec<String> = info.split_whitespace().map(String::from).collect();
            let mut body = String::new();
            let mut closed = false;
            for (_, l) in lines.by_ref() {
                if l.trim() == "```" {
                    closed = true;
                    break;
                }
                body.push_str(l);
                body.push('\n');
            }
            if !closed {
                return err(i + 1, "this code block is never closed with ```");
            }
            out.push(Piece::Fence(Fence {
                info,
                body,
                line: i + 1,
            }));
        } else if let Some(level) = heading_level(line) {
            out.push(Piece::Heading {
                level,
                text: line[level..].trim().to_string(),
                line: i + 1,
            });
        } else {
            out.push(Piece::Text(line.to_string()));
        }
    }
    Ok(out)
}

fn heading_level(line: &str) -> Option<usize> {
    let n = line.bytes().take_while(|&b| b == b'#').count();
    (n > 0 && n <= 6 && line[n..].starts_with(' ')).then_some(n)
}

/// `Exercise (predict): Where does it start?` → kind and title.
fn exercise_heading(
    text: &str,
    line: usize,
) -> Result<Option<(ExerciseKind, bool, String)>, FormatError> {
    let Some(rest) = text.strip_prefix("Exercise") else {
        return Ok(None);
    };
    let rest = rest.trim_start();
    let Some(rest) = rest.strip_prefix('(') else {
        return err(
            line,
            "an exercise heading reads `## Exercise (kind): title`",
        );
    };
    let Some((kind, title)) = rest.split_once("):") else {
        return err(
            line,
            "an exercise heading reads `## Exercise (kind): title`",
        );
    };
    let (kind, only) = match kind.trim().split_once(' ') {
        Some((k, "stridelab")) => (k, true),
        _ => (kind.trim(), false),
    };
    let Some(kind) = ExerciseKind::parse(kind) else {
        return err(
            line,
            format!("unknown exercise kind `{kind}` (predict, construct or fix, optionally followed by `stridelab`)"),
        );
    };
    let title = title.trim();
    if title.is_empty() {
        return err(line, "the exercise has no title");
    }
    Ok(Some((kind, only, title.to_string())))
}

/// Lower-case words joined by '-', for ids and anchors.
pub fn slugify(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn push_prose(blocks: &mut Vec<Block>, text: &mut String) {
    let t = text.trim_matches('\n');
    if !t.trim().is_empty() {
        blocks.push(Block::Prose(t.to_string()));
    }
    text.clear();
}

fn cell(f: Fence) -> Result<Cell, FormatError> {
    let mut c = Cell {
        code: f.body,
        raises: false,
        stridelab_only: false,
        draw: Vec::new(),
        line: f.line,
    };
    for word in &f.info[1..] {
        if word == "raises" {
            c.raises = true;
        } else if word == "stridelab" {
            c.stridelab_only = true;
        } else if let Some(names) = word.strip_prefix("draw=") {
            c.draw = names.split(',').map(String::from).collect();
        } else {
            return err(f.line, format!("unknown cell option `{word}`"));
        }
    }
    Ok(c)
}

/// Adds one fenced block to the exercise it sits in, by its info string.
fn exercise_fence(ex: &mut Exercise, f: Fence) -> Result<(), FormatError> {
    let words: Vec<&str> = f.info.iter().map(String::as_str).collect();
    let role = match words.as_slice() {
        ["python"] => "setup",
        ["python", role] => role,
        [role] => role,
        _ => return err(f.line, format!("unknown block `{}`", f.info.join(" "))),
    };
    let set_once = |slot: &mut String, what: &str| {
        if slot.is_empty() {
            *slot = f.body.clone();
            Ok(())
        } else {
            err(f.line, format!("the exercise has two `{what}` blocks"))
        }
    };
    match role {
        "setup" => ex.setup.push_str(&f.body),
        "ask" => set_once(&mut ex.ask, "ask")?,
        "starter" => set_once(&mut ex.starter, "starter")?,
        "solution" => set_once(&mut ex.solution, "solution")?,
        "check" => set_once(&mut ex.check, "check")?,
        "wrong" => ex.wrong.push(f.body),
        "hint" => ex.hints.push(f.body.trim().to_string()),
        "forbid" => ex
            .forbid
            .extend(f.body.split_whitespace().map(String::from)),
        other => {
            return err(
                f.line,
                format!(
                    "unknown exercise block `{other}` (setup, ask, starter, solution, wrong, check, hint, forbid)"
                ),
            )
        }
    }
    Ok(())
}

/// What each kind of exercise needs, so a lesson cannot ship an exercise nobody can pass.
fn validate(ex: &Exercise) -> Result<(), FormatError> {
    let need = |ok: bool, what: &str| {
        if ok {
            Ok(())
        } else {
            err(
                ex.line,
                format!("a {} exercise needs {what}", ex.kind.name()),
            )
        }
    };
    need(!ex.solution.trim().is_empty(), "a `solution` block")?;
    need(!ex.wrong.is_empty(), "at least one `wrong` block")?;
    need(!ex.hints.is_empty(), "at least one `hint` block")?;
    match ex.kind {
        ExerciseKind::Predict => {
            need(!ex.ask.trim().is_empty(), "an `ask` block")?;
            need(
                ex.check.is_empty() && ex.starter.is_empty(),
                "no `check` or `starter` block",
            )
        }
        ExerciseKind::Construct => need(!ex.check.trim().is_empty(), "a `check` block"),
        ExerciseKind::Fix => {
            need(!ex.check.trim().is_empty(), "a `check` block")?;
            need(
                !ex.starter.trim().is_empty(),
                "a `starter` block (the broken script)",
            )
        }
    }
}

/// Parses a lesson file. `slug` is its file stem.
pub fn parse(slug: &str, source: &str) -> Result<Lesson, FormatError> {
    let mut title = None;
    let mut blocks = Vec::new();
    let mut prose = String::new();
    let mut current: Option<Exercise> = None;
    let finish = |ex: Option<Exercise>, blocks: &mut Vec<Block>| -> Result<(), FormatError> {
        if let Some(mut ex) = ex {
            ex.prompt = ex.prompt.trim().to_string();
            validate(&ex)?;
            if blocks
                .iter()
                .any(|b| matches!(b, Block::Exercise(e) if e.id == ex.id))
            {
                return err(ex.line, format!("two exercises are called `{}`", ex.title));
            }
            blocks.push(Block::Exercise(Box::new(ex)));
        }
        Ok(())
    };
    for piece in pieces(source)? {
        match piece {
            Piece::Heading {
                level: 1,
                text,
                line,
            } => {
                if title.is_some() {
                    return err(line, "a lesson has one `# ` title");
                }
                title = Some(text);
            }
            Piece::Heading { level, text, line } => {
                let exercise = if level == 2 {
                    exercise_heading(&text, line)?
                } else {
                    None
                };
                if level <= 2 {
                    finish(current.take(), &mut blocks)?;
                }
                push_prose(&mut blocks, &mut prose);
                match exercise {
                    Some((kind, stridelab_only, title)) => {
                        current = Some(Exercise {
                            stridelab_only,
                            id: slugify(&title),
                            title,
                            kind,
                            prompt: String::new(),
                            setup: String::new(),
                            ask: String::new(),
                            starter: String::new(),
                            solution: String::new(),
                            wrong: Vec::new(),
                            check: String::new(),
                            forbid: Vec::new(),
                            hints: Vec::new(),
                            line,
                        })
                    }
                    None => match &mut current {
                        Some(ex) => ex
                            .prompt
                            .push_str(&format!("{} {text}\n", "#".repeat(level))),
                        None => prose.push_str(&format!("{} {text}\n", "#".repeat(level))),
                    },
                }
            }
            Piece::Text(t) => match &mut current {
                Some(ex) => {
                    ex.prompt.push_str(&t);
                    ex.prompt.push('\n');
                }
                None => {
                    prose.push_str(&t);
                    prose.push('\n');
                }
            },
            Piece::Fence(f) => match &mut current {
                Some(ex) => exercise_fence(ex, f)?,
                None if f.info.first().map(String::as_str) == Some("python") => {
                    push_prose(&mut blocks, &mut prose);
                    blocks.push(Block::Cell(cell(f)?));
                }
                None => {
                    // Any other fence outside an exercise is prose (an error message shown
                    // as text, a formula).
                    prose.push_str(&format!("```{}\n{}```\n", f.info.join(" "), f.body));
                }
            },
        }
    }
    finish(current.take(), &mut blocks)?;
    push_prose(&mut blocks, &mut prose);
    let Some(title) = title else {
        return err(1, "a lesson starts with a `# ` title");
    };
    Ok(Lesson {
        slug: slug.to_string(),
        title,
        blocks,
    })
}

impl Lesson {
    pub fn exercises(&self) -> impl Iterator<Item = &Exercise> {
        self.blocks.iter().filter_map(|b| match b {
            Block::Exercise(e) => Some(e.as_ref()),
            _ => None,
        })
    }

    pub fn cells(&self) -> impl Iterator<Item = &Cell> {
        self.blocks.iter().filter_map(|b| match b {
            Block::Cell(c) => Some(c),
            _ => None,
        })
    }

    /// The lesson's number, from its `NN-` prefix.
    pub fn number(&self) -> Option<u32> {
        self.slug.split('-').next()?.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# Views\n\nA tensor is a view.\n\n```python draw=x\nimport torch\nx = torch.arange(6.)\n```\n\nMore prose.\n\n## Exercise (predict): The stride\nWhat is `y.stride()`?\n```python\ny = x.view(2, 3)\n```\n```python ask\ny.stride()\n```\n```solution\n(3, 1)\n```\n```wrong\n(1, 2)\n```\n```hint\nRows are 3 apart.\n```\n\n## Exercise (construct): No copy\nMake it.\n```python check\nassert z.stride() == (1, 3)\n```\n```forbid\ncopy\n```\n```python solution\nz = y.t()\n```\n```python wrong\nz = y.t().contiguous()\n```\n```hint\nTranspose.\n```\n";

    #[test]
    fn blocks_come_out_in_order_with_their_roles() {
        let l = parse("01-views", SAMPLE).unwrap();
        assert_eq!(l.title, "Views");
        assert_eq!(l.number(), Some(1));
        assert!(matches!(&l.blocks[0], Block::Prose(p) if p == "A tensor is a view."));
        let Block::Cell(c) = &l.blocks[1] else {
            panic!("{:?}", l.blocks[1])
        };
        assert_eq!(c.draw, vec!["x".to_string()]);
        assert_eq!(c.line, 5);
        assert!(matches!(&l.blocks[2], Block::Prose(p) if p == "More prose."));
        let ex: Vec<&Exercise> = l.exercises().collect();
        assert_eq!(ex.len(), 2);
        assert_eq!(ex[0].id, "the-stride");
        assert_eq!(ex[0].kind, ExerciseKind::Predict);
        assert_eq!(ex[0].prompt, "What is `y.stride()`?");
        assert_eq!(ex[0].setup, "y = x.view(2, 3)\n");
        assert_eq!(ex[0].ask, "y.stride()\n");
        assert_eq!(ex[0].solution.trim(), "(3, 1)");
        assert_eq!(ex[1].forbid, vec!["copy".to_string()]);
        assert_eq!(ex[1].wrong.len(), 1);
        assert!(!ex[0].stridelab_only);
        let l = parse("x", "# T\n## Exercise (predict stridelab): K\n```python ask\n1\n```\n```solution\n1\n```\n```wrong\n2\n```\n```hint\nh\n```\n").unwrap();
        assert!(l.exercises().next().unwrap().stridelab_only);
    }

    #[test]
    fn incomplete_exercises_and_bad_fences_are_refused_with_their_line() {
        let e = parse(
            "x",
            "# T\n## Exercise (predict): A\n```python ask\n1\n```\n",
        )
        .unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("solution"), "{e}");
        let e = parse("x", "# T\n```python\n1\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = parse("x", "# T\n## Exercise (guess): A\n").unwrap_err();
        assert!(e.message.contains("unknown exercise kind"), "{e}");
        let e = parse("x", "No title\n").unwrap_err();
        assert!(e.message.contains("title"), "{e}");
        let e = parse("x", "# T\n```python sometimes\n1\n```\n").unwrap_err();
        assert!(e.message.contains("sometimes"), "{e}");
    }

    #[test]
    fn slugs_keep_words_and_drop_punctuation() {
        assert_eq!(slugify("Where does `y` start?"), "where-does-y-start");
        assert_eq!(slugify("  "), "");
    }
}
