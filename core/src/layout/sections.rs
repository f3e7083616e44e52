//! Pure index math for the ops that cut a dim into pieces or list a triangle's positions:
//! `tensor_split` (by a section count or by split indices) and `tril_indices`/`triu_indices`.

/// `tensor_split(sections)`: `sections` pieces as (start, length); the first `size % sections`
/// pieces get one element more (ATen's `tensor_split_sections_symint`). `sections > 0`.
pub fn sections_ranges(size: usize, sections: usize) -> Vec<(usize, usize)> {
    let base = size / sections.max(1);
    let extra = size % sections.max(1);
    let mut at = 0usize;
    (0..sections)
        .map(|i| {
            let n = base + usize::from(i < extra);
            let r = (at, n);
            at += n;
            r
        })
        .collect()
}

/// Python slice bounds as ATen's `slice` clamps them: a negative bound counts from the end,
/// then both are clamped to `[0, size]`, and an end before the start gives an empty piece.
fn clamp_bound(i: i64, size: usize) -> usize {
    let s = size as i64;
    let i = if i < 0 { i.saturating_add(s) } else { i };
    i.clamp(0, s) as usize
}

/// `tensor_split(indices)`: the pieces `[0, i0)`, `[i0, i1)`, ..., `[ik, size)`, each cut
/// like `x[start:end]` along the dim, as (start, length).
pub fn indices_ranges(size: usize, indices: &[i64]) -> Vec<(usize, usize)> {
    let mut starts = vec![0i64];
    starts.extend_from_slice(indices);
    let mut ends: Vec<Option<i64>> = indices.iter().map(|&i| Some(i)).collect();
    ends.push(None);
    starts
        .iter()
        .zip(ends)
        .map(|(&s, e)| {
            let a = clamp_bound(s, size);
            let b = e.map_or(size, |e| clamp_bound(e, size));
            (a, b.saturating_sub(a))
        })
        .collect()
}

/// The (row, col) positions of the lower (`lower`) or upper triangle of a `rows x cols`
/// matrix relative to diagonal `offset`, in row-major order, as `tril_indices`/`triu_indices`
/// list them. The caller bounds `rows * cols` (it is the size of the result).
pub fn triangle_indices(
    rows: usize,
    cols: usize,
    offset: i64,
    lower: bool,
) -> (Vec<i64>, Vec<i64>) {
    let (mut r, mut c) = (Vec::new(), Vec::new());
    for i in 0..rows as i64 {
        for j in 0..cols as i64 {
            let keep = if lower {
                j - i <= offset
            } else {
                j - i >= offset
            };
            if keep {
                r.push(i);
                c.push(j);
            }
        }
    }
    (r, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_put_the_extra_elements_first() {
        assert_eq!(sections_ranges(7, 3), vec![(0, 3), (3, 2), (5, 2)]);
        assert_eq!(
            sections_ranges(4, 5),
            vec![(0, 1), (1, 1), (2, 1), (3, 1), (4, 0)]
        );
        assert_eq!(sections_ranges(0, 2), vec![(0, 0), (0, 0)]);
    }

    #[test]
    fn indices_clamp_and_wrap_like_slices() {
        assert_eq!(indices_ranges(4, &[1, 3]), vec![(0, 1), (1, 2), (3, 1)]);
        assert_eq!(indices_ranges(4, &[3, 1]), vec![(0, 3), (3, 0), (1, 3)]);
        assert_eq!(indices_ranges(4, &[-1, 10]), vec![(0, 3), (3, 1), (4, 0)]);
        assert_eq!(indices_ranges(4, &[]), vec![(0, 4)]);
        assert_eq!(indices_ranges(4, &[i64::MIN]), vec![(0, 0), (0, 4)]);
    }

    #[test]
    fn triangles_match_numpy_order() {
        assert_eq!(
            triangle_indices(3, 3, 0, true),
            (vec![0, 1, 1, 2, 2, 2], vec![0, 0, 1, 0, 1, 2])
        );
        assert_eq!(
            triangle_indices(3, 4, 1, false),
            (vec![0, 0, 0, 1, 1, 2], vec![1, 2, 3, 2, 3, 3])
        );
        assert_eq!(triangle_indices(0, 3, 0, true), (vec![], vec![]));
    }
}
