//! The memory view in a real browser: mounted with a result the worker could have sent,
//! then poked like a user would.

use leptos::prelude::*;
use stridelab_web::model::{RunResult, StorageView, TensorView};
use stridelab_web::ui::memory::{Inspector, MemoryView};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn transpose_result() -> RunResult {
    let x = TensorView {
        name: "x".into(),
        shape: vec![3, 4],
        strides: vec![4, 1],
        dtype: "float32".into(),
        itemsize: 4,
        numel: 12,
        contiguous: true,
        storage: 7,
        device: "cpu".into(),
        is_leaf: true,
        ..Default::default()
    };
    let y = TensorView {
        name: "y".into(),
        shape: vec![4, 3],
        strides: vec![1, 4],
        contiguous: false,
        reason: Some("dim 1 has stride 4; a contiguous layout would have 1".into()),
        ..x.clone()
    };
    let s = StorageView {
        id: 7,
        dtype: "float32".into(),
        itemsize: 4,
        len: 12,
        nbytes: 48,
        address: 0x1000,
        device: "cpu".into(),
        first: 0,
        values: (0..12).map(|i| format!("{i}.")).collect(),
        more: vec![],
        dense: None,
        dense_f64: false,
    };
    RunResult {
        tensors: vec![x, y],
        storages: vec![s],
        ..Default::default()
    }
}

fn doc() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

#[wasm_bindgen_test]
async fn focusing_a_logical_cell_highlights_its_storage_cell() {
    let r = transpose_result();
    let y = r.tensor("y").unwrap().clone();
    let host = doc().create_element("div").unwrap();
    doc().body().unwrap().append_child(&host).unwrap();
    let _handle = leptos::mount::mount_to(host.clone().unchecked_into(), move || {
        view! { <MemoryView result=r.clone() tensor=y.clone()/><Inspector result=r.clone() tensor=y.clone()/> }
    });
    // x and y share the strip: 12 cells, each reached once by each tensor.
    assert_eq!(
        host.query_selector_all("#strip .strip-cell")
            .unwrap()
            .length(),
        12
    );
    assert_eq!(
        host.query_selector_all("#strip .mark").unwrap().length(),
        24
    );
    let cell: web_sys::HtmlElement = host
        .query_selector(".cell[data-t=\"y\"][data-i=\"1,2\"]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    // What a Tab key press delivers to the view (focus() alone needs a focused window).
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    cell.dispatch_event(&web_sys::Event::new_with_event_init_dict("focusin", &init).unwrap())
        .unwrap();
    let strip9 = host
        .query_selector("#strip [data-s=\"9\"]")
        .unwrap()
        .unwrap();
    assert!(strip9.class_list().contains("hl"));
    let strip8 = host
        .query_selector("#strip [data-s=\"8\"]")
        .unwrap()
        .unwrap();
    assert!(!strip8.class_list().contains("hl"));
    // x[2, 1] reads the same element, so it lights up too.
    let x21 = host
        .query_selector(".cell[data-t=\"x\"][data-i=\"2,1\"]")
        .unwrap()
        .unwrap();
    assert!(x21.class_list().contains("hl"));
    // The formula is a reactive text: it updates on the next tick.
    leptos::task::tick().await;
    let formula = host
        .query_selector("#formula")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(formula.contains("0 + 1·1 + 2·4 = 9"), "{formula}");
    let verdict = host
        .query_selector("#verdict")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(verdict.contains("dim 1 has stride 4"), "{verdict}");
    let shared = host
        .query_selector("[data-field=\"shared by\"]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(shared, "x, y");
}

#[wasm_bindgen_test]
fn stride_zero_marks_count_the_cells_that_share_an_element() {
    let r = transpose_result();
    let mut e = r.tensor("x").unwrap().clone();
    e.name = "e".into();
    e.shape = vec![4, 3];
    e.strides = vec![0, 1];
    let mut r = r;
    r.tensors = vec![e.clone()];
    let host = doc().create_element("div").unwrap();
    doc().body().unwrap().append_child(&host).unwrap();
    let _h = leptos::mount::mount_to(
        host.clone().unchecked_into(),
        move || view! { <MemoryView result=r.clone() tensor=e.clone()/> },
    );
    let marks: Vec<String> = {
        let l = host.query_selector_all("#strip .mark").unwrap();
        (0..l.length())
            .map(|i| l.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    assert_eq!(marks, vec!["×4", "×4", "×4"]);
    // The other nine storage elements are never read: dimmed.
    assert_eq!(host.query_selector_all("#strip .dim").unwrap().length(), 9);
}

/// A worker that died because the browser's stack ran out is reported as stridelab's bug
/// (its recursion bound was too loose), not as the script running out of memory.
#[wasm_bindgen_test]
fn a_worker_whose_stack_ran_out_is_told_apart_from_one_out_of_memory() {
    use stridelab_web::worker_client::{died_without_panic, RunOutcome};
    let v8 = died_without_panic("Uncaught RangeError: Maximum call stack size exceeded".into());
    assert!(matches!(v8, RunOutcome::Crashed(m) if m.contains("stack ran out")));
    let firefox = died_without_panic("InternalError: too much recursion".into());
    assert!(matches!(firefox, RunOutcome::Crashed(_)));
    let oom = died_without_panic("Uncaught RuntimeError: unreachable".into());
    assert!(matches!(oom, RunOutcome::OutOfMemory(m) if m.contains("unreachable")));
}
