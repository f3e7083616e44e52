//! The lessons page (`#learn`, `#learn/NN-name`): the course list with progress, and a lesson
//! with its prose, its cells' output (run in this page's own worker), and exercises checked
//! by the same core code as `stridelab learn --check`. Answers and progress stay in local
//! storage; nothing is sent anywhere.

use super::dom;
use super::editor::{Editor, ScriptEditor};
use super::memory::MemoryView;
use crate::lessons::{self as model, CheckRequest, Progress, VerdictView};
use crate::model::RunResult;
use crate::viewmodel as vm;
use crate::worker_client::{RunOutcome, Runner};
use leptos::prelude::*;
use std::collections::HashMap;
use stridelab_core::lessons::{Block, Exercise, ExerciseKind, Lesson};

const PROGRESS_KEY: &str = "stridelab.progress";
/// What the learner typed for an exercise, so a reload loses nothing.
const ANSWER_KEY: &str = "stridelab.answer.";
const TIMEOUT_MS: f64 = 20_000.0;
const MAX_STEPS: u64 = 20_000_000;

/// What the worker's pending request is for.
#[derive(Clone, Debug, PartialEq)]
enum Job {
    Cells(String),
    Check {
        slug: String,
        ex: String,
    },
    /// The memory view under an exercise or a cell (`key`), opened on `tensor`.
    Explain {
        key: String,
        tensor: Option<String>,
    },
}

/// An exercise's state on the page.
#[derive(Clone, Debug, Default, PartialEq)]
struct Attempt {
    verdict: Option<VerdictView>,
    wrong: usize,
    revealed: bool,
}

#[derive(Clone, Copy)]
struct Ctx {
    progress: RwSignal<Progress>,
    attempts: RwSignal<HashMap<String, Attempt>>,
    busy: RwSignal<Option<String>>,
    /// The one memory view on the page: (block key, run, tensor to open).
    explain: RwSignal<Option<(String, RunResult, Option<String>)>>,
    cells: RwSignal<Option<(String, RunResult)>>,
    runner: StoredValue<Option<Runner>, LocalStorage>,
    job: StoredValue<Option<Job>, LocalStorage>,
    open_in_playground: Callback<String>,
}

impl Ctx {
    fn send(&self, job: Job, f: impl FnOnce(&Runner)) {
        self.busy.set(Some(match &job {
            Job::Cells(_) => "running the lesson's cells…".into(),
            Job::Check { .. } => "checking…".into(),
            Job::Explain { .. } => "drawing the memory view…".into(),
        }));
        self.job.set_value(Some(job));
        self.runner.with_value(|r| {
            if let Some(r) = r {
                f(r)
            }
        });
    }

    fn run(&self, job: Job, source: String) {
        self.send(job, move |r| r.run(&source, MAX_STEPS, "cpu"));
    }
}

fn answer_key(slug: &str, ex: &str) -> String {
    format!("{ANSWER_KEY}{}", Progress::key(slug, ex))
}

#[component]
pub fn LessonsPage(
    /// The lesson shown (its slug), or None for the list.
    current: Signal<Option<String>>,
    open_in_playground: Callback<String>,
) -> impl IntoView {
    let progress = RwSignal::new(Progress::parse(
        &dom::load(PROGRESS_KEY).unwrap_or_default(),
    ));
    Effect::new(move |_| dom::save(PROGRESS_KEY, &progress.get().to_json()));
    let ctx = Ctx {
        progress,
        attempts: RwSignal::new(HashMap::new()),
        busy: RwSignal::new(None),
        explain: RwSignal::new(None),
        cells: RwSignal::new(None),
        runner: StoredValue::new_local(None),
        job: StoredValue::new_local(None),
        open_in_playground,
    };
    let runner = Runner::new(TIMEOUT_MS, move |outcome| on_outcome(ctx, outcome));
    ctx.runner.set_value(Some(runner));
    let course = StoredValue::new(model::course());

    // Opening a lesson runs its cells once.
    Effect::new(move |_| {
        if let Some(slug) = current.get() {
            let have = ctx
                .cells
                .with_untracked(|c| c.as_ref().map(|(s, _)| s.clone()));
            if have.as_deref() != Some(slug.as_str()) {
                ctx.explain.set(None);
                if let Some(l) = course.with_value(|c| c.iter().find(|l| l.slug == slug).cloned()) {
                    let (script, _) = model::cells_script(&l, None);
                    ctx.run(Job::Cells(slug), script);
                }
            }
        }
    });

    view! {
        <main class="learn" id="learn">
            {move || match current.get() {
                None => view! { <CourseList course=course.get_value() progress=progress/> }.into_any(),
                Some(slug) => match course.with_value(|c| c.iter().find(|l| l.slug == slug).cloned()) {
                    Some(l) => view! { <LessonView lesson=l ctx=ctx/> }.into_any(),
                    None => view! {
                        <p class="note">"There is no lesson “" {slug} "”. " <a href="#learn">"All lessons"</a></p>
                    }.into_any(),
                },
            }}
        </main>
    }
}

