//! The big-tensor view's arithmetic, as pure functions: which tensors draw on a canvas, where
//! each element of the drawn slice sits, which part of it a zoomed and panned viewport shows,
//! and the colour of a value.

use crate::model::{StorageView, TensorView};
use crate::viewmodel::{storage_index, value_at};

/// A slice with more elements than this draws on a canvas instead of as cells: a 64×64 view
/// as cells took 330–480 ms to draw; the canvas draws a 1024×1024 one in a fraction of that.
pub const CANVAS_MIN_CELLS: usize = 1024;
/// A 1-d tensor wraps into rows of this many elements on the canvas.
pub const WRAP: usize = 256;
/// Zoomed in this far (CSS pixels per element), each element shows its value.
pub const LABEL_MIN_PX: f64 = 48.0;

/// The drawn slice: the last two dims of a tensor (its first slice when it has more), or a
/// 1-d tensor wrapped into rows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// A 1-d tensor wrapped at `WRAP` (the last row may be short).
    pub wrapped: bool,
}

pub fn grid(t: &TensorView) -> Grid {
    let nd = t.shape.len();
    match nd {
        0 => Grid {
            rows: 1,
            cols: 1,
            wrapped: false,
        },
        1 => {
            let n = t.shape[0];
            let cols = n.clamp(1, WRAP);
            Grid {
                rows: n.div_ceil(cols).max(1),
                cols,
                wrapped: true,
            }
        }
        _ => Grid {
            rows: t.shape[nd - 2],
            cols: t.shape[nd - 1],
            wrapped: false,
        },
    }
}

/// Whether the tensor draws as a heatmap.
pub fn uses_canvas(t: &TensorView) -> bool {
    let g = grid(t);
    t.numel() > 0 && g.rows.saturating_mul(g.cols) > CANVAS_MIN_CELLS
}

/// The logical index at row `r`, column `c` of the drawn slice (leading dims at 0), or None
/// past the end.
pub fn index_at(t: &TensorView, g: Grid, r: usize, c: usize) -> Option<Vec<usize>> {
    if r >= g.rows || c >= g.cols {
        return None;
    }
    let nd = t.shape.len();
    match nd {
        0 => Some(vec![]),
        1 => {
            let i = r * g.cols + c;
            (i < t.shape[0]).then(|| vec![i])
        }
        _ => {
            let mut idx = vec![0; nd];
            idx[nd - 2] = r;
            idx[nd - 1] = c;
            Some(idx)
        }
    }
}

/// The 2-d slice of an N-d tensor at leading indices `lead` (one per leading dim), as a view
/// of its own: the same storage, the last two dims' sizes and strides, the offset moved to
/// the slice. 0- to 2-d tensors are their own slice.
pub fn slice_view(t: &TensorView, lead: &[usize]) -> TensorView {
    let nd = t.shape.len();
    if nd <= 2 {
        return t.clone();
    }
    let k = nd - 2;
    let offset = t.offset
        + lead
            .iter()
            .zip(&t.strides[..k])
            .map(|(i, s)| i * s)
            .sum::<usize>();
    TensorView {
        shape: t.shape[k..].to_vec(),
        strides: t.strides[k..].to_vec(),
        offset,
        ..t.clone()
    }
}

/// The numeric value of storage element `k`: from the dense copy when the worker sent one,
/// else parsed from the formatted window (colour needs no more precision than that).
pub fn value(s: &StorageView, dense: &[f64], k: usize) -> Option<f64> {
    if let Some(v) = dense.get(k) {
        return Some(*v);
    }
    match value_at(s, k)? {
        "T" => Some(1.0),
        "F" => Some(0.0),
        v => v.parse().ok(),
    }
}

/// The text of storage element `k`, only when it is exact: the worker's own string, else the
/// dense copy where that is exact (float32 and float64 are sent at their own width; an
/// integer beyond 2**53 has no exact double and shows as unknown rather than rounded).
pub fn label(s: &StorageView, dense: &[f64], k: usize) -> Option<String> {
    if let Some(v) = value_at(s, k) {
        return Some(v.to_string());
    }
    let v = *dense.get(k)?;
    match s.dtype.as_str() {
        "float32" | "float64" => Some(short(v)),
        "bool" => Some(if v != 0.0 { "T" } else { "F" }.into()),
        _ if v.abs() <= (1u64 << 53) as f64 => Some(format!("{}", v as i64)),
        _ => None,
    }
}

