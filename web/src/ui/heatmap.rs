//! The heatmap for tensors too big for cells: the drawn slice on a canvas (one source pixel per
//! element, scaled without smoothing), zoom with the wheel or the buttons about the pointer,
//! pan by dragging, each element's value written in once elements are big enough, and the
//! pointer mapped to its element, storage index and address exactly as a cell is.

use super::dom;
use crate::heatmap::{self as hm, Grid, Viewport};
use crate::model::{StorageView, TensorView};
use crate::viewmodel as vm;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The canvas's size in CSS pixels (its height follows the slice's aspect, within limits).
const WIDTH: f64 = 512.0;

fn context(c: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    c.get_context("2d").ok().flatten()?.dyn_into().ok()
}

/// One pixel per element, drawn once; the visible canvas copies the part in view from it.
fn source(
    t: &TensorView,
    s: &StorageView,
    dense: &[f64],
    g: Grid,
) -> Option<(HtmlCanvasElement, f64, f64)> {
    let (pixels, lo, hi) = hm::pixels(t, s, dense);
    let c: HtmlCanvasElement = dom::window()
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    c.set_width(g.cols as u32);
    c.set_height(g.rows as u32);
    let img = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
        Clamped(&pixels),
        g.cols as u32,
        g.rows as u32,
    )
    .ok()?;
    context(&c)?.put_image_data(&img, 0.0, 0.0).ok()?;
    Some((c, lo, hi))
}

/// What a heatmap draws: the slice's tensor view, its storage and dense values, its grid.
#[derive(Clone, Copy)]
struct Scene<'a> {
    t: &'a TensorView,
    s: &'a StorageView,
    dense: &'a [f64],
    g: Grid,
}

/// The part of the slice `v` shows, the values of its elements when they are big enough, and
/// the keyboard cursor.
fn draw(
    canvas: &HtmlCanvasElement,
    src: &HtmlCanvasElement,
    v: Viewport,
    scene: Scene,
    cursor: Option<(usize, usize)>,
) {
    let g = scene.g;
    let Some(ctx) = context(canvas) else {
        return;
    };
    let dpr = dom::window().device_pixel_ratio().max(1.0);
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_image_smoothing_enabled(false);
    ctx.set_fill_style_str("#fff");
    ctx.fill_rect(0.0, 0.0, v.width, v.height);
    let (sw, sh) = (
        (v.width / v.px).min(g.cols as f64 - v.left),
        (v.height / v.px).min(g.rows as f64 - v.top),
    );
    let _ = ctx.draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
        src,
        v.left,
        v.top,
        sw,
        sh,
        0.0,
        0.0,
        sw * v.px,
        sh * v.px,
    );
    if v.labels() {
        draw_values(&ctx, src, v, scene);
    }
    if let Some((r, c)) = cursor {
        draw_cursor(&ctx, v, r, c);
    }
}

/// The keyboard cursor: a dark ring inside a white one, readable on every colour of the ramp,
/// and at least 8 px across when elements are smaller than that.
fn draw_cursor(ctx: &CanvasRenderingContext2d, v: Viewport, r: usize, c: usize) {
    let (x, y, size) = v.cell_rect(r, c);
    let ring = size.max(8.0);
    let (x, y) = (x + size / 2.0 - ring / 2.0, y + size / 2.0 - ring / 2.0);
    ctx.set_line_width(3.0);
    ctx.set_stroke_style_str("#fff");
    ctx.stroke_rect(x - 1.5, y - 1.5, ring + 3.0, ring + 3.0);
    ctx.set_line_width(1.5);
    ctx.set_stroke_style_str("#111");
    ctx.stroke_rect(x, y, ring, ring);
    ctx.set_line_width(1.0);
}

/// Each visible element's value, once elements are big enough to carry one.
fn draw_values(ctx: &CanvasRenderingContext2d, src: &HtmlCanvasElement, v: Viewport, scene: Scene) {
    let Scene { t, s, dense, g } = scene;
    let (r0, r1, c0, c1) = v.visible(g);
    // 12 px text in a 48 px element (the smallest that carries values), up to 14 px.
    ctx.set_font(&format!(
        "{}px ui-monospace, monospace",
        (v.px / 4.0).clamp(12.0, 14.0)
    ));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_stroke_style_str("rgba(255,255,255,.6)");
    for r in r0..r1 {
        for c in c0..c1 {
            let Some(idx) = hm::index_at(t, g, r, c) else {
                continue;
            };
            let k = vm::storage_index(t, &idx);
            let x = (c as f64 - v.left) * v.px;
            let y = (r as f64 - v.top) * v.px;
            ctx.stroke_rect(x, y, v.px, v.px);
            let text = hm::label(s, dense, k).unwrap_or_else(|| "…".into());
            // Dark text on the light end of the ramp, white on the dark end.
            let light = hm::value(s, dense, k).is_some_and(|_| {
                let [rr, gg, bb] = pixel_at(src, c, r);
                0.299 * rr as f64 + 0.587 * gg as f64 + 0.114 * bb as f64 > 140.0
            });
            ctx.set_fill_style_str(if light { "#111" } else { "#fff" });
            let _ = ctx.fill_text(&text, x + v.px / 2.0, y + v.px / 2.0);
        }
    }
}

