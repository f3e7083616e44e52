//! From a `KernelCall` to a GPU dispatch: which kernel, which `info` words, which buffer
//! goes in which binding, how many workgroups. Pure (no GPU needed), so it is tested on
//! every machine; `Plan::Host` names why a call runs on the host instead.

use crate::meta::{coalesce, groups_for, pack, GpuType, OperandMeta, MAX_OPERANDS, META_WORDS};
use crate::sources::{binary_code, reduce_code, ternary_code, unary_code, Family};
use stridelab_core::element::scalar_as;
use stridelab_core::half::{bf16, f16};
use stridelab_core::kernels::{
    AdamStep, Kernel, KernelCall, RandomDist, ReduceOp, TernaryOp, UnaryOp,
};
use stridelab_core::layout::broadcast_strides;
use stridelab_core::{DType, Scalar};

/// What goes in a binding: an operand's storage, or the dummy buffer (unused slot, or an
/// input whose storage is the output's and is therefore read through the output binding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Operand(usize),
    Dummy,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch {
    pub family: Family,
    pub entry: &'static str,
    pub info: [u32; META_WORDS],
    /// Bindings 1.. of the family, in order.
    pub slots: Vec<Slot>,
    pub groups: [u32; 3],
    /// The iteration shape after merging dims (shown in the trace).
    pub shape: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Plan {
    Gpu(Box<Dispatch>),
    /// Run on the host (download, CPU kernel, upload), for this reason.
    Host(String),
}

fn host(reason: impl Into<String>) -> Plan {
    Plan::Host(reason.into())
}

fn f(v: f64) -> u32 {
    (v as f32).to_bits()
}

/// The words a fill writes for one element of `dtype` (PyTorch's Scalar::to<T> casts).
pub fn fill_words(v: Scalar, dtype: DType) -> [u32; 2] {
    match dtype {
        DType::Float32 => [(v.to_f64() as f32).to_bits(), 0],
        DType::Int32 => [v.to_i64() as i32 as u32, 0],
        DType::Bool => [v.to_bool() as u32, 0],
        DType::UInt8 => [v.to_i64() as u8 as u32, 0],
        DType::Int8 => [v.to_i64() as i8 as i32 as u32, 0],
        DType::Int16 => [v.to_i64() as i16 as i32 as u32, 0],
        // A float32 the format holds, rounded as the CPU's fill rounds (through float32).
        DType::Float16 => [scalar_as::<f16>(v).to_f32().to_bits(), 0],
        DType::BFloat16 => [scalar_as::<bf16>(v).to_f32().to_bits(), 0],
        DType::Int64 => {
            let i = v.to_i64() as u64;
            [i as u32, (i >> 32) as u32]
        }
        DType::Float64 => {
            let b = v.to_f64().to_bits();
            [b as u32, (b >> 32) as u32]
        }
        // The limited dtypes run on the host (`plan`); a fill of one is never planned here.
        _ => [0, 0],
    }
}

/// Operand metas over `shape` (broadcast strides), with aliasing of the output detected.
fn operand_metas(call: &KernelCall, shape: &[usize]) -> Vec<OperandMeta> {
    call.operands
        .iter()
        .enumerate()
        .map(|(k, o)| OperandMeta {
            offset: o.layout.offset(),
            dtype: GpuType::of(o.dtype()),
            aliases_output: k > 0 && o.storage.same(&call.operands[0].storage),
            strides: broadcast_strides(o.layout.shape(), o.layout.strides(), shape),
        })
        .collect()
}

/// io-family slots: the output, then each input or the dummy when it aliases the output.
fn io_slots(metas: &[OperandMeta]) -> Vec<Slot> {
    let mut slots = vec![Slot::Operand(0)];
    for k in 1..MAX_OPERANDS {
        slots.push(match metas.get(k) {
            Some(m) if !m.aliases_output => Slot::Operand(k),
            _ => Slot::Dummy,
        });
    }
    slots
}

/// An elementwise-style dispatch over the call's broadcast shape, dims merged.
fn elementwise(call: &KernelCall, entry: &'static str, op: u32, params: &[u32]) -> Plan {
    let shape = &call.shape;
    let mut metas = operand_metas(call, shape);
    let strides: Vec<Vec<usize>> = metas.iter().map(|m| m.strides.clone()).collect();
    let (merged, merged_strides) = coalesce(shape, &strides);
    for (m, s) in metas.iter_mut().zip(merged_strides) {
        m.strides = s;
    }
    let info = match pack(&merged, op, &metas, params) {
        Ok(i) => i,
        Err(e) => return host(e.to_string()),
    };
    let numel: usize = merged.iter().product();
    Plan::Gpu(Box::new(Dispatch {
        family: Family::Elementwise,
        entry,
        info,
        slots: io_slots(&metas),
        groups: groups_for(numel),
        shape: merged,
    }))
}

fn all_f32(call: &KernelCall) -> bool {
    call.operands.iter().all(|o| o.dtype() == DType::Float32)
}

fn inputs_f32(call: &KernelCall) -> bool {
    call.inputs().iter().all(|o| o.dtype() == DType::Float32)
}

/// The dtypes the float kernels can load and store (int64 and float64 cannot).
fn narrow(d: DType) -> bool {
    GpuType::of(d) != GpuType::Wide
}

pub fn plan(call: &KernelCall) -> Plan {
    if let Kernel::AdamStep(h) = &call.kernel {
        return adam(call, h);
    }
    if call.operands.len() > MAX_OPERANDS {
        return host(format!("{} operands", call.operands.len()));
    }
    if call.n_outputs != 1 && !matches!(call.kernel, Kernel::Fill(_)) {
        return host("kernels with several outputs run on the host");
    }
    // PyTorch's limited dtypes have no shaders: the CPU kernels run them on host copies
    // (and `stridelab_core::limited` has already refused what PyTorch refuses).
    if let Some(o) = call.operands.iter().find(|o| o.dtype().is_limited()) {
        return host(format!("no GPU kernels for {}", o.dtype()));
    }
    let out_dt = call.operands[0].dtype();
    match &call.kernel {
        Kernel::Fill(v) => {
            let w = fill_words(*v, out_dt);
            elementwise(call, "fill_kernel", 0, &w)
        }
        Kernel::Unary(UnaryOp::Copy) => {
            let src = call.operands[1].dtype();
            if src == out_dt || (narrow(src) && narrow(out_dt)) {
                elementwise(call, "copy_kernel", 0, &[])
            } else {
                host(format!(
                    "no GPU conversion from {} to {}",
                    src.name(),
                    out_dt.name()
                ))
            }
        }
        Kernel::Unary(op) => {
            let Some(code) = unary_code(op) else {
                return host(format!("no GPU kernel for {}", op.name()));
            };
            let out_ok = out_dt == DType::Float32 || (op.returns_bool() && out_dt == DType::Bool);
            if !inputs_f32(call) || !out_ok {
                return host(format!(
                    "the GPU computes {} in float32 only (got {})",
                    op.name(),
                    call.operands[1].dtype().name()
                ));
            }
            let params: Vec<u32> = match op {
                UnaryOp::Clamp { min, max } => vec![
                    f(min.map(|s| s.to_f64()).unwrap_or(0.0)),
                    f(max.map(|s| s.to_f64()).unwrap_or(0.0)),
                    min.is_some() as u32,
                    max.is_some() as u32,
                ],
                UnaryOp::Hardtanh { min, max } => vec![f(min.to_f64()), f(max.to_f64()), 1, 1],
                UnaryOp::LeakyRelu(a) | UnaryOp::Hardshrink(a) | UnaryOp::Softshrink(a) => {
                    vec![f(*a)]
                }
                UnaryOp::Elu {
                    alpha,
                    scale,
                    input_scale,
                } => vec![f(*alpha), f(*scale), f(*input_scale)],
                UnaryOp::Celu(alpha) => vec![f(*alpha), f(1.0), f(1.0 / *alpha)],
                UnaryOp::Threshold { threshold, value } => vec![f(*threshold), f(*value)],
                UnaryOp::Softplus { beta, threshold } => vec![f(*beta), f(*threshold)],
                _ => vec![],
            };
            elementwise(call, "unary_kernel", code, &params)
        }
        Kernel::Binary(op) => {
            let Some(code) = binary_code(op) else {
                return host(format!("no GPU kernel for {}", op.name()));
            };
            let out_ok = out_dt == DType::Float32 || (op.is_comparison() && out_dt == DType::Bool);
            if !inputs_f32(call) || !out_ok {
                return host(format!("the GPU computes {} in float32 only", op.name()));
            }
            let params = match op {
                stridelab_core::kernels::BinaryOp::Add(a)
                | stridelab_core::kernels::BinaryOp::Sub(a) => vec![f(a.to_f64())],
                stridelab_core::kernels::BinaryOp::ThresholdBackward(t) => vec![f(*t)],
                _ => vec![],
            };
            elementwise(call, "binary_kernel", code, &params)
        }
        Kernel::Ternary(op) => {
            let code = ternary_code(op);
            match op {
                TernaryOp::Where => {
                    let same =
                        call.operands[2].dtype() == out_dt && call.operands[3].dtype() == out_dt;
                    if call.operands[1].dtype() != DType::Bool || !same {
                        return host("where with mixed dtypes");
                    }
                    elementwise(call, "ternary_kernel", code, &[])
                }
                _ if !all_f32(call) => {
                    host(format!("the GPU computes {} in float32 only", op.name()))
                }
                TernaryOp::Addcmul(v)
                | TernaryOp::Addcdiv(v)
                | TernaryOp::Lerp(v)
                | TernaryOp::AddcmulRoundedTwice(v)
                | TernaryOp::LerpRoundedTwice(v) => {
                    elementwise(call, "ternary_kernel", code, &[f(v.to_f64())])
                }
                TernaryOp::LerpTensor => elementwise(call, "ternary_kernel", code, &[]),
            }
        }
        Kernel::Reduce { op, dims } => reduce(call, op, dims),
        Kernel::Softmax {
            dim, log, rounds, ..
        } => {
            if !all_f32(call) {
                return host("softmax in float32 only");
            }
            if rounds.is_some() {
                return host("a 16-bit log_softmax rounds its row sums as ATen's CPU kernel does");
            }
            along_dims(
                call,
                Family::Reduce,
                "softmax_kernel",
                0,
                &[*dim],
                &[*log as u32],
            )
        }
        Kernel::Bmm(_) => bmm(call),
        Kernel::Random { dist, seed, offset } => random(call, dist, *seed, *offset),
        other => host(format!("no GPU kernel for {}", other.name())),
    }
}

fn reduce(call: &KernelCall, op: &ReduceOp, dims: &[usize]) -> Plan {
    let input = call.operands[1].dtype();
    let out = call.operands[0].dtype();
    let ok = match op {
        ReduceOp::ArgMax | ReduceOp::ArgMin => input == DType::Float32 && out == DType::Int64,
        ReduceOp::All | ReduceOp::Any => narrow(input) && out == DType::Bool,
        _ => input == DType::Float32 && out == DType::Float32,
    };
    if !ok {
        return host(format!(
            "no GPU {} from {} to {}",
            op.name(),
            input.name(),
            out.name()
        ));
    }
    let (p, c) = match op {
        ReduceOp::Norm(p) => (*p, 0.0),
        ReduceOp::Var(c) | ReduceOp::Std(c) => (0.0, *c),
        _ => (0.0, 0.0),
    };
    let p_bits = if p.is_infinite() {
        // Keeps the sign: -inf is the smallest magnitude, +inf the largest.
        (if p > 0.0 {
            f32::INFINITY
        } else {
            f32::NEG_INFINITY
        })
        .to_bits()
    } else {
        f(p)
    };
    along_dims(
        call,
        Family::Reduce,
        "reduce_kernel",
        reduce_code(op),
        dims,
        &[p_bits, f(c)],
    )
}

/// Threads in one reduction workgroup (`RED_LANES` in reduce.wgsl).
pub const REDUCE_LANES: usize = 256;
/// The longest loop one reduction lane runs; longer reductions run on the host. Lavapipe
/// stopped a single invocation after about 21,000 iterations, so this stays well below.
pub const MAX_LANE_STEPS: usize = 4096;

/// Reductions and softmax: the iteration shape is the input's; up to a workgroup per kept
/// position. Params 0 and 1 are the dim mask and the reduced count; `extra` follows, then
/// the lanes per row.
fn along_dims(
    call: &KernelCall,
    family: Family,
    entry: &'static str,
    op: u32,
    dims: &[usize],
    extra: &[u32],
) -> Plan {
    let inp = &call.operands[1].layout;
    let shape = inp.shape().to_vec();
    if shape.len() > crate::meta::MAX_RANK {
        return host(format!(
            "rank {} above the GPU kernels' maximum",
            shape.len()
        ));
    }
    // A 0-d input's dim 0 names no dim of its (empty) shape: the host handles it.
    if dims.iter().any(|&d| d >= shape.len()) {
        return host("a 0-d input has no dim to run along");
    }
    let mask: u32 = dims.iter().fold(0, |m, &d| m | (1 << d));
    let count: usize = dims.iter().map(|&d| shape[d]).product();
    let kept: usize = shape
        .iter()
        .enumerate()
        .filter(|(d, _)| !dims.contains(d))
        .map(|(_, &n)| n)
        .product();
    if count == 0 {
        return host("reduction over an empty dim");
    }
    // Up to a workgroup per output; no lane may loop longer than MAX_LANE_STEPS (see
    // reduce.wgsl: devices cap how long one invocation runs).
    if count > REDUCE_LANES * MAX_LANE_STEPS {
        return host(format!(
            "reducing {count} elements per output: more than {} lanes × {MAX_LANE_STEPS} steps",
            REDUCE_LANES
        ));
    }
    // Lanes per row: the row's length rounded up to a power of two, at most a workgroup.
    // Short rows share a workgroup (256 / width rows each); a row of 2 used to take a whole
    // workgroup of 256 lanes, and a million of them ran for minutes on lavapipe.
    let width = count.next_power_of_two().min(REDUCE_LANES);
    let rows_per_group = REDUCE_LANES / width;
    let metas = operand_metas(call, &shape);
    let mut params = vec![mask, count as u32];
    params.extend_from_slice(extra);
    params.push(width as u32);
    let info = match pack(&shape, op, &metas, &params) {
        Ok(mut i) => {
            // numel is the number of threads: one per kept position.
            i[0] = kept as u32;
            i
        }
        Err(e) => return host(e.to_string()),
    };
    Plan::Gpu(Box::new(Dispatch {
        family,
        entry,
        info,
        slots: io_slots(&metas),
        groups: crate::meta::workgroups(kept.div_ceil(rows_per_group)),
        shape,
    }))
}

fn bmm(call: &KernelCall) -> Plan {
    if !all_f32(call) {
        return host("matmul in float32 only");
    }
    let (o, a, c) = (&call.operands[0], &call.operands[1], &call.operands[2]);
    let (b, m, n) = (
        o.layout.shape()[0],
        o.layout.shape()[1],
        o.layout.shape()[2],
    );
    let k = a.layout.shape()[2];
    if a.storage.same(&o.storage) || c.storage.same(&o.storage) {
        return host("matmul into one of its own inputs");
    }
    if b > crate::meta::MAX_GROUPS_PER_DIM as usize {
        return host("more batches than workgroups in z");
    }
    let shape = vec![b, m, n];
    let metas: Vec<OperandMeta> = call
        .operands
        .iter()
        .map(|x| OperandMeta {
            offset: x.layout.offset(),
            dtype: GpuType::F32,
            aliases_output: false,
            strides: x.layout.strides().to_vec(),
        })
        .collect();
    let info = match pack(&shape, 0, &metas, &[k as u32]) {
        Ok(i) => i,
        Err(e) => return host(e.to_string()),
    };
    // The operand check in `pack` uses the out shape; a and c reach K too.
    for x in [a, c] {
        let reach = x.layout.required_storage_len().map(|n| n as u128);
        if reach.is_none_or(|n| n > u32::MAX as u128) {
            return host("matmul operand beyond 32-bit indexing");
        }
    }
    Plan::Gpu(Box::new(Dispatch {
        family: Family::Matmul,
        entry: "bmm_kernel",
        info,
        slots: vec![
            Slot::Operand(0),
            Slot::Operand(1),
            Slot::Operand(2),
            Slot::Dummy,
        ],
        groups: [n.div_ceil(16) as u32, m.div_ceil(16) as u32, b as u32],
        shape,
    }))
}

fn random(call: &KernelCall, dist: &RandomDist, seed: u64, offset: u64) -> Plan {
    let out = &call.operands[0];
    if out.dtype() != DType::Float32 {
        return host(format!(
            "random fills of {} run on the host",
            out.dtype().name()
        ));
    }
    let (code, a, b) = match *dist {
        RandomDist::Uniform { low, high } => (0, low, high),
        RandomDist::Normal { mean, std } => (1, mean, std),
        RandomDist::Bernoulli { p } => (2, p, 0.0),
        RandomDist::RandInt { .. } | RandomDist::RandomBits => {
            return host("integer random fills run on the host")
        }
        other => return host(format!("{} fills run on the host", other.name())),
    };
    // Element i is draw `offset + i` in logical row-major order, so no dims are merged.
    let shape = out.layout.shape().to_vec();
    let metas = operand_metas(call, &shape);
    let params = [
        code,
        f(a),
        f(b),
        seed as u32,
        (seed >> 32) as u32,
        offset as u32,
        (offset >> 32) as u32,
    ];
    let info = match pack(&shape, 0, &metas, &params) {
        Ok(i) => i,
        Err(e) => return host(e.to_string()),
    };
    Plan::Gpu(Box::new(Dispatch {
        family: Family::Random,
        entry: "random_kernel",
        info,
        slots: io_slots(&metas),
        groups: groups_for(out.layout.numel()),
        shape,
    }))
}

/// The fused Adam step: bindings param, exp_avg, exp_avg_sq, grad, max_exp_avg_sq.
fn adam(call: &KernelCall, h: &AdamStep) -> Plan {
    if !all_f32(call) {
        return host("the fused Adam kernel is float32 only");
    }
    let n_state = if h.amsgrad { 4 } else { 3 };
    let grad = n_state;
    // Every written tensor needs its own buffer, and the grad may not be one of them.
    for i in 0..=n_state {
        for j in 0..i {
            if call.operands[i].storage.same(&call.operands[j].storage) {
                return host("fused Adam over tensors that share memory");
            }
        }
    }
    // max_exp_avg_sq is addressed with exp_avg_sq's strides (it was made like it).
    if h.amsgrad && call.operands[3].layout != call.operands[2].layout {
        return host("max_exp_avg_sq laid out unlike exp_avg_sq");
    }
    let shape = &call.shape;
    let picked = [0, 1, 2, grad];
    let strides: Vec<Vec<usize>> = picked
        .iter()
        .map(|&k| {
            let l = &call.operands[k].layout;
            broadcast_strides(l.shape(), l.strides(), shape)
        })
        .collect();
    let (merged, merged_strides) = coalesce(shape, &strides);
    let metas: Vec<OperandMeta> = picked
        .iter()
        .zip(merged_strides)
        .map(|(&k, s)| OperandMeta {
            offset: call.operands[k].layout.offset(),
            dtype: GpuType::F32,
            aliases_output: false,
            strides: s,
        })
        .collect();
    let flags = h.maximize as u32 | (h.amsgrad as u32) << 1 | (h.decoupled as u32) << 2;
    let params = [
        f(h.lerp_weight),
        f(h.beta2),
        f(h.one_minus_beta2),
        f(h.eps),
        f(h.weight_decay),
        f(h.step_size),
        f(h.bc2_sqrt),
        flags,
        f(h.decay_factor),
    ];
    let info = match pack(&merged, 0, &metas, &params) {
        Ok(i) => i,
        Err(e) => return host(e.to_string()),
    };
    let numel: usize = merged.iter().product();
    Plan::Gpu(Box::new(Dispatch {
        family: Family::Adam,
        entry: "adam_kernel",
        info,
        slots: vec![
            Slot::Operand(0),
            Slot::Operand(1),
            Slot::Operand(2),
            Slot::Operand(grad),
            if h.amsgrad {
                Slot::Operand(3)
            } else {
                Slot::Dummy
            },
        ],
        groups: groups_for(numel),
        shape: merged,
    }))
}
