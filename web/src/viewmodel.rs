//! What the memory view draws, computed from a `TensorView` alone: panels of logical
//! cells, the storage window, the address formula, the walk order and the colours. Pure
//! functions, tested in the browser and natively.

use crate::model::{StorageView, TensorView};

/// Largest panel drawn in full (a 64x64 tensor fits); bigger dims show their first rows and
/// columns and say how many are hidden.
pub const MAX_ROWS: usize = 64;
pub const MAX_COLS: usize = 64;
/// Most 2-d slices drawn for an N-d tensor.
pub const MAX_PANELS: usize = 16;
/// Most storage cells drawn in one strip.
pub const MAX_STRIP: usize = 4096;

#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// Logical index, e.g. [1, 2].
    pub index: Vec<usize>,
    /// Storage element it reads.
    pub storage: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// "[0, :, :]" for the slices of a 3-d tensor; "" for 0-, 1- and 2-d tensors.
    pub label: String,
    pub rows: usize,
    pub cols: usize,
    /// Row-major cells (rows x cols).
    pub cells: Vec<Cell>,
    pub hidden_rows: usize,
    pub hidden_cols: usize,
}

/// Storage element of a logical index.
pub fn storage_index(t: &TensorView, index: &[usize]) -> usize {
    t.offset
        + index
            .iter()
            .zip(&t.strides)
            .map(|(i, s)| i * s)
            .sum::<usize>()
}

/// Every logical index of a shape in row-major order (the order a walk visits them).
pub fn row_major(shape: &[usize], limit: usize) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n.min(limit));
    if n == 0 {
        return out;
    }
    let mut idx = vec![0usize; shape.len()];
    for _ in 0..n.min(limit) {
        out.push(idx.clone());
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// The panels that show a tensor: one grid for 0-2 dims, small multiples of the last two
/// dims for more.
pub fn panels(t: &TensorView) -> Vec<Panel> {
    let nd = t.shape.len();
    let (lead, rows, cols) = match nd {
        0 => (vec![], 1, 1),
        1 => (vec![], 1, t.shape[0]),
        _ => (t.shape[..nd - 2].to_vec(), t.shape[nd - 2], t.shape[nd - 1]),
    };
    let (shown_r, shown_c) = (rows.min(MAX_ROWS), cols.min(MAX_COLS));
    let leads = if lead.is_empty() {
        vec![vec![]]
    } else {
        row_major(&lead, MAX_PANELS)
    };
    let mut out = Vec::new();
    for l in leads {
        let mut cells = Vec::with_capacity(shown_r * shown_c);
        for r in 0..shown_r {
            for c in 0..shown_c {
                let mut index = l.clone();
                match nd {
                    0 => {}
                    1 => index.push(c),
                    _ => {
                        index.push(r);
                        index.push(c);
                    }
                }
                let storage = storage_index(t, &index);
                cells.push(Cell { index, storage });
            }
        }
        let label = if nd > 2 {
            let mut parts: Vec<String> = l.iter().map(|i| i.to_string()).collect();
            parts.extend([":".to_string(), ":".to_string()]);
            format!("[{}]", parts.join(", "))
        } else {
            String::new()
        };
        out.push(Panel {
            label,
            rows: shown_r,
            cols: shown_c,
            cells,
            hidden_rows: rows - shown_r,
            hidden_cols: cols - shown_c,
        });
    }
    if t.numel() == 0 {
        out.iter_mut().for_each(|p| {
            p.cells.clear();
            p.rows = 0;
        });
    }
    out
}

impl TensorView {
    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }
}

/// How many panels a tensor has in all (some may not be drawn).
pub fn panel_count(t: &TensorView) -> usize {
    if t.shape.len() <= 2 {
        1
    } else {
        t.shape[..t.shape.len() - 2].iter().product()
    }
}

/// `offset + i·s0 + j·s1 = k`, with numbers.
pub fn formula(t: &TensorView, index: &[usize]) -> String {
    let mut s = format!("{}", t.offset);
    for (i, st) in index.iter().zip(&t.strides) {
        s.push_str(&format!(" + {i}·{st}"));
    }
    format!("{s} = {}", storage_index(t, index))
}

/// The same formula with symbols, for the legend (`offset + i0·stride0 + ...`).
pub fn formula_symbolic(nd: usize) -> String {
    let mut s = "offset".to_string();
    for d in 0..nd {
        s.push_str(&format!(" + i{d}·stride{d}"));
    }
    s
}

