//! The strided loop drivers of the elementwise kernels: one per operand count (`map0` for
//! fills up to `map3` for ternary ops, and `copy`), each split between threads and walking a
//! `LoopPlan` row by row, in vectorizable blocks where every operand is unit-stride and in
//! `TILE` × `TILE` tiles where a transpose makes them disagree.

use crate::iter::{LoopPlan, TILE};

/// Elements per block of the vectorizable contiguous loops (64 f32: 256 bytes per operand).
pub(super) const BLOCK: usize = 64;

/// # Safety
/// `p[0]` points to a buffer of `O` that holds every offset `plan` produces for operand 0.
pub(super) unsafe fn map0<O: Copy + Sync>(plan: &LoopPlan, p: &[*mut u8], v: O) {
    // SAFETY: as this function's.
    unsafe { crate::cpu::threads::for_parts(plan, p, |plan, p| map0_part(plan, p, v)) }
}

/// # Safety
/// As `map0`.
unsafe fn map0_part<O: Copy>(plan: &LoopPlan, p: &[*mut u8], v: O) {
    let o = p[0] as *mut O;
    plan.for_each_row(|offs, n, st| {
        // SAFETY: offsets stay inside the buffer (checked by `lock`).
        unsafe {
            let po = o.add(offs[0]);
            if st[0] == 1 {
                for i in 0..n {
                    *po.add(i) = v;
                }
            } else {
                for i in 0..n {
                    *po.add(i * st[0]) = v;
                }
            }
        }
    });
}

/// A same-dtype copy (`x.T.contiguous()`, `clone` of a transposed view). A transposing
/// one runs in blocks: each block of the input is read row by row (unit stride) into a local
/// square and written out column by column (unit stride too); 8 × 8 f32 is one cache line
/// per row on both sides. Only copies get this path (not every unary op and cast): each
/// instantiation of the unrolled block costs code size in the wasm build.
///
/// # Safety
/// As `map0`, for operands 0 and 1, both of type `T`.
pub(super) unsafe fn copy<T: Copy>(plan: &LoopPlan, p: &[*mut u8]) {
    // SAFETY: as this function's.
    unsafe { crate::cpu::threads::for_parts(plan, p, |plan, p| copy_part::<T>(plan, p)) }
}

/// # Safety
/// As `copy`.
unsafe fn copy_part<T: Copy>(plan: &LoopPlan, p: &[*mut u8]) {
    let (o, a) = (p[0] as *mut T, p[1] as *const T);
    let (so, sa) = (&plan.strides[0], &plan.strides[1]);
    if plan.tiled() && so[0] == 1 && sa.get(1) == Some(&1) {
        let (sa0, so1) = (sa[0], so[1]);
        plan.for_each_block(|offs, n0, n1| {
            // SAFETY: every (i, j) < (n0, n1) of the block is an element of the plan, so
            // its offsets stay inside the buffers (checked by `lock`).
            unsafe {
                let (po, pa) = (o.add(offs[0]), a.add(offs[1]));
                if n0 == TILE && n1 == TILE {
                    let t = load_block(pa, sa0, 1);
                    for j in 0..TILE {
                        let dst = po.add(j * so1);
                        for (i, row) in t.iter().enumerate() {
                            *dst.add(i) = row[j];
                        }
                    }
                } else {
                    for i in 0..n0 {
                        for j in 0..n1 {
                            *po.add(i + j * so1) = *pa.add(i * sa0 + j);
                        }
                    }
                }
            }
        });
        return;
    }
    map1_part::<T, T>(plan, p, &|x| x)
}

/// # Safety
/// As `map0`, for operands 0 (`O`) and 1 (`A`).
pub(super) unsafe fn map1<A: Copy, O>(plan: &LoopPlan, p: &[*mut u8], f: impl Fn(A) -> O + Sync) {
    // SAFETY: as this function's.
    unsafe { crate::cpu::threads::for_parts(plan, p, |plan, p| map1_part(plan, p, &f)) }
}

