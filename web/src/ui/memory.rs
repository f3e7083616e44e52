//! The memory view (logical grids beside one storage strip, colour-linked, with the address
//! formula and a row-major walk) and the inspector.

use super::dom;
use crate::model::{RunResult, StorageView, TensorView};
use crate::viewmodel as vm;
use leptos::html;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// Most tensors drawn over one strip.
const MAX_SHARERS: usize = 4;

/// What the pointer (or keyboard focus, or the walk) is on.
#[derive(Clone, PartialEq)]
struct Focus {
    tensor: String,
    index: Vec<usize>,
    storage: usize,
}

fn describe(f: &Focus, t: Option<&TensorView>, s: &StorageView) -> String {
    match t {
        Some(t) => format!(
            "{}{} → {} → storage[{}] at byte {:#x} (+{} bytes)",
            f.tensor,
            vm::index_label(&f.index),
            vm::formula(t, &f.index),
            f.storage,
            vm::address(s, f.storage),
            f.storage * s.itemsize
        ),
        None => format!(
            "storage[{}] at byte {:#x}",
            f.storage,
            vm::address(s, f.storage)
        ),
    }
}

fn parse_index(s: &str) -> Vec<usize> {
    s.split(',')
        .filter(|p| !p.is_empty())
        .filter_map(|p| p.parse().ok())
        .collect()
}

#[component]
pub fn MemoryView(result: RunResult, tensor: TensorView) -> impl IntoView {
    let Some(storage) = result.storage(tensor.storage).cloned() else {
        return view! { <p class="note">"(no storage)"</p> }.into_any();
    };
    let t0 = dom::now_ms();
    let mut sharers: Vec<TensorView> = vec![tensor.clone()];
    sharers.extend(
        result
            .sharers(tensor.storage)
            .into_iter()
            .filter(|t| t.name != tensor.name)
            .cloned(),
    );
    let hidden_sharers = sharers.len().saturating_sub(MAX_SHARERS);
    sharers.truncate(MAX_SHARERS);
    let refs: Vec<&TensorView> = sharers.iter().collect();
    let (lo, hi) = vm::strip_window(&storage, &refs);
    let counts: Vec<Vec<u32>> = sharers
        .iter()
        .map(|t| vm::reach_counts(t, lo, hi))
        .collect();

    let root = NodeRef::<html::Div>::new();
    let focus: RwSignal<Option<Focus>> = RwSignal::new(None);
    let st2 = storage.clone();
    let sh2 = sharers.clone();
    let nd = tensor.shape.len();
    let formula_text = move || match focus.get() {
        Some(f) => describe(&f, sh2.iter().find(|t| t.name == f.tensor), &st2),
        None => format!(
            "address of element (i0, i1, …) = {}; hover or tab to a cell",
            vm::formula_symbolic(nd)
        ),
    };
    let set_focus = move |f: Option<Focus>| {
        if let Some(r) = root.get_untracked() {
            dom::highlight(&r, f.as_ref().map(|f| f.storage));
        }
        focus.set(f);
    };
    // One listener for all cells (event delegation): cells are plain markup.
    let on_point = move |target: Option<web_sys::EventTarget>| {
        let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
            return;
        };
        let Some(cell) = el.closest("[data-s]").ok().flatten() else {
            return;
        };
        let storage = cell
            .get_attribute("data-s")
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let tensor = cell.get_attribute("data-t").unwrap_or_default();
        let index = parse_index(&cell.get_attribute("data-i").unwrap_or_default());
        let t0 = dom::now_ms();
        set_focus(Some(Focus {
            tensor,
            index,
            storage,
        }));
        dom::metric("hover_ms", dom::now_ms() - t0);
    };

    // The walk: row-major over the selected tensor, one element per tick.
    let walk_order: Vec<(Vec<usize>, usize)> = vm::row_major(&tensor.shape, 4096)
        .into_iter()
        .map(|i| {
            let k = vm::storage_index(&tensor, &i);
            (i, k)
        })
        .collect();
    let step = RwSignal::new(0usize);
    let playing = RwSignal::new(false);
    let walk_len = walk_order.len();
    let name = tensor.name.clone();
    let go = {
        let name = name.clone();
        move |i: usize| {
            if let Some((idx, k)) = walk_order.get(i) {
                step.set(i);
                set_focus(Some(Focus {
                    tensor: name.clone(),
                    index: idx.clone(),
                    storage: *k,
                }));
            }
        }
    };
    let go2 = go.clone();
    let go3 = go.clone();
    let go4 = go.clone();
    let timer = StoredValue::new_local(None::<IntervalHandle>);
    let stop = move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        timer.set_value(None);
        playing.set(false);
    };
    let play = move |_| {
        if playing.get_untracked() {
            stop();
            return;
        }
        playing.set(true);
        let g = go4.clone();
        let h = set_interval_with_handle(
            move || {
                let next = step.get_untracked() + 1;
                if next >= walk_len {
                    if let Some(h) = timer.get_value() {
                        h.clear();
                    }
                    playing.set(false);
                } else {
                    g(next);
                }
            },
            Duration::from_millis(450),
        )
        .ok();
        timer.set_value(h);
        go3(0);
    };
    on_cleanup(move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
    });

    let grids = sharers
        .iter()
        .enumerate()
        .map(|(i, t)| grid_view(t, &storage, vm::tensor_colour(i)))
        .collect_view();
    let strip = strip_view(&storage, lo, hi, &sharers, &counts);
    let verdict = vm::verdict(&tensor);
    dom::metric("memory_build_ms", dom::now_ms() - t0);
    view! {
        <div id="memory" class="memory" node_ref=root
            on:mouseover=move |ev: leptos::ev::MouseEvent| on_point(ev.target())
            on:focusin=move |ev: leptos::ev::FocusEvent| on_point(ev.target())
            on:mouseleave=move |_| if !playing.get_untracked() { set_focus(None) }>
            <div id="formula" class="formula" aria-live="polite">{formula_text}</div>
            <div class="walk">
                <button id="walk-prev" on:click=move |_| go(step.get_untracked().saturating_sub(1))>"◀ step"</button>
                <button id="walk" on:click=play>{move || if playing.get() { "⏸ stop" } else { "▶ walk in row-major order" }}</button>
                <button id="walk-next" on:click=move |_| go2((step.get_untracked() + 1).min(walk_len.saturating_sub(1)))>"step ▶"</button>
                <span class="note">{move || vm::walk_label(step.get(), walk_len)}</span>
            </div>
            <p id="verdict" class="verdict" class:bad=tensor.reason.is_some()>{verdict}</p>
            <div class="grids">{grids}</div>
            {(hidden_sharers > 0).then(|| view! { <p class="note">{format!("{hidden_sharers} more tensors share this storage")}</p> })}
            {strip}
        </div>
    }
    .into_any()
}

