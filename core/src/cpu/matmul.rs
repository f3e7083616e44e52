//! Batched matrix multiply on strided operands.

use super::matmul_order::{row_update, Order};
use super::{lock, with_dtype};
use crate::element::Element;
use crate::error::{runtime, Result};
use crate::iter::{LoopLevel, LoopNest};
use crate::kernels::{KernelCall, Product};

/// out[b, i, j] = sum_k a[b, i, k] * c[b, k, j], reading every operand through its strides.
/// Rows of the result accumulate in f64 (ikj order, so the inner loop streams a row of `c`),
/// except float32 products whose PyTorch order is reproduced (`matmul_order`).
pub fn bmm(call: &KernelCall, product: Product) -> Result<Option<LoopNest>> {
    let (o, a, c) = (&call.operands[0], &call.operands[1], &call.operands[2]);
    let (bs, m, k) = (
        a.layout.shape()[0],
        a.layout.shape()[1],
        a.layout.shape()[2],
    );
    let n = c.layout.shape()[2];
    if c.layout.shape()[1] != k || o.layout.shape() != [bs, m, n] {
        return Err(runtime("internal error: bmm operand shapes disagree"));
    }
    let (sa, sc, so) = (a.layout.strides(), c.layout.strides(), o.layout.strides());
    let (oa, oc, oo) = (a.layout.offset(), c.layout.offset(), o.layout.offset());
    let dt = a.dtype();
    let l = lock(call.operands)?;
    // No element to write (an empty batch, or 2**32 rows of no columns, which the fuzzer
    // found walking for 10 s past its deadline in `pinv` of a (2, 0, 2**32) matrix).
    if bs == 0 || m == 0 || n == 0 {
        return Ok(Some(loop_nest(bs, m, k, n, so, sa, sc)));
    }
    // One row of the result; with no rows (an empty batch) `n` alone may be in the billions.
    // Integer products accumulate in wrapping int64, as ATen's non-BLAS kernel does in the
    // type itself (exact past 2**53, uint8 wrapping mod 256 when stored); floats in f64.
    let floating = dt.is_floating();
    let width = if bs == 0 || m == 0 { 0 } else { n };
    let order = super::matmul_order::order(dt, product, m, n, k, sc[2] == 1 || n == 1);
    // SAFETY: `lock` checked every layout against its storage; every index below is inside
    // the operand's shape, so every offset is one `lock` checked.
    unsafe {
        if order != Order::Wide {
            let (pa, pc, po) = (
                l.ptrs[1] as *const f32,
                l.ptrs[2] as *const f32,
                l.ptrs[0] as *mut f32,
            );
            let update = row_update(order);
            let mut part = vec![0f32; width];
            let mut packed = Packed::new(sc, k, width);
            'rows32: for b in 0..bs {
                let (pcb, csb) = packed.matrix(pc, oc + b * sc[0]);
                for i in 0..m {
                    if k == 0 && i % 4096 == 0 && crate::limits::kernel_work(4096 * n as u64) {
                        break 'rows32;
                    }
                    part.iter_mut().for_each(|r| *r = 0.0);
                    for kk in 0..k {
                        if kk % 256 == 0 && crate::limits::kernel_work(256 * n as u64) {
                            break 'rows32;
                        }
                        let av = *pa.add(oa + b * sa[0] + i * sa[1] + kk * sa[2]);
                        let row = kk * csb[0];
                        let crow: &[f32] = if csb[1] == 1 {
                            std::slice::from_raw_parts(pcb.add(row), width)
                        } else {
                            packed.gather_row(pcb, row, csb[1])
                        };
                        update(&mut part, av, crow);
                    }
                    for (j, t) in part.iter().enumerate() {
                        *po.add(oo + b * so[0] + i * so[1] + j * so[2]) = *t;
                    }
                }
            }
            crate::limits::take_kernel_stop()?;
            return Ok(Some(loop_nest(bs, m, k, n, so, sa, sc)));
        }
        let mut row = vec![0f64; if floating { width } else { 0 }];
        let mut row_int = vec![0i64; if floating { 0 } else { width }];
        with_dtype!(dt, T => {
            let (pa, pc, po) = (l.ptrs[1] as *const T, l.ptrs[2] as *const T, l.ptrs[0] as *mut T);
            let mut packed = Packed::new(sc, k, width);
            'rows: for b in 0..bs {
                let (pcb, csb) = packed.matrix(pc, oc + b * sc[0]);
                for i in 0..m {
                    // With k = 0 the multiply-adds below never meter the rows of zeros.
                    if k == 0 && i % 4096 == 0 && crate::limits::kernel_work(4096 * n as u64) {
                        break 'rows;
                    }
                    row.iter_mut().for_each(|r| *r = 0.0);
                    row_int.iter_mut().for_each(|r| *r = 0);
                    for kk in 0..k {
                        // Metered: expanded operands can ask for 10**14 multiply-adds
                        // without allocating anything large.
                        if kk % 256 == 0 && crate::limits::kernel_work(256 * n as u64) {
                            break 'rows;
                        }
                        let av = *pa.add(oa + b * sa[0] + i * sa[1] + kk * sa[2]);
                        let base = kk * csb[0];
                        if floating {
                            let av = av.to_f64();
                            for (j, r) in row.iter_mut().enumerate() {
                                *r += av * (*pcb.add(base + j * csb[1])).to_f64();
                            }
                        } else {
                            let av = av.to_i64();
                            for (j, r) in row_int.iter_mut().enumerate() {
                                let cv = (*pcb.add(base + j * csb[1])).to_i64();
                                *r = r.wrapping_add(av.wrapping_mul(cv));
                            }
                        }
                    }
                    for j in 0..width {
                        let v = if floating { T::from_f64(row[j]) } else { T::from_i64(row_int[j]) };
                        *po.add(oo + b * so[0] + i * so[1] + j * so[2]) = v;
                    }
                }
            }
        });
    }
    crate::limits::take_kernel_stop()?;
    Ok(Some(loop_nest(bs, m, k, n, so, sa, sc)))
}

