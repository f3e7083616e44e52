//! A tensor drawn in the terminal: its logical grid, the storage strip under it, and the
//! address formula for one element. Each logical row has a colour, and a storage cell takes
//! the colour of the row that reads it, so a transpose shows up as interleaved colours and an
//! expand as one cell read by several rows. Without colour (a pipe, NO_COLOR) the strip's
//! `element` line says the same thing in words.

use anstyle::{AnsiColor, Style};

/// What to draw: a view's layout over its storage's values.
pub struct Picture<'a> {
    pub name: &'a str,
    pub shape: &'a [usize],
    pub strides: &'a [usize],
    pub offset: usize,
    /// The whole storage, as numbers.
    pub storage: &'a [f64],
    /// Where it lives ("host memory, 24 bytes", "MTLBuffer, storage mode shared, 24 bytes").
    pub memory: &'a str,
    pub itemsize: usize,
}

const PALETTE: [AnsiColor; 6] = [
    AnsiColor::Cyan,
    AnsiColor::Yellow,
    AnsiColor::Magenta,
    AnsiColor::Green,
    AnsiColor::Blue,
    AnsiColor::Red,
];

fn row_style(row: usize) -> Style {
    Style::new().fg_color(Some(PALETTE[row % PALETTE.len()].into()))
}

fn paint(style: Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e6 {
        format!("{v:.1}")
    } else {
        format!("{v:.3}")
    }
}

/// Rows × columns of a rank ≤ 2 view (a vector is one row, a scalar one cell).
fn grid(shape: &[usize]) -> (usize, usize) {
    match shape {
        [] => (1, 1),
        [n] => (1, *n),
        [r, c] => (*r, *c),
        _ => (
            element_count(&shape[..shape.len() - 1]).unwrap_or(usize::MAX),
            shape[shape.len() - 1],
        ),
    }
}

/// The logical index of (row, col) in `shape`.
fn index_of(shape: &[usize], row: usize, col: usize) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    if let Some(last) = idx.last_mut() {
        *last = col;
    }
    let mut r = row;
    for d in (0..shape.len().saturating_sub(1)).rev() {
        idx[d] = r % shape[d].max(1);
        r /= shape[d].max(1);
    }
    idx
}

/// The storage index `offset + Σ index[d]·stride[d]`; past `usize` it saturates, which is
/// outside any storage and so reads as a missing cell.
pub fn address(offset: usize, strides: &[usize], index: &[usize]) -> usize {
    index
        .iter()
        .zip(strides)
        .fold(offset, |at, (i, s)| at.saturating_add(i.saturating_mul(*s)))
}

fn label(index: &[usize]) -> String {
    let parts: Vec<String> = index.iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(","))
}

/// Wider than this, a storage strip no longer fits a terminal line.
pub const MAX_STORAGE: usize = 48;

/// More elements than this no longer fit a screen of rows. A small storage can still be
/// viewed as any number of elements (`expand(2**40)` reads one cell 2**40 times), so the
/// view's own count is bounded too, before anything is walked or allocated.
pub const MAX_ELEMENTS: usize = 256;

/// The number of elements `shape` holds, or `None` past `usize` (a shape such as
/// (2**40, 2**40) whose product a plain `product()` would overflow).
fn element_count(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
}

/// Refuses a view with more elements than a drawing can show, naming the count (or saying
/// it passes any count) and a way to draw part of it.
fn check_view_size(title: &str, shape: &[usize]) -> Result<(), String> {
    let count = match element_count(shape) {
        Some(n) if n <= MAX_ELEMENTS => return Ok(()),
        Some(n) => n.to_string(),
        None => format!("more than {}", usize::MAX),
    };
    Err(format!(
        "{title}: a view of {count} elements is too many to draw (at most {MAX_ELEMENTS}); try a slice of it, such as {}[:4]",
        title.split(' ').next().unwrap_or(title)
    ))
}

/// Draws a tensor of any device (its storage is read back).
pub fn draw_tensor(title: &str, t: &stridelab_core::Tensor) -> Result<String, String> {
    check_view_size(title, &t.shape())?;
    let st = t.storage();
    if st.len() > MAX_STORAGE {
        return Err(format!(
            "{title}: a storage of {} elements is too wide to draw (at most {MAX_STORAGE}); try a small tensor or a view of one",
            st.len()
        ));
    }
    let values = stridelab_core::dispatch::backend(st.device())
        .and_then(|b| b.download(&st.data(), st.dtype(), st.len()))
        .map_err(|e| e.message)?;
    let storage: Vec<f64> = (0..values.len()).map(|i| values.get_f64(i)).collect();
    Ok(draw(&Picture {
        name: title,
        shape: &t.shape(),
        strides: &t.strides(),
        offset: t.offset(),
        storage: &storage,
        memory: &st.describe(),
        itemsize: t.dtype().itemsize(),
    }))
}

