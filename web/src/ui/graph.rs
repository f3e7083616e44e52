//! The autograd graph of the selected tensor: its nodes drawn top to bottom, and a stepper
//! that walks them in the order `backward()` runs them (web/src/graph_layout.rs draws).

use crate::graph_layout;
use crate::model::TensorView;
use leptos::prelude::*;

#[component]
pub fn GraphPanel(tensor: TensorView, selected: RwSignal<Option<String>>) -> impl IntoView {
    let Some(g) = tensor.graph.clone() else {
        return ().into_any();
    };
    let total = g.nodes.len();
    let at = RwSignal::new(0usize);
    let (g1, g2) = (g.clone(), g.clone());
    let more = (g.more > 0).then(|| {
        format!(
            "and {} more node{} not drawn",
            g.more,
            if g.more == 1 { "" } else { "s" }
        )
    });
    view! {
        <div id="graph" class="graph">
            <h4>{format!("autograd graph of {}", g.root)}</h4>
            <p class="note">"Click a node that saved tensors to open them in the memory view, one per click; hover for everything it saved."</p>
            <div class="graph-controls">
                <button id="graph-back" on:click=move |_| at.update(|a| *a = a.saturating_sub(1)) prop:disabled=move || at.get() == 0>"◀ step"</button>
                <button id="graph-step" on:click=move |_| at.update(|a| *a = (*a + 1).min(total)) prop:disabled=move || { at.get() >= total }>"backward step ▶"</button>
                <button id="graph-reset" on:click=move |_| at.set(0)>"reset"</button>
            </div>
            <p id="graph-caption" class="graph-caption">{move || graph_layout::step_caption(&g1, at.get())}</p>
            <div class="graph-canvas" inner_html=move || graph_layout::svg(&g2, at.get())
                on:click=move |ev: leptos::ev::MouseEvent| {
                    use wasm_bindgen::JsCast;
                    let saved = ev.target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|e| e.closest("[data-saved]").ok().flatten())
                        .and_then(|e| e.get_attribute("data-saved"));
                    let on_view = selected.get_untracked();
                    if let Some(name) = saved.and_then(|s| graph_layout::next_saved(&s, on_view.as_deref())) {
                        selected.set(Some(name));
                    }
                }></div>
            {more.map(|m| view! { <p class="note">{m}</p> })}
        </div>
    }
    .into_any()
}