/// # Safety
/// As `map1`.
unsafe fn map1_part<A: Copy, O>(plan: &LoopPlan, p: &[*mut u8], f: &impl Fn(A) -> O) {
    let (o, a) = (p[0] as *mut O, p[1] as *const A);
    plan.for_each_row(|offs, n, st| {
        // SAFETY: offsets stay inside the buffers (checked by `lock`).
        unsafe {
            let (po, pa) = (o.add(offs[0]), a.add(offs[1]));
            if st[0] == 1 && st[1] == 1 {
                for i in 0..n {
                    *po.add(i) = f(*pa.add(i));
                }
            } else {
                for i in 0..n {
                    *po.add(i * st[0]) = f(*pa.add(i * st[1]));
                }
            }
        }
    });
}

/// A `TILE` × `TILE` block of an operand as `t[i][j]` = element (i, j), read along `j` (the
/// inner loop), so an operand with unit stride there streams its cache lines; the kernels
/// then read it down the columns, which the compiler turns into register shuffles.
///
/// # Safety
/// Every `p + i * s0 + j * s1` for i, j < `TILE` is inside the operand's buffer.
#[inline(always)]
unsafe fn load_block<T: Copy>(p: *const T, s0: usize, s1: usize) -> [[T; TILE]; TILE] {
    // SAFETY: in bounds by the caller's contract.
    std::array::from_fn(|i| std::array::from_fn(|j| unsafe { *p.add(i * s0 + j * s1) }))
}

/// A `TILE` × `TILE` block as columns, `c[j][i]` = element (i, j), ready to be combined
/// down the output's unit-stride loop `i`. An operand laid out like the output (unit stride
/// in `i`, as `out` itself in `out.addcmul_(a, b)`) is read column by column directly; one
/// that is unit-stride in `j` (a transposed input) is read along its rows and transposed
/// in registers. Either way every load runs along the operand's own memory order.
///
/// # Safety
/// As `load_block`.
#[inline(always)]
unsafe fn load_columns<T: Copy>(p: *const T, s0: usize, s1: usize) -> [[T; TILE]; TILE] {
    if s0 == 1 {
        // SAFETY: in bounds by the caller's contract.
        return unsafe { load_block(p, s1, 1) };
    }
    // SAFETY: in bounds by the caller's contract.
    let rows = unsafe { load_block(p, s0, s1) };
    std::array::from_fn(|j| std::array::from_fn(|i| rows[i][j]))
}

/// # Safety
/// As `map0`, for operands 0 (`O`), 1 (`A`) and 2 (`B`).
pub(super) unsafe fn map2<A: Copy, B: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    f: impl Fn(A, B) -> O + Sync,
) {
    // SAFETY: as this function's.
    unsafe { crate::cpu::threads::for_parts(plan, p, |plan, p| map2_part(plan, p, &f)) }
}

/// # Safety
/// As `map2`.
unsafe fn map2_part<A: Copy, B: Copy, O>(plan: &LoopPlan, p: &[*mut u8], f: &impl Fn(A, B) -> O) {
    let (o, a, b) = (p[0] as *mut O, p[1] as *const A, p[2] as *const B);
    plan.for_each_row(|offs, n, st| {
        // SAFETY: offsets stay inside the buffers (checked by `lock`).
        unsafe {
            let (po, pa, pb) = (o.add(offs[0]), a.add(offs[1]), b.add(offs[2]));
            if st[0] == 1 && st[1] == 1 && st[2] == 1 {
                for i in 0..n {
                    *po.add(i) = f(*pa.add(i), *pb.add(i));
                }
            } else if st[0] == 1 && st[1] == 1 && st[2] == 0 {
                let bv = *pb;
                for i in 0..n {
                    *po.add(i) = f(*pa.add(i), bv);
                }
            } else {
                for i in 0..n {
                    *po.add(i * st[0]) = f(*pa.add(i * st[1]), *pb.add(i * st[2]));
                }
            }
        }
    });
}

/// # Safety
/// As `map0`, for operands 0 (`O`) and 1..=3 (`A`, `B`, `C`).
pub(super) unsafe fn map3<A: Copy, B: Copy, C: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    f: impl Fn(A, B, C) -> O + Sync,
) {
    // SAFETY: as this function's.
    unsafe { crate::cpu::threads::for_parts(plan, p, |plan, p| map3_part(plan, p, &f)) }
}

