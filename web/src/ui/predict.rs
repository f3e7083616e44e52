//! Predict mode's part of the transcript (web/src/predict.rs holds the rules): a statement
//! with an output shows its code and a guess box; Reveal (or Enter) shows the output and
//! whether the guess was right.

use crate::model::StmtView;
use crate::predict;
use leptos::prelude::*;
use std::collections::HashMap;

/// Per run: the guesses typed so far and which statements were revealed (right or not).
#[derive(Clone, Copy)]
pub struct PredictState {
    pub on: RwSignal<bool>,
    pub marks: RwSignal<HashMap<usize, bool>>,
    pub guesses: StoredValue<HashMap<usize, String>>,
}

impl PredictState {
    pub fn new(on: bool) -> Self {
        PredictState {
            on: RwSignal::new(on),
            marks: RwSignal::new(HashMap::new()),
            guesses: StoredValue::new(HashMap::new()),
        }
    }
    /// A new run: every answer hidden again.
    pub fn reset(&self) {
        self.marks.set(HashMap::new());
        self.guesses.set_value(HashMap::new());
    }
    /// Statements that can be guessed and are still hidden.
    pub fn hidden(&self, statements: &[StmtView]) -> usize {
        let marks = self.marks.get();
        statements
            .iter()
            .enumerate()
            .filter(|(i, s)| predict::answer(s).is_some() && !marks.contains_key(i))
            .count()
    }
}

/// The score line over a run's statements.
pub fn score_line(state: PredictState, statements: &[StmtView]) -> String {
    let marks = state.marks.get();
    let all: Vec<Option<bool>> = statements
        .iter()
        .enumerate()
        .filter(|(_, s)| predict::answer(s).is_some())
        .map(|(i, _)| marks.get(&i).copied())
        .collect();
    predict::score(&all)
}

/// A hidden statement: its code, a guess box and Reveal.
pub fn hidden_stmt(state: PredictState, i: usize, s: &StmtView) -> impl IntoView {
    let s = s.clone();
    let s2 = s.clone();
    let reveal = move || {
        let guess = state
            .guesses
            .with_value(|g| g.get(&i).cloned())
            .unwrap_or_default();
        let right = predict::is_right(&s2, &guess);
        state.marks.update(|m| {
            m.insert(i, right);
        });
    };
    let initial = state
        .guesses
        .with_value(|g| g.get(&i).cloned())
        .unwrap_or_default();
    view! {
        <li class="predict" data-line=s.line data-stmt=i>
            <span class="lineno">{s.line}</span>
            <div>
                <pre class="code">{format!(">>> {}", s.code)}</pre>
                <label class="guess-row">"your guess: "
                    <input class="guess" type="text" spellcheck="false" prop:value=initial
                        on:input=move |ev| {
                            let v = event_target_value(&ev);
                            state.guesses.update_value(|g| { g.insert(i, v); });
                        }
                        on:keydown={
                            let reveal = reveal.clone();
                            move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { reveal() }
                        }/>
                </label>
                <button class="reveal" on:click=move |_| reveal()>"Reveal"</button>
            </div>
        </li>
    }
}

/// The verdict under a revealed statement.
pub fn verdict(state: PredictState, i: usize) -> Option<impl IntoView> {
    let right = state.marks.with(|m| m.get(&i).copied())?;
    let guess = state
        .guesses
        .with_value(|g| g.get(&i).cloned())
        .unwrap_or_default();
    let (class, text) = if right {
        ("verdict right", format!("✓ you guessed {}", guess.trim()))
    } else if guess.trim().is_empty() {
        ("verdict wrong", "✗ no guess".to_string())
    } else {
        ("verdict wrong", format!("✗ you guessed {}", guess.trim()))
    };
    Some(view! { <p class=class>{text}</p> })
}