fn grid_view(t: &TensorView, s: &StorageView, colour: &'static str) -> impl IntoView {
    let panels = vm::panels(t);
    let total = vm::panel_count(t);
    let name = t.name.clone();
    let header = format!(
        "{}: shape {:?}, strides {:?}, offset {}",
        t.name, t.shape, t.strides, t.offset
    );
    let more = total.saturating_sub(panels.len());
    view! {
        <div class="tensor" style=format!("--tc: {colour}") data-tensor=name.clone()>
            <h3 style=format!("color: {colour}")>{header}</h3>
            <div class="panels">
                {panels.into_iter().map(|p| {
                    let cols = p.cols.max(1);
                    // Columns as wide as the widest value (in the grid's monospace `ch`), so
                    // no cell clips a sign or an exponent.
                    let chars = vm::value_chars(s, p.cells.iter().map(|c| c.storage)).max(3);
                    let note = (p.hidden_rows + p.hidden_cols > 0).then(|| format!("({} more rows, {} more columns not drawn)", p.hidden_rows, p.hidden_cols));
                    view! {
                        <div class="panel">
                            {(!p.label.is_empty()).then(|| view! { <div class="plabel">{p.label.clone()}</div> })}
                            <div class="grid" style=format!("grid-template-columns: repeat({cols}, calc({chars}ch + 8px))")>
                                {p.cells.into_iter().map(|c| {
                                    let v = vm::value_at(s, c.storage).unwrap_or("…").to_string();
                                    let idx: Vec<String> = c.index.iter().map(|i| i.to_string()).collect();
                                    view! {
                                        <div class="cell" tabindex="0"
                                            data-t=name.clone() data-i=idx.join(",") data-s=c.storage
                                            style=format!("background: {}", vm::element_colour(c.storage, s.len))
                                            title=format!("{}{} = storage[{}]", name, vm::index_label(&c.index), c.storage)>
                                            {v}
                                        </div>
                                    }
                                }).collect_view()}
                            </div>
                            {note.map(|n| view! { <p class="note">{n}</p> })}
                        </div>
                    }
                }).collect_view()}
            </div>
            {(more > 0).then(|| view! { <p class="note">{format!("{more} more slices not drawn")}</p> })}
        </div>
    }
}

/// Storage cells per paint-skippable chunk of the strip (measured: a 64×64 view's hover
/// frame drops from ~42 ms to ~27 ms here; see docs/web.md).
const STRIP_CHUNK: usize = 256;

