//! The bug lab lesson in a real browser: the experiment computed here (as the worker would),
//! the lesson mounted with it, and its figures, tables and Placeholder stepper checked.

use leptos::prelude::*;
use stridelab_web::lab::{run, LabRequest, LabResult};
use stridelab_web::ui::lab::Lesson;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn lab(profile: &str, workaround: bool) -> LabResult {
    let r = run(&LabRequest {
        profile: Some(profile.into()),
        workaround,
        steps: 30,
    });
    assert_eq!(r.error, None);
    r
}

fn mount(r: LabResult) -> web_sys::Element {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    let h = leptos::mount::mount_to(host.clone().unchecked_into(), move || {
        view! { <Lesson r=r.clone()/> }
    });
    std::mem::forget(h);
    host
}

fn text(host: &web_sys::Element, sel: &str) -> String {
    host.query_selector(sel)
        .unwrap()
        .unwrap_or_else(|| panic!("no {sel}"))
        .text_content()
        .unwrap_or_default()
}

fn click(host: &web_sys::Element, sel: &str) {
    host.query_selector(sel)
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>()
        .click();
}

#[wasm_bindgen_test]
async fn the_broken_profile_lesson_shows_a_frozen_encoder_and_its_evidence() {
    let r = lab("torch2.2-macos14", false);
    assert!(r.encoder_bit_identical);
    assert_eq!(r.max_exp_avg_sq, 0.0);
    let host = mount(r);

    // 1. The loss plot: an SVG with both curves.
    let plot = host
        .query_selector("#loss-plot svg")
        .unwrap()
        .expect("a loss plot");
    assert!(plot.query_selector_all("polyline").unwrap().length() >= 2);
    assert!(text(&host, "#lab-outcome").contains("bit-identical"));

    // 2-3. Six heatmaps, each one rect per element (plus its background); the encoder's
    // change map and exp_avg_sq are all white (exactly zero).
    let maps = host.query_selector_all(".heatmap").unwrap();
    assert_eq!(maps.length(), 6);
    let change = host
        .query_selector("[data-heatmap=\"enc-change\"]")
        .unwrap()
        .unwrap();
    // The background, one rect per element, and the frame (stroked, not filled).
    let rects = change.query_selector_all(".heat-svg rect").unwrap();
    assert_eq!(rects.length(), 32 * 16 + 2);
    for i in 0..rects.length() - 1 {
        let fill = rects
            .item(i)
            .unwrap()
            .unchecked_into::<web_sys::Element>()
            .get_attribute("fill")
            .unwrap_or_default();
        assert_eq!(
            fill.to_uppercase(),
            "#FFFFFF",
            "rect {i} of the encoder change map"
        );
    }
    assert!(text(&host, "[data-heatmap=\"exp-avg-sq\"] figcaption").contains("0 (exactly)"));

    // 4. The metadata: the encoder is not contiguous, the decoder is.
    let meta = text(&host, "table.meta");
    assert!(
        meta.contains("[1, 32]") && meta.contains("[32, 1]"),
        "{meta}"
    );

    // 5. The per-op test: addcmul_ leaves its transposed output unchanged; mul_ does not.
    assert!(text(&host, "[data-op=\"addcmul_\"] .strided-cell").contains("UNCHANGED"));
    assert_eq!(text(&host, "[data-op=\"mul_\"] .strided-cell"), "written");
    assert!(text(&host, "#lab-finding").contains("silent failure: addcmul_"));

    // 6. The Placeholder stepper ends with v's storage untouched.
    let ph = host.query_selector("#placeholder").unwrap().unwrap();
    assert_eq!(ph.get_attribute("data-stage").as_deref(), Some("0"));
    for _ in 0..3 {
        click(&host, "#ph-next");
    }
    // Reactive attributes and text update on the next tick.
    leptos::task::tick().await;
    assert_eq!(ph.get_attribute("data-stage").as_deref(), Some("3"));
    assert_eq!(ph.query_selector_all(".ph-stale").unwrap().length(), 6);
    assert_eq!(ph.query_selector_all(".ph-freed").unwrap().length(), 6);
    assert!(text(&host, ".ph-caption").contains("Nothing copies the temporary back"));
}

#[wasm_bindgen_test]
async fn the_fixed_profile_lesson_shows_a_training_encoder() {
    let r = lab("torch2.4-macos14", false);
    assert!(!r.encoder_bit_identical);
    let host = mount(r);
    assert!(text(&host, "#lab-outcome").contains("The encoder moved"));
    assert_eq!(
        text(&host, "[data-op=\"addcmul_\"] .strided-cell"),
        "written"
    );
    // Random in-place ops are still broken under 2.4.
    assert!(text(&host, "[data-op=\"normal_\"] .strided-cell").contains("UNCHANGED"));
    for _ in 0..3 {
        click(&host, "#ph-next");
    }
    // Reactive attributes and text update on the next tick.
    leptos::task::tick().await;
    let ph = host.query_selector("#placeholder").unwrap().unwrap();
    assert_eq!(ph.query_selector_all(".ph-stale").unwrap().length(), 0);
    assert!(text(&host, ".ph-caption").contains("copies the temporary back"));
}