/// # Safety
/// As `map3`.
unsafe fn map3_part<A: Copy, B: Copy, C: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    f: &impl Fn(A, B, C) -> O,
) {
    let (o, a, b, c) = (
        p[0] as *mut O,
        p[1] as *const A,
        p[2] as *const B,
        p[3] as *const C,
    );
    let st = &plan.strides;
    if plan.tiled() && st[0][0] == 1 {
        // A transposing op (`out.addcmul_(a, b)` with `out` transposed): each block of every
        // input is gathered into a local square in the output's order (reading it along its
        // own rows), then the math and the stores run down the output's unit-stride columns.
        let s1 = [st[1][1], st[2][1], st[3][1]];
        let s0 = [st[1][0], st[2][0], st[3][0]];
        let so1 = st[0][1];
        plan.for_each_block(|offs, n0, n1| {
            // SAFETY: every (i, j) < (n0, n1) of the block is an element of the plan, so its
            // offsets stay inside the buffers (checked by `lock`). All three inputs are read
            // before the block is written, so an in-place op (output = first input, same
            // layout) sees the old values, as in the row loop.
            unsafe {
                let (po, pa, pb, pc) = (
                    o.add(offs[0]),
                    a.add(offs[1]),
                    b.add(offs[2]),
                    c.add(offs[3]),
                );
                if n0 == TILE && n1 == TILE {
                    let ca = load_columns(pa, s0[0], s1[0]);
                    let cb = load_columns(pb, s0[1], s1[1]);
                    let cc = load_columns(pc, s0[2], s1[2]);
                    for j in 0..TILE {
                        let r: [O; TILE] = std::array::from_fn(|i| f(ca[j][i], cb[j][i], cc[j][i]));
                        std::ptr::copy_nonoverlapping(r.as_ptr(), po.add(j * so1), TILE);
                    }
                } else {
                    for j in 0..n1 {
                        for i in 0..n0 {
                            *po.add(i + j * so1) = f(
                                *pa.add(i * s0[0] + j * s1[0]),
                                *pb.add(i * s0[1] + j * s1[1]),
                                *pc.add(i * s0[2] + j * s1[2]),
                            );
                        }
                    }
                }
            }
        });
        return;
    }
    plan.for_each_row(|offs, n, st| {
        // SAFETY: offsets stay inside the buffers (checked by `lock`).
        unsafe {
            let (po, pa, pb, pc) = (
                o.add(offs[0]),
                a.add(offs[1]),
                b.add(offs[2]),
                c.add(offs[3]),
            );
            if st.iter().all(|&s| s == 1) {
                let mut i = 0;
                // Whole blocks through local arrays: loads, math and stores each vectorize,
                // and an in-place op (output = input, same offset) reads a block before
                // writing it, as the scalar loop would.
                while i + BLOCK <= n {
                    let ra: [A; BLOCK] = std::array::from_fn(|j| *pa.add(i + j));
                    let rb: [B; BLOCK] = std::array::from_fn(|j| *pb.add(i + j));
                    let rc: [C; BLOCK] = std::array::from_fn(|j| *pc.add(i + j));
                    let r: [O; BLOCK] = std::array::from_fn(|j| f(ra[j], rb[j], rc[j]));
                    std::ptr::copy_nonoverlapping(r.as_ptr(), po.add(i), BLOCK);
                    i += BLOCK;
                }
                for i in i..n {
                    *po.add(i) = f(*pa.add(i), *pb.add(i), *pc.add(i));
                }
            } else if st[0] == 1 {
                // A transposing row (see LoopPlan::tiled): strided loads, vector stores.
                let mut i = 0;
                while i + BLOCK <= n {
                    let r: [O; BLOCK] = std::array::from_fn(|j| {
                        let k = i + j;
                        f(*pa.add(k * st[1]), *pb.add(k * st[2]), *pc.add(k * st[3]))
                    });
                    std::ptr::copy_nonoverlapping(r.as_ptr(), po.add(i), BLOCK);
                    i += BLOCK;
                }
                for i in i..n {
                    *po.add(i) = f(*pa.add(i * st[1]), *pb.add(i * st[2]), *pc.add(i * st[3]));
                }
            } else {
                for i in 0..n {
                    *po.add(i * st[0]) =
                        f(*pa.add(i * st[1]), *pb.add(i * st[2]), *pc.add(i * st[3]));
                }
            }
        }
    });
}
