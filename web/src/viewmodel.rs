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

/// Storage elements a tensor reaches, with how many logical cells land on each.
pub fn reach_counts(t: &TensorView, lo: usize, hi: usize) -> Vec<u32> {
    let mut counts = vec![0u32; hi.saturating_sub(lo)];
    for idx in row_major(&t.shape, 1 << 20) {
        let k = storage_index(t, &idx);
        if (lo..hi).contains(&k) {
            counts[k - lo] += 1;
        }
    }
    counts
}

/// The range of storage elements to draw for the tensors that share a storage: from the
/// lowest element any of them reaches, at most `MAX_STRIP` cells.
pub fn strip_window(storage: &StorageView, tensors: &[&TensorView]) -> (usize, usize) {
    let mut lo = usize::MAX;
    let mut hi = 0usize;
    for t in tensors {
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
    k.checked_sub(storage.first)
        .and_then(|i| storage.values.get(i))
        .map(|s| s.as_str())
}

/// A colour per storage element: hues along the storage, so a logical cell and the
/// storage cell it reads share a colour.
pub fn element_colour(k: usize, len: usize) -> String {
    let hue = if len <= 1 {
        200.0
    } else {
        360.0 * (k as f64 / len as f64) * 0.85
    };
    format!("hsl({hue:.0}, 70%, 82%)")
}

/// Distinct colours for the tensors that share one storage.
pub fn tensor_colour(i: usize) -> &'static str {
    const C: [&str; 6] = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf",
    ];
    C[i % C.len()]
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
