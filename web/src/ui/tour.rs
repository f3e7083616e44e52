//! "Walk me through it": a guided tour of the first example, one step per part of the page.
//! Each step outlines its part, scrolls it into view and says what it shows for that script
//! (`x = torch.arange(12.).view(3, 4)`, `row = x[1]`); the legend in the guide says what the
//! parts are in general, the tour shows them on a tensor.

use super::dom;
use crate::model::RunResult;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One stop of the tour: the part of the page it points at (a CSS selector), a title and what
/// to read there. Text between backticks is code.
pub struct Step {
    pub target: &'static str,
    pub title: &'static str,
    pub text: &'static str,
}

/// The tour, in reading order: script, outputs, tensors, grids, storage, formula, walk,
/// inspector, and where to go next.
pub const STEPS: &[Step] = &[
    Step {
        target: "#editor",
        title: "The script",
        text: "`torch.arange(12.)` makes twelve floats in one flat block of memory, the storage. `.view(3, 4)` copies nothing: it reads those twelve as 3 rows of 4. `row = x[1]` takes the second row. Change anything and press Ctrl+Enter to run it again.",
    },
    Step {
        target: "#outputs",
        title: "What each line printed",
        text: "As a Python prompt shows it. `x.stride()` is `(4, 1)`: a step down a column skips 4 elements of the storage, a step along a row skips 1. `row.storage_offset()` is `4`: the row starts at the storage's fifth element, and `True` on the last line says both tensors use the same memory. Click an output to put the cursor on its line.",
    },
    Step {
        target: ".vars",
        title: "The tensors",
        text: "One chip per tensor the script named. The view opens on the newest, `row`; click `x` to see the whole matrix.",
    },
    Step {
        target: ".grids",
        title: "The grids",
        text: "The selected tensor's elements in logical order, and every tensor sharing its memory (here `row` and `x`). A cell's colour is the colour of the storage element it reads, so `row`'s four cells have the colours of `x`'s second row.",
    },
    Step {
        target: "#strip",
        title: "The storage strip",
        text: "The memory itself, element by element: its index, its value and its byte offset (float32 takes 4 bytes, so element 4 is at +16). The marks under an element say which tensors read it: `x` reads all twelve, `row` only 4 to 7.",
    },
    Step {
        target: "#formula",
        title: "The address of an element",
        text: "Point at a cell (or Tab to it; the arrow keys move between cells) and this line does the arithmetic: address = offset + Σ index × stride. For `row[2]` that is 4 + 2·1 = 6: storage element 6, the value 6.",
    },
    Step {
        target: ".walk",
        title: "The walk",
        text: "Steps through the tensor in row-major order and leaves a trail on the strip where each step reads. Here it moves one element at a time; on `x.T` (the Transpose example) it jumps by 4, which is what \u{201c}not contiguous\u{201d} means.",
    },
    Step {
        target: "#inspector",
        title: "The inspector",
        text: "The selected tensor as PyTorch reports it: shape, strides, offset, dtype, whether it is contiguous, its autograd fields, and the loop nest of the kernel that last wrote it.",
    },
    Step {
        target: "#examples",
        title: "Where next",
        text: "Each example in this menu shows one idea; the Learn page has lessons with exercises. Loading one over your own script always offers yours back.",
    },
];

/// Text with `code` spans, as views.
fn rich(text: &'static str) -> impl IntoView {
    text.split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                view! { <code>{part}</code> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect_view()
}

/// Outlines the step's part of the page and scrolls it into view (after the frame renders: the
/// parts a run draws appear only once its result arrives).
fn point_at(step: Option<usize>) {
    request_animation_frame(move || {
        let Some(body) = dom::window().document().and_then(|d| d.body()) else {
            return;
        };
        dom::remove_class_all(&body, "tour-focus");
        let Some(s) = step.and_then(|i| STEPS.get(i)) else {
            return;
        };
        if let Ok(Some(e)) = body.query_selector(s.target) {
            let _ = e.class_list().add_1("tour-focus");
            if let Ok(h) = e.dyn_into::<web_sys::HtmlElement>() {
                h.scroll_into_view();
            }
        }
    });
}

/// The tour's card, shown while `step` holds a step; it follows each new run's result so the
/// outline lands on parts drawn after the run.
#[component]
pub fn Tour(step: RwSignal<Option<usize>>, result: RwSignal<Option<RunResult>>) -> impl IntoView {
    Effect::new(move |_| {
        result.track();
        point_at(step.get());
    });
    let _escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && step.get_untracked().is_some() {
            step.set(None);
        }
    });
    let n = STEPS.len();
    let go = move |d: isize| {
        step.update(|s| {
            *s = s.and_then(|i| i.checked_add_signed(d)).filter(|&i| i < n);
        })
    };
    view! {
        <Show when=move || step.get().is_some()>
            {move || step.get().and_then(|i| STEPS.get(i).map(|s| (i, s))).map(|(i, s)| view! {
                <div id="tour" class="tour" role="dialog" aria-label="tour of the first example" aria-live="polite">
                    <p class="tour-count">{format!("Tour · step {} of {n}", i + 1)}</p>
                    <h3 id="tour-title">{s.title}</h3>
                    <p id="tour-text">{rich(s.text)}</p>
                    <div class="tour-buttons">
                        <button id="tour-back" disabled=i == 0 on:click=move |_| go(-1)>"◀ Back"</button>
                        {if i + 1 < n {
                            view! { <button id="tour-next" on:click=move |_| go(1)>"Next ▶"</button> }.into_any()
                        } else {
                            view! { <button id="tour-next" on:click=move |_| step.set(None)>"Done"</button> }.into_any()
                        }}
                        <button id="tour-end" on:click=move |_| step.set(None)>"End the tour (Esc)"</button>
                    </div>
                </div>
            })}
        </Show>
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    #[test]
    fn every_step_points_somewhere_and_its_code_spans_are_closed() {
        for s in STEPS {
            assert!(s.target.starts_with('#') || s.target.starts_with('.'));
            assert_eq!(s.text.matches('`').count() % 2, 0, "{}", s.title);
        }
        // The tour is of the first example: its numbers are that script's.
        let first = super::super::examples::EXAMPLES[0].script;
        assert!(first.contains("x = torch.arange(12.).view(3, 4)") && first.contains("row = x[1]"));
    }
}
