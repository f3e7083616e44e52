//! What a kernel is asked to do, independent of the device that does it.
//!
//! The op layer (`ops`) decides dtypes, output layouts and autograd; it then hands a
//! `KernelCall` to the dispatcher, which finds the backend of the operands' device. A
//! backend wrapper (the bug lab) sees the same call and may change what happens.

use crate::dtype::DType;
use crate::iter::LoopNest;
use crate::layout::Layout;
use crate::scalar::Scalar;
use crate::storage::Storage;
use serde::Serialize;

/// The base of a logarithm kernel (`UnaryOp::LogOfWidened`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LogBase {
    E,
    Two,
    Ten,
}

impl LogBase {
    /// The op over the same base that autograd and the other devices know.
    pub fn op(self) -> UnaryOp {
        match self {
            LogBase::E => UnaryOp::Log,
            LogBase::Two => UnaryOp::Log2,
            LogBase::Ten => UnaryOp::Log10,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UnaryOp {
    /// A dtype conversion (or a plain copy when the dtypes agree).
    Copy,
    Neg,
    Abs,
    Exp,
    Log,
    Log2,
    /// ATen's `sqrt` kernel: on a CPU float32/float64 MKL's vector root (`mkl_sqrt.rs`),
    /// which is an ulp off the correctly rounded one for about 18% of float32 inputs.
    Sqrt,
    /// The correctly rounded root ATen takes with `std::sqrt` / `Vectorized::sqrt`: inside
    /// `std`, and for 16-bit floats (computed in float32, never through MKL).
    SqrtIeee,
    Rsqrt,
    Sigmoid,
    Tanh,
    Relu,
    Clamp {
        min: Option<Scalar>,
        max: Option<Scalar>,
    },
    Sin,
    Cos,
    Log1p,
    Expm1,
    Sign,
    Floor,
    Ceil,
    Round,
    Trunc,
    Reciprocal,
    Square,
    LogicalNot,
    BitwiseNot,
    Gelu,
    /// `gelu(approximate='tanh')`.
    GeluTanh,
    Silu,
    Erf,
    Erfc,
    Erfinv,
    /// x where `x * beta > threshold`, else `log1p(exp(x * beta)) / beta`.
    Softplus {
        beta: f64,
        threshold: f64,
    },
    LeakyRelu(f64),
    /// `x * scale` where `x > 0`, else `alpha * scale * expm1(x * input_scale)` (ATen's
    /// `elu` with its three coefficients; `selu` is this with fixed constants).
    Elu {
        alpha: f64,
        scale: f64,
        input_scale: f64,
    },
    /// `celu(x, alpha)`: `elu` with `input_scale = 1 / alpha`, a node of its own in PyTorch.
    Celu(f64),
    /// `clamp(x, min, max)` as an activation (`hardtanh`, `relu6`): its own node and gradient
    /// (zero *at* the bounds, where clamp's passes it).
    /// The bounds keep the Python number's type: PyTorch saves them on the node as given.
    Hardtanh {
        min: Scalar,
        max: Scalar,
    },
    /// `x * tanh(softplus(x))`.
    Mish,
    /// `x * relu6(x + 3) / 6`.
    Hardswish,
    /// `relu6(x + 3) / 6`.
    Hardsigmoid,
    /// `value` where `x <= threshold`, else `x`.
    Threshold {
        threshold: f64,
        value: f64,
    },
    /// 0 where `-lambd <= x <= lambd`, else `x`.
    Hardshrink(f64),
    /// `x - lambd` above `lambd`, `x + lambd` below `-lambd`, else 0.
    Softshrink(f64),
    IsNan,
    IsFinite,
    IsInf,
    Log10,
    /// `log`, `log2` or `log10` over the float32 copies of 16-bit floats: ATen takes
    /// `Vectorized<float>`'s (SLEEF's) log there, not MKL's vector log, and its NaN for a
    /// negative input has the sign bit set where MKL's has it clear.
    LogOfWidened(LogBase),
    Exp2,
    Sinh,
    Cosh,
    Tan,
    Asin,
    Acos,
    Atan,
    Acosh,
    Asinh,
    Atanh,
    Frac,
    /// A special function with a kernel of its own (`i0`, `lgamma`, `polygamma`, ...).
    Special(crate::special_fns::SpecialFn),
}

impl UnaryOp {
    pub fn name(&self) -> &'static str {
        use UnaryOp::*;
        match self {
            Copy => "copy",
            Neg => "neg",
            Abs => "abs",
            Exp => "exp",
            Log => "log",
            Log2 => "log2",
            Sqrt | SqrtIeee => "sqrt",
            Rsqrt => "rsqrt",
            Sigmoid => "sigmoid",
            Tanh => "tanh",
            Relu => "relu",
            Clamp { .. } => "clamp",
            Sin => "sin",
            Cos => "cos",
            Log1p => "log1p",
            Expm1 => "expm1",
            Sign => "sign",
            Floor => "floor",
            Ceil => "ceil",
            Round => "round",
            Trunc => "trunc",
            Reciprocal => "reciprocal",
            Square => "square",
            LogicalNot => "logical_not",
            BitwiseNot => "bitwise_not",
            Gelu => "gelu",
            GeluTanh => "gelu_tanh",
            Silu => "silu",
            Erf => "erf",
            Erfc => "erfc",
            Erfinv => "erfinv",
            Softplus { .. } => "softplus",
            LeakyRelu(_) => "leaky_relu",
            Elu { .. } => "elu",
            Celu(_) => "celu",
            Hardtanh { .. } => "hardtanh",
            Mish => "mish",
            Hardswish => "hardswish",
            Hardsigmoid => "hardsigmoid",
            Threshold { .. } => "threshold",
            Hardshrink(_) => "hardshrink",
            Softshrink(_) => "softshrink",
            IsNan => "isnan",
            IsFinite => "isfinite",
            IsInf => "isinf",
            Log10 | LogOfWidened(LogBase::Ten) => "log10",
            LogOfWidened(LogBase::E) => "log",
            LogOfWidened(LogBase::Two) => "log2",
            Exp2 => "exp2",
            Sinh => "sinh",
            Cosh => "cosh",
            Tan => "tan",
            Asin => "asin",
            Acos => "acos",
            Atan => "atan",
            Acosh => "acosh",
            Asinh => "asinh",
            Atanh => "atanh",
            Frac => "frac",
            Special(f) => f.name(),
        }
    }

    /// Ops whose integer inputs are computed in the default float dtype.
    pub fn promotes_int_to_float(&self) -> bool {
        use UnaryOp::*;
        matches!(
            self,
            Exp | Log
                | Log2
                | Sqrt
                | SqrtIeee
                | Rsqrt
                | Sigmoid
                | Tanh
                | Sin
                | Cos
                | Log1p
                | Expm1
                | Reciprocal
                | Erf
                | Erfc
                | Erfinv
                | Log10
                | LogOfWidened(_)
                | Exp2
                | Sinh
                | Cosh
                | Tan
                | Asin
                | Acos
                | Atan
                | Acosh
                | Asinh
                | Atanh
                | Special(_)
        )
    }

    /// Ops whose result is bool whatever the input.
    pub fn returns_bool(&self) -> bool {
        matches!(
            self,
            UnaryOp::IsNan | UnaryOp::IsFinite | UnaryOp::IsInf | UnaryOp::LogicalNot
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BinaryOp {
    Add(Scalar),
    Sub(Scalar),
    Mul,
    Div,
    FloorDiv,
    TruncDiv,
    Remainder,
    Fmod,
    Pow,
    /// `pow(Tensor, number)` on float32/float64: ATen's `pow_tensor_scalar` kernel, which
    /// special-cases some exponents and reads the number in double on its scalar path (the
    /// second operand holds it rounded to the compute dtype).
    PowNumber(f64),
    Maximum,
    Minimum,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    LogicalAnd,
    LogicalOr,
    LogicalXor,
    BitAnd,
    BitOr,
    BitXor,
    /// `<<`: a count below 0 or past the width gives 0 (ATen's lshift).
    Shl,
    /// `>>`: arithmetic; a count below 0 or past the width shifts by the width (less the
    /// sign bit), so the sign is all that is left (ATen's rshift).
    Shr,
    Atan2,
    /// relu's backward: `grad if input > 0 else 0` (threshold_backward with threshold 0).
    ThresholdBackward(f64),
    /// tanh's backward from its output `y`: `grad * (1 - y*y)`, with `1 - y*y` rounded
    /// once (ATen's vector loop is compiled to a fused negative multiply-add).
    TanhBackward,
    /// A binary special function (`igamma`, `special.zeta`, the orthogonal polynomials).
    Special2(crate::special_fns::Special2),
}

impl BinaryOp {
    pub fn name(&self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add(_) => "add",
            Sub(_) => "sub",
            Mul => "mul",
            Div => "div",
            FloorDiv => "floor_divide",
            TruncDiv => "div_trunc",
            Remainder => "remainder",
            Fmod => "fmod",
            Pow | PowNumber(_) => "pow",
            Maximum => "maximum",
            Minimum => "minimum",
            Eq => "eq",
            Ne => "ne",
            Lt => "lt",
            Le => "le",
            Gt => "gt",
            Ge => "ge",
            LogicalAnd => "logical_and",
            LogicalOr => "logical_or",
            LogicalXor => "logical_xor",
            BitAnd => "bitwise_and",
            BitOr => "bitwise_or",
            BitXor => "bitwise_xor",
            Shl => "bitwise_left_shift",
            Shr => "bitwise_right_shift",
            Atan2 => "atan2",
            ThresholdBackward(_) => "threshold_backward",
            TanhBackward => "tanh_backward",
            Special2(f) => f.name(),
        }
    }

    /// The same op with its `alpha` (add's and sub's scalar multiplier) mapped by `f`.
    pub fn map_alpha(self, f: impl FnOnce(Scalar) -> Scalar) -> BinaryOp {
        match self {
            BinaryOp::Add(alpha) => BinaryOp::Add(f(alpha)),
            BinaryOp::Sub(alpha) => BinaryOp::Sub(f(alpha)),
            op => op,
        }
    }

    pub fn is_comparison(&self) -> bool {
        use BinaryOp::*;
        matches!(
            self,
            Eq | Ne | Lt | Le | Gt | Ge | LogicalAnd | LogicalOr | LogicalXor
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TernaryOp {
    /// `self + value * t1 * t2`
    Addcmul(Scalar),
    /// `self + value * t1 / t2`
    Addcdiv(Scalar),
    /// `self + weight * (end - self)` with a scalar weight (two tensor operands).
    Lerp(Scalar),
    /// `lerp` with a tensor weight.
    LerpTensor,
    /// `Lerp` and `Addcmul` rounding each operation, where ATen's kernels fuse the last
    /// multiply-add: Adam's single-tensor step, which must stay bit-identical to the fused
    /// Adam kernel (a product decision, docs/decisions.md "Stop 74: lerp and addcmul fused").
    /// Traced under the same kernel names.
    LerpRoundedTwice(Scalar),
    AddcmulRoundedTwice(Scalar),
    /// `where(cond, a, b)`.
    Where,
}

impl TernaryOp {
    pub fn name(&self) -> &'static str {
        match self {
            TernaryOp::Addcmul(_) | TernaryOp::AddcmulRoundedTwice(_) => "addcmul",
            TernaryOp::Addcdiv(_) => "addcdiv",
            TernaryOp::Lerp(_) | TernaryOp::LerpTensor | TernaryOp::LerpRoundedTwice(_) => "lerp",
            TernaryOp::Where => "where",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReduceOp {
    Sum,
    Mean,
    Prod,
    Max,
    Min,
    ArgMax,
    ArgMin,
    /// p-norm; `inf` for the max-abs norm.
    Norm(f64),
    All,
    Any,
    /// `logsumexp`, used by log_softmax and cross_entropy.
    LogSumExp,
    /// Variance with a correction (Bessel's is 1).
    Var(f64),
    /// The standard deviation with a correction: the root of `Var`, taken before the result
    /// is rounded to the output dtype. The wgpu device uses it for `std`, since its float32
    /// variance can overflow where the deviation itself is finite (values past 1.8e19).
    Std(f64),
    /// The mean that the variance's Welford pass keeps: `var_mean`/`std_mean` return it, and
    /// it differs from `mean`'s in the last bit and where infinities meet (NaN).
    WelfordMean,
}

impl ReduceOp {
    pub fn name(&self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Mean => "mean",
            ReduceOp::Prod => "prod",
            ReduceOp::Max => "amax",
            ReduceOp::Min => "amin",
            ReduceOp::ArgMax => "argmax",
            ReduceOp::ArgMin => "argmin",
            ReduceOp::Norm(_) => "norm",
            ReduceOp::All => "all",
            ReduceOp::Any => "any",
            ReduceOp::LogSumExp => "logsumexp",
            ReduceOp::Var(_) => "var",
            ReduceOp::Std(_) => "std",
            ReduceOp::WelfordMean => "mean",
        }
    }
}

/// What a random fill draws. The CPU runs these with PyTorch's generator and transforms
/// (`Kernel::Sample`); the wgpu device with the counter-based stream (`Kernel::Random`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RandomDist {
    Uniform {
        low: f64,
        high: f64,
    },
    Normal {
        mean: f64,
        std: f64,
    },
    Bernoulli {
        p: f64,
    },
    /// Bernoulli with each element's probability read from operand 1 (same shape).
    BernoulliTensor,
    /// Integers `base + bits % range`; `range` 0 stands for 2^64 (`random_(-2**63)`).
    RandInt {
        base: i64,
        range: u64,
    },
    /// `random_()` with no bounds: the dtype's own range.
    RandomBits,
    Exponential {
        lambda: f64,
    },
    Geometric {
        p: f64,
    },
    LogNormal {
        mean: f64,
        std: f64,
    },
    Cauchy {
        median: f64,
        sigma: f64,
    },
}

/// PyTorch's message for a Bernoulli probability outside [0, 1] (its `TORCH_CHECK` text).
pub const BERNOULLI_P_RANGE: &str = "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  \
     (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)";

impl RandomDist {
    pub fn name(&self) -> &'static str {
        match self {
            RandomDist::Uniform { .. } => "uniform",
            RandomDist::Normal { .. } => "normal",
            RandomDist::Bernoulli { .. } | RandomDist::BernoulliTensor => "bernoulli",
            RandomDist::RandInt { .. } | RandomDist::RandomBits => "random",
            RandomDist::Exponential { .. } => "exponential",
            RandomDist::Geometric { .. } => "geometric",
            RandomDist::LogNormal { .. } => "log_normal",
            RandomDist::Cauchy { .. } => "cauchy",
        }
    }

    /// The in-place fill that draws it (`normal_`), the name the trace shows.
    pub fn fill_name(&self) -> &'static str {
        match self {
            RandomDist::Uniform { .. } => "uniform_",
            RandomDist::Normal { .. } => "normal_",
            RandomDist::Bernoulli { .. } | RandomDist::BernoulliTensor => "bernoulli_",
            RandomDist::RandInt { .. } | RandomDist::RandomBits => "random_",
            RandomDist::Exponential { .. } => "exponential_",
            RandomDist::Geometric { .. } => "geometric_",
            RandomDist::LogNormal { .. } => "log_normal_",
            RandomDist::Cauchy { .. } => "cauchy_",
        }
    }
}

/// Which of ATen's product routines a `Bmm` kernel stands for: on the CPU, float32
/// products sum in that routine's order (MKL's `sgemm` for `mm`, ATen's own loop for a
/// small `bmm`); the others keep one rounding of an f64 sum.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Product {
    /// `mm`, `addmm`, `matmul` of matrices: BLAS gemm.
    Gemm,
    /// `bmm` and batched `matmul`.
    Batched,
    /// `mv` (MKL's gemv, whose order is not reproduced).
    Vector,
    /// `dot` of float vectors: MKL's `sdot` (reproduced for float32).
    Dot,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kernel {
    Fill(Scalar),
    Unary(UnaryOp),
    Binary(BinaryOp),
    Ternary(TernaryOp),
    /// Reduce operand 1 over `dims` into operand 0 (contiguous, keepdim shape).
    Reduce {
        op: ReduceOp,
        dims: Vec<usize>,
    },
    /// Batched matmul: out[b] = a[b] @ c[b], all operands 3-d. The routine it stands for
    /// picks the float32 summation order (cpu/matmul.rs).
    Bmm(Product),
    /// Fill with counter-based random numbers: element i (logical row-major) draws from
    /// stream `seed` at counter `offset + i`.
    Random {
        dist: RandomDist,
        seed: u64,
        offset: u64,
    },
    /// Fill operand 0 with draws from a CPU generator, one element after another in the
    /// order the loop plan walks it (PyTorch's `cpu_serial_kernel`); CPU only.
    Sample {
        dist: RandomDist,
        generator: crate::random::GeneratorHandle,
    },
    /// Softmax or log-softmax of operand 1 along `dim`, into operand 0. `rounds` is the
    /// 16-bit float type ATen's last-dim log-softmax keeps each row's sum and its log in
    /// (the kernel then runs on float32 copies but rounds those two as ATen does).
    /// `lastdim`: a float32/float64 input along its last dim (or a 0-d one), which the CPU
    /// computes bit for bit as ATen's vectorized last-dim kernel.
    Softmax {
        dim: usize,
        log: bool,
        rounds: Option<DType>,
        lastdim: bool,
    },
    /// `F.layer_norm` over rows of `n` of a contiguous float32/float64 operand 1 into
    /// operand 0, then the weight and the bias as operands when present; CPU only (as
    /// ATen's kernel computes it, `cpu/layer_norm.rs`).
    LayerNorm {
        n: usize,
        eps: f64,
        weight: bool,
        bias: bool,
    },
    /// Gather-style index ops: `out[i] = src[..index[i]..]` along `dim`.
    Gather {
        dim: usize,
    },
    /// `out[..index[i]..] = src[i]` along `dim` (operand 0 is read-modify-write).
    Scatter {
        dim: usize,
        accumulate: bool,
    },
    /// Cumulative sum along `dim`.
    Cumsum {
        dim: usize,
    },
    /// `index_select` along `dim`: out = src.index_select(dim, index).
    IndexSelect {
        dim: usize,
    },
    /// One fused Adam/AdamW step. Outputs: param, exp_avg, exp_avg_sq (and max_exp_avg_sq
    /// with amsgrad); input: grad. Same arithmetic, in the same order, as the single-tensor
    /// step's separate ops.
    AdamStep(AdamStep),
}

/// The numbers of one Adam step, each already computed as PyTorch computes it in Python
/// (floats), so every device rounds the same values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AdamStep {
    /// `1 - beta1`, the lerp weight.
    pub lerp_weight: f64,
    pub beta2: f64,
    pub one_minus_beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    /// `1 - lr * weight_decay` (AdamW).
    pub decay_factor: f64,
    /// `lr / bias_correction1`.
    pub step_size: f64,
    /// `sqrt(bias_correction2)`.
    pub bc2_sqrt: f64,
    pub maximize: bool,
    pub amsgrad: bool,
    pub decoupled: bool,
}

impl Kernel {
    /// Whether the kernel does arithmetic on its elements (then 16-bit floats are computed
    /// in float32) rather than moving, selecting or drawing them (which any dtype does as
    /// itself; cumsum's running sum already rounds each result once). `scatter_add` sums in
    /// float32 too: PyTorch's `2048 + 1 + 1` into float16 is 2050.
    pub fn computes(&self) -> bool {
        !matches!(
            self,
            Kernel::Fill(_)
                | Kernel::Unary(UnaryOp::Copy)
                | Kernel::Ternary(TernaryOp::Where)
                | Kernel::Gather { .. }
                | Kernel::Scatter {
                    accumulate: false,
                    ..
                }
                | Kernel::Cumsum { .. }
                | Kernel::IndexSelect { .. }
                | Kernel::Random { .. }
                | Kernel::Sample { .. }
        )
    }

    pub fn name(&self) -> String {
        match self {
            Kernel::Fill(_) => "fill".into(),
            Kernel::Unary(u) => u.name().into(),
            Kernel::Binary(b) => b.name().into(),
            Kernel::Ternary(t) => t.name().into(),
            Kernel::Reduce { op, .. } => op.name().into(),
            Kernel::Bmm(_) => "bmm".into(),
            // The device stream says what it is wherever a kernel name is shown (trace,
            // selftest): its values are Philox's, not PyTorch's CPU generator's.
            Kernel::Random { dist, .. } => format!("philox_{}", dist.name()),
            Kernel::Sample { dist, .. } => dist.name().into(),
            Kernel::Softmax { log, .. } => if *log { "log_softmax" } else { "softmax" }.into(),
            Kernel::LayerNorm { .. } => "layer_norm".into(),
            Kernel::Gather { .. } => "gather".into(),
            Kernel::Scatter { .. } => "scatter".into(),
            Kernel::Cumsum { .. } => "cumsum".into(),
            Kernel::IndexSelect { .. } => "index_select".into(),
            Kernel::AdamStep(_) => "adam_step".into(),
        }
    }
}

/// One operand: a storage, the layout through which the kernel reads or writes it, and
/// the dtype it reads the storage's bytes as (the storage's own, but for a `view(dtype)`).
#[derive(Clone, Debug)]
pub struct Operand {
    pub storage: Storage,
    pub layout: Layout,
    pub dtype: DType,
}

impl Operand {
    /// The whole of `storage`, as the dtype it was made with.
    pub fn of_storage(storage: Storage, layout: Layout) -> Operand {
        let dtype = storage.dtype();
        Operand {
            storage,
            layout,
            dtype,
        }
    }
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    /// The storage's length in elements of this operand's dtype.
    pub fn storage_len(&self) -> usize {
        if self.dtype == self.storage.dtype() {
            self.storage.len()
        } else {
            self.storage.nbytes() / self.dtype.itemsize()
        }
    }
}

/// A request to a device: outputs come first in `operands`.
#[derive(Debug)]
pub struct KernelCall<'a> {
    /// The user-facing op that asked for this kernel ("addcmul_", "contiguous", ...).
    pub op: &'a str,
    pub kernel: Kernel,
    pub operands: &'a [Operand],
    pub n_outputs: usize,
    /// The broadcast shape elementwise kernels iterate over.
    pub shape: Vec<usize>,
}

impl KernelCall<'_> {
    pub fn outputs(&self) -> &[Operand] {
        &self.operands[..self.n_outputs]
    }
    pub fn inputs(&self) -> &[Operand] {
        &self.operands[self.n_outputs..]
    }
}

/// What a backend says it did, for the trace.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct KernelReport {
    /// The kernel that ran, e.g. "cpu::binary<float32>::mul".
    pub kernel: String,
    pub loop_nest: Option<LoopNest>,
    /// GPU dispatch size, when the kernel ran on a GPU.
    pub workgroups: Option<[u32; 3]>,
    /// Temporaries the backend made behind the caller's back (none on an honest device).
    pub temporaries: Vec<String>,
    /// Notes from wrappers (the bug lab's emulated behaviour).
    pub notes: Vec<String>,
}
