//! The lessons page's logic, apart from the UI: what the worker checks, how a lesson's cells
//! become one script (and each statement finds its cell again), the progress record kept in
//! local storage, and Markdown to HTML.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use stridelab_core::lessons::{self, Block, Lesson};

/// "Check this answer to exercise `exercise` of lesson `slug`."
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct CheckRequest {
    pub slug: String,
    pub exercise: String,
    pub answer: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct VerdictView {
    pub passed: bool,
    pub message: String,
}

/// Runs in the worker: the same check as `stridelab learn`.
pub fn check(req: &CheckRequest) -> VerdictView {
    let Some(lesson) = lessons::find(&req.slug) else {
        return VerdictView {
            passed: false,
            message: format!("no lesson {}", req.slug),
        };
    };
    let verdict = match lesson.exercises().find(|e| e.id == req.exercise) {
        Some(ex) => {
            let v = lessons::check_answer(ex, &req.answer);
            VerdictView {
                passed: v.passed,
                message: v.message,
            }
        }
        None => VerdictView {
            passed: false,
            message: format!("no exercise {} in {}", req.exercise, req.slug),
        },
    };
    verdict
}

/// A lesson's cells (the first `upto` of them, or all) as one script, and the line range
/// (1-based, inclusive) each cell occupies in it.
pub fn cells_script(lesson: &Lesson, upto: Option<usize>) -> (String, Vec<(u32, u32)>) {
    let mut script = String::new();
    let mut ranges = Vec::new();
    let mut line = 1u32;
    for c in lesson.cells().take(upto.unwrap_or(usize::MAX)) {
        let n = c.code.lines().count() as u32;
        ranges.push((line, line + n.saturating_sub(1)));
        script.push_str(&c.code);
        if !c.code.ends_with('\n') {
            script.push('\n');
        }
        line += n;
    }
    (script, ranges)
}

/// Which cell a statement starting at `line` belongs to.
pub fn cell_of(ranges: &[(u32, u32)], line: u32) -> Option<usize> {
    ranges.iter().position(|&(a, b)| a <= line && line <= b)
}

/// The exercise's own script, for the memory view that explains it: setup, then the asked
/// expression (predict) or nothing else.
pub fn explain_script(ex: &lessons::Exercise) -> String {
    format!("{}{}", ex.setup, ex.ask)
}

/// The tensor a predict question is about: the first name in `ask` that is one of `names`
/// (`r.storage_offset()` → `r`).
pub fn asked_tensor<'a>(ask: &str, names: &[&'a str]) -> Option<&'a str> {
    let mut word = String::new();
    for c in ask.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            if let Some(n) = names.iter().find(|n| **n == word) {
                return Some(n);
            }
            word.clear();
        }
    }
    None
}

/// Solved exercises, as `lesson/exercise` keys; kept in local storage as JSON.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Progress {
    pub solved: BTreeMap<String, bool>,
}

impl Progress {
    pub fn key(slug: &str, exercise: &str) -> String {
        format!("{slug}/{exercise}")
    }

    pub fn parse(text: &str) -> Progress {
        serde_json::from_str(text).unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn is_solved(&self, slug: &str, exercise: &str) -> bool {
        self.solved
            .get(&Progress::key(slug, exercise))
            .copied()
            .unwrap_or(false)
    }

    pub fn solve(&mut self, slug: &str, exercise: &str) {
        self.solved.insert(Progress::key(slug, exercise), true);
    }

    /// (solved, total) for one lesson.
    pub fn count(&self, lesson: &Lesson) -> (usize, usize) {
        let total = lesson.exercises().count();
        let done = lesson
            .exercises()
            .filter(|e| self.is_solved(&lesson.slug, &e.id))
            .count();
        (done, total)
    }
}

/// Markdown to HTML. The lessons are ours, but raw HTML in them is escaped anyway: a lesson
/// is text and code, never markup.
pub fn markdown(text: &str) -> String {
    use pulldown_cmark::{Event, Options, Parser};
    let parser = Parser::new_ext(text, Options::ENABLE_TABLES).map(|e| match e {
        Event::Html(h) | Event::InlineHtml(h) => Event::Text(h),
        e => e,
    });
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, parser);
    out
}

/// The course as the page lists it: every lesson that parses (`learn --check` in CI makes
/// sure they all do).
pub fn course() -> Vec<Lesson> {
    lessons::course()
        .into_iter()
        .filter_map(Result::ok)
        .collect()
}

/// Blocks of a lesson with each cell's index among the cells.
pub fn numbered_blocks(lesson: &Lesson) -> Vec<(Option<usize>, &Block)> {
    let mut k = 0;
    lesson
        .blocks
        .iter()
        .map(|b| match b {
            Block::Cell(_) => {
                k += 1;
                (Some(k - 1), b)
            }
            _ => (None, b),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn lesson() -> Lesson {
        lessons::parse(
            "01-t",
            "# T\n\n```python\nimport torch\nx = torch.ones(2)\n```\n\ntext\n\n```python\ny = x * 2\ny\n```\n",
        )
        .unwrap()
    }

    #[test]
    fn cells_become_one_script_and_lines_find_their_cell() {
        let (s, r) = cells_script(&lesson(), None);
        assert_eq!(s, "import torch\nx = torch.ones(2)\ny = x * 2\ny\n");
        assert_eq!(r, vec![(1, 2), (3, 4)]);
        assert_eq!(cell_of(&r, 2), Some(0));
        assert_eq!(cell_of(&r, 4), Some(1));
        assert_eq!(cell_of(&r, 5), None);
        let (s, r) = cells_script(&lesson(), Some(1));
        assert_eq!(s, "import torch\nx = torch.ones(2)\n");
        assert_eq!(r.len(), 1);
    }

    #[test]
    fn progress_round_trips_and_counts_per_lesson() {
        let mut p = Progress::default();
        p.solve("01-t", "a");
        let q = Progress::parse(&p.to_json());
        assert!(q.is_solved("01-t", "a"));
        assert!(!q.is_solved("01-t", "b"));
        assert_eq!(Progress::parse("not json"), Progress::default());
    }

    #[test]
    fn the_asked_tensor_is_the_first_known_name() {
        assert_eq!(asked_tensor("r.storage_offset()", &["x", "r"]), Some("r"));
        assert_eq!(asked_tensor("len(xs)", &["x"]), None);
    }

    #[test]
    fn markdown_escapes_raw_html() {
        let h = markdown("a `b` <script>x</script>");
        assert!(h.contains("<code>b</code>"), "{h}");
        assert!(!h.contains("<script>"), "{h}");
    }
}