/// Storage elements in `lo..hi` a tensor reaches, with how many logical cells land on each.
/// This is on the hover path (the strip re-centres on the element under the pointer), so it
/// costs the window, not the tensor: it visits only the index ranges whose block can land in
/// the window, and broadcast (stride-0) dims multiply the count instead of being walked.
/// Walking every element cost a 1024×1024 tensor a million steps per hover and capped the
/// count at 4M elements, leaving the rest of a bigger tensor's storage shown as unread.
pub fn reach_counts(t: &TensorView, lo: usize, hi: usize) -> Vec<u32> {
    let mut counts = vec![0u32; hi.saturating_sub(lo)];
    let n = t.shape.len();
    if t.numel() == 0 || t.strides.len() != n || lo >= hi {
        return counts;
    }
    let mut repeat = 1u32;
    // Largest stride outermost: the outer loops then skip the most.
    let mut dims: Vec<(usize, usize)> = Vec::with_capacity(n);
    for (&size, &stride) in t.shape.iter().zip(&t.strides) {
        if size > 1 && stride == 0 {
            repeat = repeat.saturating_mul(u32::try_from(size).unwrap_or(u32::MAX));
        } else if size > 1 {
            dims.push((size, stride));
        }
    }
    dims.sort_by_key(|d| std::cmp::Reverse(d.1));
    // reach[d]: the most the dims from d inward add to an address.
    let mut reach = vec![0usize; dims.len() + 1];
    for d in (0..dims.len()).rev() {
        reach[d] = reach[d + 1].saturating_add((dims[d].0 - 1).saturating_mul(dims[d].1));
    }
    let walk = WindowWalk {
        dims: &dims,
        reach: &reach,
        lo,
        hi,
        repeat,
    };
    walk.count(0, t.offset, &mut counts);
    counts
}

/// One window's count: the tensor's dims (size, stride) and how far each level reaches.
struct WindowWalk<'a> {
    dims: &'a [(usize, usize)],
    reach: &'a [usize],
    lo: usize,
    hi: usize,
    repeat: u32,
}

impl WindowWalk<'_> {
    /// Counts the block of dims `d..` starting at address `base`; recursion is as deep as the
    /// tensor has dims.
    fn count(&self, d: usize, base: usize, counts: &mut [u32]) {
        let Some(&(size, stride)) = self.dims.get(d) else {
            // A tensor with no dims left to walk (0-d, or all broadcast) lands anywhere.
            if let Some(c) = base.checked_sub(self.lo).and_then(|i| counts.get_mut(i)) {
                *c = c.saturating_add(self.repeat);
            }
            return;
        };
        if base >= self.hi {
            return;
        }
        // Indices whose block [base + i·stride, + reach[d + 1]] meets lo..hi.
        let inner = self.reach[d + 1];
        let first = self
            .lo
            .saturating_sub(base.saturating_add(inner))
            .div_ceil(stride);
        let last = ((self.hi - 1 - base) / stride).min(size - 1);
        for i in first..=last {
            self.count(d + 1, base + i * stride, counts);
        }
    }
}

/// The range of storage elements to draw for the tensors that share a storage. A small
/// storage is drawn whole (unreached cells dimmed); a large one from the lowest element
/// the *selected* tensor (`tensors[0]`) reaches, at most `MAX_STRIP` cells: `big[9990:]`
/// shows 9990.., not the first 4096 elements its base reads and it does not.
pub fn strip_window(storage: &StorageView, tensors: &[&TensorView]) -> (usize, usize) {
    let mut lo = usize::MAX;
    let mut hi = 0usize;
    for t in tensors.iter().take(1) {
        if t.numel() == 0 {
            continue;
        }
        lo = lo.min(t.offset);
        let last = t.offset
            + t.shape
                .iter()
                .zip(&t.strides)
                .map(|(n, s)| (n - 1) * s)
                .sum::<usize>();
        hi = hi.max(last + 1);
    }
    if lo == usize::MAX {
        return (0, storage.len.min(MAX_STRIP));
    }
    // Show the whole storage when it is small, so unreached cells are visible (dimmed).
    if storage.len <= MAX_STRIP {
        return (0, storage.len);
    }
    (lo, hi.min(lo + MAX_STRIP).min(storage.len))
}

