//! The page: editor and outputs on the left, the memory view and inspector of the selected
//! tensor on the right. Scripts run in a worker; the page only draws results.

mod dom;
pub mod editor;
pub mod examples;
pub mod graph;
pub mod heatmap;
pub mod lab;
pub mod lessons;
pub mod memory;
pub mod plot;
pub mod predict;
pub mod tour;

use crate::model::{RunResult, StmtView, TensorView};
use crate::share;
use crate::viewmodel as vm;
use crate::worker_client::{RunOutcome, Runner};
use editor::{Editor, ScriptEditor};
use leptos::prelude::*;
use memory::{Inspector, MemoryView};
use wasm_bindgen::JsCast;

const SCRIPT_KEY: &str = "stridelab.script";
const SELECTED_KEY: &str = "stridelab.selected";
const PREDICT_KEY: &str = "stridelab.predict";
const DEVICE_KEY: &str = "stridelab.device";
/// Set once the guide has been shown open (it starts folded after the first visit).
const GUIDE_KEY: &str = "stridelab.guide";
/// A script that an example or a share link replaced, kept until restored or dismissed.
const REPLACED_KEY: &str = "stridelab.replaced.script";
const REPLACED_WHAT_KEY: &str = "stridelab.replaced.what";
/// A script is stopped after this long, and after this many interpreter steps.
const TIMEOUT_MS: f64 = 8000.0;
const MAX_STEPS: u64 = 20_000_000;

/// A script the person had before something replaced it, which they can bring back.
#[derive(Clone, PartialEq)]
struct Replaced {
    /// What replaced it ("The example “Transpose”").
    what: String,
    previous: String,
}

/// A script nobody would miss: empty, or one of the examples unchanged.
fn is_disposable(script: &str) -> bool {
    script.trim().is_empty() || examples::EXAMPLES.iter().any(|e| e.script == script)
}

/// Whether replacing `current` by `next` needs a way back.
fn replaced_note(current: String, next: &str, what: String) -> Option<Replaced> {
    (current != next && !is_disposable(&current)).then_some(Replaced {
        what,
        previous: current,
    })
}

fn load_replaced() -> Option<Replaced> {
    Some(Replaced {
        previous: dom::load(REPLACED_KEY)?,
        what: dom::load(REPLACED_WHAT_KEY).unwrap_or_else(|| "Something".into()),
    })
}

/// Where the first script comes from: a share link, then the last session, then an example.
/// A share link's script is adopted and the fragment dropped, so a reload keeps the edits
/// made since (the fragment used to win and silently undo them); the script it replaced
/// can be restored.
fn initial_script(hash: &str) -> (String, Option<Replaced>) {
    let saved = dom::load(SCRIPT_KEY);
    if let Some(s) = share::decode(hash) {
        dom::clear_hash();
        let note = saved.and_then(|p| replaced_note(p, &s, "A shared link's script".into()));
        dom::save(SCRIPT_KEY, &s);
        return (s, note.or_else(load_replaced));
    }
    let s = saved.unwrap_or_else(|| examples::EXAMPLES[1].script.to_string());
    (s, load_replaced())
}

/// The device to start on: the share link's, else the last one chosen; WebGPU only where
/// this browser has it.
fn initial_device(hash: &str, gpu_ok: bool) -> String {
    let d = share::device(hash)
        .map(str::to_string)
        .or_else(|| dom::load(DEVICE_KEY))
        .unwrap_or_default();
    if d == "webgpu" && gpu_ok {
        d
    } else {
        "cpu".into()
    }
}

/// A worker that died without panicking, in words a browser user understands.
fn out_of_memory_words(message: &str) -> String {
    format!(
        "out of memory: the script needed more than the page's WebAssembly memory (at most 4 GB; tensors alone are capped at 1 GB together) and was stopped ({message}). The interpreter has been restarted; your script is safe."
    )
}

/// The page a URL fragment names ("" for the playground and for share links).
fn route_of(hash: &str) -> String {
    let h = hash.trim_start_matches('#');
    if h == "lab" || h == "learn" || h.starts_with("learn/") {
        h.to_string()
    } else {
        String::new()
    }
}