fn strip_view(
    s: &StorageView,
    lo: usize,
    hi: usize,
    sharers: &[TensorView],
    counts: &[Vec<u32>],
) -> impl IntoView {
    let title = format!(
        "storage: {} × {} ({} bytes each, {} in all) at {:#x}{}",
        s.len,
        s.dtype,
        s.itemsize,
        vm::human_bytes(s.nbytes),
        s.address,
        if lo > 0 || hi < s.len {
            format!(", showing elements {lo}..{hi}")
        } else {
            String::new()
        }
    );
    let legend = sharers
        .iter()
        .enumerate()
        .map(|(i, t)| view! { <span class="legend" style=format!("color: {}", vm::tensor_colour(i))>{format!("■ {}", t.name)}</span> })
        .collect_view();
    let chars = vm::cell_chars(s, lo, hi).max(3);
    view! {
        <div class="strip-wrap">
            <h3>{title}</h3>
            <div class="legend-row">{legend}</div>
            <p class="note strip-key">"each cell: " <span class="sidx">"index"</span>" · "
                <span class="sval">"value"</span>" · "<span class="saddr">"+byte offset"</span>
                " · a mark per tensor that reads it (×n: read n times, stride 0)"</p>
            <div id="strip" class="strip" style=format!("--cw: calc({chars}ch + 8px)")>
                // Chunks the browser may skip painting while off screen: with thousands of
                // cells, every frame (a hover) otherwise re-layerizes all of them.
                {(lo..hi).step_by(STRIP_CHUNK).map(|start| view! {
                <div class="strip-chunk">
                {(start..(start + STRIP_CHUNK).min(hi)).map(|k| {
                    let reached = counts.iter().any(|c| c[k - lo] > 0);
                    let marks = counts.iter().enumerate().filter(|(_, c)| c[k - lo] > 0).map(|(i, c)| {
                        let n = c[k - lo];
                        view! {
                            <i class="mark" style=format!("background: {}", vm::tensor_colour(i))>
                                {(n > 1).then(|| format!("×{n}"))}
                            </i>
                        }
                    }).collect_view();
                    view! {
                        <div class="strip-cell" class:dim=!reached data-s=k tabindex="0"
                            style=format!("background: {}", vm::element_colour(k, s.len))
                            title=format!("storage[{k}] at byte {:#x}", vm::address(s, k))>
                            <span class="sidx">{k}</span>
                            <span class="sval">{vm::value_at(s, k).unwrap_or("…").to_string()}</span>
                            <span class="saddr">{format!("+{}", k * s.itemsize)}</span>
                            <span class="marks">{marks}</span>
                        </div>
                    }
                }).collect_view()}
                </div>
                }).collect_view()}
            </div>
        </div>
    }
}

#[component]
pub fn Inspector(result: RunResult, tensor: TensorView) -> impl IntoView {
    let s = result.storage(tensor.storage).cloned().unwrap_or_default();
    let sharers: Vec<String> = result
        .sharers(tensor.storage)
        .iter()
        .map(|t| t.name.clone())
        .collect();
    let alive = vm::keeps_alive(&tensor, &s);
    let rows: Vec<(&str, String)> = vec![
        ("shape", format!("{:?}", tensor.shape)),
        ("stride", format!("{:?}", tensor.strides)),
        ("offset", tensor.offset.to_string()),
        ("dtype", format!("torch.{}", tensor.dtype)),
        ("itemsize", format!("{} bytes", tensor.itemsize)),
        ("numel", tensor.numel.to_string()),
        (
            "contiguous",
            if tensor.contiguous {
                "yes".into()
            } else {
                "no".into()
            },
        ),
        ("device", tensor.device.clone()),
        (
            "storage",
            format!(
                "{} elements, {} ({})",
                s.len,
                vm::human_bytes(s.nbytes),
                s.device
            ),
        ),
        ("shared by", sharers.join(", ")),
        (
            "requires_grad",
            if tensor.requires_grad {
                "True".into()
            } else {
                "False".into()
            },
        ),
        (
            "grad_fn",
            tensor.grad_fn.clone().unwrap_or_else(|| "None".into()),
        ),
        (
            "is_leaf",
            if tensor.is_leaf {
                "True".into()
            } else {
                "False".into()
            },
        ),
    ];
    let nest = tensor.loop_nest.clone();
    view! {
        <div id="inspector" class="inspector">
            <h3>{format!("inspector: {}", tensor.name)}</h3>
            <table>
                {rows.into_iter().map(|(k, v)| view! { <tr><th>{k}</th><td data-field=k>{v}</td></tr> }).collect_view()}
            </table>
            {alive.map(|m| view! { <p id="alive" class="warn">{m}</p> })}
            {nest.map(|n| {
                let body: Vec<String> = n.loops.iter().enumerate().map(|(d, (size, st))| {
                    format!("{}for i{d} in range({size}):   # operand strides {:?}", "  ".repeat(d), st)
                }).collect();
                view! {
                    <div class="nest">
                        <h4>{format!("last kernel to write it: {} ({}){}", n.op, n.kernel, if n.contiguous_fast_path { ", one flat contiguous loop" } else { "" })}</h4>
                        <pre id="loop-nest">{body.join("\n")}</pre>
                    </div>
                }
            })}
        </div>
    }
}
