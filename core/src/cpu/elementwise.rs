//! Elementwise CPU kernels: fill, unary, binary and ternary ops through one strided loop.
//!
//! The op layer has already cast every input to the compute dtype, so a kernel sees inputs
//! of one type `T` and writes `T` (or `bool` for predicates and comparisons).

use super::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::{cast, scalar_as, Float, Int};
use crate::error::{runtime, Result, TorchError};
use crate::iter::{LoopNest, LoopPlan, TILE};
use crate::kernels::{BinaryOp, KernelCall, TernaryOp, UnaryOp};
use crate::scalar::Scalar;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// Elements per block of the vectorizable contiguous loops (64 f32: 256 bytes per operand).
const BLOCK: usize = 64;

fn plan(call: &KernelCall) -> LoopPlan {
    let layouts: Vec<&crate::layout::Layout> = call.operands.iter().map(|o| &o.layout).collect();
    LoopPlan::new(&call.shape, &layouts)
}

/// # Safety
/// `p[0]` points to a buffer of `O` that holds every offset `plan` produces for operand 0.
unsafe fn map0<O: Copy + Sync>(plan: &LoopPlan, p: &[*mut u8], v: O) {
    // SAFETY: as this function's.
    unsafe { super::threads::for_parts(plan, p, |plan, p| map0_part(plan, p, v)) }
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
unsafe fn copy<T: Copy>(plan: &LoopPlan, p: &[*mut u8]) {
    // SAFETY: as this function's.
    unsafe { super::threads::for_parts(plan, p, |plan, p| copy_part::<T>(plan, p)) }
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
unsafe fn map1<A: Copy, O>(plan: &LoopPlan, p: &[*mut u8], f: impl Fn(A) -> O + Sync) {
    // SAFETY: as this function's.
    unsafe { super::threads::for_parts(plan, p, |plan, p| map1_part(plan, p, &f)) }
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
unsafe fn map2<A: Copy, B: Copy, O>(plan: &LoopPlan, p: &[*mut u8], f: impl Fn(A, B) -> O + Sync) {
    // SAFETY: as this function's.
    unsafe { super::threads::for_parts(plan, p, |plan, p| map2_part(plan, p, &f)) }
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
unsafe fn map3<A: Copy, B: Copy, C: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    f: impl Fn(A, B, C) -> O + Sync,
) {
    // SAFETY: as this function's.
    unsafe { super::threads::for_parts(plan, p, |plan, p| map3_part(plan, p, &f)) }
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

pub fn fill(call: &KernelCall, v: Scalar, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let l = lock(call.operands)?;
    with_dtype!(call.operands[0].dtype(), T => {
        let v: T = scalar_as::<T>(v);
        // SAFETY: `lock` checked the layout against the storage.
        unsafe { map0::<T>(&plan, &l.ptrs, v) }
    });
    Ok(plan.traced_nest(traced))
}

pub fn unary(call: &KernelCall, op: UnaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let (src, dst) = (call.operands[1].dtype(), call.operands[0].dtype());
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    // SAFETY (every arm): `lock` checked each layout against its storage, and the pointer
    // types match the operands' dtypes by construction of the dispatch below.
    unsafe {
        if op == UnaryOp::Copy {
            if src == dst {
                with_dtype!(src, A => copy::<A>(&plan, p));
            } else {
                with_dtype!(src, A => with_dtype!(dst, B => map1::<A, B>(&plan, p, cast::<A, B>)));
            }
            return Ok(plan.traced_nest(traced));
        }
        match src {
            DType::Float32 => float_unary::<f32>(&plan, p, op, dst)?,
            DType::Float64 => float_unary::<f64>(&plan, p, op, dst)?,
            DType::Bool => bool_unary(&plan, p, op)?,
            DType::UInt8 => int_unary::<u8>(&plan, p, op, dst)?,
            DType::Int32 => int_unary::<i32>(&plan, p, op, dst)?,
            DType::Int64 => int_unary::<i64>(&plan, p, op, dst)?,
        }
    }
    Ok(plan.traced_nest(traced))
}

fn unsupported(op: &str, dtype: DType) -> TorchError {
    crate::error::not_implemented(format!(
        "\"{op}\" not implemented for '{}'",
        dtype.legacy_name()
    ))
}

unsafe fn float_unary<T: Float>(
    plan: &LoopPlan,
    p: &[*mut u8],
    op: UnaryOp,
    dst: DType,
) -> Result<()> {
    use UnaryOp::*;
    if dst == DType::Bool {
        match op {
            IsNan => map1::<T, bool>(plan, p, |x| x.is_nan()),
            IsFinite => map1::<T, bool>(plan, p, |x| x.is_finite()),
            IsInf => map1::<T, bool>(plan, p, |x| !x.is_finite() && !x.is_nan()),
            LogicalNot => map1::<T, bool>(plan, p, |x| x == T::ZERO),
            _ => return Err(unsupported(op.name(), DType::Bool)),
        }
        return Ok(());
    }
    let half = T::from_f64(0.5);
    match op {
        Neg => map1::<T, T>(plan, p, |x| -x),
        Abs => map1::<T, T>(plan, p, |x| x.abs()),
        Exp => map1::<T, T>(plan, p, |x| x.exp()),
        Log => map1::<T, T>(plan, p, |x| x.ln()),
        Log2 => map1::<T, T>(plan, p, |x| T::from_f64(x.to_f64().log2())),
        Sqrt => map1::<T, T>(plan, p, |x| x.sqrt()),
        Rsqrt => map1::<T, T>(plan, p, |x| T::ONE / x.sqrt()),
        Sigmoid => map1::<T, T>(plan, p, |x| T::ONE / (T::ONE + (-x).exp())),
        Tanh => map1::<T, T>(plan, p, |x| x.tanh()),
        Relu => map1::<T, T>(plan, p, |x| {
            if x.is_nan() || x > T::ZERO {
                x
            } else {
                T::ZERO
            }
        }),
        Clamp { min, max } => {
            let lo = min.map(scalar_as::<T>);
            let hi = max.map(scalar_as::<T>);
            map1::<T, T>(plan, p, |x| {
                if x.is_nan() {
                    return x;
                }
                let mut y = x;
                if let Some(lo) = lo {
                    if y < lo || lo.is_nan() {
                        y = lo;
                    }
                }
                if let Some(hi) = hi {
                    if y > hi || hi.is_nan() {
                        y = hi;
                    }
                }
                y
            })
        }
        Sin => map1::<T, T>(plan, p, |x| x.sin()),
        Log10 => map1::<T, T>(plan, p, |x| x.log10()),
        Exp2 => map1::<T, T>(plan, p, |x| x.exp2()),
        Sinh => map1::<T, T>(plan, p, |x| x.sinh()),
        Cosh => map1::<T, T>(plan, p, |x| x.cosh()),
        Tan => map1::<T, T>(plan, p, |x| x.tan()),
        Asin => map1::<T, T>(plan, p, |x| x.asin()),
        Acos => map1::<T, T>(plan, p, |x| x.acos()),
        Atan => map1::<T, T>(plan, p, |x| x.atan()),
        // PyTorch's frac keeps the sign: x - trunc(x).
        Frac => map1::<T, T>(plan, p, |x| x - x.trunc()),
        Cos => map1::<T, T>(plan, p, |x| x.cos()),
        Log1p => map1::<T, T>(plan, p, |x| x.ln_1p()),
        Expm1 => map1::<T, T>(plan, p, |x| x.exp_m1()),
        // PyTorch's `(0 < x) - (x < 0)`: NaN and -0.0 give 0.
        Sign => map1::<T, T>(plan, p, |x| {
            if x > T::ZERO {
                T::ONE
            } else if x < T::ZERO {
                -T::ONE
            } else {
                T::ZERO
            }
        }),
        Floor => map1::<T, T>(plan, p, |x| x.floor()),
        Ceil => map1::<T, T>(plan, p, |x| x.ceil()),
        Round => map1::<T, T>(plan, p, |x| x.round_half_even()),
        Trunc => map1::<T, T>(plan, p, |x| x.trunc()),
        Reciprocal => map1::<T, T>(plan, p, |x| T::ONE / x),
        Square => map1::<T, T>(plan, p, |x| x * x),
        Gelu => {
            let r = T::from_f64(std::f64::consts::FRAC_1_SQRT_2);
            map1::<T, T>(plan, p, |x| x * half * (T::ONE + (x * r).erf()))
        }
        Silu => map1::<T, T>(plan, p, |x| x / (T::ONE + (-x).exp())),
        Erf => map1::<T, T>(plan, p, |x| x.erf()),
        GeluTanh => {
            // PyTorch's constants and order: 0.5 * x * (1 + tanh(kBeta * (x + kKappa * x³))).
            let beta =
                T::from_f64(std::f64::consts::SQRT_2 * std::f64::consts::FRAC_2_SQRT_PI * 0.5);
            let kappa = T::from_f64(0.044715);
            map1::<T, T>(plan, p, |x| {
                let inner = beta * (x + kappa * (x * x * x));
                half * x * (T::ONE + inner.tanh())
            })
        }
        Softplus { beta, threshold } => {
            let (b, th) = (T::from_f64(beta), T::from_f64(threshold));
            map1::<T, T>(plan, p, |x| {
                let bx = x * b;
                if bx > th {
                    x
                } else {
                    bx.exp().ln_1p() / b
                }
            })
        }
        LeakyRelu(slope) => {
            let s = T::from_f64(slope);
            map1::<T, T>(plan, p, |x| if x > T::ZERO { x } else { x * s })
        }
        Elu(alpha) => {
            let a = T::from_f64(alpha);
            map1::<T, T>(plan, p, |x| if x > T::ZERO { x } else { a * x.exp_m1() })
        }
        Copy | IsNan | IsFinite | IsInf | LogicalNot | BitwiseNot => {
            return Err(unsupported(op.name(), T::DTYPE))
        }
    }
    Ok(())
}

unsafe fn int_unary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp, dst: DType) -> Result<()> {
    use UnaryOp::*;
    if dst == DType::Bool {
        match op {
            IsNan | IsInf => map1::<T, bool>(plan, p, |_| false),
            IsFinite => map1::<T, bool>(plan, p, |_| true),
            LogicalNot => map1::<T, bool>(plan, p, |x| x == T::ZERO),
            _ => return Err(unsupported(op.name(), DType::Bool)),
        }
        return Ok(());
    }
    match op {
        Neg => map1::<T, T>(plan, p, |x| x.wneg()),
        Abs => map1::<T, T>(plan, p, |x| x.wabs()),
        Relu => map1::<T, T>(plan, p, |x| if x > T::ZERO { x } else { T::ZERO }),
        Clamp { min, max } => {
            let lo = min.map(scalar_as::<T>);
            let hi = max.map(scalar_as::<T>);
            map1::<T, T>(plan, p, |x| {
                let mut y = x;
                if let Some(lo) = lo {
                    y = y.max(lo);
                }
                if let Some(hi) = hi {
                    y = y.min(hi);
                }
                y
            })
        }
        Sign => map1::<T, T>(plan, p, |x| {
            if x > T::ZERO {
                T::ONE
            } else if x < T::ZERO {
                T::ONE.wneg()
            } else {
                T::ZERO
            }
        }),
        Floor | Ceil | Round | Trunc => map1::<T, T>(plan, p, |x| x),
        Square => map1::<T, T>(plan, p, |x| x.wmul(x)),
        BitwiseNot => map1::<T, T>(plan, p, |x| x.not()),
        _ => return Err(unsupported(op.name(), T::DTYPE)),
    }
    Ok(())
}

unsafe fn bool_unary(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp) -> Result<()> {
    use UnaryOp::*;
    match op {
        LogicalNot | BitwiseNot => map1::<bool, bool>(plan, p, |x| !x),
        Abs | Relu | Floor | Ceil | Round | Trunc | Sign => map1::<bool, bool>(plan, p, |x| x),
        IsNan | IsInf => map1::<bool, bool>(plan, p, |_| false),
        IsFinite => map1::<bool, bool>(plan, p, |_| true),
        _ => return Err(unsupported(op.name(), DType::Bool)),
    }
    Ok(())
}

pub fn binary(call: &KernelCall, op: BinaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let t = call.operands[1].dtype();
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    // SAFETY: as in `unary`.
    unsafe {
        match t {
            DType::Float32 => float_binary::<f32>(&plan, p, op)?,
            DType::Float64 => float_binary::<f64>(&plan, p, op)?,
            DType::Bool => bool_binary(&plan, p, op)?,
            DType::UInt8 => int_binary::<u8>(&plan, p, op)?,
            DType::Int32 => int_binary::<i32>(&plan, p, op)?,
            DType::Int64 => int_binary::<i64>(&plan, p, op)?,
        }
    }
    Ok(plan.traced_nest(traced))
}

/// PyTorch's `div_floor` for floats (Python's `//`, including its sign conventions).
fn div_floor_f<T: Float>(a: T, b: T) -> T {
    if b == T::ZERO {
        return a / b;
    }
    let m = a.fmod(b);
    let mut div = (a - m) / b;
    if m != T::ZERO && ((b < T::ZERO) != (m < T::ZERO)) {
        div = div - T::ONE;
    }
    if div != T::ZERO {
        let mut f = div.floor();
        if div - f > T::from_f64(0.5) {
            f = f + T::ONE;
        }
        f
    } else {
        let q = a / b;
        if q < T::ZERO || (q == T::ZERO && (T::ONE / q) < T::ZERO) {
            -T::ZERO
        } else {
            T::ZERO
        }
    }
}

fn pow_f<T: Float>(x: T, e: T) -> T {
    // PyTorch special-cases these exponents; matching it keeps results bit-identical.
    if e == T::from_f64(2.0) {
        x * x
    } else if e == T::from_f64(3.0) {
        x * x * x
    } else if e == T::from_f64(0.5) {
        x.sqrt()
    } else if e == T::from_f64(-0.5) {
        T::ONE / x.sqrt()
    } else if e == -T::ONE {
        T::ONE / x
    } else if e == T::from_f64(-2.0) {
        T::ONE / (x * x)
    } else {
        x.powf(e)
    }
}

fn max_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a > b {
        a
    } else {
        b
    }
}

fn min_nan<T: Float>(a: T, b: T) -> T {
    if a.is_nan() || b.is_nan() {
        T::NAN
    } else if a < b {
        a
    } else {
        b
    }
}

unsafe fn float_binary<T: Float>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    match op {
        Add(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a + b)
            } else {
                map2::<T, T, T>(plan, p, |a, b| a + al * b)
            }
        }
        Sub(alpha) => {
            let al: T = scalar_as(alpha);
            if al == T::ONE {
                map2::<T, T, T>(plan, p, |a, b| a - b)
            } else {
                map2::<T, T, T>(plan, p, |a, b| a - al * b)
            }
        }
        Mul => map2::<T, T, T>(plan, p, |a, b| a * b),
        Div => map2::<T, T, T>(plan, p, |a, b| a / b),
        FloorDiv => map2::<T, T, T>(plan, p, div_floor_f),
        TruncDiv => map2::<T, T, T>(plan, p, |a, b| (a / b).trunc()),
        Remainder => map2::<T, T, T>(plan, p, |a, b| a.rem_euclid_py(b)),
        Fmod => map2::<T, T, T>(plan, p, |a, b| a.fmod(b)),
        Pow => map2::<T, T, T>(plan, p, pow_f),
        Maximum => map2::<T, T, T>(plan, p, max_nan),
        Minimum => map2::<T, T, T>(plan, p, min_nan),
        Atan2 => map2::<T, T, T>(plan, p, |a, b| a.atan2(b)),
        Eq => map2::<T, T, bool>(plan, p, |a, b| a == b),
        Ne => map2::<T, T, bool>(plan, p, |a, b| a != b),
        Lt => map2::<T, T, bool>(plan, p, |a, b| a < b),
        Le => map2::<T, T, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<T, T, bool>(plan, p, |a, b| a > b),
        Ge => map2::<T, T, bool>(plan, p, |a, b| a >= b),
        LogicalAnd => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO && b != T::ZERO),
        LogicalOr => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO || b != T::ZERO),
        LogicalXor => map2::<T, T, bool>(plan, p, |a, b| (a != T::ZERO) != (b != T::ZERO)),
        ThresholdBackward(th) => {
            let th = T::from_f64(th);
            map2::<T, T, T>(plan, p, |g, x| if x <= th { T::ZERO } else { g })
        }
        BitAnd | BitOr | BitXor => return Err(unsupported(op.name(), T::DTYPE)),
    }
    Ok(())
}

