//! Small imperative helpers: highlighting (one class swap instead of thousands of
//! reactive updates), local storage, the URL fragment, metrics for the tests.

use wasm_bindgen::JsCast;

pub fn window() -> web_sys::Window {
    web_sys::window().expect("a window")
}

/// Marks every cell with `data-s=k` inside `root` (logical cells and the storage cell),
/// and only those.
pub fn highlight(root: &web_sys::Element, storage: Option<usize>) {
    if let Ok(old) = root.query_selector_all(".hl") {
        for i in 0..old.length() {
            if let Some(e) = old
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = e.class_list().remove_1("hl");
            }
        }
    }
    if let Some(k) = storage {
        if let Ok(cells) = root.query_selector_all(&format!("[data-s=\"{k}\"]")) {
            for i in 0..cells.length() {
                if let Some(e) = cells
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                {
                    let _ = e.class_list().add_1("hl");
                }
            }
        }
    }
}

/// Adds `class` to every element inside `root` matching `selector`.
pub fn add_class_all(root: &web_sys::Element, selector: &str, class: &str) {
    each(root, selector, |e| {
        let _ = e.class_list().add_1(class);
    });
}

/// Removes `class` from every element inside `root` that has it.
pub fn remove_class_all(root: &web_sys::Element, class: &str) {
    each(root, &format!(".{class}"), |e| {
        let _ = e.class_list().remove_1(class);
    });
}

fn each(root: &web_sys::Element, selector: &str, mut f: impl FnMut(web_sys::Element)) {
    if let Ok(list) = root.query_selector_all(selector) {
        for i in 0..list.length() {
            if let Some(e) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                f(e);
            }
        }
    }
}

pub fn load(key: &str) -> Option<String> {
    window()
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Whether the value was stored: a full quota or storage the browser blocks (private
/// windows, site settings) refuses, and the page must say so rather than lose work.
pub fn save(key: &str, value: &str) -> bool {
    window()
        .local_storage()
        .ok()
        .flatten()
        .is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Whether the page is shown in its dark scheme (style.css follows the same media query).
pub fn prefers_dark() -> bool {
    window()
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

pub fn remove(key: &str) {
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.remove_item(key);
    }
}

/// Drops the fragment (`#s=...`) from the address without a history entry or a reload.
pub fn clear_hash() {
    let w = window();
    if let Ok(h) = w.history() {
        let l = w.location();
        let url = format!(
            "{}{}",
            l.pathname().unwrap_or_default(),
            l.search().unwrap_or_default()
        );
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Writes `text` to the clipboard and calls `done` with whether it got there (the browser
/// may refuse: no permission, no focus, an insecure page without `navigator.clipboard`).
pub fn copy_text(text: &str, done: impl Fn(bool) + 'static) {
    let nav = window().navigator();
    let has_clipboard = js_sys::Reflect::get(&nav, &"clipboard".into())
        .map(|c| c.is_object())
        .unwrap_or(false);
    if !has_clipboard {
        done(false);
        return;
    }
    let done = std::rc::Rc::new(done);
    let d2 = done.clone();
    let ok = wasm_bindgen::closure::Closure::once(move |_: wasm_bindgen::JsValue| done(true));
    let err = wasm_bindgen::closure::Closure::once(move |_: wasm_bindgen::JsValue| d2(false));
    let _ = nav.clipboard().write_text(text).then2(&ok, &err);
    // Each closure runs at most once, when the promise settles; they are small.
    ok.forget();
    err.forget();
}

pub fn hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Replaces the fragment without adding a history entry.
pub fn set_hash(fragment: &str) {
    let w = window();
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#{fragment}")),
        );
    }
}

pub fn page_url_without_hash() -> String {
    let l = window().location();
    format!(
        "{}{}",
        l.origin().unwrap_or_default(),
        l.pathname().unwrap_or_default()
    )
}

pub fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Records a metric on `window.__stridelab` for the end-to-end test.
pub fn metric(name: &str, value: f64) {
    let w = window();
    let obj = js_sys::Reflect::get(&w, &"__stridelab".into())
        .ok()
        .filter(|v| v.is_object())
        .unwrap_or_else(|| {
            let o = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&w, &"__stridelab".into(), &o);
            o.into()
        });
    let _ = js_sys::Reflect::set(&obj, &name.into(), &value.into());
}

/// Adds one to a counter metric (runs finished, lab runs finished).
pub fn bump(name: &str) {
    let current = js_sys::Reflect::get(&window(), &"__stridelab".into())
        .ok()
        .and_then(|o| js_sys::Reflect::get(&o, &name.into()).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    metric(name, current + 1.0);
}

/// A last-resort panel for a panic in the page itself: plain DOM, since the app's own
/// state may be what broke.
pub fn show_panic(msg: &str) {
    let doc = window().document().expect("a document");
    let panel = doc.get_element_by_id("panic-panel").or_else(|| {
        let p = doc.create_element("div").ok()?;
        p.set_id("panic-panel");
        doc.body()?.append_child(&p).ok()?;
        Some(p)
    });
    if let Some(p) = panel {
        p.set_text_content(Some(&format!(
            "stridelab hit an internal error (a bug, not your script): {msg}. Reload the page; your script is saved."
        )));
    }
}
