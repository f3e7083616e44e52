//! Predict mode for any playground script: each statement's output is hidden until the
//! learner has typed a guess, then revealed and scored. The matching is the lessons' own
//! (`lessons::check::prediction_matches`): the same text up to spaces, a string without its
//! quotes, or the same number; an error is guessed by its class (`RuntimeError`) or "error".

use crate::model::StmtView;
use stridelab_core::lessons::check::prediction_matches;

/// What a statement shows that can be guessed: its error's class, or its output. `None`
/// for a statement that shows nothing (an assignment).
pub fn answer(s: &StmtView) -> Option<String> {
    match &s.error {
        Some(e) => Some(e.kind.clone()),
        None if s.text.trim().is_empty() => None,
        None => Some(s.text.trim_end().to_string()),
    }
}

pub fn is_right(s: &StmtView, guess: &str) -> bool {
    match (&s.error, answer(s)) {
        (_, None) => false,
        (Some(e), _) => {
            let g = guess.trim();
            g.eq_ignore_ascii_case("error") || g == e.kind || g == format!("{}:", e.kind)
        }
        (None, Some(a)) => prediction_matches(&a, guess),
    }
}

/// "2 of 3 right, 4 to go" over the revealed guesses (`Some(right)`) and the hidden ones.
pub fn score(marks: &[Option<bool>]) -> String {
    let revealed = marks.iter().flatten().count();
    let right = marks.iter().flatten().filter(|r| **r).count();
    let left = marks.len() - revealed;
    let mut s = format!("predict mode: {right} of {revealed} right");
    if left > 0 {
        s.push_str(&format!(", {left} to go"));
    } else {
        s.push_str(&format!(" (all {} revealed)", marks.len()));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ErrorView;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn stmt(text: &str, error: Option<&str>) -> StmtView {
        StmtView {
            text: text.into(),
            error: error.map(|k| ErrorView {
                kind: k.into(),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn outputs_match_as_lessons_match_and_assignments_are_not_asked() {
        let s = stmt("(12, 1)\n", None);
        assert_eq!(answer(&s).as_deref(), Some("(12, 1)"));
        assert!(is_right(&s, "(12,1)"));
        assert!(!is_right(&s, "(1, 12)"));
        assert!(is_right(&stmt("tensor(6.)\n", None), "6"));
        assert_eq!(answer(&stmt("", None)), None);
    }

    #[test]
    fn an_error_is_guessed_by_its_class() {
        let s = stmt("", Some("RuntimeError"));
        assert!(is_right(&s, "RuntimeError"));
        assert!(is_right(&s, "error"));
        assert!(!is_right(&s, "IndexError"));
    }

    #[test]
    fn the_score_counts_revealed_guesses_and_what_is_left() {
        assert_eq!(
            score(&[Some(true), Some(false), None]),
            "predict mode: 1 of 2 right, 1 to go"
        );
        assert_eq!(
            score(&[Some(true), Some(true)]),
            "predict mode: 2 of 2 right (all 2 revealed)"
        );
    }
}
