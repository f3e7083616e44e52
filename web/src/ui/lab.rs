//! The bug lab lesson: the investigation of the frozen encoder, in the order its author
//! walked it. The experiment runs in the worker; toggles re-run it.

use super::plot;
use crate::lab::{LabRequest, LabResult};
use crate::worker_client::{RunOutcome, Runner};
use leptos::prelude::*;
use std::time::Duration;
use stridelab_core::buglab::Profile;

/// Training steps of the lesson's runs (the CLI's demo uses 300; the page keeps it short).
pub const LESSON_STEPS: usize = 200;
/// The experiment runs twice plus the per-op check in the worker; give it room.
const LAB_TIMEOUT_MS: f64 = 60_000.0;

#[component]
pub fn LabPage(
    /// Puts a script in the playground's editor and shows the playground.
    #[prop(optional)]
    open_in_playground: Option<Callback<String>>,
) -> impl IntoView {
    let profile = RwSignal::new(Profile::Torch22MacOs14.id().to_string());
    let workaround = RwSignal::new(false);
    let result: RwSignal<Option<LabResult>> = RwSignal::new(None);
    let status = RwSignal::new(String::from("starting the experiment…"));
    let running = RwSignal::new(false);

    let runner = Runner::new(LAB_TIMEOUT_MS, move |outcome| {
        running.set(false);
        match outcome {
            RunOutcome::Lab(r) => {
                status.set(match &r.error {
                    Some(e) => format!("the experiment failed: {e}"),
                    None => format!(
                        "{} steps under {}{} in {:.1} s",
                        r.steps,
                        r.profile_label,
                        if r.workaround {
                            " with .contiguous()"
                        } else {
                            ""
                        },
                        r.elapsed_ms / 1000.0
                    ),
                });
                let t0 = super::dom::now_ms();
                result.set(Some(*r));
                request_animation_frame(move || {
                    super::dom::metric("lab_render_ms", super::dom::now_ms() - t0);
                    super::dom::bump("lab_runs");
                });
            }
            RunOutcome::Done(_) | RunOutcome::Verdict(_) | RunOutcome::Stopped => {}
            RunOutcome::TimedOut(s) => status.set(format!(
                "the experiment ran longer than {s:.0} s and was stopped"
            )),
            RunOutcome::Crashed(m) | RunOutcome::OutOfMemory(m) => {
                status.set(format!("the worker crashed ({m}); it has been restarted"))
            }
        }
    });
    let runner = StoredValue::new_local(runner);
    let run = move || {
        running.set(true);
        status.set("training…".into());
        let req = LabRequest {
            profile: Some(profile.get_untracked()),
            workaround: workaround.get_untracked(),
            steps: LESSON_STEPS,
        };
        runner.with_value(|r| r.run_lab(req));
    };
    request_animation_frame(run);

    view! {
        <main class="lab">
            <section class="lab-intro">
                <h2>"Bug lab: the encoder that never learned"</h2>
                <p>
                    "A TopK sparse autoencoder's encoder is initialised as "
                    <code>"decoder.weight.T.clone()"</code>
                    ". On PyTorch's MPS backend before 2.4 (macOS 14), its loss plateaued and nothing reported an error. "
                    "This page reruns that experiment on an emulated MPS device (our CPU kernels, wrapped with the behaviour of each PyTorch/macOS pair) and walks the investigation step by step."
                </p>
                <div class="lab-controls">
                    <label>"MPS profile "
                        <select id="lab-profile" on:change=move |ev| { profile.set(event_target_value(&ev)); run(); }>
                            {Profile::ALL.iter().map(|p| view! {
                                <option value=p.id() selected=move || profile.get() == p.id()>{p.label()}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <label>
                        <input id="lab-workaround" type="checkbox" prop:checked=move || workaround.get()
                            on:change=move |ev| { workaround.set(event_target_checked(&ev)); run(); }/>
                        " workaround: "<code>"decoder.weight.T.clone().contiguous()"</code>
                    </label>
                    <span id="lab-status" class="status" class:busy=move || running.get()>{move || status.get()}</span>
                </div>
            </section>
            {move || result.get().filter(|r| r.error.is_none()).map(|r| view! { <Lesson r=r/> })}
            <section class="lab-step" id="lab-script">
                <h3>"8. Run it yourself"</h3>
                <p>"The experiment is an ordinary script: a TopK sparse autoencoder trained with Adam, with the profile and the workaround chosen above set at its top. Open it in the playground to change it, print what you like, and look at the encoder's memory."</p>
                {move || open_in_playground.map(|open| view! {
                    <button id="lab-open" on:click=move |_| open.run(crate::lab::playground_script(
                        &profile.get_untracked(), workaround.get_untracked(), LESSON_STEPS))>"Open in the playground"</button>
                })}
                <details>
                    <summary>"Show the script"</summary>
                    <pre class="lab-script">{move || crate::lab::playground_script(&profile.get(), workaround.get(), LESSON_STEPS)}</pre>
                </details>
            </section>
        </main>
    }
}

fn fmt_e(v: f64) -> String {
    if v == 0.0 {
        "0 (exactly)".into()
    } else {
        format!("{v:.3e}")
    }
}

#[component]
pub fn Lesson(r: LabResult) -> impl IntoView {
    let frozen = r.encoder_bit_identical;
    let last = |v: &[f64]| v.last().copied().unwrap_or(f64::NAN);
    let (loss, healthy) = (last(&r.losses), last(&r.healthy_losses));
    let run_label = format!(
        "{}{}",
        r.profile_label,
        if r.workaround { " + .contiguous()" } else { "" }
    );
    let theme = plot::Theme::current();
    let loss_svg = plot::loss_svg(&r.losses, &r.healthy_losses, &run_label, theme);
    let heat = |ids: &[&str]| {
        r.heatmaps
            .iter()
            .filter(|h| ids.contains(&h.id.as_str()))
            .map(|h| {
                let scale = h.values.iter().fold(0.0f64, |m, v| m.max(v.abs()));
                view! {
                    <figure class="heatmap" data-heatmap=h.id.clone()>
                        <div class="heat-svg" inner_html=plot::heatmap_svg(h)></div>
                        <div class="heat-bar" inner_html=plot::colour_bar_svg(scale, theme)></div>
                        <figcaption>{format!("{} [{}×{}], |max| {}", h.title, h.rows, h.cols, fmt_e(scale))}</figcaption>
                    </figure>
                }
            })
            .collect_view()
    };
    let weights = heat(&["enc-init", "enc-final", "enc-change", "dec-change"]);
    let state = heat(&["exp-avg", "exp-avg-sq"]);
    let verdict = if frozen {
        "The encoder is bit-identical to its initialisation: every update was lost."
    } else {
        "The encoder moved: its updates reached memory."
    };
    let meta = r
        .meta
        .iter()
        .map(|m| {
            view! {
                <tr class:bad=!m.contiguous>
                    <td><code>{m.name.clone()}</code></td>
                    <td>{format!("{:?}", m.shape)}</td>
                    <td>{format!("{:?}", m.strides)}</td>
                    <td>{if m.contiguous { "yes" } else { "no" }}</td>
                </tr>
            }
        })
        .collect_view();
    let checks = r
        .op_checks
        .iter()
        .map(|c| {
            let lost = !c.strided_written;
            view! {
                <tr class:bad=lost data-op=c.op.clone()>
                    <td><code>{format!("out.{}", c.call)}</code></td>
                    <td>{c.expected.clone()}</td>
                    <td class="ok-cell">{if c.contiguous_written { "written" } else { "unchanged" }}</td>
                    <td class="strided-cell">{if lost { "UNCHANGED, no error" } else { "written" }}</td>
                </tr>
            }
        })
        .collect_view();
    let profiles = r.profile_labels.clone();
    let table = r
        .table
        .iter()
        .map(|row| {
            view! {
                <tr>
                    <td><code>{row.ops.clone()}</code></td>
                    {row.handling.iter().map(|h| view! { <td class:bad=h.contains("dropped")>{h.clone()}</td> }).collect_view()}
                    <td class="why">{row.why.clone()}</td>
                </tr>
            }
        })
        .collect_view();
    let dropped_here = r
        .op_checks
        .iter()
        .any(|c| c.op == "addcmul_" && !c.strided_written);
    let finding = r.finding.clone();
    let findings_count = r.findings_count;
    view! {
        <section class="lab-step" id="lab-symptom">
            <h3>{if frozen { "1. The symptom: the loss plateaus" } else { "1. The loss: this run learns" }}</h3>
            {(!frozen).then(|| view! { <p class="note">"This profile does not show the bug. Choose torch 2.2, macOS 14 (without the workaround) in the bar above to see it."</p> })}
            <div class="plot" id="loss-plot" inner_html=loss_svg></div>
            <p id="lab-outcome" class:bad=frozen>
                {if loss > 1.05 * healthy {
                    format!("final loss {loss:.5}, {:.1}× the healthy run's {healthy:.5}. ", loss / healthy)
                } else {
                    format!("final loss {loss:.5}, as low as the healthy run's {healthy:.5}. ")
                }}
                {verdict}
            </p>
        </section>
        <section class="lab-step" id="lab-weights">
            <h3>{if frozen { "2. The frozen weights" } else { "2. The weights move" }}</h3>
            <p>"Blue is negative, red positive, white zero; each map has its own scale (the bar under it). "
               {if frozen { "The encoder's change map is all white: nothing was written." } else { "Both change maps are coloured: every update reached memory." }}</p>
            <div class="heatmaps">{weights}</div>
        </section>
        <section class="lab-step" id="lab-state">
            <h3>"3. Adam's state for the encoder"</h3>
            <p>{format!("max |exp_avg| = {}, max |exp_avg_sq| = {}. ", fmt_e(r.max_exp_avg), fmt_e(r.max_exp_avg_sq))}
               "exp_avg is updated with lerp_, exp_avg_sq with mul_ then addcmul_, and the parameter with addcdiv_. "
               {if r.max_exp_avg_sq == 0.0 {
                   "Here the second moment is exactly zero: addcmul_ never wrote it; the step then divides by eps alone, so addcdiv_'s result must have been lost too."
               } else {
                   "Here both moments are non-zero: the in-place updates reached memory. (Under torch 2.2, macOS 14 the second moment stays exactly zero.)"
               }}</p>
            <div class="heatmaps">{state}</div>
        </section>
        <section class="lab-step" id="lab-meta">
            <h3>"4. Encoder vs decoder: the metadata"</h3>
            <table class="meta">
                <thead><tr><th>"tensor"</th><th>"shape"</th><th>"strides"</th><th>"contiguous"</th></tr></thead>
                <tbody>{meta}</tbody>
            </table>
            <p>"Adam creates its state with zeros_like(p, memory_format=torch.preserve_format), so the transposed encoder drags transposed moments (and gradients) through every step."</p>
        </section>
        <section class="lab-step" id="lab-ops">
            <h3>"5. The per-op test"</h3>
            <p>"Each in-place op, run once on a transposed output (strides (1, 3)) and once on a contiguous copy, under this profile:"</p>
            <table class="ops">
                <thead><tr><th>"call"</th><th>"profile says"</th><th>"contiguous output"</th><th>"transposed output"</th></tr></thead>
                <tbody>{checks}</tbody>
            </table>
            <p id="lab-finding">{match finding {
                Some(f) => format!("The detector (every write re-checked against the CPU, {findings_count} findings in two steps) names the first: {f}"),
                None => "The detector (every write re-checked against the CPU) finds nothing in two training steps.".to_string(),
            }}</p>
        </section>
        <section class="lab-step" id="lab-placeholder">
            <h3>"6. The mechanism: Placeholder's temporary"</h3>
            <Placeholder dropped=dropped_here/>
        </section>
        <section class="lab-step" id="lab-fix">
            <h3>"7. The fix"</h3>
            <p>"Three ways out, each one a toggle in the bar at the top of the page: make the weight contiguous ("<code>".T.contiguous()"</code>"), upgrade to PyTorch 2.4 (addcmul_/addcdiv_ copy the temporary back), or macOS 15 (Metal writes through strides). The random in-place ops stayed broken on macOS 14 after 2.4."</p>
            <table class="profiles">
                <thead><tr><th>"op, non-contiguous output"</th>{profiles.into_iter().map(|p| view! { <th>{p}</th> }).collect_view()}<th>"why"</th></tr></thead>
                <tbody>{table}</tbody>
            </table>
        </section>
    }
}

/// The Placeholder mechanism on a 2×3 transposed output: gather into a contiguous
/// temporary, compute there, then copy back (fixed) or not (broken).
#[component]
fn Placeholder(dropped: bool) -> impl IntoView {
    // v = zeros(3, 2).T: shape [2, 3], strides (1, 2). Storage slot k holds v[k % 2, k / 2].
    let storage_label = |k: usize| format!("v[{},{}]", k % 2, k / 2);
    let temp_label = |k: usize| format!("v[{},{}]", k / 3, k % 3);
    let stage = RwSignal::new(0usize);
    let captions = [
        "v is exp_avg_sq: a [2, 3] view with strides (1, 2). Its storage order is not its logical order, so v is not contiguous.",
        "Placeholder sees a non-contiguous tensor and hands the kernel a contiguous temporary holding v's values, in logical order.",
        "The addcmul_ kernel computes v + value·g·g into the temporary. So far, so good.",
        if dropped {
            "Nothing copies the temporary back. It is freed; v's storage still holds zeros, and no error is raised."
        } else {
            "The fixed kernel copies the temporary back to v's strided positions, so v's storage holds the results."
        },
    ];
    let timer = StoredValue::new_local(None::<IntervalHandle>);
    let play = move |_| {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        stage.set(0);
        let h = set_interval_with_handle(
            move || {
                let s = stage.get_untracked();
                if s + 1 >= 4 {
                    if let Some(h) = timer.get_value() {
                        h.clear();
                    }
                } else {
                    stage.set(s + 1);
                }
            },
            Duration::from_millis(1400),
        )
        .ok();
        timer.set_value(h);
    };
    on_cleanup(move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
    });
    let storage_cell = move |k: usize| {
        view! {
            <div class="ph-cell"
                class:ph-new=move || stage.get() == 3 && !dropped
                class:ph-stale=move || stage.get() == 3 && dropped>
                <span class="ph-label">{storage_label(k)}</span>
                <span class="ph-val">{move || if stage.get() == 3 && !dropped { "new" } else { "0" }}</span>
            </div>
        }
    };
    let temp_cell = move |k: usize| {
        view! {
            <div class="ph-cell" class:ph-new={move || stage.get() >= 2} class:ph-freed={move || stage.get() == 3 && dropped}>
                <span class="ph-label">{temp_label(k)}</span>
                <span class="ph-val">{move || if stage.get() >= 2 { "new" } else { "0" }}</span>
            </div>
        }
    };
    view! {
        <div class="placeholder" id="placeholder" data-stage=move || stage.get().to_string() data-dropped=dropped.to_string()>
            <div class="ph-row">
                <span class="ph-name">"v's storage"</span>
                {(0..6).map(storage_cell).collect_view()}
            </div>
            <div class="ph-row ph-temp" class:ph-hidden=move || stage.get() == 0>
                <span class="ph-name">"temporary"</span>
                {(0..6).map(temp_cell).collect_view()}
            </div>
            <p class="ph-caption" aria-live="polite">{move || captions[stage.get().min(3)]}</p>
            <div class="walk">
                <button id="ph-prev" on:click=move |_| stage.update(|s| *s = s.saturating_sub(1))>"◀ step"</button>
                <button id="ph-play" on:click=play>"▶ play"</button>
                <button id="ph-next" on:click=move |_| stage.update(|s| *s = (*s + 1).min(3))>"step ▶"</button>
                <span class="note">{move || format!("stage {} of 4", stage.get() + 1)}</span>
            </div>
        </div>
    }
}
