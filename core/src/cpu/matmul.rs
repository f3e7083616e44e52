//! Batched matrix multiply on strided operands.

use super::matmul_order::{k_blocks, lanes16_dot, row_update, sdot, Order};
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
    let order = super::matmul_order::order(
        dt,
        product,
        (m, n, k),
        (sa[2] == 1, sc[2] == 1 || n == 1),
        super::threads::order_threads(),
    );
    // SAFETY: `lock` checked every layout against its storage; every index below is inside
    // the operand's shape, so every offset is one `lock` checked.
    unsafe {
        if order != Order::Wide {
            let ops = F32Operands {
                pa: l.ptrs[1] as *const f32,
                pc: l.ptrs[2] as *const f32,
                po: l.ptrs[0] as *mut f32,
                offsets: [oa, oc, oo],
                strides: [
                    [sa[0], sa[1], sa[2]],
                    [sc[0], sc[1], sc[2]],
                    [so[0], so[1], so[2]],
                ],
            };
            if order.per_output() {
                per_output_f32(&ops, [bs, m, n, k], order);
            } else {
                rows_f32(&ops, [bs, m, width, k], order);
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

/// The float32 operands of a product: pointers, offsets and strides of a, c and out.
struct F32Operands {
    pa: *const f32,
    pc: *const f32,
    po: *mut f32,
    offsets: [usize; 3],
    strides: [[usize; 3]; 3],
}

/// Row by row in `order` (a chain, multiply-then-add, or chains per block of K added left
/// to right).
///
/// # Safety
/// Every index inside `[bs, m, width, k]` through the operands' strides is readable
/// (writable for `po`), as `lock` checked.
unsafe fn rows_f32(o: &F32Operands, [bs, m, width, k]: [usize; 4], order: Order) {
    let ([oa, oc, oo], [sa, sc, so]) = (o.offsets, o.strides);
    let update = row_update(order);
    let blocks = match order {
        Order::Blocked(blocks) => k_blocks(k, blocks),
        _ => vec![k],
    };
    let mut part = vec![0f32; width];
    let mut total = vec![0f32; if blocks.len() > 1 { width } else { 0 }];
    let mut packed = Packed::new(&sc, k, width);
    for b in 0..bs {
        let (pcb, csb) = packed.matrix(o.pc, oc + b * sc[0]);
        for i in 0..m {
            if k == 0 && i % 4096 == 0 && crate::limits::kernel_work(4096 * width as u64) {
                return;
            }
            let mut k0 = 0;
            for (bi, &len) in blocks.iter().enumerate() {
                part.iter_mut().for_each(|r| *r = 0.0);
                for kk in k0..k0 + len {
                    if kk % 256 == 0 && crate::limits::kernel_work(256 * width as u64) {
                        return;
                    }
                    let av = *o.pa.add(oa + b * sa[0] + i * sa[1] + kk * sa[2]);
                    let row = kk * csb[0];
                    let crow: &[f32] = if csb[1] == 1 {
                        std::slice::from_raw_parts(pcb.add(row), width)
                    } else {
                        packed.gather_row(pcb, row, csb[1])
                    };
                    update(&mut part, av, crow);
                }
                k0 += len;
                if blocks.len() > 1 {
                    for (t, p) in total.iter_mut().zip(&part) {
                        *t = if bi == 0 { *p } else { *t + *p };
                    }
                }
            }
            let out = if blocks.len() > 1 { &total } else { &part };
            for (j, t) in out.iter().enumerate() {
                *o.po.add(oo + b * so[0] + i * so[1] + j * so[2]) = *t;
            }
        }
    }
}

/// Each output alone from its row of a and column of c (`lanes16_dot`, `sdot`).
///
/// # Safety
/// As `rows_f32`, for `[bs, m, n, k]`.
unsafe fn per_output_f32(o: &F32Operands, [bs, m, n, k]: [usize; 4], order: Order) {
    let ([oa, oc, oo], [sa, sc, so]) = (o.offsets, o.strides);
    let dot = if order == Order::Sdot {
        sdot
    } else {
        lanes16_dot
    };
    let (mut x, mut y) = (vec![0f32; k], vec![0f32; k]);
    for b in 0..bs {
        for i in 0..m {
            for (kk, e) in x.iter_mut().enumerate() {
                *e = *o.pa.add(oa + b * sa[0] + i * sa[1] + kk * sa[2]);
            }
            for j in 0..n {
                if crate::limits::kernel_work(k as u64 + 1) {
                    return;
                }
                for (kk, e) in y.iter_mut().enumerate() {
                    *e = *o.pc.add(oc + b * sc[0] + kk * sc[1] + j * sc[2]);
                }
                *o.po.add(oo + b * so[0] + i * so[1] + j * so[2]) = dot(&x, &y);
            }
        }
    }
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