#[component]
pub fn App() -> impl IntoView {
    let hash = dom::hash();
    let (first_script, first_note) = initial_script(&hash);
    let editor = Editor::new(first_script);
    let source = editor.source;
    let replaced: RwSignal<Option<Replaced>> = RwSignal::new(first_note);
    let result: RwSignal<Option<RunResult>> = RwSignal::new(None);
    let status = RwSignal::new(String::from("starting…"));
    // Why the results on screen are not from the script as it ran last (stopped, crashed).
    let stale: RwSignal<Option<String>> = RwSignal::new(None);
    let running = RwSignal::new(false);
    let selected: RwSignal<Option<String>> = RwSignal::new(dom::load(SELECTED_KEY));
    // Predict mode (ui/predict.rs): outputs hidden until guessed; kept across visits.
    let predicting = predict::PredictState::new(dom::load(PREDICT_KEY).as_deref() == Some("on"));
    Effect::new(move |_| {
        result.track();
        predicting.reset();
    });
    // The last share link, and whether it reached the clipboard (None: still trying).
    let share_link = RwSignal::new(String::new());
    let share_copied: RwSignal<Option<bool>> = RwSignal::new(None);
    let gpu_missing = crate::gpu_host::availability().err();
    // Where factories allocate: the CPU, or the page's WebGPU device (docs/kernels.md).
    let device = RwSignal::new(initial_device(&hash, gpu_missing.is_none()));
    // The page shown, from the URL fragment: "" (the playground), "lab" (the bug lab),
    // "learn" (the lessons) or "learn/NN-name" (one lesson). Share links use #s=...
    let page = RwSignal::new(route_of(&hash));
    let on_lab = move || page.get() == "lab";
    let on_learn = move || page.get() == "learn" || page.get().starts_with("learn/");
    let on_play = move || !on_lab() && !on_learn();
    let lesson = Signal::derive(move || page.get().strip_prefix("learn/").map(String::from));
    let lab_seen = RwSignal::new(on_lab());
    let learn_seen = RwSignal::new(on_learn());
    Effect::new(move |_| {
        if on_lab() {
            lab_seen.set(true);
        }
        if on_learn() {
            learn_seen.set(true);
        }
    });

    let runner = Runner::new(TIMEOUT_MS, move |outcome| {
        running.set(false);
        match outcome {
            RunOutcome::Done(r) => {
                let errors = r.statements.iter().filter(|s| s.error.is_some()).count()
                    + r.syntax_error.is_some() as usize;
                status.set(format!(
                    "ran {} statements in {:.0} ms{}",
                    r.statements.len(),
                    r.elapsed_ms,
                    // In predict mode the count would tell which guesses are errors.
                    if errors > 0 && !predicting.on.get_untracked() {
                        format!(", {errors} error(s)")
                    } else {
                        String::new()
                    }
                ));
                let keep = selected.get_untracked().filter(|n| r.tensor(n).is_some());
                let pick = keep.or_else(|| vm::newest(&r.tensors).map(|t| t.name.clone()));
                selected.set(pick);
                stale.set(None);
                // Render time: from handing over the result to the next frame (DOM built,
                // styled and laid out).
                let t0 = dom::now_ms();
                result.set(Some(r));
                request_animation_frame(move || dom::metric("render_ms", dom::now_ms() - t0));
                dom::bump("runs");
            }
            RunOutcome::Lab(_) | RunOutcome::Verdict(_) => {}
            // A run that ended badly: say why, and mark the results still on screen as old.
            bad => {
                let why = match bad {
                    RunOutcome::TimedOut(s) => format!(
                        "stopped: the script ran longer than {s:.0} s (an infinite loop?). The page is fine; edit and run again."
                    ),
                    RunOutcome::Crashed(m) => format!(
                        "the interpreter crashed (a bug in stridelab, not in your script: {m}); it has been restarted, your script is safe."
                    ),
                    RunOutcome::OutOfMemory(m) => out_of_memory_words(&m),
                    _ => String::from("stopped: you pressed Stop."),
                };
                status.set(why.clone());
                stale.set(Some(why));
                dom::bump("ends");
            }
        }
    });
    let runner = StoredValue::new_local(runner);
    let run = move || {
        running.set(true);
        status.set("running…".into());
        let src = source.get_untracked();
        let dev = device.get_untracked();
        runner.with_value(|r| r.run(&src, MAX_STEPS, &dev));
    };
    let on_run = Callback::new(move |()| run());

    // Persist the script, the selection, the device and a replaced script; run once on load.
    // What could not be stored (the script, or the one a replacement put aside) is named in a
    // bar until a later save succeeds.
    let unsaved = RwSignal::new((false, false));
    Effect::new(move |_| {
        let ok = dom::save(SCRIPT_KEY, &source.get());
        unsaved.update(|u| u.0 = !ok);
    });
    Effect::new(move |_| {
        if let Some(s) = selected.get() {
            dom::save(SELECTED_KEY, &s);
        }
    });
    Effect::new(move |_| {
        dom::save(DEVICE_KEY, &device.get());
    });
    Effect::new(move |_| match replaced.get() {
        Some(r) => {
            let ok = dom::save(REPLACED_KEY, &r.previous) && dom::save(REPLACED_WHAT_KEY, &r.what);
            unsaved.update(|u| u.1 = !ok);
        }
        None => {
            dom::remove(REPLACED_KEY);
            dom::remove(REPLACED_WHAT_KEY);
            unsaved.update(|u| u.1 = false);
        }
    });
    request_animation_frame(run);

    // Replacing the script always leaves a way back to what the person had written.
    let replace_script = move |text: &str, what: String| {
        if let Some(note) = replaced_note(source.get_untracked(), text, what) {
            replaced.set(Some(note));
        }
        editor.replace(text);
        selected.set(None);
        run();
    };
    let restore = move |_| {
        if let Some(r) = replaced.get_untracked() {
            editor.replace(&r.previous);
            replaced.set(None);
            run();
        }
    };

    // A share link opened while the page is open replaces the script (restorable).
    let _listener = window_event_listener(leptos::ev::hashchange, move |_| {
        let h = dom::hash();
        page.set(route_of(&h));
        if let Some(s) = share::decode(&h) {
            dom::clear_hash();
            replace_script(&s, "A shared link's script".into());
        }
    });

    // "Open in the playground" from the bug lab and the lessons.
    let open_from = move |script: String, what: &str| {
        dom::set_hash("");
        page.set(String::new());
        replace_script(&script, what.into());
    };
    let open_in_playground =
        Callback::new(move |script: String| open_from(script, "The bug lab's experiment"));
    let open_lesson_code =
        Callback::new(move |script: String| open_from(script, "A lesson's code"));

    let examples_menu = NodeRef::<leptos::html::Details>::new();
    let load_example = move |i: usize| {
        if let Some(ex) = examples::EXAMPLES.get(i) {
            if let Some(m) = examples_menu.get_untracked() {
                m.set_open(false);
            }
            replace_script(ex.script, format!("The example “{}”", ex.title));
        }
    };
    let tour = RwSignal::new(None::<usize>);
    let start_tour = Callback::new(move |()| {
        load_example(0);
        tour.set(Some(0));
    });
    let on_share = move |_| {
        let frag = share::encode(&source.get_untracked(), &device.get_untracked());
        let link = format!("{}#{frag}", dom::page_url_without_hash());
        share_copied.set(None);
        share_link.set(link.clone());
        dom::copy_text(&link, move |ok| share_copied.set(Some(ok)));
    };

    let error_lines = Memo::new(move |_| {
        result
            .get()
            .map(|r| {
                // In predict mode an error is marked once its statement is revealed.
                let (guessing, marks) = (predicting.on.get(), predicting.marks.get());
                let mut v: Vec<u32> = r
                    .statements
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !guessing || marks.contains_key(i))
                    .filter_map(|(_, s)| s.error.as_ref().map(|e| e.line))
                    .collect();
                if let Some(e) = &r.syntax_error {
                    v.push(e.line);
                }
                v
            })
            .unwrap_or_default()
    });
    Effect::new(move |_| editor.mark_errors(error_lines.get()));
    let go_to_line = Callback::new(move |line: u32| editor.go_to_line(line));

    dom::metric("mount_ms", dom::now_ms());
    view! {
        <a class="skip" href="#strip">"Skip to the storage strip"</a>
        <header class="top">
            <h1>"stridelab"</h1>
            <nav class="pages">
                <a id="nav-playground" href="#" class:on=on_play
                    on:click=move |ev| { ev.prevent_default(); dom::set_hash(""); page.set(String::new()); }>"Playground"</a>
                <a id="nav-learn" href="#learn" class:on=on_learn
                    on:click=move |ev| { ev.prevent_default(); dom::set_hash("learn"); page.set("learn".into()); }>"Lessons"</a>
                <a id="nav-lab" href="#lab" class:on=on_lab
                    on:click=move |ev| { ev.prevent_default(); dom::set_hash("lab"); page.set("lab".into()); }>"Bug lab"</a>
            </nav>
            <Show when=on_play>
            // A menu of buttons, not a <select>: a select changes (and used to load an
            // example over the script) on every arrow key.
            <details id="examples" class="menu" node_ref=examples_menu
                on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Escape" {
                    if let Some(m) = examples_menu.get_untracked() { m.set_open(false); }
                }>
                <summary>"Examples"</summary>
                <div class="menu-list">
                    {examples::EXAMPLES.iter().enumerate().map(|(i, e)| view! {
                        <button type="button" data-example=i on:click=move |_| load_example(i)>{e.title}</button>
                    }).collect_view()}
                </div>
            </details>
            <select id="device" aria-label="device" title=gpu_missing.clone().unwrap_or_else(|| "where tensors are created: CPU, or WebGPU kernels on this page's GPU".into())
                on:change=move |ev| { device.set(event_target_value(&ev)); run(); }>
                <option value="cpu" selected=move || device.get() == "cpu">"CPU"</option>
                <option value="webgpu" disabled=gpu_missing.is_some() selected=move || device.get() == "webgpu">{if gpu_missing.is_some() { "WebGPU (unavailable)" } else { "WebGPU" }}</option>
            </select>
            <button id="run" on:click=move |_| run() disabled=move || running.get()>"Run (Ctrl+Enter)"</button>
            <button id="stop" on:click=move |_| runner.with_value(|r| r.stop()) disabled=move || !running.get()>"Stop"</button>
            <button id="share" on:click=on_share>"Share link"</button>
            <button id="predict-toggle" class:on=move || predicting.on.get()
                title="Hide each output until you have guessed it"
                on:click=move |_| {
                    let on = !predicting.on.get_untracked();
                    predicting.on.set(on);
                    predicting.reset();
                    dom::save(PREDICT_KEY, if on { "on" } else { "off" });
                }>{move || if predicting.on.get() { "Predict: on" } else { "Predict: off" }}</button>
            <span id="status" class="status" role="status">{move || status.get()}</span>
            </Show>
        </header>
        // Mounted on first visit and then kept (hidden), so its worker and results survive
        // switching pages.
        <Show when=move || lab_seen.get()>
            <div class:hidden=move || !on_lab()><lab::LabPage open_in_playground=open_in_playground/></div>
        </Show>
        <Show when=move || learn_seen.get()>
            <div class:hidden=move || !on_learn()><lessons::LessonsPage current=lesson open_in_playground=open_lesson_code/></div>
        </Show>
        <Show when=move || !share_link.get().is_empty() && on_play()>
            <div id="sharebar" class="sharebar">
                <span id="share-state">{move || match share_copied.get() {
                    None => "Link: ",
                    Some(true) => "Link (copied): ",
                    Some(false) => "Copy this link (the browser did not let the page copy it): ",
                }}</span>
                <input id="share-link" readonly prop:value=move || share_link.get()
                    on:focus=move |ev: leptos::ev::FocusEvent| {
                        if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) { i.select(); }
                    }/>
            </div>
        </Show>
        <Show when=move || replaced.get().is_some() && on_play()>
            <div id="undo-bar" class="undobar" role="status">
                {move || replaced.get().map(|r| format!("{} replaced your script. ", r.what))}
                <button id="undo-replace" on:click=restore>"Bring my script back"</button>
                <button id="undo-dismiss" aria-label="dismiss" on:click=move |_| replaced.set(None)>"Dismiss"</button>
            </div>
        </Show>
        <Show when=move || { let (a, b) = unsaved.get(); a || b }>
            <div id="unsaved-bar" class="undobar unsaved" role="alert">
                {move || match unsaved.get() {
                    (true, _) => "This browser did not let the page save your script (its storage is full or blocked), so it lives in this tab only: copy it, or make a share link, before you close the tab.",
                    _ => "This browser did not let the page keep the script a replacement put aside: use \u{201c}Bring my script back\u{201d} before you close the tab.",
                }}
            </div>
        </Show>
        <Show when=move || on_play()>
            <tour::Tour step=tour result=result/>
        </Show>
        <main class="cols" class:hidden=move || !on_play()>
            <section class="left">
                <ScriptEditor editor=editor on_run=on_run/>
                <Show when=move || stale.get().is_some()>
                    <p id="stale-note" class="stale-note" role="status">
                        {move || stale.get().unwrap_or_default()}
                        " The results below are from the run before."
                    </p>
                </Show>
                <div class:stale=move || stale.get().is_some()>
                    <Outputs result=result go_to_line=go_to_line predicting=predicting/>
                </div>
            </section>
            <section class="right" class:stale=move || stale.get().is_some()>
                <Guide on_tour=start_tour/>
                <VarChips result=result selected=selected/>
                {move || {
                    let r = result.get()?;
                    if predicting.on.get() && predicting.hidden(&r.statements) > 0 {
                        // The memory view would give the answers away.
                        return Some(view! {
                            <p id="predict-wait" class="note">"Predict mode: the memory view opens once every output is revealed."</p>
                        }.into_any());
                    }
                    let name = selected.get()?;
                    let t = r.tensor(&name)?.clone();
                    Some(view! {
                        <MemoryView result=r.clone() tensor=t.clone()/>
                        <Inspector result=r tensor=t.clone()/>
                        <graph::GraphPanel tensor=t selected=selected/>
                    }.into_any())
                }}
            </section>
        </main>
    }
}