/// A float as the memory view writes it: integers as `3.`, up to four decimals, scientific
/// for very large or small magnitudes (the worker formats storage values the same way).
pub fn short(x: f64) -> String {
    if !x.is_finite() {
        return stridelab_core::pyfmt::py_float(x);
    }
    if x == x.trunc() && x.abs() < 1e6 {
        return format!("{x:.0}.");
    }
    if x.abs() >= 1e4 || x.abs() < 1e-3 {
        return format!("{x:.1e}");
    }
    let s = format!("{x:.4}");
    s.trim_end_matches('0').to_string()
}

/// The worker's dense copy (base64 of little-endian f32, or f64 when `dense_f64`), or nothing.
pub fn decode_dense(s: &StorageView) -> Vec<f64> {
    use base64::Engine;
    let Some(b) = &s.dense else {
        return vec![];
    };
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(b)
        .unwrap_or_default();
    if s.dense_f64 {
        bytes
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect()
    } else {
        bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect()
    }
}

/// The inverse, for the worker: f32 (exact for a float32 storage, half the size) or f64.
pub fn encode_dense(values: &[f64], wide: bool) -> String {
    use base64::Engine;
    let bytes: Vec<u8> = if wide {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    } else {
        values
            .iter()
            .flat_map(|v| (*v as f32).to_le_bytes())
            .collect()
    };
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// A sequential colour for `v` between `lo` and `hi` (dark blue → teal → yellow, readable
/// under the common colour-vision deficiencies); grey for NaN and missing values.
pub fn ramp(v: Option<f64>, lo: f64, hi: f64) -> [u8; 3] {
    const STOPS: [[f64; 3]; 5] = [
        [68.0, 1.0, 84.0],
        [59.0, 82.0, 139.0],
        [33.0, 145.0, 140.0],
        [94.0, 201.0, 98.0],
        [253.0, 231.0, 37.0],
    ];
    let Some(v) = v.filter(|v| !v.is_nan()) else {
        return [190, 190, 190];
    };
    let t = if hi > lo {
        ((v - lo) / (hi - lo)).clamp(0.0, 1.0)
    } else {
        0.5
    };
    let x = t * (STOPS.len() - 1) as f64;
    let i = (x.floor() as usize).min(STOPS.len() - 2);
    let f = x - i as f64;
    let mix = |k: usize| (STOPS[i][k] + (STOPS[i + 1][k] - STOPS[i][k]) * f).round() as u8;
    [mix(0), mix(1), mix(2)]
}

/// The drawn slice as RGBA pixels (one per element, row-major) with the value range used.
pub fn pixels(t: &TensorView, s: &StorageView, dense: &[f64]) -> (Vec<u8>, f64, f64) {
    let g = grid(t);
    let mut vals = Vec::with_capacity(g.rows * g.cols);
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for r in 0..g.rows {
        for c in 0..g.cols {
            let v = index_at(t, g, r, c).and_then(|i| value(s, dense, storage_index(t, &i)));
            if let Some(x) = v.filter(|x| x.is_finite()) {
                lo = lo.min(x);
                hi = hi.max(x);
            }
            vals.push(v);
        }
    }
    let mut out = Vec::with_capacity(vals.len() * 4);
    for v in vals {
        let [r, g, b] = ramp(v, lo, hi);
        out.extend([r, g, b, 255]);
    }
    (out, lo, hi)
}

/// The part of the slice a viewport shows: a zoom in CSS pixels per element and a pan (the
/// element at the viewport's top-left corner, fractional).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    pub px: f64,
    pub top: f64,
    pub left: f64,
    pub width: f64,
    pub height: f64,
}

impl Viewport {
    /// The whole slice fitted into `width` × `height` CSS pixels.
    pub fn fit(g: Grid, width: f64, height: f64) -> Viewport {
        let px = (width / g.cols as f64).min(height / g.rows as f64);
        Viewport {
            px,
            top: 0.0,
            left: 0.0,
            width,
            height,
        }
    }

