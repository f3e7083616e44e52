//! The memory view (logical grids beside one storage strip, colour-linked, with the address
//! formula and a row-major walk) and the inspector.

use super::dom;
use super::heatmap::HeatmapView;
use crate::heatmap as hm;
use crate::model::{RunResult, StorageView, TensorView};
use crate::viewmodel as vm;
use leptos::html;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// Most tensors drawn over one strip.
const MAX_SHARERS: usize = 4;
/// Strip cells drawn beside a heatmap (around the element under the pointer): few enough that
/// redrawing them as the pointer moves stays inside a frame. On screen each cell costs the
/// frame about 0.2 ms of layout and paint here (measured with a Chrome trace), so 128 cells
/// made a hover frame 50 to 70 ms on this 2-core machine; 48 make it about 25.
const BIG_STRIP: usize = 48;

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
    // A tensor too big for cells draws as a heatmap, with a short strip that follows the
    // pointer (4096 strip cells were most of the 64×64 view's drawing time).
    let big = hm::uses_canvas(&tensor);
    let (lo, hi) = vm::strip_window(&storage, &refs);
    let window = RwSignal::new(if big {
        (lo, hi.min(lo + BIG_STRIP))
    } else {
        (lo, hi)
    });
    let storage_len = storage.len;
    // A big storage's values come as one dense block; decoded once for the heatmap and strip.
    let dense = std::sync::Arc::new(hm::decode_dense(&storage));

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
        let k = f.as_ref().map(|f| f.storage);
        if let Some(r) = root.get_untracked() {
            dom::highlight(&r, k);
        }
        // The strip moves to the element when it is outside; highlight once it is drawn.
        // The element highlighted then is the focus of that moment, not this one: keys
        // pressed faster than frames (or a quick pointer) move on before the strip is
        // redrawn, and the last move must win.
        if let Some(k) = k.filter(|_| big) {
            let (lo, hi) = window.get_untracked();
            if !(lo..hi).contains(&k) {
                window.set(hm::strip_around(k, BIG_STRIP, storage_len));
                request_animation_frame(move || {
                    if let Some(r) = root.get_untracked() {
                        dom::highlight(&r, focus.get_untracked().map(|f| f.storage));
                    }
                });
            }
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
    // Milliseconds per step: a 64×64 walk at the slow pace took half an hour.
    let speed_ms = RwSignal::new(450u32);
    let walk_len = walk_order.len();
    let name = tensor.name.clone();
    let go = {
        let name = name.clone();
        move |i: usize| {
            if let Some((idx, k)) = walk_order.get(i) {
                step.set(i);
                // The trail: every storage element the walk has read so far.
                if let Some(r) = root.get_untracked() {
                    if i == 0 {
                        dom::remove_class_all(&r, "trail");
                    }
                    dom::add_class_all(&r, &format!("#strip [data-s=\"{k}\"]"), "trail");
                }
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
    let play = move || {
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
            Duration::from_millis(speed_ms.get_untracked() as u64),
        )
        .ok();
        timer.set_value(h);
        // A walk that ended starts over; a paused one goes on from where it stopped.
        let at = step.get_untracked();
        go3(if at + 1 >= walk_len { 0 } else { at });
    };
    // A new pace applies at once: a running walk restarts its timer from where it is.
    let play_again = play.clone();
    let set_speed = move |ms: u32| {
        speed_ms.set(ms);
        if playing.get_untracked() {
            stop();
            play_again();
        }
    };
    let shapes: Vec<(String, Vec<usize>)> = sharers
        .iter()
        .map(|t| (t.name.clone(), t.shape.clone()))
        .collect();
    let on_arrow = move |ev: leptos::ev::KeyboardEvent| {
        let Some(r) = root.get_untracked() else {
            return;
        };
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let next = target
            .and_then(|el| arrow_target(&el, &ev.key(), &shapes))
            .and_then(|sel| r.query_selector(&sel).ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(e) = next {
            ev.prevent_default();
            let _ = e.focus();
        }
    };
    on_cleanup(move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
    });

    let heat_name = tensor.name.clone();
    let on_heat = Callback::new(move |(index, k): (Vec<usize>, usize)| {
        set_focus(Some(Focus {
            tensor: heat_name.clone(),
            index,
            storage: k,
        }))
    });
    let grids = sharers
        .iter()
        .enumerate()
        .map(|(i, t)| {
            if i == 0 && big {
                view! { <HeatmapView tensor=t.clone() storage=storage.clone() dense=dense.clone() colour=vm::tensor_colour(i) on_point=on_heat/> }.into_any()
            } else if hm::uses_canvas(t) {
                view! { <p class="note">{format!("{} shares this storage; select it to see it as a heatmap", t.name)}</p> }.into_any()
            } else {
                grid_view(t, &storage, vm::tensor_colour(i)).into_any()
            }
        })
        .collect_view();
    let (s3, sh3, d3) = (storage.clone(), sharers.clone(), dense.clone());
    let strip = move || {
        let (lo, hi) = window.get();
        let counts: Vec<Vec<u32>> = sh3.iter().map(|t| vm::reach_counts(t, lo, hi)).collect();
        strip_view(&s3, &d3, lo, hi, &sh3, &counts)
    };
    let verdict = vm::verdict(&tensor);
    dom::metric("memory_build_ms", dom::now_ms() - t0);
    view! {
        <div id="memory" class="memory" node_ref=root
            on:mouseover=move |ev: leptos::ev::MouseEvent| on_point(ev.target())
            on:focusin=move |ev: leptos::ev::FocusEvent| on_point(ev.target())
            on:keydown=on_arrow
            on:mouseleave=move |_| if !playing.get_untracked() { set_focus(None) }>
            <div id="formula" class="formula" aria-live="polite">{formula_text}</div>
            <div class="walk">
                <button id="walk-prev" on:click=move |_| go(step.get_untracked().saturating_sub(1))>"◀ step"</button>
                <button id="walk" on:click=move |_| play()>{move || if playing.get() { "⏸ pause" } else { "▶ walk in row-major order" }}</button>
                <button id="walk-next" on:click=move |_| go2((step.get_untracked() + 1).min(walk_len.saturating_sub(1)))>"step ▶"</button>
                <select id="walk-speed" aria-label="walk speed"
                    on:change=move |ev| set_speed(event_target_value(&ev).parse().unwrap_or(450))>
                    <option value="450">"slow"</option>
                    <option value="120">"fast"</option>
                    <option value="20">"very fast"</option>
                </select>
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

/// The selector of the cell an arrow key moves to from `el`: along a grid's last two dims, or
/// along the strip.
fn arrow_target(
    el: &web_sys::Element,
    key: &str,
    shapes: &[(String, Vec<usize>)],
) -> Option<String> {
    if el.class_list().contains("strip-cell") {
        let k: usize = el.get_attribute("data-s")?.parse().ok()?;
        let next = match key {
            "ArrowRight" => k + 1,
            "ArrowLeft" => k.checked_sub(1)?,
            _ => return None,
        };
        return Some(format!("#strip [data-s=\"{next}\"]"));
    }
    if !el.class_list().contains("cell") {
        return None;
    }
    let t = el.get_attribute("data-t")?;
    let index = parse_index(&el.get_attribute("data-i")?);
    let shape = &shapes.iter().find(|(n, _)| *n == t)?.1;
    let next: Vec<String> = vm::arrow_step(shape, &index, key)?
        .iter()
        .map(|i| i.to_string())
        .collect();
    Some(format!(
        ".cell[data-t=\"{t}\"][data-i=\"{}\"]",
        next.join(",")
    ))
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
    dense: &[f64],
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
                            <span class="sval">{hm::label(s, dense, k).unwrap_or_else(|| "…".into())}</span>
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
                let body = vm::nest_lines(&n);
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