#[component]
fn Outputs(
    result: RwSignal<Option<RunResult>>,
    go_to_line: Callback<u32>,
    predicting: predict::PredictState,
) -> impl IntoView {
    view! {
        // Clicking an output puts the editor's cursor on its line.
        <ol id="outputs" class="outputs" on:click=move |ev: leptos::ev::MouseEvent| {
            let line = ev.target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("[data-line]").ok().flatten())
                .and_then(|e| e.get_attribute("data-line"))
                .and_then(|l| l.parse().ok());
            if let Some(l) = line { go_to_line.run(l) }
        }>
            {move || {
                let r = result.get()?;
                let mut items: Vec<AnyView> = Vec::new();
                if let Some(e) = &r.syntax_error {
                    items.push(view! {
                        <li class="error" data-line=e.line>
                            <span class="lineno">{e.line}</span>
                            <pre>{format!("line {}, column {}: {}: {}", e.line, e.col, e.kind, e.message)}</pre>
                        </li>
                    }.into_any());
                }
                let guessing = predicting.on.get();
                if guessing {
                    items.push(view! {
                        <li id="predict-score" class="predict-score">{move || result.with(|r| r.as_ref().map(|r| predict::score_line(predicting, &r.statements)).unwrap_or_default())}</li>
                    }.into_any());
                }
                let marks = if guessing { predicting.marks.get() } else { Default::default() };
                for (i, s) in r.statements.iter().enumerate().filter(|(_, s)| !s.text.is_empty() || s.error.is_some() || !s.trace.is_empty()) {
                    let asked = guessing && crate::predict::answer(s).is_some();
                    if asked && !marks.contains_key(&i) {
                        items.push(predict::hidden_stmt(predicting, i, s).into_any());
                    } else {
                        items.push(stmt_view(s).into_any());
                        if let Some(v) = asked.then(|| predict::verdict(predicting, i)).flatten() {
                            items.push(view! { <li class="verdict-row">{v}</li> }.into_any());
                        }
                    }
                }
                Some(items)
            }}
        </ol>
    }
}