unsafe fn int_binary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    // Atomic: the kernel may run on several threads (threads::for_parts).
    let zero_div = AtomicBool::new(false);
    let neg_pow = AtomicBool::new(false);
    match op {
        Add(alpha) => {
            let al: T = scalar_as(alpha);
            map2::<T, T, T>(plan, p, |a, b| a.wadd(al.wmul(b)))
        }
        Sub(alpha) => {
            let al: T = scalar_as(alpha);
            map2::<T, T, T>(plan, p, |a, b| a.wsub(al.wmul(b)))
        }
        Mul => map2::<T, T, T>(plan, p, |a, b| a.wmul(b)),
        FloorDiv | TruncDiv | Remainder | Fmod => map2::<T, T, T>(plan, p, |a, b| {
            if b == T::ZERO {
                zero_div.store(true, Relaxed);
                return T::ZERO;
            }
            match op {
                FloorDiv => a.div_floor(b),
                TruncDiv => a.div_trunc(b),
                Remainder => a.rem_py(b),
                _ => a.rem_c(b),
            }
        }),
        Pow => map2::<T, T, T>(plan, p, |a, b| {
            a.pow_int(b).unwrap_or_else(|| {
                neg_pow.store(true, Relaxed);
                T::ZERO
            })
        }),
        Maximum => map2::<T, T, T>(plan, p, |a, b| a.max(b)),
        Minimum => map2::<T, T, T>(plan, p, |a, b| a.min(b)),
        BitAnd => map2::<T, T, T>(plan, p, |a, b| a.and(b)),
        BitOr => map2::<T, T, T>(plan, p, |a, b| a.or(b)),
        BitXor => map2::<T, T, T>(plan, p, |a, b| a.xor(b)),
        Eq => map2::<T, T, bool>(plan, p, |a, b| a == b),
        Ne => map2::<T, T, bool>(plan, p, |a, b| a != b),
        Lt => map2::<T, T, bool>(plan, p, |a, b| a < b),
        Le => map2::<T, T, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<T, T, bool>(plan, p, |a, b| a > b),
        Ge => map2::<T, T, bool>(plan, p, |a, b| a >= b),
        LogicalAnd => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO && b != T::ZERO),
        LogicalOr => map2::<T, T, bool>(plan, p, |a, b| a != T::ZERO || b != T::ZERO),
        LogicalXor => map2::<T, T, bool>(plan, p, |a, b| (a != T::ZERO) != (b != T::ZERO)),
        ThresholdBackward(th) => {
            let th = T::from_f64(th);
            map2::<T, T, T>(plan, p, |g, x| if x <= th { T::ZERO } else { g })
        }
        Div | Atan2 => return Err(unsupported(op.name(), T::DTYPE)),
    }
    if zero_div.load(Relaxed) {
        return Err(runtime("ZeroDivisionError"));
    }
    if neg_pow.load(Relaxed) {
        return Err(runtime(
            "Integers to negative integer powers are not allowed.",
        ));
    }
    Ok(())
}

