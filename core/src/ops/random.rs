//! The session's generators and the random fills.
//!
//! CPU tensors draw from PyTorch's CPU generator (`crate::random`: the Mersenne Twister,
//! PyTorch's transforms and draw order), so `torch.manual_seed(0); torch.randn(3)` gives a
//! notebook's numbers. Tensors on the wgpu device draw from a counter-based Philox stream
//! (seed + offset), as CUDA does: a GPU thread can compute element i's draw without the
//! draws before it. `torch.manual_seed` seeds both.

use super::{empty, run};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, Result};
use crate::kernels::{Kernel, RandomDist};
use crate::ops::autodiff;
use crate::random::{CpuGenerator, GeneratorHandle};
use crate::tensor::Tensor;
use std::cell::{Cell, RefCell};

pub use crate::random::{DEFAULT_SEED, SESSION_SEED};

thread_local! {
    /// The default CPU generator (`torch.default_generator`).
    static DEFAULT_CPU: GeneratorHandle = GeneratorHandle::new(SESSION_SEED);
    /// The generator a `generator=` argument put in force for the current call.
    static CURRENT_CPU: RefCell<Option<GeneratorHandle>> = const { RefCell::new(None) };
    /// The device stream: its seed and how many draws were used.
    static SEED: Cell<u64> = const { Cell::new(SESSION_SEED) };
    static OFFSET: Cell<u64> = const { Cell::new(0) };
    /// Set while draws are refused (vmap's randomness='error'): the message to refuse with.
    static DRAWS_REFUSED: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Refuses every random draw with `message` until called again with `None`.
pub fn refuse_draws(message: Option<&'static str>) {
    DRAWS_REFUSED.with(|r| r.set(message));
}

/// Called before any op draws random numbers other than an elementwise fill.
pub fn check_draw() -> Result<()> {
    check_refused()?;
    super::random_batched::refuse_other_draws()
}

/// vmap's randomness='error' refusal, for an op whose draw is an elementwise fill
/// (`fill_with` then takes care of randomness='different').
pub fn check_refused() -> Result<()> {
    match DRAWS_REFUSED.with(|r| r.get()) {
        Some(message) => Err(crate::error::runtime(message)),
        None => Ok(()),
    }
}

/// The default CPU generator.
pub fn default_generator() -> GeneratorHandle {
    DEFAULT_CPU.with(|g| g.clone())
}

/// The CPU generator draws come from now: a `generator=` argument's, or the default.
pub fn current_generator() -> GeneratorHandle {
    CURRENT_CPU
        .with(|c| c.borrow().clone())
        .unwrap_or_else(default_generator)
}

/// `torch.manual_seed(seed)`: the default CPU generator and the device stream start over.
pub fn manual_seed(seed: u64) {
    default_generator().lock().set_seed(seed);
    CURRENT_CPU.with(|c| *c.borrow_mut() = None);
    SEED.with(|s| s.set(seed));
    OFFSET.with(|o| o.set(0));
}

pub fn initial_seed() -> u64 {
    default_generator().lock().initial_seed()
}

/// A seed nobody chose (`torch.seed()`), at most 53 bits as PyTorch's is. The mix of a hash
/// seeded by the platform, a counter and where this frame sits needs no clock (wasm has none).
pub fn nondeterministic_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    thread_local!(static CALLS: Cell<u64> = const { Cell::new(0) });
    let n = CALLS.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(n);
    h.write_usize(&n as *const u64 as usize);
    h.finish() & ((1 << 53) - 1)
}

/// `torch.get_rng_state()`: the default CPU generator's state bytes.
pub fn get_rng_state() -> Vec<u8> {
    default_generator().lock().state_bytes()
}

/// `torch.set_rng_state(bytes)`.
pub fn set_rng_state(bytes: &[u8]) -> Result<()> {
    set_state(&default_generator(), bytes)
}

/// `Generator.set_state(bytes)`, with PyTorch's messages.
pub fn set_state(g: &GeneratorHandle, bytes: &[u8]) -> Result<()> {
    if bytes.len() != crate::random::STATE_SIZE {
        return Err(runtime(format!(
            "Expected a CPUGeneratorImplState of size {} but found the input RNG state size to be {}",
            crate::random::STATE_SIZE,
            bytes.len()
        )));
    }
    *g.lock() = CpuGenerator::from_state_bytes(bytes).map_err(runtime)?;
    Ok(())
}