fn stmt_view(s: &StmtView) -> impl IntoView {
    let text = match &s.error {
        Some(e) => format!(
            "{}line {}, column {}: {}: {}",
            s.text, e.line, e.col, e.kind, e.message
        ),
        None => s.text.clone(),
    };
    // The kernels the statement ran (op, device kernel, operand strides, loop nest or
    // workgroups, copies), folded so the transcript stays readable.
    let trace = (!s.trace.is_empty()).then(|| {
        let n = s.trace.len();
        // One block per kernel: what ran where, then one operand per line, then its notes
        // (a line of text per kernel was a dense wall).
        let kernels = s
            .trace
            .iter()
            .map(|line| {
                let (head, ops, extra) = vm::kernel_parts(line);
                view! {
                    <div class="kernel" data-line=line.clone()>
                        <div class="k-head">{head}</div>
                        <ul class="k-ops">{ops.into_iter().map(|o| view! { <li>{o}</li> }).collect_view()}</ul>
                        {(!extra.is_empty()).then(|| view! {
                            <ul class="k-extra">{extra.into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}</ul>
                        })}
                    </div>
                }
            })
            .collect_view();
        view! {
            <details class="trace">
                <summary>{format!("{n} kernel{}", if n == 1 { "" } else { "s" })}</summary>
                {kernels}
            </details>
        }
    });
    view! {
        <li class:error=s.error.is_some() data-line=s.line>
            <span class="lineno">{s.line}</span>
            <div>
                <pre class="code">{format!(">>> {}", s.code)}</pre>
                {(!text.is_empty()).then(|| view! { <pre>{text.clone()}</pre> })}
                {trace}
            </div>
        </li>
    }
}