    /// The element under a point of the viewport.
    pub fn element_at(&self, x: f64, y: f64) -> (usize, usize) {
        let r = self.top + y / self.px;
        let c = self.left + x / self.px;
        (r.max(0.0) as usize, c.max(0.0) as usize)
    }

    /// Zoomed by `factor` about the point (x, y), which stays over the same element; never
    /// smaller than the fitted view, never larger than 80 px per element.
    pub fn zoom(&self, factor: f64, x: f64, y: f64, g: Grid) -> Viewport {
        let min = Viewport::fit(g, self.width, self.height).px;
        let px = (self.px * factor).clamp(min, 80.0);
        let (r, c) = (self.top + y / self.px, self.left + x / self.px);
        Viewport {
            px,
            top: r - y / px,
            left: c - x / px,
            ..*self
        }
        .clamped(g)
    }

    /// Moved by (dx, dy) CSS pixels.
    pub fn pan(&self, dx: f64, dy: f64, g: Grid) -> Viewport {
        Viewport {
            top: self.top - dy / self.px,
            left: self.left - dx / self.px,
            ..*self
        }
        .clamped(g)
    }

    /// Kept over the slice: no panning past its edges.
    fn clamped(self, g: Grid) -> Viewport {
        let max_top = (g.rows as f64 - self.height / self.px).max(0.0);
        let max_left = (g.cols as f64 - self.width / self.px).max(0.0);
        Viewport {
            top: self.top.clamp(0.0, max_top),
            left: self.left.clamp(0.0, max_left),
            ..self
        }
    }

    /// The rows and columns at least partly visible: (r0, r1, c0, c1), ends exclusive.
    pub fn visible(&self, g: Grid) -> (usize, usize, usize, usize) {
        let r0 = self.top.floor().max(0.0) as usize;
        let c0 = self.left.floor().max(0.0) as usize;
        let r1 = ((self.top + self.height / self.px).ceil() as usize).min(g.rows);
        let c1 = ((self.left + self.width / self.px).ceil() as usize).min(g.cols);
        (r0, r1, c0, c1)
    }

    /// Whether elements are big enough to carry their values.
    pub fn labels(&self) -> bool {
        self.px >= LABEL_MIN_PX
    }

    /// Panned as little as possible so that element (r, c) is wholly in view (the keyboard
    /// cursor never leaves the canvas).
    pub fn reveal(&self, r: usize, c: usize, g: Grid) -> Viewport {
        let follow = |at: f64, start: f64, span: f64| {
            if at < start {
                at
            } else if at + 1.0 > start + span {
                at + 1.0 - span
            } else {
                start
            }
        };
        Viewport {
            top: follow(r as f64, self.top, self.height / self.px),
            left: follow(c as f64, self.left, self.width / self.px),
            ..*self
        }
        .clamped(g)
    }

    /// Where element (r, c) is drawn: (x, y, size) in CSS pixels.
    pub fn cell_rect(&self, r: usize, c: usize) -> (f64, f64, f64) {
        (
            (c as f64 - self.left) * self.px,
            (r as f64 - self.top) * self.px,
            self.px,
        )
    }
}

/// Where a key moves the heatmap's keyboard cursor from `cur` (row, column of the drawn slice):
/// the arrows by one element, Page Up/Down by `page_rows`, Home/End to the row's ends, Ctrl+
/// Home/End to the slice's corners. None for any other key. The cursor stays on an element (a
/// wrapped 1-d tensor's last row can be short).
pub fn key_step(
    t: &TensorView,
    g: Grid,
    cur: (usize, usize),
    key: &str,
    ctrl: bool,
    page_rows: usize,
) -> Option<(usize, usize)> {
    let last_row = g.rows.saturating_sub(1);
    let last_col = g.cols.saturating_sub(1);
    let (r, c) = (cur.0.min(last_row), cur.1.min(last_col));
    let next = match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(last_row), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(last_col)),
        "PageUp" => (r.saturating_sub(page_rows.max(1)), c),
        "PageDown" => (r.saturating_add(page_rows.max(1)).min(last_row), c),
        "Home" if ctrl => (0, 0),
        "End" if ctrl => (last_row, last_col),
        "Home" => (r, 0),
        "End" => (r, last_col),
        _ => return None,
    };
    // Past the end of a short last row: its last element.
    let mut at = next;
    while at.1 > 0 && index_at(t, g, at.0, at.1).is_none() {
        at.1 -= 1;
    }
    Some(at)
}

