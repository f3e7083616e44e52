//! The script editor: CodeMirror 6 (bundled from `web/editor/` into `editor.js`, which
//! `web/boot.js` puts on `globalThis.stridelabEditor`). It brings Python highlighting,
//! auto-indent, Tab, undo and line numbers that scroll with the text; the page keeps the
//! script in a signal and talks to the editor through a small handle.
//!
//! If the bundle did not load, a plain textarea takes its place: the script is never
//! unreachable, only less comfortable to edit.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// What `stridelabEditor.mount` returns (web/editor/src/editor.js).
    #[derive(Clone)]
    pub type EditorHandle;

    #[wasm_bindgen(catch, js_namespace = stridelabEditor, js_name = mount)]
    fn js_mount(
        parent: &web_sys::HtmlElement,
        doc: &str,
        on_change: &JsValue,
        on_run: &JsValue,
    ) -> Result<EditorHandle, JsValue>;

    #[wasm_bindgen(method, js_name = setDoc)]
    fn set_doc(this: &EditorHandle, text: &str);

    #[wasm_bindgen(method, js_name = setErrors)]
    fn set_errors(this: &EditorHandle, lines: Vec<u32>);

    #[wasm_bindgen(method, js_name = goToLine)]
    fn go_to_line(this: &EditorHandle, line: u32);
}

/// The page's side of the editor: the script signal and, once mounted, the handle.
#[derive(Clone, Copy)]
pub struct Editor {
    pub source: RwSignal<String>,
    handle: StoredValue<Option<EditorHandle>, LocalStorage>,
    /// Set when the CodeMirror bundle could not be mounted.
    fallback: RwSignal<bool>,
}

impl Editor {
    pub fn new(initial: String) -> Editor {
        Editor {
            source: RwSignal::new(initial),
            handle: StoredValue::new_local(None),
            fallback: RwSignal::new(false),
        }
    }

    /// Replaces the whole script (an example, a share link, a restore). In CodeMirror this
    /// is one undoable change.
    pub fn replace(&self, text: &str) {
        self.source.set(text.to_string());
        self.handle.with_value(|h| {
            if let Some(h) = h {
                h.set_doc(text)
            }
        });
    }

    /// Marks the lines the last run reported errors on.
    pub fn mark_errors(&self, lines: Vec<u32>) {
        self.handle.with_value(|h| {
            if let Some(h) = h {
                h.set_errors(lines)
            }
        });
    }

    /// Puts the cursor on `line` (1-based) and scrolls it into view.
    pub fn go_to_line(&self, line: u32) {
        self.handle.with_value(|h| {
            if let Some(h) = h {
                h.go_to_line(line)
            }
        });
    }
}

/// The editor, mounted in an element with id `id` (the playground's is `editor`; a lesson's
/// exercise has its own).
#[component]
pub fn ScriptEditor(
    editor: Editor,
    on_run: Callback<()>,
    #[prop(optional, into)] id: Option<String>,
) -> impl IntoView {
    let id = id.unwrap_or_else(|| "editor".into());
    let fallback_id = format!("{id}-fallback");
    let host = NodeRef::<leptos::html::Div>::new();
    host.on_load(move |el| {
        let source = editor.source;
        let on_change = Closure::<dyn Fn(String)>::new(move |text: String| source.set(text));
        let run = Closure::<dyn Fn()>::new(move || on_run.run(()));
        let initial = source.get_untracked();
        // The closures live as long as the page's editor: handed over to JS for good.
        match js_mount(
            &el,
            &initial,
            &on_change.into_js_value(),
            &run.into_js_value(),
        ) {
            Ok(h) => editor.handle.set_value(Some(h)),
            Err(e) => {
                leptos::logging::warn!(
                    "the code editor did not load ({e:?}); using a plain text box"
                );
                editor.fallback.set(true);
            }
        }
    });
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if (ev.ctrl_key() || ev.meta_key()) && ev.key() == "Enter" {
            ev.prevent_default();
            on_run.run(());
        }
    };
    view! {
        <div id=id class="editor" node_ref=host></div>
        <Show when=move || editor.fallback.get()>
            <textarea id=fallback_id.clone() class="editor-fallback" spellcheck="false" aria-label="script"
                prop:value=move || editor.source.get()
                on:input=move |ev| editor.source.set(event_target_value(&ev))
                on:keydown=on_key></textarea>
        </Show>
    }
}