/// What the page shows and how to read it: open on the first visit, folded afterwards.
#[component]
fn Guide(
    /// Starts the guided tour of the first example.
    on_tour: Callback<()>,
) -> impl IntoView {
    let first_visit = dom::load(GUIDE_KEY).is_none();
    dom::save(GUIDE_KEY, "seen");
    view! {
        <details id="guide" class="guide" open=first_visit>
            <summary>"What am I looking at?"</summary>
            <ul>
                <li><b>"Left"</b>": your script (PyTorch code; Ctrl+Enter runs it) and, under it, what each statement printed, as a Python prompt would. Click an output to go to its line."</li>
                <li><b>"Chips"</b>": every tensor your script named (and a leaf's "<code>".grad"</code>"). The view opens on the newest; click one to see it."</li>
                <li><b>"Grids"</b>": the selected tensor's elements in logical order, row by row, and every tensor sharing its memory. A cell's colour is the colour of the storage element it reads."</li>
                <li><b>"Storage strip"</b>": the memory itself, element by element: "<span class="sidx">"index"</span>", "<span class="sval">"value"</span>", "<span class="saddr">"+byte offset"</span>", and one mark per tensor that reads it ("<i>"×n"</i>": read n times, as with stride 0). Dimmed elements are read by no tensor shown."</li>
                <li><b>"Formula"</b>": hover, tap or Tab to a cell (arrow keys move between cells): address = offset + Σ index × stride."</li>
                <li><b>"Walk"</b>": steps through the tensor in row-major order; the trail on the strip shows where each step reads. A transposed tensor jumps; a contiguous one moves one element at a time."</li>
                <li>"Try the "<b>"Examples"</b>" menu: each shows one idea. Your own script can always be brought back."</li>
            </ul>
            <button id="tour-start" type="button" on:click=move |_| on_tour.run(())>"Walk me through the first example"</button>
        </details>
    }
}

#[component]
fn VarChips(
    result: RwSignal<Option<RunResult>>,
    selected: RwSignal<Option<String>>,
) -> impl IntoView {
    view! {
        <nav class="vars" aria-label="tensors">
            {move || result.get().map(|r| {
                // A tensor a graph node saved opens from the graph, not from a chip.
                let mut ts: Vec<TensorView> = r.tensors.iter().filter(|t| !t.from_graph).cloned().collect();
                ts.sort_by(|a, b| vm::natural_cmp(&a.name, &b.name));
                ts.into_iter().map(|t: TensorView| {
                let name = t.name.clone();
                let n2 = name.clone();
                let label = format!("{} {:?}", t.name, t.shape);
                view! {
                    <button class="chip" class:on=move || selected.get().as_deref() == Some(n2.as_str())
                        data-var=name.clone()
                        on:click=move |_| selected.set(Some(name.clone()))>{label}</button>
                }
            }).collect_view()})}
        </nav>
    }
}

/// Mounts the app, with a panic hook that reports instead of leaving a dead page.
pub fn mount() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        dom::show_panic(&info.to_string());
    }));
    leptos::mount::mount_to_body(App);
}