unsafe fn bool_binary(plan: &LoopPlan, p: &[*mut u8], op: BinaryOp) -> Result<()> {
    use BinaryOp::*;
    match op {
        Add(_) | LogicalOr | BitOr | Maximum => map2::<bool, bool, bool>(plan, p, |a, b| a | b),
        Mul | LogicalAnd | BitAnd | Minimum => map2::<bool, bool, bool>(plan, p, |a, b| a & b),
        LogicalXor | BitXor | Ne => map2::<bool, bool, bool>(plan, p, |a, b| a ^ b),
        Eq => map2::<bool, bool, bool>(plan, p, |a, b| a == b),
        Lt => map2::<bool, bool, bool>(plan, p, |a, b| !a & b),
        Le => map2::<bool, bool, bool>(plan, p, |a, b| a <= b),
        Gt => map2::<bool, bool, bool>(plan, p, |a, b| a & !b),
        Ge => map2::<bool, bool, bool>(plan, p, |a, b| a >= b),
        _ => return Err(unsupported(op.name(), DType::Bool)),
    }
    Ok(())
}

pub fn ternary(call: &KernelCall, op: TernaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    let t = call.operands[0].dtype();
    // SAFETY: as in `unary`; for `where` operand 1 is the bool condition.
    unsafe {
        match op {
            TernaryOp::Where => {
                with_dtype!(t, T => map3::<bool, T, T, T>(&plan, p, |c, a, b| if c { a } else { b }))
            }
            _ => match t {
                DType::Float32 => float_ternary::<f32>(&plan, p, op),
                DType::Float64 => float_ternary::<f64>(&plan, p, op),
                DType::Int64 => int_ternary::<i64>(&plan, p, op)?,
                DType::Int32 => int_ternary::<i32>(&plan, p, op)?,
                DType::UInt8 => int_ternary::<u8>(&plan, p, op)?,
                DType::Bool => return Err(unsupported(op.name(), DType::Bool)),
            },
        }
    }
    Ok(plan.traced_nest(traced))
}