/// The right operand of one product, read row by row. A row whose columns are strided
/// (`x @ W.t()`: a column of `W.t()` is contiguous, a row is not) made every multiply-add
/// a cache miss: `F.linear` of 320 x 512 by 2048 x 512 took 2.4 s against 0.08 s for the
/// same product with a contiguous weight. Such a matrix is copied into row-major order
/// once per product (the sums are unchanged: each output still adds k in order), when
/// the copy is at most `PACK_LIMIT` elements; a larger one (an expanded operand can be
/// huge without storage) is gathered a row at a time, as before.
struct Packed<T> {
    rows: usize,
    cols: usize,
    strides: [usize; 2],
    copy: Vec<T>,
    row: Vec<T>,
}

const PACK_LIMIT: usize = 1 << 24;

impl<T: Copy + Default> Packed<T> {
    fn new(sc: &[usize], k: usize, width: usize) -> Self {
        let strided = sc[2] != 1 && width > 1;
        let fits = k.checked_mul(width).is_some_and(|e| e <= PACK_LIMIT);
        Packed {
            rows: k,
            cols: width,
            strides: [sc[1], sc[2]],
            copy: Vec::with_capacity(if strided && fits { k * width } else { 0 }),
            row: vec![
                T::default();
                if sc[2] != 1 && !(strided && fits) {
                    width
                } else {
                    0
                }
            ],
        }
    }

    /// The matrix starting at `base` of `pc`: its pointer and its (row, column) strides.
    ///
    /// # Safety
    /// Every element of the matrix at `base` with the strides given to `new` is readable.
    unsafe fn matrix(&mut self, pc: *const T, base: usize) -> (*const T, [usize; 2]) {
        let [s1, s2] = self.strides;
        if self.copy.capacity() == 0 {
            return (pc.add(base), self.strides);
        }
        self.copy.clear();
        self.copy.resize(self.rows * self.cols, T::default());
        // Column by column: a column is contiguous in memory here.
        for j in 0..self.cols {
            for kk in 0..self.rows {
                self.copy[kk * self.cols + j] = *pc.add(base + kk * s1 + j * s2);
            }
        }
        (self.copy.as_ptr(), [self.cols, 1])
    }

    /// One row of a matrix too large to copy, gathered.
    ///
    /// # Safety
    /// As `matrix`: `row + j * col_stride` is readable for every column j.
    unsafe fn gather_row(&mut self, pc: *const T, row: usize, col_stride: usize) -> &[T] {
        for (j, g) in self.row.iter_mut().enumerate() {
            *g = *pc.add(row + j * col_stride);
        }
        &self.row
    }
}

/// The loops the product runs, for the memory view: batch, rows, k, columns.
fn loop_nest(
    bs: usize,
    m: usize,
    k: usize,
    n: usize,
    so: &[usize],
    sa: &[usize],
    sc: &[usize],
) -> LoopNest {
    LoopNest {
        loops: vec![
            LoopLevel {
                size: bs,
                strides: vec![so[0], sa[0], sc[0]],
            },
            LoopLevel {
                size: m,
                strides: vec![so[1], sa[1], 0],
            },
            LoopLevel {
                size: k,
                strides: vec![0, sa[2], sc[1]],
            },
            LoopLevel {
                size: n,
                strides: vec![so[2], 0, sc[2]],
            },
        ],
        order: vec![0, 1, 2, 3],
        contiguous_fast_path: false,
        tile: None,
    }
}