fn on_outcome(ctx: Ctx, outcome: RunOutcome) {
    let job = ctx.job.try_update_value(|j| j.take()).flatten();
    ctx.busy.set(None);
    match (job, outcome) {
        (Some(Job::Cells(slug)), RunOutcome::Done(r)) => {
            ctx.cells.set(Some((slug, r)));
            dom::bump("lesson_cells");
        }
        (Some(Job::Check { slug, ex }), RunOutcome::Verdict(v)) => {
            let passed = v.passed;
            ctx.attempts.update(|a| {
                let e = a.entry(Progress::key(&slug, &ex)).or_default();
                if !passed {
                    e.wrong += 1;
                }
                e.verdict = Some(v);
            });
            if passed {
                ctx.progress.update(|p| p.solve(&slug, &ex));
                explain_exercise(ctx, &slug, &ex);
                dom::bump("lesson_passes");
            }
            dom::bump("lesson_checks");
        }
        (Some(Job::Explain { key, tensor }), RunOutcome::Done(r)) => {
            let names: Vec<&str> = r.tensors.iter().map(|t| t.name.as_str()).collect();
            let pick = tensor
                .filter(|t| names.contains(&t.as_str()))
                .or_else(|| vm::newest(&r.tensors).map(|t| t.name.clone()));
            ctx.explain.set(Some((key, r, pick)));
            dom::bump("lesson_explains");
        }
        (job, bad) => {
            let why = match bad {
                RunOutcome::TimedOut(s) => format!("stopped after {s:.0} s (an infinite loop?)"),
                RunOutcome::Crashed(m) => {
                    format!("the interpreter crashed ({m}); it has been restarted")
                }
                RunOutcome::OutOfMemory(m) => {
                    format!("the worker ran out of memory ({m}); it has been restarted")
                }
                _ => "stopped".into(),
            };
            if let Some(Job::Check { slug, ex }) = job {
                ctx.attempts.update(|a| {
                    a.entry(Progress::key(&slug, &ex)).or_default().verdict = Some(VerdictView {
                        passed: false,
                        message: format!("Your code did not finish: {why}."),
                    });
                });
            }
        }
    }
}

/// After a right answer: the memory view of the exercise's own script, on the tensor the
/// question is about.
fn explain_exercise(ctx: Ctx, slug: &str, id: &str) {
    let Some(l) = stridelab_core::lessons::find(slug) else {
        return;
    };
    let Some(ex) = l.exercises().find(|e| e.id == id) else {
        return;
    };
    let (script, tensor) = match ex.kind {
        ExerciseKind::Predict => {
            let names = identifiers(&ex.ask);
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            (
                model::explain_script(ex),
                model::asked_tensor(&ex.ask, &refs).map(String::from),
            )
        }
        _ => {
            let answer = dom::load(&answer_key(slug, id)).unwrap_or_else(|| ex.solution.clone());
            (format!("{}{}", ex.setup, answer), None)
        }
    };
    ctx.run(
        Job::Explain {
            key: format!("ex-{id}"),
            tensor,
        },
        script,
    );
}

/// The names in a piece of code (candidates for the tensor a question is about).
fn identifiers(code: &str) -> Vec<String> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.chars().next().unwrap_or('0').is_ascii_digit())
        .map(String::from)
        .collect()
}

