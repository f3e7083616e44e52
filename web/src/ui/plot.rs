//! The lesson's figures as SVG text, drawn with plotters: the loss curves and the weight
//! heatmaps. The SVG is our own output (numbers and fixed labels), inserted as markup.

use crate::lab::Heatmap;
use plotters::prelude::*;

const RUN: RGBColor = RGBColor(0xc0, 0x39, 0x2b);
const HEALTHY: RGBColor = RGBColor(0x1f, 0x6f, 0xb5);

/// Loss per step, log scale: this run against the healthy reference.
pub fn loss_svg(losses: &[f64], healthy: &[f64], run_label: &str) -> String {
    let mut s = String::new();
    let _ = draw_losses(&mut s, losses, healthy, run_label);
    s
}

fn draw_losses(
    s: &mut String,
    losses: &[f64],
    healthy: &[f64],
    run_label: &str,
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(s, (620, 280)).into_drawing_area();
    root.fill(&WHITE)?;
    let all = losses.iter().chain(healthy).copied().filter(|v| *v > 0.0);
    let (lo, hi) = all.fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    let (lo, hi) = if lo < hi {
        (lo * 0.8, hi * 1.2)
    } else {
        (1e-4, 1.0)
    };
    let n = losses.len().max(healthy.len()).max(2);
    let mut chart = ChartBuilder::on(&root)
        .margin(12)
        .x_label_area_size(32)
        .y_label_area_size(56)
        .build_cartesian_2d(0..n, (lo..hi).log_scale())?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("MSE loss (log)")
        .y_label_formatter(&|v| format!("{v:.3}"))
        .light_line_style(WHITE)
        .draw()?;
    chart
        .draw_series(LineSeries::new(
            healthy.iter().enumerate().map(|(i, &l)| (i, l)),
            HEALTHY.stroke_width(2),
        ))?
        .label("macOS 15 (healthy)")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], HEALTHY.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(
            losses.iter().enumerate().map(|(i, &l)| (i, l)),
            RUN.stroke_width(2),
        ))?
        .label(run_label)
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], RUN.stroke_width(2)));
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}

/// Diverging colour for `v` in [-scale, scale]: blue below zero, white at zero, red above.
pub fn diverging(v: f64, scale: f64) -> RGBColor {
    if scale <= 0.0 || !v.is_finite() {
        return WHITE;
    }
    let t = (v / scale).clamp(-1.0, 1.0);
    let fade = |c: u8| (255.0 - (255.0 - c as f64) * t.abs()).round() as u8;
    if t >= 0.0 {
        RGBColor(fade(0xc0), fade(0x39), fade(0x2b))
    } else {
        RGBColor(fade(0x1f), fade(0x6f), fade(0xb5))
    }
}

/// One cell per element, coloured on a scale symmetric around zero.
pub fn heatmap_svg(h: &Heatmap) -> String {
    let mut s = String::new();
    let _ = draw_heatmap(&mut s, h);
    s
}

fn draw_heatmap(s: &mut String, h: &Heatmap) -> Result<(), Box<dyn std::error::Error>> {
    let cell = 9u32;
    let (w, ht) = (h.cols as u32 * cell, h.rows as u32 * cell);
    let root = SVGBackend::with_string(s, (w.max(1), ht.max(1))).into_drawing_area();
    root.fill(&WHITE)?;
    let scale = h
        .values
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()));
    for (i, &v) in h.values.iter().enumerate() {
        let (r, c) = ((i / h.cols.max(1)) as i32, (i % h.cols.max(1)) as i32);
        let x = c * cell as i32;
        let y = r * cell as i32;
        root.draw(&Rectangle::new(
            [(x, y), (x + cell as i32, y + cell as i32)],
            diverging(v, scale).filled(),
        ))?;
    }
    root.present()?;
    Ok(())
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    #[wasm_bindgen_test]
    fn zero_is_white_and_the_ends_are_saturated() {
        assert_eq!(diverging(0.0, 1.0), WHITE);
        assert_eq!(diverging(2.0, 1.0), RUN);
        assert_eq!(diverging(-1.0, 1.0), HEALTHY);
        assert_eq!(diverging(0.3, 0.0), WHITE, "an all-zero map stays white");
    }

    #[wasm_bindgen_test]
    fn a_heatmap_has_one_rect_per_element_and_a_loss_plot_two_lines() {
        let h = Heatmap {
            id: "x".into(),
            title: "x".into(),
            rows: 3,
            cols: 4,
            values: (0..12).map(|i| i as f64 - 6.0).collect(),
        };
        let svg = heatmap_svg(&h);
        // The background plus one rect per element.
        assert_eq!(svg.matches("<rect").count(), 13, "{svg}");
        let plot = loss_svg(&[1.0, 0.5, 0.25], &[1.0, 0.2, 0.05], "broken");
        assert!(plot.matches("<polyline").count() >= 2, "{plot}");
        assert!(plot.contains("broken") && plot.contains("macOS 15 (healthy)"));
    }
}
