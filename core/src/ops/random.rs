//! The global generator and random factories. Values come from Philox, so they are
//! reproducible under `manual_seed` but are not PyTorch's (which uses a Mersenne Twister on
//! CPU); the docs say so.

use super::{empty, run};
use crate::autograd;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, RandomDist};
use crate::tensor::Tensor;
use std::cell::Cell;

/// PyTorch's default seed, so a script that never seeds still starts from a known state.
pub const DEFAULT_SEED: u64 = 67_280_421_310_721;

thread_local! {
    static SEED: Cell<u64> = const { Cell::new(DEFAULT_SEED) };
    static OFFSET: Cell<u64> = const { Cell::new(0) };
}

pub fn manual_seed(seed: u64) {
    SEED.with(|s| s.set(seed));
    OFFSET.with(|o| o.set(0));
}

pub fn initial_seed() -> u64 {
    SEED.with(|s| s.get())
}

/// A generator of its own (`torch.Generator()`): a seed and how far its stream is used.
#[derive(Debug)]
pub struct GenState {
    pub seed: Cell<u64>,
    pub offset: Cell<u64>,
}

impl GenState {
    pub fn new() -> GenState {
        GenState {
            seed: Cell::new(DEFAULT_SEED),
            offset: Cell::new(0),
        }
    }
}

impl Default for GenState {
    fn default() -> Self {
        GenState::new()
    }
}

/// Runs `f` with `g` in place of the global generator: its draws come from `g`'s stream
/// and advance `g`, and the global stream is left where it was.
pub fn with_generator<R>(g: &GenState, f: impl FnOnce() -> R) -> R {
    let saved = (SEED.with(|s| s.get()), OFFSET.with(|o| o.get()));
    SEED.with(|s| s.set(g.seed.get()));
    OFFSET.with(|o| o.set(g.offset.get()));
    let r = f();
    g.offset.set(OFFSET.with(|o| o.get()));
    SEED.with(|s| s.set(saved.0));
    OFFSET.with(|o| o.set(saved.1));
    r
}

/// Reserves `n` draws of the stream and returns where they start.
fn reserve(n: usize) -> (u64, u64) {
    let seed = SEED.with(|s| s.get());
    let off = OFFSET.with(|o| {
        let v = o.get();
        o.set(v + n as u64);
        v
    });
    (seed, off)
}

/// Fills `t` in place with draws from `dist` (`uniform_`, `normal_`, ...).
pub fn fill_random_(name: &str, t: &Tensor, dist: RandomDist) -> Result<()> {
    autograd::check_inplace(t)?;
    super::checks::check_writable(t)?;
    if matches!(dist, RandomDist::Normal { .. } | RandomDist::Uniform { .. })
        && !t.dtype().is_floating()
    {
        return Err(crate::error::not_implemented(format!(
            "\"{}_kernel_cpu\" not implemented for '{}'",
            name.trim_end_matches('_'),
            t.dtype().legacy_name()
        )));
    }
    if let RandomDist::Normal { std, .. } = dist {
        if std < 0.0 {
            return Err(runtime(format!(
                "normal expects std >= 0.0, but found std {std}"
            )));
        }
    }
    if let RandomDist::Uniform { low, high } = dist {
        if low > high {
            return Err(runtime(format!(
                "uniform_ expects to return a [from, to) range, but found from={low} > to={high}"
            )));
        }
    }
    let (seed, offset) = reserve(t.numel());
    run(
        name,
        Kernel::Random { dist, seed, offset },
        &[t],
        &[],
        &t.shape(),
    )?;
    t.bump_version();
    Ok(())
}

pub fn rand(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    let t = empty(shape, dtype.unwrap_or(DType::Float32), device)?;
    fill_random_(
        "uniform_",
        &t,
        RandomDist::Uniform {
            low: 0.0,
            high: 1.0,
        },
    )?;
    Ok(t)
}

pub fn randn(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    let t = empty(shape, dtype.unwrap_or(DType::Float32), device)?;
    fill_random_(
        "normal_",
        &t,
        RandomDist::Normal {
            mean: 0.0,
            std: 1.0,
        },
    )?;
    Ok(t)
}

pub fn randint(
    low: i64,
    high: i64,
    shape: &[usize],
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    if low >= high {
        return Err(runtime(format!(
            "random_ expects 'from' to be less than 'to', but got from={low} >= to={high}"
        )));
    }
    let t = empty(shape, dtype.unwrap_or(DType::Int64), device)?;
    fill_random_("random_", &t, RandomDist::RandInt { low, high })?;
    Ok(t)
}

/// `torch.randperm(n)`: a Fisher-Yates shuffle driven by the same stream.
pub fn randperm(n: usize, device: Device) -> Result<Tensor> {
    let (seed, offset) = reserve(n);
    let mut v: Vec<i64> = (0..n as i64).collect();
    for i in (1..n).rev() {
        let w = crate::cpu::philox::words(seed, offset + i as u64);
        let j = (((w[1] as u64) << 32 | w[0] as u64) % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
    super::factory::from_i64(&v, &[n], device)
}