fn pixel_at(src: &HtmlCanvasElement, c: usize, r: usize) -> [u8; 3] {
    context(src)
        .and_then(|ctx| ctx.get_image_data(c as f64, r as f64, 1.0, 1.0).ok())
        .map(|d| {
            let p = d.data();
            [p[0], p[1], p[2]]
        })
        .unwrap_or([0, 0, 0])
}

#[component]
pub fn HeatmapView(
    tensor: TensorView,
    storage: StorageView,
    /// The storage's dense values (decoded once by the memory view).
    dense: std::sync::Arc<Vec<f64>>,
    colour: &'static str,
    /// The pointer is over logical index `.0`, storage element `.1`.
    on_point: Callback<(Vec<usize>, usize)>,
) -> impl IntoView {
    let t0 = dom::now_ms();
    let g = hm::grid(&tensor);
    let nd = tensor.shape.len();
    let height = (WIDTH * g.rows as f64 / g.cols as f64).clamp(96.0, WIDTH);
    // Browsers refuse canvases past 32,767 pixels a side: such a slice gets a note, not a
    // blank box.
    let drawable = g.rows <= 32_767 && g.cols <= 32_767;
    let undrawn = (!drawable).then(|| {
        format!(
            "{} × {} elements is more than a canvas can hold (32,767 pixels a side); the strip below still shows the storage",
            g.rows, g.cols
        )
    });
    // An N-d tensor shows one 2-d slice at a time, chosen by its leading indices.
    let lead = RwSignal::new(vec![0usize; nd.saturating_sub(2)]);
    let slice_of = {
        let t = tensor.clone();
        move || hm::slice_view(&t, &lead.get_untracked())
    };
    let build = {
        let (s, d) = (storage.clone(), dense.clone());
        move |sv: &TensorView| drawable.then(|| source(sv, &s, &d, g)).flatten()
    };
    let built = build(&slice_of());
    let range = RwSignal::new(built.as_ref().map(|b| (b.1, b.2)));
    let src = StoredValue::new_local(built.map(|b| b.0));
    let view = RwSignal::new(Viewport::fit(g, WIDTH, height));
    let drag = StoredValue::new_local(None::<(f64, f64)>);
    // The element the arrow keys move (row, column of the slice), drawn as a ring.
    let cursor = RwSignal::new(None::<(usize, usize)>);
    let canvas = NodeRef::<html::Canvas>::new();
    let redraw = {
        let (slice_of, s2) = (slice_of.clone(), storage.clone());
        move || {
            if let (Some(c), Some(src)) = (canvas.get_untracked(), src.get_value()) {
                let at = cursor.get_untracked();
                let sv = slice_of();
                let scene = Scene {
                    t: &sv,
                    s: &s2,
                    dense: &dense,
                    g,
                };
                draw(&c, &src, view.get_untracked(), scene, at);
            }
        }
    };
    let r2 = redraw.clone();
    canvas.on_load(move |c| {
        let dpr = dom::window().device_pixel_ratio().max(1.0);
        c.set_width((WIDTH * dpr) as u32);
        c.set_height((height * dpr) as u32);
        r2();
        dom::metric("heatmap_ms", dom::now_ms() - t0);
    });
    let r3 = redraw.clone();
    Effect::new(move |_| {
        view.track();
        cursor.track();
        r3();
    });
    let set_lead = {
        let (slice_of, redraw) = (slice_of.clone(), redraw.clone());
        move |d: usize, i: usize| {
            lead.update(|l| l[d] = i);
            let b = build(&slice_of());
            range.set(b.as_ref().map(|b| (b.1, b.2)));
            src.set_value(b.map(|b| b.0));
            redraw();
        }
    };
    let point_at = std::rc::Rc::new({
        let slice_of = slice_of.clone();
        move |r: usize, c: usize| {
            let sv = slice_of();
            if let Some(idx) = hm::index_at(&sv, g, r, c) {
                let k = vm::storage_index(&sv, &idx);
                // The full index: the slice's leading indices, then the row and column.
                let full = if nd > 2 {
                    lead.get_untracked().into_iter().chain(idx).collect()
                } else {
                    idx
                };
                on_point.run((full, k));
            }
        }
    });
    let point = {
        let point_at = point_at.clone();
        move |x: f64, y: f64| {
            let (r, c) = view.get_untracked().element_at(x, y);
            point_at(r, c)
        }
    };
    let focus_point = point_at.clone();
    // Arrow keys, Page Up/Down and Home/End move the cursor (the view follows it); + and -
    // zoom about it, 0 fits the slice.
    let on_key = {
        let slice_of = slice_of.clone();
        let point_at = point_at.clone();
        move |ev: leptos::ev::KeyboardEvent| {
            let v = view.get_untracked();
            let (r0, r1, c0, _) = v.visible(g);
            let cur = cursor.get_untracked().unwrap_or((r0, c0));
            let key = ev.key();
            let centre = |v: Viewport| {
                let (x, y, size) = v.cell_rect(cur.0, cur.1);
                (x + size / 2.0, y + size / 2.0)
            };
            let next = match key.as_str() {
                "+" | "=" | "-" | "0" => {
                    ev.prevent_default();
                    let (x, y) = centre(v);
                    let nv = match key.as_str() {
                        "0" => Viewport::fit(g, WIDTH, height),
                        "-" => v.zoom(0.5, x, y, g),
                        _ => v.zoom(2.0, x, y, g),
                    };
                    view.set(nv.reveal(cur.0, cur.1, g));
                    return;
                }
                k => hm::key_step(
                    &slice_of(),
                    g,
                    cur,
                    k,
                    ev.ctrl_key() || ev.meta_key(),
                    (r1 - r0).max(1),
                ),
            };
            if let Some((r, c)) = next {
                ev.prevent_default();
                cursor.set(Some((r, c)));
                view.update(|v| *v = v.reveal(r, c, g));
                point_at(r, c);
            }
        }
    };
    let zoom = move |factor: f64, x: f64, y: f64| view.update(|v| *v = v.zoom(factor, x, y, g));
    let name = tensor.name.clone();
    let head = format!(
        "{}: shape {:?}, strides {:?}, offset {}: {} × {} elements as colours",
        tensor.name, tensor.shape, tensor.strides, tensor.offset, g.rows, g.cols
    );
    let caption = move || match range.get() {
        Some((lo, hi)) if lo <= hi => format!(
            "{head} from {} (dark) to {} (yellow)",
            hm::short(lo),
            hm::short(hi)
        ),
        _ => head.clone(),
    };
    let leads = (nd > 2).then(|| {
        let inputs = (0..nd - 2)
            .map(|d| {
                let max = tensor.shape[d].saturating_sub(1);
                let set = set_lead.clone();
                view! {
                    <label>{format!("dim {d} ")}
                        <input type="number" class="heat-lead" data-dim=d min="0" max=max.to_string() value="0"
                            on:change=move |ev| set(d, event_target_value(&ev).parse::<usize>().unwrap_or(0).min(max))/>
                    </label>
                }
            })
            .collect_view();
        view! { <div class="heat-slice">"slice at " {inputs} <span class="note">", then the last two dims"</span></div> }
    });
    view! {
        <div class="tensor heat-tensor" style=format!("--tc: {colour}") data-tensor=name.clone()>
            <h3 style=format!("color: {colour}")>{caption}</h3>
            {leads}
            <div class="heat-tools">
                <button id="heat-zoom-in" on:click=move |_| { let v = view.get_untracked(); zoom(2.0, v.width / 2.0, v.height / 2.0) }>"+ zoom in"</button>
                <button id="heat-zoom-out" on:click=move |_| { let v = view.get_untracked(); zoom(0.5, v.width / 2.0, v.height / 2.0) }>"− zoom out"</button>
                <button id="heat-fit" on:click=move |_| view.set(Viewport::fit(g, WIDTH, height))>"fit"</button>
                <span class="note">{move || {
                    let v = view.get();
                    if v.labels() { "drag to pan; each element shows its value".to_string() }
                    else { format!("{:.2} px per element: scroll to zoom in, drag to pan", v.px) }
                }}</span>
            </div>
            {undrawn.map(|n| view! { <p class="note" id="heat-undrawn">{n}</p> })}
            <canvas id="heatmap" class="heatmap-canvas" node_ref=canvas
                style=format!("width: {WIDTH}px; height: {height}px")
                tabindex="0"
                aria-label=format!("heatmap of {name}: arrow keys move between elements, + and - zoom")
                on:keydown=on_key
                on:focus=move |_| {
                    if cursor.get_untracked().is_none() {
                        let (r0, _, c0, _) = view.get_untracked().visible(g);
                        cursor.set(Some((r0, c0)));
                        focus_point(r0, c0);
                    }
                }
                on:wheel=move |ev: leptos::ev::WheelEvent| {
                    ev.prevent_default();
                    zoom(if ev.delta_y() < 0.0 { 1.5 } else { 1.0 / 1.5 }, ev.offset_x() as f64, ev.offset_y() as f64);
                }
                on:mousedown=move |ev: leptos::ev::MouseEvent| drag.set_value(Some((ev.offset_x() as f64, ev.offset_y() as f64)))
                on:mouseup=move |_| drag.set_value(None)
                on:mouseleave=move |_| drag.set_value(None)
                on:mousemove=move |ev: leptos::ev::MouseEvent| {
                    let (x, y) = (ev.offset_x() as f64, ev.offset_y() as f64);
                    match drag.get_value() {
                        Some((x0, y0)) if ev.buttons() & 1 == 1 => {
                            view.update(|v| *v = v.pan(x - x0, y - y0, g));
                            drag.set_value(Some((x, y)));
                        }
                        _ => point(x, y),
                    }
                }></canvas>
        </div>
    }
}
