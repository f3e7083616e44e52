//! The lesson's figures as SVG text, drawn with plotters: the loss curves and the weight
//! heatmaps. The SVG is our own output (numbers and fixed labels), inserted as markup.

use crate::lab::Heatmap;
use plotters::prelude::*;

/// A figure's colours in the page's light or dark scheme. A white figure on a dark page was a
/// glare panel; the curves get lighter shades there so they keep their contrast. The heatmaps'
/// diverging scale (white at zero) is data, the same in both.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    pub background: RGBColor,
    pub text: RGBColor,
    pub grid: RGBColor,
    pub run: RGBColor,
    pub healthy: RGBColor,
}

impl Theme {
    pub const LIGHT: Theme = Theme {
        background: WHITE,
        text: BLACK,
        grid: RGBColor(0xee, 0xee, 0xee),
        run: RGBColor(0xc0, 0x39, 0x2b),
        healthy: RGBColor(0x1f, 0x6f, 0xb5),
    };
    /// The panel colour of style.css's dark scheme.
    pub const DARK: Theme = Theme {
        background: RGBColor(0x1e, 0x21, 0x26),
        text: RGBColor(0xe6, 0xe6, 0xe6),
        grid: RGBColor(0x33, 0x36, 0x3c),
        run: RGBColor(0xff, 0x7a, 0x6b),
        healthy: RGBColor(0x6f, 0xb3, 0xef),
    };

    /// The scheme the page is shown in.
    pub fn current() -> Theme {
        if super::dom::prefers_dark() {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }
}

/// Loss per step, log scale: this run against the healthy reference.
pub fn loss_svg(losses: &[f64], healthy: &[f64], run_label: &str, theme: Theme) -> String {
    let mut s = String::new();
    let _ = draw_losses(&mut s, losses, healthy, run_label, theme);
    s
}

fn draw_losses(
    s: &mut String,
    losses: &[f64],
    healthy: &[f64],
    run_label: &str,
    theme: Theme,
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(s, (620, 280)).into_drawing_area();
    root.fill(&theme.background)?;
    let (run, good) = (theme.run, theme.healthy);
    let all = losses.iter().chain(healthy).copied().filter(|v| *v > 0.0);
    let (lo, hi) = all.fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    // The axis runs between ticks, so both ends of every curve (the healthy run ends near
    // 0.004) sit between labelled values.
    let (lo, hi) = if lo < hi {
        (nice(lo, false), nice(hi, true))
    } else {
        (1e-4, 1.0)
    };
    let n = losses.len().max(healthy.len()).max(2);
    let mut chart = ChartBuilder::on(&root)
        .margin(12)
        .x_label_area_size(32)
        .y_label_area_size(56)
        .build_cartesian_2d(
            0..n,
            (lo..hi).log_scale().with_key_points(log_ticks(lo, hi)),
        )?;
    // Enough ticks on the log axis to read both ends (the healthy run ends near 0.003),
    // in text no smaller than 13 px.
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("MSE loss (log)")
        .y_label_formatter(&|v| tick(*v))
        .label_style(("sans-serif", FONT).into_font().color(&theme.text))
        .axis_desc_style(("sans-serif", FONT).into_font().color(&theme.text))
        .axis_style(theme.text)
        .bold_line_style(theme.grid)
        .light_line_style(theme.grid)
        .draw()?;
    chart
        .draw_series(LineSeries::new(
            healthy.iter().enumerate().map(|(i, &l)| (i, l)),
            good.stroke_width(2),
        ))?
        .label("macOS 15 (healthy)")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], good.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(
            losses.iter().enumerate().map(|(i, &l)| (i, l)),
            run.stroke_width(2),
        ))?
        .label(run_label)
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], run.stroke_width(2)));
    // Lower left: the one corner neither curve passes through (both start high at step 0; a
    // broken run's plateau runs along the top), so the legend hides no evidence.
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerLeft)
        .label_font(("sans-serif", FONT).into_font().color(&theme.text))
        .background_style(theme.background.mix(0.9))
        .border_style(theme.text)
        .draw()?;
    root.present()?;
    Ok(())
}

/// Font size given to plotters: its SVG backend writes sizes as 0.81 of this (17 → 13.7 px).
const FONT: u32 = 17;

/// Ticks at 1, 2, 3 and 5 times each power of ten within [lo, hi]: plotters' own log ticks
/// stopped at 0.01 while the healthy run ends near 0.003.
fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    let mut v = Vec::new();
    if !(lo > 0.0 && hi > lo) {
        return v;
    }
    let mut e = lo.log10().floor() as i32;
    while 10f64.powi(e) <= hi {
        for m in [1.0, 2.0, 3.0, 5.0] {
            let t = m * 10f64.powi(e);
            if (lo..=hi).contains(&t) {
                v.push(t);
            }
        }
        e += 1;
    }
    v
}

