//! Lessons: a checked course through stridelab's ideas (docs/lessons.md). The files live in
//! `lessons/` at the repository root and are embedded at build time, so the playground and
//! the CLI carry the same course.

pub mod check;
pub mod export;
pub mod format;

pub use check::{check_answer, check_lesson, Verdict};
pub use format::{parse, Block, Cell, Exercise, ExerciseKind, FormatError, Lesson};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/lessons.rs"));
}

/// The course's lesson files as (file stem, source), in file-name order.
pub fn sources() -> &'static [(&'static str, &'static str)] {
    embedded::LESSONS
}

/// Every lesson of the course, parsed. A lesson that does not parse is reported by
/// `learn --check` (and its unit test); here it is left out with its error.
pub fn course() -> Vec<Result<Lesson, (String, FormatError)>> {
    sources()
        .iter()
        .map(|(slug, src)| parse(slug, src).map_err(|e| (slug.to_string(), e)))
        .collect()
}

/// Finds a lesson by number (`3`), file stem (`03-broadcasting`) or name (`broadcasting`).
pub fn find(key: &str) -> Option<Lesson> {
    let key = key.trim_end_matches(".md");
    sources().iter().find_map(|(slug, src)| {
        let number = slug.split('-').next().and_then(|n| n.parse::<u32>().ok());
        let name = slug.split_once('-').map(|(_, n)| n).unwrap_or(slug);
        let hit =
            *slug == key || name == key || (number.is_some() && key.parse::<u32>().ok() == number);
        if hit {
            parse(slug, src).ok()
        } else {
            None
        }
    })
}