/// Draws `p`; a view of more than `MAX_ELEMENTS` elements is the message saying so, as
/// walking it would take as long and as much memory as its element count.
pub fn draw(p: &Picture) -> String {
    if let Err(e) = check_view_size(p.name, p.shape) {
        return format!("{e}\n");
    }
    let (rows, cols) = grid(p.shape);
    let numel = element_count(p.shape).unwrap_or(0);
    let contiguous = {
        let mut expect = 1;
        p.shape.iter().zip(p.strides).rev().all(|(&n, &s)| {
            let ok = n <= 1 || s == expect;
            expect *= n;
            ok
        })
    };
    let mut out = format!(
        "{}  shape {:?}  strides {:?}  offset {}  contiguous: {}\n",
        paint(Style::new().bold(), p.name),
        p.shape,
        p.strides,
        p.offset,
        if contiguous { "yes" } else { "no" }
    );
    // Who reads each storage cell: (row, logical index) of every element that maps there.
    let mut readers: Vec<Vec<(usize, Vec<usize>)>> = vec![Vec::new(); p.storage.len()];
    let mut walk = Vec::with_capacity(numel);
    out.push_str("  logical view\n");
    for r in 0..if numel == 0 { 0 } else { rows } {
        let mut line = format!("    row {r}: [");
        for c in 0..cols {
            let idx = index_of(p.shape, r, c);
            let at = address(p.offset, p.strides, &idx);
            walk.push(at);
            let v = p.storage.get(at).copied().unwrap_or(f64::NAN);
            if let Some(cell) = readers.get_mut(at) {
                cell.push((r, idx));
            }
            line.push_str(&format!(
                " {}",
                paint(row_style(r), &format!("{:>6}", num(v)))
            ));
        }
        out.push_str(&line);
        out.push_str(" ]\n");
    }
    let width = readers
        .iter()
        .map(|c| match c.as_slice() {
            [] => 1,
            [(_, i)] => label(i).len(),
            [(_, i), rest @ ..] => label(i).len() + format!("×{}", rest.len() + 1).len(),
        })
        .chain(p.storage.iter().map(|v| num(*v).len()))
        .max()
        .unwrap_or(1)
        .max(3)
        + 1;
    out.push_str(&format!(
        "  storage ({} elements of {} bytes; {})\n",
        p.storage.len(),
        p.itemsize,
        p.memory
    ));
    let mut index_line = String::from("    index   ");
    let mut value_line = String::from("    value   ");
    let mut element_line = String::from("    element ");
    for (i, (v, who)) in p.storage.iter().zip(&readers).enumerate() {
        let style = match who.first() {
            Some((r, _)) => row_style(*r),
            None => Style::new().dimmed(),
        };
        let who_text = match who.as_slice() {
            [] => "-".to_string(),
            [(_, idx)] => label(idx),
            [(_, idx), rest @ ..] => format!("{}×{}", label(idx), rest.len() + 1),
        };
        index_line.push_str(&format!("{i:>width$}"));
        value_line.push_str(&paint(style, &format!("{:>width$}", num(*v))));
        element_line.push_str(&paint(style, &format!("{who_text:>width$}")));
    }
    for l in [index_line, value_line, element_line] {
        out.push_str(&l);
        out.push('\n');
    }
    let walk_text: Vec<String> = walk.iter().map(|a| a.to_string()).collect();
    out.push_str(&format!(
        "  walk order (storage index of each element, row by row): {}\n",
        walk_text.join(" ")
    ));
    if numel > 0 {
        let last = index_of(p.shape, rows - 1, cols - 1);
        let terms: Vec<String> = last
            .iter()
            .zip(p.strides)
            .map(|(i, s)| format!("{i}·{s}"))
            .collect();
        let at = address(p.offset, p.strides, &last);
        out.push_str(&format!(
            "  address of {}{} = {} + {} = {} → storage[{}] = {}\n",
            p.name.split(' ').next().unwrap_or(p.name),
            label(&last),
            p.offset,
            if terms.is_empty() {
                "0".to_string()
            } else {
                terms.join(" + ")
            },
            at,
            at,
            p.storage.get(at).map(|v| num(*v)).unwrap_or_default()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(s: &str) -> String {
        anstream::adapter::strip_str(s).to_string()
    }

    /// A host tensor's drawing, colours included.
    fn picture(name: &str, shape: &[usize], strides: &[usize], storage: &[f64]) -> String {
        draw(&Picture {
            name,
            shape,
            strides,
            offset: 0,
            storage,
            memory: "host memory",
            itemsize: 4,
        })
    }

    /// The storage strip's `element` line, one entry per storage cell.
    fn element_cells(text: &str) -> Vec<String> {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("element"))
            .unwrap();
        line.split_whitespace().skip(1).map(String::from).collect()
    }

    #[test]
    fn a_transpose_reads_storage_in_a_jumping_order() {
        let storage: Vec<f64> = (0..6).map(|v| v as f64).collect();
        let text = plain(&picture("y = x.T", &[3, 2], &[1, 3], &storage));
        assert!(text.contains("contiguous: no"), "{text}");
        assert!(text.contains("row 1: [    1.0    4.0 ]"), "{text}");
        assert!(
            text.contains("walk order (storage index of each element, row by row): 0 3 1 4 2 5")
        );
        let cells = element_cells(&text);
        assert_eq!(
            cells,
            ["[0,0]", "[1,0]", "[2,0]", "[0,1]", "[1,1]", "[2,1]"]
        );
        assert!(
            text.contains("address of y[2,1] = 0 + 2·1 + 1·3 = 5 → storage[5] = 5.0"),
            "{text}"
        );
    }

    #[test]
    fn an_expand_shows_one_cell_read_by_every_row() {
        let storage = [1.0, 2.0, 3.0];
        let text = plain(&picture("e", &[4, 3], &[0, 1], &storage));
        let cells = element_cells(&text);
        assert_eq!(cells, ["[0,0]×4", "[0,1]×4", "[0,2]×4"]);
        assert!(
            text.contains("address of e[3,2] = 0 + 3·0 + 2·1 = 2 → storage[2] = 3.0"),
            "{text}"
        );
    }

    #[test]
    fn a_huge_expand_of_a_small_storage_is_refused_by_its_element_count() {
        let storage = [1.0];
        // 2**40 elements over one cell: refused before any walk (it aborted on 8 TB).
        let text = plain(&picture("y", &[1 << 40], &[0], &storage));
        assert_eq!(
            text,
            "y: a view of 1099511627776 elements is too many to draw (at most 256); try a slice of it, such as y[:4]\n"
        );
        // (2**31, 2**31) overflows a 32-bit product and (2**40, 2**40) a 64-bit one: both refused.
        let text = plain(&picture("y", &[1 << 31, 1 << 31], &[0, 0], &storage));
        assert!(text.contains("too many to draw"), "{text}");
        let text = plain(&picture("y", &[1 << 40, 1 << 40], &[0, 0], &storage));
        assert!(
            text.starts_with(&format!("y: a view of more than {} elements", usize::MAX)),
            "{text}"
        );
    }

    #[test]
    fn an_expand_up_to_the_element_limit_is_still_drawn() {
        let text = plain(&picture("e", &[16, 16], &[0, 0], &[2.0]));
        let cells = element_cells(&text);
        assert_eq!(cells, ["[0,0]×256"]);
        let text = plain(&picture("e", &[257], &[0], &[2.0]));
        assert!(
            text.contains("a view of 257 elements is too many"),
            "{text}"
        );
    }

    #[test]
    fn colours_follow_the_reading_row() {
        let storage: Vec<f64> = (0..4).map(|v| v as f64).collect();
        let text = picture("y", &[2, 2], &[1, 2], &storage);
        let value = text
            .lines()
            .find(|l| l.trim_start().starts_with("value"))
            .unwrap();
        let row0 = row_style(0).render().to_string();
        let row1 = row_style(1).render().to_string();
        // Storage 0,1,2,3 is read by rows 0,1,0,1.
        let order: Vec<usize> = value
            .match_indices('\x1b')
            .filter_map(|(i, _)| {
                let rest = &value[i..];
                if rest.starts_with(&row0) {
                    Some(0)
                } else if rest.starts_with(&row1) {
                    Some(1)
                } else {
                    None
                }
            })
            .collect();
        assert_eq!(order, [0, 1, 0, 1]);
    }
}