/// Everything `fork_rng` puts back: the default CPU generator and the device stream.
#[derive(Clone, Debug)]
pub struct RngSnapshot {
    cpu: CpuGenerator,
    seed: u64,
    offset: u64,
}

pub fn snapshot() -> RngSnapshot {
    RngSnapshot {
        cpu: default_generator().lock().clone(),
        seed: SEED.with(|s| s.get()),
        offset: OFFSET.with(|o| o.get()),
    }
}

pub fn restore(s: &RngSnapshot) {
    *default_generator().lock() = s.cpu.clone();
    SEED.with(|v| v.set(s.seed));
    OFFSET.with(|v| v.set(s.offset));
}

/// A generator of its own (`torch.Generator()`): a CPU generator, and a device stream for
/// tensors off the CPU.
#[derive(Debug)]
pub struct GenState {
    pub cpu: GeneratorHandle,
    pub seed: Cell<u64>,
    pub offset: Cell<u64>,
}

impl GenState {
    pub fn new() -> GenState {
        GenState {
            cpu: GeneratorHandle::new(DEFAULT_SEED),
            seed: Cell::new(DEFAULT_SEED),
            offset: Cell::new(0),
        }
    }

    pub fn manual_seed(&self, seed: u64) {
        self.cpu.lock().set_seed(seed);
        self.seed.set(seed);
        self.offset.set(0);
    }
}

impl Default for GenState {
    fn default() -> Self {
        GenState::new()
    }
}

/// Runs `f` with `g` in place of the default generators: its draws come from `g` and
/// advance `g`, and the default streams are left where they were.
pub fn with_generator<R>(g: &GenState, f: impl FnOnce() -> R) -> R {
    let saved = (SEED.with(|s| s.get()), OFFSET.with(|o| o.get()));
    let saved_cpu = CURRENT_CPU.with(|c| c.borrow_mut().replace(g.cpu.clone()));
    SEED.with(|s| s.set(g.seed.get()));
    OFFSET.with(|o| o.set(g.offset.get()));
    let r = f();
    g.offset.set(OFFSET.with(|o| o.get()));
    SEED.with(|s| s.set(saved.0));
    OFFSET.with(|o| o.set(saved.1));
    CURRENT_CPU.with(|c| *c.borrow_mut() = saved_cpu);
    r
}

/// Reserves `n` draws of the device stream and returns where they start.
fn reserve(n: usize) -> (u64, u64) {
    let seed = SEED.with(|s| s.get());
    let off = OFFSET.with(|o| {
        let v = o.get();
        o.set(v.wrapping_add(n as u64));
        v
    });
    (seed, off)
}

/// One uniform double from the device stream (for host-side samplers that need a variable
/// number of draws): the next counter's 53 bits.
pub fn device_uniform() -> f64 {
    let (seed, offset) = reserve(1);
    let w = crate::cpu::philox::words(seed, offset);
    let bits = ((w[1] as u64) << 32 | w[0] as u64) & ((1 << 53) - 1);
    bits as f64 / (1u64 << 53) as f64
}

