//! Lessons: a checked course through stridelab's ideas (docs/lessons.md). The files live in
//! `lessons/` at the repository root and are embedded at build time, so the playground and
//! the CLI carry the same course.
//!
//! They are listed here by hand (a unit test checks the list against the folder), through
//! `core/lessons`, a link to that folder: cargo records a file outside the package by its
//! absolute path, so a clone elsewhere would be checked against this checkout's copy, and a
//! build script re-runs (and rebuilds the core) in every fresh clone (docs/decisions.md,
//! "build cache").

pub mod check;
pub mod export;
pub mod format;

pub use check::{check_answer, check_lesson, Verdict};
pub use format::{parse, Block, Cell, Exercise, ExerciseKind, FormatError, Lesson};

/// The course's lesson files as (file stem, source), in file-name order.
const LESSONS: &[(&str, &str)] = &[
    (
        "01-views-over-storage",
        include_str!("../../lessons/01-views-over-storage.md"),
    ),
    ("02-strides", include_str!("../../lessons/02-strides.md")),
    (
        "03-broadcasting",
        include_str!("../../lessons/03-broadcasting.md"),
    ),
    (
        "04-view-reshape-formats",
        include_str!("../../lessons/04-view-reshape-formats.md"),
    ),
    (
        "05-inplace-and-versions",
        include_str!("../../lessons/05-inplace-and-versions.md"),
    ),
    (
        "06-kernels-walk-memory",
        include_str!("../../lessons/06-kernels-walk-memory.md"),
    ),
    ("07-autograd", include_str!("../../lessons/07-autograd.md")),
    (
        "08-optimizers",
        include_str!("../../lessons/08-optimizers.md"),
    ),
    (
        "09-devices-dispatch",
        include_str!("../../lessons/09-devices-dispatch.md"),
    ),
    (
        "10-the-mps-bug",
        include_str!("../../lessons/10-the-mps-bug.md"),
    ),
    (
        "11-debug-asserts-detector",
        include_str!("../../lessons/11-debug-asserts-detector.md"),
    ),
];

/// The course's lesson files as (file stem, source), in file-name order.
pub fn sources() -> &'static [(&'static str, &'static str)] {
    LESSONS
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

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    /// The hand-written list holds every lesson file, in file-name order: a lesson added to
    /// `lessons/` without an entry would silently be missing from the course.
    #[test]
    fn every_lesson_file_is_listed() {
        let dir = std::env::var("CARGO_MANIFEST_DIR").expect("run by cargo test");
        let mut files: Vec<String> =
            std::fs::read_dir(std::path::Path::new(&dir).join("../lessons"))
                .expect("lessons folder")
                .flatten()
                .filter_map(|f| f.file_name().into_string().ok())
                .filter_map(|n| n.strip_suffix(".md").map(str::to_string))
                .collect();
        files.sort();
        let listed: Vec<&str> = super::sources().iter().map(|(stem, _)| *stem).collect();
        assert_eq!(
            listed, files,
            "list each lessons/*.md in core/src/lessons/mod.rs"
        );
        assert!(listed.len() >= 11);
    }
}
