//! The page: editor and outputs on the left, the memory view and inspector of the selected
//! tensor on the right. Scripts run in a worker; the page only draws results.

mod dom;
pub mod examples;
pub mod lab;
pub mod memory;
pub mod plot;

use crate::model::{RunResult, StmtView, TensorView};
use crate::share;
use crate::worker_client::{RunOutcome, Runner};
use leptos::prelude::*;
use memory::{Inspector, MemoryView};

const SCRIPT_KEY: &str = "stridelab.script";
const SELECTED_KEY: &str = "stridelab.selected";
/// A script is stopped after this long, and after this many interpreter steps.
const TIMEOUT_MS: f64 = 8000.0;
const MAX_STEPS: u64 = 20_000_000;

/// Where the first script comes from: a share link, then the last session, then an example.
fn initial_script() -> String {
    if let Some(s) = share::decode(&dom::hash()) {
        return s;
    }
    dom::load(SCRIPT_KEY).unwrap_or_else(|| examples::EXAMPLES[1].script.to_string())
}

#[component]
pub fn App() -> impl IntoView {
    let source = RwSignal::new(initial_script());
    let result: RwSignal<Option<RunResult>> = RwSignal::new(None);
    let status = RwSignal::new(String::from("starting…"));
    let running = RwSignal::new(false);
    let selected: RwSignal<Option<String>> = RwSignal::new(dom::load(SELECTED_KEY));
    let share_link = RwSignal::new(String::new());
    // Where factories allocate: the CPU, or the page's WebGPU device (docs/kernels.md).
    let device = RwSignal::new(String::from("cpu"));
    let gpu_missing = crate::gpu_host::availability().err();
    // The bug lab is its own page, reachable as #lab (share links use #s=...).
    let on_lab = RwSignal::new(dom::hash() == "#lab");
    let lab_seen = RwSignal::new(on_lab.get_untracked());
    Effect::new(move |_| {
        if on_lab.get() {
            lab_seen.set(true);
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
                    if errors > 0 {
                        format!(", {errors} error(s)")
                    } else {
                        String::new()
                    }
                ));
                let keep = selected.get_untracked().filter(|n| r.tensor(n).is_some());
                let pick = keep.or_else(|| r.tensors.last().map(|t| t.name.clone()));
                selected.set(pick);
                // Render time: from handing over the result to the next frame (DOM built,
                // styled and laid out).
                let t0 = dom::now_ms();
                result.set(Some(r));
                request_animation_frame(move || dom::metric("render_ms", dom::now_ms() - t0));
                dom::bump("runs");
            }
            RunOutcome::Lab(_) => {}
            RunOutcome::TimedOut(s) => {
                status.set(format!(
                    "stopped: the script ran longer than {s:.0} s (an infinite loop?). The page is fine; edit and run again."
                ));
            }
            RunOutcome::Crashed(m) => {
                status.set(format!(
                    "the interpreter crashed ({m}); it has been restarted, your script is safe"
                ));
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

    // Persist the script and the selection; run once on load.
    Effect::new(move |_| dom::save(SCRIPT_KEY, &source.get()));
    Effect::new(move |_| {
        if let Some(s) = selected.get() {
            dom::save(SELECTED_KEY, &s)
        }
    });
    request_animation_frame(run);

    // A share link opened while the page is open replaces the script.
    let _listener = window_event_listener(leptos::ev::hashchange, move |_| {
        on_lab.set(dom::hash() == "#lab");
        if let Some(s) = share::decode(&dom::hash()) {
            source.set(s);
            run();
        }
    });

    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if (ev.ctrl_key() || ev.meta_key()) && ev.key() == "Enter" {
            ev.prevent_default();
            run();
        }
    };
    let on_example = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        if let Some(ex) = v
            .parse::<usize>()
            .ok()
            .and_then(|i| examples::EXAMPLES.get(i))
        {
            source.set(ex.script.to_string());
            selected.set(None);
            run();
        }
    };
    let on_share = move |_| {
        let frag = share::encode(&source.get_untracked());
        dom::set_hash(&frag);
        let link = format!("{}#{frag}", dom::page_url_without_hash());
        let _ = dom::window().navigator().clipboard().write_text(&link);
        share_link.set(link);
    };

    let lines = Memo::new(move |_| source.get().lines().count().max(1));
    let error_lines = Memo::new(move |_| {
        result
            .get()
            .map(|r| {
                let mut v: Vec<u32> = r
                    .statements
                    .iter()
                    .filter_map(|s| s.error.as_ref().map(|e| e.line))
                    .collect();
                if let Some(e) = &r.syntax_error {
                    v.push(e.line);
                }
                v
            })
            .unwrap_or_default()
    });

    dom::metric("mount_ms", dom::now_ms());
    view! {
        <header class="top">
            <h1>"stridelab"</h1>
            <nav class="pages">
                <a id="nav-playground" href="#" class:on=move || !on_lab.get()
                    on:click=move |ev| { ev.prevent_default(); dom::set_hash(""); on_lab.set(false); }>"Playground"</a>
                <a id="nav-lab" href="#lab" class:on=move || on_lab.get()
                    on:click=move |ev| { ev.prevent_default(); dom::set_hash("lab"); on_lab.set(true); }>"Bug lab"</a>
            </nav>
            <Show when=move || !on_lab.get()>
            <select id="examples" on:change=on_example aria-label="examples">
                <option value="">"Examples…"</option>
                {examples::EXAMPLES.iter().enumerate().map(|(i, e)| view! { <option value=i.to_string()>{e.title}</option> }).collect_view()}
            </select>
            <select id="device" aria-label="device" title=gpu_missing.clone().unwrap_or_else(|| "where tensors are created: CPU, or WebGPU kernels on this page's GPU".into())
                on:change=move |ev| { device.set(event_target_value(&ev)); run(); }>
                <option value="cpu">"CPU"</option>
                <option value="webgpu" disabled=gpu_missing.is_some()>{if gpu_missing.is_some() { "WebGPU (unavailable)" } else { "WebGPU" }}</option>
            </select>
            <button id="run" on:click=move |_| run() disabled=move || running.get()>"Run (Ctrl+Enter)"</button>
            <button id="share" on:click=on_share>"Share link"</button>
            <span id="status" class="status">{move || status.get()}</span>
            </Show>
        </header>
        // Mounted on first visit and then kept (hidden), so its worker and results survive
        // switching pages.
        <Show when=move || lab_seen.get()>
            <div class:hidden=move || !on_lab.get()><lab::LabPage/></div>
        </Show>
        <Show when=move || !share_link.get().is_empty()>
            <div class="sharebar">"Link (copied): " <input id="share-link" readonly prop:value=move || share_link.get()/></div>
        </Show>
        <main class="cols" class:hidden=move || on_lab.get()>
            <section class="left">
                <div class="editor">
                    <pre class="gutter" aria-hidden="true">
                        {move || (1..=lines.get()).map(|n| {
                            let bad = error_lines.get().contains(&(n as u32));
                            view! { <span class:bad=bad>{n}"\n"</span> }
                        }).collect_view()}
                    </pre>
                    <textarea
                        id="editor"
                        spellcheck="false"
                        aria-label="script"
                        prop:value=move || source.get()
                        on:input=move |ev| source.set(event_target_value(&ev))
                        on:keydown=on_key
                    ></textarea>
                </div>
                <Outputs result=result/>
            </section>
            <section class="right">
                <VarChips result=result selected=selected/>
                {move || {
                    let r = result.get()?;
                    let name = selected.get()?;
                    let t = r.tensor(&name)?.clone();
                    Some(view! {
                        <MemoryView result=r.clone() tensor=t.clone()/>
                        <Inspector result=r tensor=t/>
                    })
                }}
            </section>
        </main>
    }
}

#[component]
fn Outputs(result: RwSignal<Option<RunResult>>) -> impl IntoView {
    view! {
        <ol id="outputs" class="outputs">
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
                for s in r.statements.iter().filter(|s| !s.text.is_empty() || s.error.is_some() || !s.trace.is_empty()) {
                    items.push(stmt_view(s).into_any());
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
        view! {
            <details class="trace">
                <summary>{format!("{n} kernel{}", if n == 1 { "" } else { "s" })}</summary>
                <pre>{s.trace.join("\n")}</pre>
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

#[component]
fn VarChips(
    result: RwSignal<Option<RunResult>>,
    selected: RwSignal<Option<String>>,
) -> impl IntoView {
    view! {
        <nav class="vars" aria-label="tensors">
            {move || result.get().map(|r| r.tensors.iter().map(|t: &TensorView| {
                let name = t.name.clone();
                let n2 = name.clone();
                let label = format!("{} {:?}", t.name, t.shape);
                view! {
                    <button class="chip" class:on=move || selected.get().as_deref() == Some(n2.as_str())
                        data-var=name.clone()
                        on:click=move |_| selected.set(Some(name.clone()))>{label}</button>
                }
            }).collect_view())}
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