/// The nearest 1, 2, 3 or 5 times a power of ten below `v` (or above, with `up`).
fn nice(v: f64, up: bool) -> f64 {
    let e = v.log10().floor() as i32;
    let steps = (e - 1..=e + 1).flat_map(|e| [1.0, 2.0, 3.0, 5.0].map(|m| m * 10f64.powi(e)));
    if up {
        steps.filter(|&t| t >= v).fold(f64::INFINITY, f64::min)
    } else {
        steps.filter(|&t| t <= v).fold(0.0, f64::max)
    }
}

/// A log-axis tick: two significant digits, scientific below 0.01.
fn tick(v: f64) -> String {
    if v >= 0.01 {
        format!("{v:.2}")
    } else {
        format!("{v:.1e}")
    }
}

/// The scale under a heatmap: blue at -scale, white at zero, red at +scale, labelled.
pub fn colour_bar_svg(scale: f64, theme: Theme) -> String {
    let mut s = String::new();
    let _ = draw_colour_bar(&mut s, scale, theme);
    s
}

fn draw_colour_bar(
    s: &mut String,
    scale: f64,
    theme: Theme,
) -> Result<(), Box<dyn std::error::Error>> {
    let (w, h) = (200u32, 34u32);
    let root = SVGBackend::with_string(s, (w, h)).into_drawing_area();
    root.fill(&theme.background)?;
    let steps = 40;
    let bar_w = (w - 20) as i32 / steps;
    for i in 0..steps {
        let v = scale * (2.0 * (i as f64 + 0.5) / steps as f64 - 1.0);
        let x = 10 + i * bar_w;
        root.draw(&Rectangle::new(
            [(x, 2), (x + bar_w, 14)],
            diverging(v, scale).filled(),
        ))?;
    }
    root.draw(&Rectangle::new(
        [(10, 2), (10 + steps * bar_w, 14)],
        theme.text.stroke_width(1),
    ))?;
    let label = |v: f64| {
        if v == 0.0 {
            "0".to_string()
        } else {
            format!("{v:.1e}")
        }
    };
    let style = ("sans-serif", 14).into_font().color(&theme.text);
    root.draw(&Text::new(label(-scale), (4, 18), style.clone()))?;
    root.draw(&Text::new("0", (w as i32 / 2 - 3, 18), style.clone()))?;
    root.draw(&Text::new(label(scale), (w as i32 - 52, 18), style))?;
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
    // A frame, so an all-white map (nothing written) still shows its extent.
    root.draw(&Rectangle::new(
        [(0, 0), (w as i32 - 1, ht as i32 - 1)],
        RGBColor(0x55, 0x55, 0x55).stroke_width(1),
    ))?;
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
        assert_eq!(diverging(2.0, 1.0), Theme::LIGHT.run);
        assert_eq!(diverging(-1.0, 1.0), Theme::LIGHT.healthy);
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
        // The background, one rect per element and the frame.
        assert_eq!(svg.matches("<rect").count(), 14, "{svg}");
        let ticks: Vec<String> = log_ticks(0.0023, 0.036).into_iter().map(tick).collect();
        assert_eq!(ticks, ["3.0e-3", "5.0e-3", "0.01", "0.02", "0.03"]);
        assert_eq!(tick(nice(0.004, false)), "3.0e-3");
        assert_eq!(tick(nice(0.031, true)), "0.05");
        let bar = colour_bar_svg(2.5, Theme::LIGHT);
        assert!(bar.contains("-2.5e0") && bar.contains("2.5e0"), "{bar}");
        let plot = loss_svg(&[1.0, 0.5, 0.25], &[1.0, 0.2, 0.05], "broken", Theme::LIGHT);
        assert!(plot.matches("<polyline").count() >= 2, "{plot}");
        assert!(plot.contains("broken") && plot.contains("macOS 15 (healthy)"));
    }

    #[wasm_bindgen_test]
    fn a_dark_page_gets_dark_figures_with_light_text() {
        let hex = |c: RGBColor| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        let losses = [1.0, 0.5, 0.25];
        let dark = loss_svg(&losses, &[1.0, 0.2, 0.05], "broken", Theme::DARK);
        let light = loss_svg(&losses, &[1.0, 0.2, 0.05], "broken", Theme::LIGHT);
        let bg = hex(Theme::DARK.background);
        assert!(dark.contains(&format!("fill=\"{bg}\"")), "{dark}");
        assert!(!dark.contains("fill=\"#FFFFFF\""), "no white panel: {dark}");
        assert!(dark.contains(&hex(Theme::DARK.text)) && !light.contains(&bg));
        let bar = colour_bar_svg(1.0, Theme::DARK);
        assert!(
            bar.contains(&bg) && bar.contains(&hex(Theme::DARK.text)),
            "{bar}"
        );
    }
}