/// Byte address of a storage element.
pub fn address(storage: &StorageView, k: usize) -> u64 {
    storage.address + (k * storage.itemsize) as u64
}

/// The value shown in a storage cell, if it was sent.
pub fn value_at(storage: &StorageView, k: usize) -> Option<&str> {
    let within = |first: usize, values: &'_ [String]| -> Option<usize> {
        k.checked_sub(first).filter(|&i| i < values.len())
    };
    if let Some(i) = within(storage.first, &storage.values) {
        return Some(storage.values[i].as_str());
    }
    storage
        .more
        .iter()
        .find_map(|w| within(w.first, &w.values).map(|i| w.values[i].as_str()))
}

/// A colour per storage element, so a logical cell and the storage cell it reads share it.
/// Hues step by the golden angle: neighbouring elements always differ clearly, at any storage
/// size (hues spread along the storage gave 10,000 elements nearly one colour).
pub fn element_colour(k: usize, _len: usize) -> String {
    let hue = (k as f64 * 137.508) % 360.0;
    format!("hsl({hue:.0}, 70%, 82%)")
}

/// Distinct colours for the tensors that share one storage: the Okabe-Ito palette, chosen
/// to stay distinct under the common colour-vision deficiencies (the red/green pair it
/// replaced did not; checked by a test that simulates them).
pub const TENSOR_COLOURS: [&str; 6] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
];

pub fn tensor_colour(i: usize) -> &'static str {
    TENSOR_COLOURS[i % TENSOR_COLOURS.len()]
}

/// "Contiguous", or why not.
pub fn verdict(t: &TensorView) -> String {
    match &t.reason {
        None => "contiguous: row-major with no gaps, so one flat loop reads it in order".into(),
        Some(r) => format!("not contiguous: {r}"),
    }
}

/// A warning when a small view keeps a much larger storage alive.
pub fn keeps_alive(t: &TensorView, s: &StorageView) -> Option<String> {
    let used = t.numel() * t.itemsize;
    if s.nbytes >= 1 << 20 && used * 100 <= s.nbytes {
        Some(format!(
            "this view reads {} but keeps all {} of its storage alive; .clone() it to free the rest",
            human_bytes(used),
            human_bytes(s.nbytes)
        ))
    } else {
        None
    }
}

pub fn human_bytes(n: usize) -> String {
    const U: [&str; 4] = ["bytes", "KB", "MB", "GB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1000.0 && u < 3 {
        v /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} bytes")
    } else {
        format!("{v:.1} {}", U[u])
    }
}

/// The tensor the view opens on: the one bound most recently (the last name among those
/// bound by the same statement).
pub fn newest(tensors: &[TensorView]) -> Option<&TensorView> {
    // A tensor before its `.grad` (which shares its statement).
    let own = |t: &TensorView| !t.name.contains('.');
    tensors.iter().filter(|t| !t.from_graph).max_by(|a, b| {
        a.bound_at
            .cmp(&b.bound_at)
            .then_with(|| own(a).cmp(&own(b)))
            .then_with(|| natural_cmp(&a.name, &b.name))
    })
}

/// Names in the order a person expects: digit runs compare as numbers, so `v2` comes
/// before `v10`.
pub fn natural_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (mut x, mut y) = (a.as_bytes(), b.as_bytes());
    loop {
        match (x.first(), y.first()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let (nx, rx) = split_digits(x);
                let (ny, ry) = split_digits(y);
                // Compare digit runs as numbers without parsing (any length): strip leading
                // zeros, then the longer run is larger, then digit by digit.
                let (tx, ty) = (trim_zeros(nx), trim_zeros(ny));
                let o = tx.len().cmp(&ty.len()).then_with(|| tx.cmp(ty));
                if o != Ordering::Equal {
                    return o;
                }
                (x, y) = (rx, ry);
            }
            (Some(c), Some(d)) => {
                if c != d {
                    return c.cmp(d);
                }
                (x, y) = (&x[1..], &y[1..]);
            }
        }
    }
}

fn split_digits(s: &[u8]) -> (&[u8], &[u8]) {
    let n = s.iter().take_while(|c| c.is_ascii_digit()).count();
    s.split_at(n)
}

fn trim_zeros(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|&&c| c == b'0').count();
    &s[n..]
}