/// PyTorch's argument checks for a fill, in its words.
fn check_dist(t: &Tensor, dist: RandomDist) -> Result<()> {
    let dt = t.dtype();
    let continuous = |what: &str, tname: &str| {
        if dt.is_floating() {
            Ok(())
        } else {
            Err(runtime(format!(
                "{what} distribution is a continuous probability distribution. dtype must be a \
                 floating point but you specified {tname}"
            )))
        }
    };
    let kernel_for_floats = |kernel: &str| {
        if dt.is_floating() {
            Ok(())
        } else {
            Err(not_implemented(format!(
                "\"{kernel}\" not implemented for '{}'",
                dt.legacy_name()
            )))
        }
    };
    match dist {
        RandomDist::Uniform { low, high } => {
            kernel_for_floats("check_uniform_bounds")?;
            if low > high {
                return Err(runtime(format!(
                    "uniform_ expects to return a [from, to) range, but found from={} > to={}",
                    crate::pyfmt::cpp_double(low),
                    crate::pyfmt::cpp_double(high)
                )));
            }
        }
        RandomDist::Normal { std, .. } => {
            kernel_for_floats("normal_kernel_cpu")?;
            if std < 0.0 {
                return Err(runtime(format!(
                    "normal expects std >= 0.0, but found std {}",
                    crate::pyfmt::cpp_double(std)
                )));
            }
        }
        RandomDist::Bernoulli { p } if !(0.0..=1.0).contains(&p) => {
            return Err(runtime(format!(
                "bernoulli_ expects p to be in [0, 1], but got p={}",
                crate::pyfmt::cpp_double(p)
            )));
        }
        RandomDist::Exponential { lambda } => {
            continuous("Exponential", dt.legacy_name())?;
            if lambda <= 0.0 || lambda.is_nan() {
                return Err(runtime(format!(
                    "exponential_ expects lambda > 0.0, but found lambda={}",
                    crate::pyfmt::cpp_double(lambda)
                )));
            }
        }
        RandomDist::Geometric { p } if !(p > 0.0 && p < 1.0) => {
            return Err(runtime(format!(
                "geometric_ expects p to be in (0, 1), but got p={}",
                crate::pyfmt::cpp_double(p)
            )));
        }
        RandomDist::LogNormal { std, .. } => {
            kernel_for_floats("log_normal_cpu")?;
            if std <= 0.0 || std.is_nan() {
                return Err(runtime(format!(
                    "log_normal_ expects std > 0.0, but found std={}",
                    crate::pyfmt::cpp_double(std)
                )));
            }
        }
        RandomDist::Cauchy { sigma, .. } => {
            continuous("Cauchy", dt.c_type_name())?;
            if sigma <= 0.0 || sigma.is_nan() {
                return Err(runtime(format!(
                    "cauchy_ expects sigma > 0.0, but found sigma={}",
                    crate::pyfmt::cpp_double(sigma)
                )));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Fills `t` in place with draws from `dist` (`uniform_`, `normal_`, ...); `probs` is the
/// per-element probability tensor of `bernoulli_(p_tensor)`, already expanded to `t`'s shape.
pub fn fill_with(t: &Tensor, dist: RandomDist, probs: Option<&Tensor>) -> Result<()> {
    check_refused()?;
    autodiff::check_inplace(t)?;
    super::checks::check_writable(t)?;
    check_dist(t, dist)?;
    // vmap(randomness='different'): this entry's row of one batched draw.
    let batched = |big: &Tensor, probs: Option<&Tensor>| fill_with(big, dist, probs);
    if let Some(row) = super::random_batched::take(t, probs, batched)? {
        super::copy::copy_raw(t, &row)?;
        return autodiff::forward::zero_tangent(t);
    }
    let inputs: Vec<&Tensor> = probs.into_iter().collect();
    if t.device() == Device::Meta {
        // No values to draw, and no generator advances (PyTorch's meta kernels draw nothing).
        t.bump_version()?;
        return autodiff::forward::zero_tangent(t);
    }
    let kernel = if t.device() == Device::Cpu {
        Kernel::Sample {
            dist,
            generator: current_generator(),
        }
    } else {
        let (seed, offset) = reserve(t.numel());
        Kernel::Random { dist, seed, offset }
    };
    run(dist.fill_name(), kernel, &[t], &inputs, &t.shape())?;
    t.bump_version()?;
    autodiff::forward::zero_tangent(t)
}

/// Fills `t` in place with draws from `dist` (`t.normal_()`, `t.uniform_()`, ...).
pub fn fill_random_(t: &Tensor, dist: RandomDist) -> Result<()> {
    fill_with(t, dist, None)
}

pub fn rand(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    let t = empty(
        shape,
        dtype.unwrap_or_else(crate::dtype::default_float),
        device,
    )?;
    let d = RandomDist::Uniform {
        low: 0.0,
        high: 1.0,
    };
    fill_random_(&t, d)?;
    Ok(t.as_fresh())
}

pub fn randn(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    let t = empty(
        shape,
        dtype.unwrap_or_else(crate::dtype::default_float),
        device,
    )?;
    let d = RandomDist::Normal {
        mean: 0.0,
        std: 1.0,
    };
    fill_random_(&t, d)?;
    Ok(t.as_fresh())
}

/// The smallest and largest value `dt` holds, as `random_`'s range checks see them.
fn dtype_bounds(dt: DType) -> (i128, i128) {
    match dt {
        // Floats: the integers their significand holds exactly.
        DType::Float16 => (-(1 << 11), 1 << 11),
        DType::BFloat16 => (-(1 << 8), 1 << 8),
        DType::Float32 => (-(1 << 24), 1 << 24),
        DType::Float64 => (-(1 << 53), 1 << 53),
        _ => {
            let (lo, hi) = crate::scalar::int_range(dt);
            (lo as i128, hi as i128)
        }
    }
}

fn check_in_range(v: i64, what: &str, dt: DType) -> Result<()> {
    let (lo, hi) = dtype_bounds(dt);
    if (v as i128) < lo || (v as i128) > hi {
        return Err(runtime(format!(
            "{what} is out of bounds for {}",
            dt.c_type_name()
        )));
    }
    Ok(())
}

/// `t.random_(from, to)`: integers in [from, to), or [from, the dtype's max] when `to` is
/// None (all of int64 when `from` is its minimum), or the dtype's own range with no bounds.
pub fn random_(t: &Tensor, from: Option<i64>, to: Option<i64>) -> Result<()> {
    let dt = t.dtype();
    let dist = match (from, to) {
        (None, None) => RandomDist::RandomBits,
        (from, Some(to)) => {
            let from = from.unwrap_or(0);
            if from >= to {
                return Err(runtime(format!(
                    "random_ expects 'from' to be less than 'to', but got from={from} >= to={to}"
                )));
            }
            check_in_range(from, "from", dt)?;
            check_in_range(to - 1, "to - 1", dt)?;
            RandomDist::RandInt {
                base: from,
                range: (to as u64).wrapping_sub(from as u64),
            }
        }
        (Some(from), None) if from == i64::MIN => RandomDist::RandInt {
            base: from,
            range: 0,
        },
        (Some(from), None) => {
            let to_inc = dtype_bounds(dt).1.min(i64::MAX as i128) as i64;
            if dt.is_floating() && from >= to_inc {
                return Err(runtime(format!(
                    "random_ expects 'from' casted to dtype to be less than or equal to \
                     'to_inc' casted to dtype, but got from={from} > to_inc={to_inc}"
                )));
            }
            check_in_range(from, "from", dt)?;
            RandomDist::RandInt {
                base: from,
                range: (to_inc as u64).wrapping_sub(from as u64).wrapping_add(1),
            }
        }
    };
    fill_random_(t, dist)
}

pub fn randint(
    low: i64,
    high: i64,
    shape: &[usize],
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    let t = empty(shape, dtype.unwrap_or(DType::Int64), device)?;
    random_(&t, Some(low), Some(high))?;
    Ok(t.as_fresh())
}

/// `torch.randperm(n)`: PyTorch's CPU shuffle, position i swapping with a draw from
/// [i, n), taking 32-bit draws unless n is too large for them to stay unbiased. Off the CPU
/// the permutation comes from the device stream.
pub fn randperm(n: usize, device: Device) -> Result<Tensor> {
    check_draw()?;
    if device == Device::Meta {
        return empty(&[n], DType::Int64, device);
    }
    // The permutation is built on the host first: counted like any allocation.
    crate::limits::check_alloc(n, std::mem::size_of::<i64>())?;
    let mut v: Vec<i64> = (0..n as i64).collect();
    if device == Device::Cpu {
        let g = current_generator();
        let mut g = g.lock();
        let narrow = (n as u64) < u32::MAX as u64 / 20;
        for i in 0..n.saturating_sub(1) {
            let bits = if narrow {
                g.random() as u64
            } else {
                g.random64()
            };
            let z = (bits % (n - i) as u64) as usize;
            v.swap(i, i + z);
        }
    } else {
        let (seed, offset) = reserve(n);
        for i in (1..n).rev() {
            let w = crate::cpu::philox::words(seed, offset + i as u64);
            let j = (((w[1] as u64) << 32 | w[0] as u64) % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
    super::factory::from_i64(&v, &[n], device)
}