/// The storage window drawn beside a heatmap: `len` elements around `k`, within the storage.
pub fn strip_around(k: usize, len: usize, storage_len: usize) -> (usize, usize) {
    let lo = k
        .saturating_sub(len / 2)
        .min(storage_len.saturating_sub(len));
    (lo, (lo + len).min(storage_len))
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    fn t(shape: &[usize], strides: &[usize]) -> TensorView {
        TensorView {
            name: "t".into(),
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            ..Default::default()
        }
    }

    #[test]
    fn big_slices_draw_on_a_canvas_and_small_ones_as_cells() {
        assert!(!uses_canvas(&t(&[32, 32], &[32, 1])));
        assert!(uses_canvas(&t(&[64, 64], &[64, 1])));
        assert!(uses_canvas(&t(&[3, 1024, 1024], &[1 << 20, 1024, 1])));
        assert!(!uses_canvas(&t(&[0, 4096], &[4096, 1])));
        let g = grid(&t(&[1000], &[1]));
        assert_eq!((g.rows, g.cols, g.wrapped), (4, 256, true));
        assert_eq!(index_at(&t(&[1000], &[1]), g, 3, 231), Some(vec![999]));
        assert_eq!(index_at(&t(&[1000], &[1]), g, 3, 232), None);
    }

    #[test]
    fn each_slice_of_an_n_d_tensor_is_a_view_at_its_own_offset() {
        let cube = t(&[3, 64, 64], &[4096, 64, 1]);
        let s = slice_view(&cube, &[2]);
        assert_eq!(
            (s.shape.clone(), s.strides.clone(), s.offset),
            (vec![64, 64], vec![64, 1], 8192)
        );
        assert_eq!(storage_index(&s, &[3, 5]), 2 * 4096 + 3 * 64 + 5);
        let permuted = t(&[64, 64, 3], &[64, 1, 4096]);
        assert_eq!(slice_view(&permuted, &[1]).offset, 64);
        assert_eq!(slice_view(&t(&[5, 5], &[5, 1]), &[]).shape, [5, 5]);
    }

    #[test]
    fn a_transposed_slice_maps_each_pixel_to_its_storage_element() {
        // torch.arange(4096.).view(64, 64).T: pixel (r, c) reads storage c * 64 + r.
        let x = t(&[64, 64], &[1, 64]);
        let s = StorageView {
            len: 4096,
            values: (0..4096).map(|i| format!("{i}.")).collect(),
            ..Default::default()
        };
        let (px, lo, hi) = pixels(&x, &s, &[]);
        assert_eq!((lo, hi), (0.0, 4095.0));
        assert_eq!(px.len(), 4096 * 4);
        // Row 0 runs down the storage in steps of 64: its second pixel is element 64's colour.
        assert_eq!(&px[4..7], &ramp(Some(64.0), 0.0, 4095.0));
        assert_eq!(&px[64 * 4..64 * 4 + 3], &ramp(Some(1.0), 0.0, 4095.0));
    }

    #[test]
    fn dense_values_round_trip_and_show_only_when_exact() {
        let v = [1.5, -2.0, f64::NAN];
        let s = StorageView {
            dtype: "float32".into(),
            dense: Some(encode_dense(&v, false)),
            values: vec!["9.".into()],
            ..Default::default()
        };
        let d = decode_dense(&s);
        assert_eq!(value(&s, &d, 1), Some(-2.0));
        assert!(value(&s, &d, 2).unwrap().is_nan());
        assert_eq!(
            label(&s, &d, 0).as_deref(),
            Some("9."),
            "the worker's string wins"
        );
        assert_eq!(label(&s, &d, 1).as_deref(), Some("-2."));
        // int64 past 2**53 has no exact double: unknown, never a rounded number.
        let big = [(1u64 << 53) as f64, 9007199254740993.0, 3.0];
        let s = StorageView {
            dtype: "int64".into(),
            dense: Some(encode_dense(&big, true)),
            dense_f64: true,
            ..Default::default()
        };
        let d = decode_dense(&s);
        assert_eq!(label(&s, &d, 0).as_deref(), Some("9007199254740992"));
        assert_eq!(label(&s, &d, 2).as_deref(), Some("3"));
        let over = StorageView {
            dense: Some(encode_dense(&[1e17], true)),
            ..s.clone()
        };
        assert_eq!(label(&over, &decode_dense(&over), 0), None);
        assert_eq!(ramp(Some(f64::NAN), 0.0, 1.0), [190, 190, 190]);
        assert_eq!(ramp(Some(0.0), 0.0, 1.0), [68, 1, 84]);
        assert_eq!(ramp(Some(1.0), 0.0, 1.0), [253, 231, 37]);
    }

    #[test]
    fn the_keyboard_cursor_moves_by_element_page_and_row_and_stays_in_view() {
        let x = t(&[64, 64], &[64, 1]);
        let g = grid(&x);
        let step = |cur, key, ctrl| key_step(&x, g, cur, key, ctrl, 10);
        assert_eq!(step((0, 0), "ArrowRight", false), Some((0, 1)));
        assert_eq!(
            step((0, 0), "ArrowUp", false),
            Some((0, 0)),
            "no move past the top"
        );
        assert_eq!(step((63, 63), "ArrowDown", false), Some((63, 63)));
        assert_eq!(step((5, 5), "PageDown", false), Some((15, 5)));
        assert_eq!(step((60, 5), "PageDown", false), Some((63, 5)));
        assert_eq!(step((5, 5), "End", false), Some((5, 63)));
        assert_eq!(step((5, 5), "End", true), Some((63, 63)));
        assert_eq!(step((5, 5), "Home", true), Some((0, 0)));
        assert_eq!(step((5, 5), "a", false), None, "other keys are the page's");
        // 1000 elements wrapped at 256: the last row holds 232, so End stops at column 231.
        let w = t(&[1000], &[1]);
        let gw = grid(&w);
        assert_eq!(key_step(&w, gw, (3, 0), "End", false, 1), Some((3, 231)));
        assert_eq!(
            key_step(&w, gw, (2, 250), "ArrowDown", false, 1),
            Some((3, 231))
        );
        // Zoomed in to 64 px per element (8 x 8 in view), the cursor drags the view along.
        let v = Viewport::fit(g, 512.0, 512.0).zoom(8.0, 0.0, 0.0, g);
        assert_eq!(v.visible(g), (0, 8, 0, 8));
        let moved = v.reveal(8, 3, g);
        assert_eq!((moved.top, moved.left), (1.0, 0.0));
        assert_eq!(moved.reveal(0, 63, g).visible(g), (0, 8, 56, 64));
        assert_eq!(v.reveal(4, 4, g), v, "an element in view moves nothing");
        assert_eq!(moved.cell_rect(8, 3), (192.0, 448.0, 64.0));
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_panning_stays_inside() {
        let g = Grid {
            rows: 1024,
            cols: 1024,
            wrapped: false,
        };
        let v = Viewport::fit(g, 512.0, 512.0);
        assert_eq!(v.px, 0.5);
        assert_eq!(v.element_at(256.0, 100.0), (200, 512));
        let z = v.zoom(128.0, 256.0, 100.0, g);
        assert_eq!(z.px, 64.0);
        assert_eq!(z.element_at(256.0, 100.0), (200, 512));
        assert!(z.labels() && !v.labels() && !v.zoom(64.0, 0.0, 0.0, g).labels());
        let (r0, r1, c0, c1) = z.visible(g);
        assert_eq!((r1 - r0, c1 - c0), (9, 8));
        let p = z.pan(-1e9, -1e9, g);
        assert_eq!((p.top, p.left), (1024.0 - 8.0, 1024.0 - 8.0));
        assert_eq!(
            v.zoom(0.01, 0.0, 0.0, g).px,
            0.5,
            "never smaller than the fitted view"
        );
        assert_eq!(strip_around(10, 512, 1 << 20), (0, 512));
        assert_eq!(strip_around(5000, 512, 1 << 20), (4744, 5256));
        assert_eq!(
            strip_around((1 << 20) - 1, 512, 1 << 20),
            ((1 << 20) - 512, 1 << 20)
        );
    }
}