/// How many characters the widest label of storage elements `lo..hi` needs (its value, its
/// index, its `+bytes` offset), so no cell clips its text: `-1.7336` once showed as `1.733`.
pub fn cell_chars(storage: &StorageView, lo: usize, hi: usize) -> usize {
    let value = (lo..hi)
        .filter_map(|k| value_at(storage, k))
        .map(|v| v.chars().count())
        .max()
        .unwrap_or(1);
    let last = hi.saturating_sub(1);
    let index = last.to_string().len();
    let bytes = (last * storage.itemsize).to_string().len() + 1;
    value.max(index).max(bytes)
}

/// The widest value among the cells a grid draws (`storage` indices).
pub fn value_chars(storage: &StorageView, cells: impl Iterator<Item = usize>) -> usize {
    cells
        .filter_map(|k| value_at(storage, k))
        .map(|v| v.chars().count())
        .max()
        .unwrap_or(1)
}

/// The cell an arrow key moves to from `index` in a tensor of `shape`: Left/Right along the
/// last dim, Up/Down along the one before it (stopping at the edges).
pub fn arrow_step(shape: &[usize], index: &[usize], key: &str) -> Option<Vec<usize>> {
    let n = shape.len();
    if n == 0 || index.len() != n {
        return None;
    }
    let (d, forward) = match key {
        "ArrowRight" => (n - 1, true),
        "ArrowLeft" => (n - 1, false),
        "ArrowDown" if n >= 2 => (n - 2, true),
        "ArrowUp" if n >= 2 => (n - 2, false),
        _ => return None,
    };
    let mut next = index.to_vec();
    next[d] = if forward {
        (index[d] + 1 < shape[d]).then_some(index[d] + 1)?
    } else {
        index[d].checked_sub(1)?
    };
    Some(next)
}

/// The walk's position text; an empty tensor has no element to be on.
pub fn walk_label(step: usize, len: usize) -> String {
    if len == 0 {
        "no elements to walk (the tensor is empty)".into()
    } else {
        format!("element {} of {len}", step + 1)
    }
}

/// The inspector's text for the last kernel that wrote a tensor: the CPU's loop nest, or a
/// GPU kernel's dispatch (its threads are the loop: one output element each, found through
/// every operand's strides).
pub fn nest_lines(n: &crate::model::LoopNestView) -> Vec<String> {
    if let Some([x, y, z]) = n.workgroups {
        let threads = x as u64 * y as u64 * z as u64 * 64;
        let mut v = vec![
            format!("dispatch: {x} × {y} × {z} workgroups of 64 threads ({threads} threads)"),
            "each thread t (one output element; threads past the end do nothing):".to_string(),
            "  index = t unravelled over the output's shape".to_string(),
        ];
        for (role, shape, strides, offset) in &n.operands {
            v.push(format!(
                "  {role}: element at {offset} + Σ index·stride, shape {shape:?}, strides {strides:?}"
            ));
        }
        return v;
    }
    n.loops
        .iter()
        .enumerate()
        .map(|(d, (size, st))| {
            format!(
                "{}for i{d} in range({size}):   # operand strides {st:?}",
                "  ".repeat(d)
            )
        })
        .collect()
}

/// One trace line (`TraceEvent::line`) split for display: "op -> kernel on device", each
/// operand ("out float32[4, 3]/[3, 1]+0"), and the rest (autograd node, loop nest or
/// workgroups, copies, notes). Shapes hold ", " too, so operands split at the role words.
pub fn kernel_parts(line: &str) -> (String, Vec<String>, Vec<String>) {
    let mut segments = line.split(" | ");
    let first = segments.next().unwrap_or_default();
    let extra: Vec<String> = segments.map(str::to_string).collect();
    let Some((head, ops)) = first.split_once(": ") else {
        return (first.to_string(), vec![], extra);
    };
    let mut operands = Vec::new();
    let mut rest = ops;
    while let Some(at) = [", out ", ", in "]
        .iter()
        .filter_map(|m| rest.find(m))
        .min()
    {
        operands.push(rest[..at].to_string());
        rest = &rest[at + 2..];
    }
    if !rest.is_empty() {
        operands.push(rest.to_string());
    }
    (head.replace(" -> ", " → "), operands, extra)
}