/// PyTorch's `lerp`: the two-sided formula keeps `lerp(a, b, 1) == b` exactly.
pub fn lerp<T: Float>(a: T, b: T, w: T) -> T {
    if w.abs() < T::from_f64(0.5) {
        a + w * (b - a)
    } else {
        b - (b - a) * (T::ONE - w)
    }
}

unsafe fn float_ternary<T: Float>(plan: &LoopPlan, p: &[*mut u8], op: TernaryOp) {
    match op {
        TernaryOp::Addcmul(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| a + v * b * c)
        }
        TernaryOp::Addcdiv(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| a + v * b / c)
        }
        TernaryOp::LerpTensor => map3::<T, T, T, T>(plan, p, lerp),
        TernaryOp::Lerp(w) => {
            let w: T = scalar_as(w);
            map2::<T, T, T>(plan, p, |a, b| lerp(a, b, w))
        }
        TernaryOp::Where => unreachable!("handled by the caller"),
    }
}

unsafe fn int_ternary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: TernaryOp) -> Result<()> {
    match op {
        TernaryOp::Addcmul(v) => {
            let v: T = scalar_as(v);
            map3::<T, T, T, T>(plan, p, |a, b, c| a.wadd(v.wmul(b).wmul(c)));
            Ok(())
        }
        TernaryOp::Addcdiv(_) => Err(runtime(
            "Integer division with addcdiv is no longer supported, and in a future release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.",
        )),
        _ => Err(unsupported(op.name(), T::DTYPE)),
    }
}