#[component]
fn CourseList(course: Vec<Lesson>, progress: RwSignal<Progress>) -> impl IntoView {
    let total: usize = course.iter().map(|l| l.exercises().count()).sum();
    let items = course
        .into_iter()
        .map(|l| {
            let href = format!("#learn/{}", l.slug);
            let slug = l.slug.clone();
            let title = l.title.clone();
            let count = move || {
                let (done, n) = progress.with(|p| p.count(&l));
                format!("{done} of {n} exercises solved")
            };
            view! {
                <li data-lesson=slug>
                    <a href=href>{title}</a>
                    <span class="lesson-progress">{count}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="course">
            <h2>"Lessons"</h2>
            <p>{format!("A checked course through how tensors really work: every output below is recorded from real PyTorch. {total} exercises; your answers and progress stay in this browser.")}</p>
            <ol id="lesson-list" class="lesson-list">{items}</ol>
        </section>
    }
}

#[component]
fn LessonView(lesson: Lesson, ctx: Ctx) -> impl IntoView {
    let slug = lesson.slug.clone();
    let (_, ranges) = model::cells_script(&lesson, None);
    let ranges = StoredValue::new(ranges);
    let all = lesson.clone();
    let s2 = slug.clone();
    let solved = move || {
        let (d, n) = ctx.progress.with(|p| p.count(&all));
        format!("{d} of {n} exercises solved")
    };
    let blocks = model::numbered_blocks(&lesson)
        .into_iter()
        .map(|(k, b)| match b {
            Block::Prose(p) => view! { <div class="prose" inner_html=model::markdown(p)></div> }.into_any(),
            Block::Cell(c) => {
                let k = k.unwrap_or(0);
                view! { <CellView lesson=lesson.clone() index=k draw=c.draw.clone() code=c.code.clone() ranges=ranges ctx=ctx/> }.into_any()
            }
            Block::Exercise(e) => view! { <ExerciseView slug=s2.clone() ex=(**e).clone() ctx=ctx/> }.into_any(),
        })
        .collect_view();
    view! {
        <article class="lesson" data-lesson=slug>
            <p class="crumbs"><a href="#learn">"All lessons"</a>" · "<span id="lesson-solved">{solved}</span>
                <span class="status" role="status">{move || ctx.busy.get().unwrap_or_default()}</span></p>
            <h2>{lesson.title.clone()}</h2>
            {blocks}
        </article>
    }
}

/// A cell: its code with each statement's output under it (from the lesson's one run).
#[component]
fn CellView(
    lesson: Lesson,
    index: usize,
    draw: Vec<String>,
    code: String,
    ranges: StoredValue<Vec<(u32, u32)>>,
    ctx: Ctx,
) -> impl IntoView {
    let key = format!("cell-{index}");
    let lines: Vec<String> = code.lines().map(String::from).collect();
    let transcript = move || {
        let Some((_, r)) = ctx.cells.get() else {
            return view! { <pre class="lesson-code">{code.clone()}</pre> }.into_any();
        };
        let (first, _) = ranges.with_value(|rs| rs.get(index).copied().unwrap_or((1, 0)));
        // Source lines, each statement's output after its last line.
        let mut parts = Vec::new();
        let mut shown = 0usize;
        for s in r
            .statements
            .iter()
            .filter(|s| ranges.with_value(|rs| model::cell_of(rs, s.line)) == Some(index))
        {
            let end = (s.end_line.saturating_sub(first) + 1) as usize;
            let src = lines[shown.min(lines.len())..end.min(lines.len())].join("\n");
            shown = shown.max(end.min(lines.len()));
            let out = match &s.error {
                Some(e) => format!("{}{}: {}", s.text, e.kind, e.message),
                None => s.text.trim_end().to_string(),
            };
            let err = s.error.is_some();
            parts.push(view! { <pre class="lesson-code">{src}</pre> }.into_any());
            if !out.is_empty() {
                parts
                    .push(view! { <pre class="lesson-out" class:error=err>{out}</pre> }.into_any());
            }
        }
        if shown < lines.len() {
            let rest = lines[shown..].join("\n");
            parts.push(view! { <pre class="lesson-code">{rest}</pre> }.into_any());
        }
        if let Some(e) = &r.syntax_error {
            return view! { <pre class="lesson-out error">{format!("{}: {}", e.kind, e.message)}</pre> }.into_any();
        }
        parts.collect_view().into_any()
    };
    let k2 = key.clone();
    let d2 = draw.clone();
    let l2 = lesson.clone();
    let show_memory = move |_| {
        let (script, _) = model::cells_script(&l2, Some(index + 1));
        ctx.run(
            Job::Explain {
                key: k2.clone(),
                tensor: d2.first().cloned(),
            },
            script,
        );
    };
    let open = move |_| {
        let (script, _) = model::cells_script(&lesson, Some(index + 1));
        ctx.open_in_playground.run(script);
    };
    let has_draw = !draw.is_empty();
    view! {
        <div class="lesson-cell" data-cell=index>
            {transcript}
            <div class="cell-actions">
                <Show when=move || has_draw>
                    <button class="show-memory" on:click=show_memory.clone()>"Show the memory"</button>
                </Show>
                <button class="open-cell" on:click=open.clone()>"Open in the playground"</button>
            </div>
            <Explain key=key ctx=ctx/>
        </div>
    }
}

/// The memory view under block `key`, when it is the one open.
#[component]
fn Explain(key: String, ctx: Ctx) -> impl IntoView {
    move || {
        let (k, r, name) = ctx.explain.get()?;
        if k != key {
            return None;
        }
        let t = name.and_then(|n| r.tensor(&n).cloned())?;
        Some(view! {
            <div class="lesson-memory">
                <p class="note">{format!("{}: shape {:?}, strides {:?}, offset {}", t.name, t.shape, t.strides, t.offset)}</p>
                <MemoryView result=r.clone() tensor=t/>
            </div>
        })
    }
}

#[component]
fn ExerciseView(slug: String, ex: Exercise, ctx: Ctx) -> impl IntoView {
    let key = Progress::key(&slug, &ex.id);
    let stored = dom::load(&answer_key(&slug, &ex.id));
    let answer = RwSignal::new(stored.clone().unwrap_or_else(|| match ex.kind {
        ExerciseKind::Predict => String::new(),
        _ => ex.starter.clone(),
    }));
    let (s1, e1) = (slug.clone(), ex.id.clone());
    // An answer the browser refuses to store (full or blocked storage) is said to live in
    // this tab only, as the playground says of its script.
    let unsaved = RwSignal::new(false);
    Effect::new(move |_| {
        let a = answer.get();
        unsaved.set(!dom::save(&answer_key(&s1, &e1), &a));
    });
    let (s2, e2) = (slug.clone(), ex.id.clone());
    let solved = move || ctx.progress.with(|p| p.is_solved(&s2, &e2));
    let k2 = key.clone();
    let attempt = move || {
        ctx.attempts
            .with(|a| a.get(&k2).cloned().unwrap_or_default())
    };
    let (s3, e3) = (slug.clone(), ex.id.clone());
    let check = move || {
        ctx.send(
            Job::Check {
                slug: s3.clone(),
                ex: e3.clone(),
            },
            |r| {
                r.check(CheckRequest {
                    slug: s3.clone(),
                    exercise: e3.clone(),
                    answer: answer.get_untracked(),
                })
            },
        );
    };
    let check_cb = Callback::new(move |()| check());
    let hints = ex.hints.clone();
    let shown_hints = {
        let attempt = attempt.clone();
        move || {
            let a = attempt();
            let n = a.wrong.min(hints.len());
            hints[..n]
                .iter()
                .map(|h| view! { <div class="hint" inner_html=model::markdown(h)></div> })
                .collect_view()
        }
    };
    let can_reveal = {
        let attempt = attempt.clone();
        let n = ex.hints.len();
        move || attempt().wrong > n.max(1)
    };
    let k3 = key.clone();
    let reveal = move |_| {
        ctx.attempts
            .update(|a| a.entry(k3.clone()).or_default().revealed = true)
    };
    let revealed = {
        let attempt = attempt.clone();
        move || attempt().revealed
    };
    let solution = ex.solution.clone();
    let verdict = move || attempt().verdict;
    let id = ex.id.clone();
    let editor_id = format!("ex-editor-{}", ex.id);
    let input = match ex.kind {
        ExerciseKind::Predict => view! {
            <pre class="lesson-code">{ex.ask.trim_end().to_string()}</pre>
            <label class="predict">"It shows: "
                <input class="predict-answer" type="text" spellcheck="false" autocomplete="off"
                    prop:value=move || answer.get()
                    on:input=move |ev| answer.set(event_target_value(&ev))
                    on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { check_cb.run(()) }/>
            </label>
        }
        .into_any(),
        _ => {
            let editor = Editor::new(answer.get_untracked());
            Effect::new(move |_| answer.set(editor.source.get()));
            view! { <div class="exercise-editor"><ScriptEditor editor=editor on_run=check_cb id=editor_id/></div> }.into_any()
        }
    };
    let setup = ex.setup.trim_end().to_string();
    let has_setup = !setup.is_empty();
    let forbid = ex.forbid.clone();
    view! {
        <section class="exercise" data-exercise=id class:solved=solved.clone()>
            <h3>
                <span class="kind">{ex.kind.name()}</span>" "{ex.title.clone()}
                <Show when=solved.clone()><span class="done" title="solved">" ✓"</span></Show>
            </h3>
            <div class="prose" inner_html=model::markdown(&ex.prompt)></div>
            <Show when=move || unsaved.get()>
                <p class="note unsaved-note" role="alert">"This browser did not let the page save your answer (its storage is full or blocked): it lives in this tab only."</p>
            </Show>
            <Show when=move || has_setup><pre class="lesson-code setup">{setup.clone()}</pre></Show>
            {input}
            <Show when={let f = forbid.clone(); move || !f.is_empty()}>
                <p class="note">{format!("Not allowed here: {} kernels.", forbid.join(", "))}</p>
            </Show>
            <div class="cell-actions">
                <button class="check" on:click=move |_| check_cb.run(()) disabled=move || ctx.busy.get().is_some()>"Check"</button>
                <Show when=can_reveal.clone()>
                    <button class="reveal" on:click=reveal.clone()>"Show an answer"</button>
                </Show>
            </div>
            {move || verdict().map(|v| view! {
                <p class="verdict" class:bad=!v.passed role="status">{v.message}</p>
            })}
            {shown_hints}
            <Show when=revealed.clone()><pre class="lesson-code answer">{solution.clone()}</pre></Show>
            <Explain key=format!("ex-{}", ex.id) ctx=ctx/>
        </section>
    }
}