/// `(1, 2)` style for indices.
pub fn index_label(index: &[usize]) -> String {
    let p: Vec<String> = index.iter().map(|i| i.to_string()).collect();
    if p.len() == 1 {
        format!("({},)", p[0])
    } else {
        format!("({})", p.join(", "))
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use super::*;

    pub fn tv(shape: &[usize], strides: &[usize], offset: usize) -> TensorView {
        TensorView {
            name: "y".into(),
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            offset,
            itemsize: 4,
            ..Default::default()
        }
    }

    #[test]
    fn neighbouring_elements_get_clearly_different_colours_at_any_size() {
        let hue = |k| {
            let c = element_colour(k, 10_000);
            c[4..c.find(',').unwrap()].parse::<f64>().unwrap()
        };
        for k in [0usize, 1, 57, 4_998, 9_998] {
            let d = (hue(k) - hue(k + 1)).abs();
            assert!(
                d.min(360.0 - d) > 20.0,
                "elements {k} and {} look alike",
                k + 1
            );
        }
    }

    #[test]
    fn arrow_keys_move_along_the_last_two_dims_and_stop_at_edges() {
        let s = [2, 3, 4];
        assert_eq!(
            arrow_step(&s, &[0, 1, 2], "ArrowRight"),
            Some(vec![0, 1, 3])
        );
        assert_eq!(arrow_step(&s, &[0, 1, 3], "ArrowRight"), None);
        assert_eq!(arrow_step(&s, &[0, 1, 0], "ArrowLeft"), None);
        assert_eq!(arrow_step(&s, &[1, 1, 2], "ArrowDown"), Some(vec![1, 2, 2]));
        assert_eq!(arrow_step(&s, &[1, 0, 2], "ArrowUp"), None);
        assert_eq!(arrow_step(&[5], &[2], "ArrowDown"), None);
        assert_eq!(arrow_step(&[5], &[2], "ArrowLeft"), Some(vec![1]));
        assert_eq!(arrow_step(&[], &[], "ArrowLeft"), None);
    }

    #[test]
    fn a_gpu_kernel_shows_its_dispatch_as_its_loop_nest() {
        let n = crate::model::LoopNestView {
            workgroups: Some([2, 1, 1]),
            operands: vec![
                ("out".into(), vec![3, 2], vec![1, 3], 0),
                ("in".into(), vec![3, 2], vec![2, 1], 4),
            ],
            ..Default::default()
        };
        let l = nest_lines(&n);
        assert_eq!(
            l[0],
            "dispatch: 2 × 1 × 1 workgroups of 64 threads (128 threads)"
        );
        assert!(l[4].contains("in: element at 4 + Σ index·stride, shape [3, 2], strides [2, 1]"));
        let cpu = crate::model::LoopNestView {
            loops: vec![(3, vec![1, 2]), (2, vec![3, 1])],
            ..Default::default()
        };
        assert_eq!(
            nest_lines(&cpu)[1],
            "  for i1 in range(2):   # operand strides [3, 1]"
        );
    }

    /// sRGB hex to linear RGB.
    fn linear(hex: &str) -> [f64; 3] {
        let c = |i: usize| {
            let v = u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as f64 / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        [c(1), c(3), c(5)]
    }

    /// CIE L*a*b* of linear RGB (D65).
    fn lab(rgb: [f64; 3]) -> [f64; 3] {
        let [r, g, b] = rgb;
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    #[test]
    fn tensor_colours_stay_distinct_under_colour_blindness() {
        // Machado et al. (2009) simulation matrices at full severity, on linear RGB.
        let sims: [(&str, [[f64; 3]; 3]); 4] = [
            (
                "normal",
                [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            ),
            (
                "protanopia",
                [
                    [0.152286, 1.052583, -0.204868],
                    [0.114503, 0.786281, 0.099216],
                    [-0.003882, -0.048116, 1.051998],
                ],
            ),
            (
                "deuteranopia",
                [
                    [0.367322, 0.860646, -0.227968],
                    [0.280085, 0.672501, 0.047413],
                    [-0.011820, 0.042940, 0.968881],
                ],
            ),
            (
                "tritanopia",
                [
                    [1.255528, -0.076749, -0.178779],
                    [-0.078411, 0.930809, 0.147602],
                    [0.004733, 0.691367, 0.303900],
                ],
            ),
        ];
        // The first four colours are the ones a memory view draws at once (MAX_SHARERS).
        for (name, m) in sims {
            let seen: Vec<[f64; 3]> = TENSOR_COLOURS[..4]
                .iter()
                .map(|h| {
                    let c = linear(h);
                    let s = |r: usize| {
                        (m[r][0] * c[0] + m[r][1] * c[1] + m[r][2] * c[2]).clamp(0.0, 1.0)
                    };
                    lab([s(0), s(1), s(2)])
                })
                .collect();
            for i in 0..seen.len() {
                for j in i + 1..seen.len() {
                    let d = (0..3)
                        .map(|k| (seen[i][k] - seen[j][k]).powi(2))
                        .sum::<f64>()
                        .sqrt();
                    assert!(
                        d > 15.0,
                        "{name}: {} and {} look alike (ΔE {d:.1})",
                        TENSOR_COLOURS[i],
                        TENSOR_COLOURS[j]
                    );
                }
            }
        }
    }

    #[test]
    fn a_trace_line_splits_into_head_operands_and_notes() {
        let (h, ops, extra) = kernel_parts(
            "contiguous -> cpu::copy<float32> on cpu: out float32[4, 3]/[3, 1]+0, in float32[4, 3]/[1, 4]+0 | loops: 4x[3, 1] > 3x[1, 4] | copy: none",
        );
        assert_eq!(h, "contiguous → cpu::copy<float32> on cpu");
        assert_eq!(
            ops,
            ["out float32[4, 3]/[3, 1]+0", "in float32[4, 3]/[1, 4]+0"]
        );
        assert_eq!(extra, ["loops: 4x[3, 1] > 3x[1, 4]", "copy: none"]);
        assert_eq!(kernel_parts("odd").0, "odd");
    }

    #[test]
    fn names_sort_as_a_person_reads_them() {
        let mut v = vec!["v10", "v2", "v1", "x", "v0", "a10b", "a9b", "v02"];
        v.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(v, ["a9b", "a10b", "v0", "v1", "v02", "v2", "v10", "x"]);
        let huge = "t123456789012345678901234567890";
        assert_eq!(natural_cmp(huge, "t99"), std::cmp::Ordering::Greater);
    }

    #[test]
    fn the_view_opens_on_the_newest_tensor() {
        let mut r = tv(&[3], &[1], 0);
        r.name = "r".into();
        let mut e = tv(&[4, 3], &[0, 1], 0);
        e.name = "e".into();
        e.bound_at = 2;
        assert_eq!(
            newest(&[e.clone(), r.clone()]).map(|t| t.name.as_str()),
            Some("e")
        );
        r.bound_at = 5;
        let mut g = r.clone();
        g.name = "r.grad".into();
        assert_eq!(newest(&[e, g, r]).map(|t| t.name.as_str()), Some("r"));
        assert!(newest(&[]).is_none());
    }

    #[test]
    fn cells_are_as_wide_as_their_longest_label() {
        let s = StorageView {
            len: 3,
            itemsize: 4,
            values: vec!["1.".into(), "-1.7336".into(), "-5.8e-05".into()],
            ..Default::default()
        };
        assert_eq!(cell_chars(&s, 0, 3), 8);
        assert_eq!(cell_chars(&s, 0, 1), 2); // "1." and "+0"
        assert_eq!(value_chars(&s, [0usize, 1].into_iter()), 7);
        assert_eq!(
            walk_label(0, 0),
            "no elements to walk (the tensor is empty)"
        );
        assert_eq!(walk_label(4, 12), "element 5 of 12");
    }

    #[test]
    fn a_far_view_of_a_big_storage_draws_what_it_reads() {
        let s = StorageView {
            len: 10_000,
            itemsize: 4,
            ..Default::default()
        };
        let base = tv(&[10_000], &[1], 0);
        let tail = tv(&[10], &[1], 9990);
        assert_eq!(strip_window(&s, &[&tail, &base]), (9990, 10_000));
        assert_eq!(strip_window(&s, &[&base, &tail]), (0, MAX_STRIP));
        // Its values come from a window of their own when the first one ends before them.
        let s = StorageView {
            values: vec!["0.".into(); 4],
            more: vec![crate::model::ValueWindow {
                first: 9990,
                values: vec!["9990.".into(), "9991.".into()],
            }],
            ..s
        };
        assert_eq!(value_at(&s, 3), Some("0."));
        assert_eq!(value_at(&s, 4), None);
        assert_eq!(value_at(&s, 9991), Some("9991."));
        assert_eq!(value_at(&s, 9992), None);
    }

    #[test]
    fn transpose_maps_logical_1_2_to_storage_9() {
        // torch.arange(12.).view(3, 4).T: shape (4, 3), strides (1, 4)
        let t = tv(&[4, 3], &[1, 4], 0);
        assert_eq!(storage_index(&t, &[1, 2]), 9);
        assert_eq!(formula(&t, &[1, 2]), "0 + 1·1 + 2·4 = 9");
        let p = panels(&t);
        assert_eq!(p.len(), 1);
        assert_eq!((p[0].rows, p[0].cols), (4, 3));
        assert_eq!(p[0].cells[3 + 2].storage, 9);
    }

    #[test]
    fn nd_tensors_become_small_multiples() {
        let t = tv(&[2, 3, 2, 2], &[12, 4, 2, 1], 0);
        let p = panels(&t);
        assert_eq!(p.len(), 6);
        assert_eq!(p[4].label, "[1, 1, :, :]");
        assert_eq!(p[4].cells[0].storage, 16);
    }

    #[test]
    fn stride_zero_lands_many_cells_on_one_element() {
        let t = tv(&[3, 2], &[0, 1], 0);
        let c = reach_counts(&t, 0, 2);
        assert_eq!(c, vec![3, 3]);
    }

    /// The plain walk over every element, to check the windowed count against.
    fn counts_by_walking(t: &TensorView, lo: usize, hi: usize) -> Vec<u32> {
        let mut c = vec![0u32; hi - lo];
        for idx in row_major(&t.shape, usize::MAX) {
            let k = storage_index(t, &idx);
            if (lo..hi).contains(&k) {
                c[k - lo] += 1;
            }
        }
        c
    }

    #[test]
    fn window_counts_agree_with_walking_every_element() {
        let layouts: &[(&[usize], &[usize], usize)] = &[
            (&[8, 8], &[8, 1], 0),
            (&[8, 8], &[1, 8], 0),
            (&[4, 3, 5], &[1, 20, 4], 3),
            (&[6, 6], &[1, 1], 2),
            (&[5, 4, 3], &[0, 3, 0], 1),
            (&[3, 1, 7], &[9, 100, 2], 5),
            (&[16], &[3], 7),
            (&[2, 3, 4, 5], &[60, 0, 5, 1], 0),
            (&[], &[], 50),
            (&[4, 1], &[0, 0], 150),
        ];
        for &(shape, strides, offset) in layouts {
            let t = tv(shape, strides, offset);
            for (lo, hi) in [(0, 1), (0, 40), (5, 17), (13, 64), (30, 200), (100, 101)] {
                assert_eq!(
                    reach_counts(&t, lo, hi),
                    counts_by_walking(&t, lo, hi),
                    "{shape:?}/{strides:?}+{offset} in {lo}..{hi}"
                );
            }
        }
    }

    #[test]
    fn a_huge_tensor_is_counted_in_full_near_its_end() {
        // 3000 × 3000 is past the old walk's cap of 4M elements: its last rows were shown unread.
        let t = tv(&[3000, 3000], &[3000, 1], 0);
        let end = 3000 * 3000;
        assert_eq!(reach_counts(&t, end - 128, end), vec![1; 128]);
        let tt = tv(&[3000, 3000], &[1, 3000], 0);
        assert_eq!(
            reach_counts(&tt, end - 4, end + 4),
            vec![1, 1, 1, 1, 0, 0, 0, 0]
        );
    }

    #[test]
    fn walk_is_row_major() {
        let w = row_major(&[2, 2], 10);
        assert_eq!(w, vec![vec![0, 0], vec![0, 1], vec![1, 0], vec![1, 1]]);
        assert_eq!(row_major(&[], 10), vec![Vec::<usize>::new()]);
    }

    #[test]
    fn huge_dims_are_capped() {
        let t = tv(&[100, 200], &[200, 1], 0);
        let p = panels(&t);
        assert_eq!(
            (p[0].rows, p[0].cols, p[0].hidden_rows, p[0].hidden_cols),
            (64, 64, 36, 136)
        );
    }

    #[test]
    fn a_tiny_view_of_a_huge_storage_is_flagged() {
        let t = tv(&[5], &[1], 0);
        let s = StorageView {
            len: 10_000_000,
            nbytes: 40_000_000,
            itemsize: 4,
            ..Default::default()
        };
        let m = keeps_alive(&t, &s).unwrap();
        assert!(m.contains("20 bytes") && m.contains("40.0 MB"), "{m}");
        assert_eq!(strip_window(&s, &[&t]), (0, 5));
    }
}
