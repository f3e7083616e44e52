//! A lesson as a PyTorch-recordable script: every claim a lesson makes about PyTorch is a
//! statement of this script, recorded with real PyTorch into `tests/cases/lessons/` and
//! compared like every conformance case. `learn --check --cases DIR` makes sure the recorded
//! script is still the lesson's.

use super::format::{Block, ExerciseKind, Lesson};

/// The cells, then for each exercise (both except `stridelab`-only ones) its setup, the question
/// (predict) or the reference solution and the checks (construct, fix), in document order.
pub fn case_script(lesson: &Lesson) -> String {
    let mut out = format!(
        "# Recorded from lessons/{}.md by `stridelab learn --export-cases`; edit the lesson, not this file.\n",
        lesson.slug
    );
    for b in &lesson.blocks {
        match b {
            Block::Prose(_) => {}
            Block::Cell(c) if c.stridelab_only => {}
            Block::Cell(c) => out.push_str(&c.code),
            Block::Exercise(ex) if ex.stridelab_only => {}
            Block::Exercise(ex) => {
                out.push_str(&format!("# exercise: {}\n", ex.title));
                out.push_str(&ex.setup);
                match ex.kind {
                    ExerciseKind::Predict => out.push_str(&ex.ask),
                    ExerciseKind::Construct | ExerciseKind::Fix => {
                        out.push_str(&ex.solution);
                        out.push_str(&ex.check);
                    }
                }
            }
        }
    }
    out
}
