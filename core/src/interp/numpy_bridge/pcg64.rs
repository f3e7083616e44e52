//! The bit stream of NumPy's `Generator` (`np.random.default_rng(seed)`): SeedSequence's
//! hash mixing of the seed into four 64-bit words, PCG64 (a 128-bit LCG with the XSL-RR
//! output, stepped before each output; a 64-bit output split in two 32-bit halves, the high
//! one kept for the next 32-bit draw), and the three integer draws the Generator makes from
//! it: Lemire's bounded multiply (`integers`, `choice`), masked rejection (`shuffle`,
//! `permutation`) and Floyd's sample without replacement (`choice(replace=False)`).
//! Checked against NumPy 2.4's values; the stream and its draws must agree bit for bit.

use crate::error::{type_error, value_error, Result};
use crate::interp::args::Bound;
use crate::interp::protocol::Object;
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

// SeedSequence's constants (numpy/random/bit_generator.pyx).
const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;
const POOL: usize = 4;
// PCG's 128-bit multiplier.
const PCG_MULT: u128 = (2_549_297_995_355_413_924u128 << 64) + 4_865_540_595_714_422_341u128;

/// SeedSequence(entropy).generate_state(8, uint32): the entropy's 32-bit words (low first)
/// hashed into a pool of four, then drawn out through a second hash.
fn seed_words(entropy: &[u32]) -> [u32; 8] {
    let mut hc = INIT_A;
    let mut hashmix = |v: u32| {
        let mut v = v ^ hc;
        hc = hc.wrapping_mul(MULT_A);
        v = v.wrapping_mul(hc);
        v ^ (v >> XSHIFT)
    };
    let mix = |x: u32, y: u32| {
        let r = MIX_MULT_L
            .wrapping_mul(x)
            .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
        r ^ (r >> XSHIFT)
    };
    let mut pool = [0u32; POOL];
    for (i, p) in pool.iter_mut().enumerate() {
        *p = hashmix(entropy.get(i).copied().unwrap_or(0));
    }
    for s in 0..POOL {
        for d in 0..POOL {
            if s != d {
                let h = hashmix(pool[s]);
                pool[d] = mix(pool[d], h);
            }
        }
    }
    for &w in entropy.iter().skip(POOL) {
        for p in pool.iter_mut() {
            let h = hashmix(w);
            *p = mix(*p, h);
        }
    }
    let mut out = [0u32; 8];
    let mut hc = INIT_B;
    for (i, o) in out.iter_mut().enumerate() {
        let mut v = pool[i % POOL] ^ hc;
        hc = hc.wrapping_mul(MULT_B);
        v = v.wrapping_mul(hc);
        *o = v ^ (v >> XSHIFT);
    }
    out
}

pub(super) struct Pcg64 {
    state: u128,
    inc: u128,
    half: Option<u32>,
}

impl super::legacy::Doubles for Pcg64 {
    fn double(&mut self) -> f64 {
        self.next_double()
    }
}

impl Pcg64 {
    pub(super) fn from_entropy(entropy: &[u32]) -> Self {
        let w = seed_words(entropy);
        let word = |i: usize| u128::from(w[2 * i]) | (u128::from(w[2 * i + 1]) << 32);
        let seed = (word(0) << 64) | word(1);
        let inc = (word(2) << 64) | word(3);
        let mut g = Pcg64 {
            state: 0,
            inc: (inc << 1) | 1,
            half: None,
        };
        g.step();
        g.state = g.state.wrapping_add(seed);
        g.step();
        g
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(PCG_MULT).wrapping_add(self.inc);
    }

    pub(super) fn next64(&mut self) -> u64 {
        self.step();
        let x = ((self.state >> 64) as u64) ^ (self.state as u64);
        x.rotate_right((self.state >> 122) as u32)
    }

    pub(super) fn next32(&mut self) -> u32 {
        if let Some(h) = self.half.take() {
            return h;
        }
        let v = self.next64();
        self.half = Some((v >> 32) as u32);
        v as u32
    }

    pub(super) fn next_double(&mut self) -> f64 {
        (self.next64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `next_float`: the top 24 bits of a 32-bit draw, in [0, 1).
    pub(super) fn next_float(&mut self) -> f32 {
        (self.next32() >> 8) as f32 * (1.0 / 16_777_216.0)
    }

    /// A draw in [0, rng]: Lemire's multiply, 32-bit draws when the range fits them.
    fn bounded(&mut self, rng: u64) -> u64 {
        if rng == 0 {
            return 0;
        }
        if rng <= u64::from(u32::MAX) {
            if rng == u64::from(u32::MAX) {
                return u64::from(self.next32());
            }
            let ex = rng + 1;
            let mut m = u64::from(self.next32()) * ex;
            if (m & 0xffff_ffff) < ex {
                let threshold = (u64::from(u32::MAX) - rng) % ex;
                while (m & 0xffff_ffff) < threshold {
                    m = u64::from(self.next32()) * ex;
                }
            }
            return m >> 32;
        }
        if rng == u64::MAX {
            return self.next64();
        }
        let ex = u128::from(rng) + 1;
        let mut m = u128::from(self.next64()) * ex;
        if (m as u64 as u128) < ex {
            let threshold = u128::from((u64::MAX - rng) % (rng + 1));
            while (m as u64 as u128) < threshold {
                m = u128::from(self.next64()) * ex;
            }
        }
        (m >> 64) as u64
    }

    /// `n` draws in [0, rng] for a type of `bits` bits (8 or 16, or 1 for bool), as NumPy's
    /// `random_bounded_uint{8,16}_fill` / `random_bounded_bool_fill` make them: each 32-bit
    /// draw is cut into `32 / bits` pieces, low first, by a buffer that lives for one call
    /// (the pieces left at its end are dropped), and Lemire's multiply runs at the type's
    /// width.
    fn bounded_narrow(&mut self, rng: u64, bits: u32, n: usize) -> Vec<i64> {
        let mask = (1u64 << bits) - 1;
        let (mut buf, mut left) = (0u32, 0u32);
        let mut piece = |g: &mut Self| -> u64 {
            if left == 0 {
                buf = g.next32();
                left = 32 / bits - 1;
            } else {
                buf >>= bits;
                left -= 1;
            }
            u64::from(buf) & mask
        };
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            let v = if rng == 0 {
                0
            } else if rng == mask {
                piece(self)
            } else {
                let ex = rng + 1;
                let mut m = piece(self) * ex;
                if (m & mask) < ex {
                    let threshold = (mask - rng) % ex;
                    while (m & mask) < threshold {
                        m = piece(self) * ex;
                    }
                }
                m >> bits
            };
            out.push(v as i64);
        }
        out
    }

    /// A draw in [0, max] by masked rejection (`random_interval`, what `shuffle` uses).
    fn interval(&mut self, max: u64) -> u64 {
        if max == 0 {
            return 0;
        }
        let mask = u64::MAX >> max.leading_zeros();
        loop {
            let v = if max <= u64::from(u32::MAX) {
                u64::from(self.next32()) & mask
            } else {
                self.next64() & mask
            };
            if v <= max {
                return v;
            }
        }
    }
}

pub(super) struct PcgObject(pub(super) RefCell<Pcg64>);

impl Object for PcgObject {
    fn type_name(&self) -> String {
        "PCG64".into()
    }
    fn repr(&self) -> String {
        "PCG64".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub(super) fn generator(v: &Value) -> Result<&PcgObject> {
    v.downcast::<PcgObject>()
        .ok_or_else(|| type_error("not a PCG64 bit generator"))
}

fn count(a: &Bound, name: &str) -> Result<usize> {
    let n = a.i64_or(name, 0)?.max(0) as usize;
    crate::limits::check_alloc(n, 8)?;
    Ok(n)
}

pub(super) fn register(r: &mut Registry<FunctionFn>) {
    let topic = "numpy";
    // The seed's 32-bit words, low first, as a tuple (numpy.py splits the int).
    r.add(topic, &["np_pcg_new"], "words", |_, a| {
        let words: Vec<u32> = a
            .value("words")?
            .tuple_items()
            .unwrap_or_default()
            .iter()
            .map(|w| w.as_i64_exact().and_then(|x| u32::try_from(x).ok()))
            .collect::<Option<_>>()
            .ok_or_else(|| value_error("np_pcg_new: seed words must be 32-bit"))?;
        let g = Pcg64::from_entropy(&words);
        Ok(Value::Object(Rc::new(PcgObject(RefCell::new(g)))))
    });
    // `n` doubles in [0, 1) (Generator.random), as a float64 tensor.
    r.add(topic, &["np_pcg_doubles"], "gen, n", |_, a| {
        let gv = a.value("gen")?;
        let g = generator(&gv)?;
        let n = count(a, "n")?;
        let mut g = g.0.borrow_mut();
        let v: Vec<f64> = (0..n).map(|_| g.next_double()).collect();
        let t =
            crate::ops::host::build(&v, &[n], crate::dtype::DType::Float64, crate::Device::Cpu)?;
        Ok(Value::Tensor(t))
    });
    // `n` draws in [0, rng] (Generator.integers: `low +` each), as an int64 tensor.
    r.add(topic, &["np_pcg_bounded"], "gen, n, rng", |_, a| {
        let gv = a.value("gen")?;
        let g = generator(&gv)?;
        let n = count(a, "n")?;
        let rng = a.i64_or("rng", 0)?;
        let rng = u64::try_from(rng).map_err(|_| value_error("np_pcg_bounded: negative range"))?;
        let mut g = g.0.borrow_mut();
        let v: Vec<i64> = (0..n).map(|_| g.bounded(rng) as i64).collect();
        Ok(Value::Tensor(crate::ops::host::build_long(
            &v,
            &[n],
            crate::Device::Cpu,
        )?))
    });
    // `n` draws in [0, rng] for the 8- and 16-bit integer dtypes (`bits`) and bool (1).
    r.add(
        topic,
        &["np_pcg_bounded_narrow"],
        "gen, n, rng, bits",
        |_, a| {
            let gv = a.value("gen")?;
            let g = generator(&gv)?;
            let n = count(a, "n")?;
            let bits = a.i64_or("bits", 8)?;
            let rng = a.i64_or("rng", 0)?;
            let bits = match bits {
                1 | 8 | 16 => bits as u32,
                _ => {
                    return Err(value_error(
                        "np_pcg_bounded_narrow: bits must be 1, 8 or 16",
                    ))
                }
            };
            let rng = u64::try_from(rng)
                .ok()
                .filter(|&r| r < (1u64 << bits))
                .ok_or_else(|| value_error("np_pcg_bounded_narrow: range out of the type"))?;
            let v = g.0.borrow_mut().bounded_narrow(rng, bits, n);
            Ok(Value::Tensor(crate::ops::host::build_long(
                &v,
                &[n],
                crate::Device::Cpu,
            )?))
        },
    );
    // The order Generator.shuffle puts `n` items in (Fisher-Yates from the end).
    r.add(topic, &["np_pcg_shuffle_order"], "gen, n", |_, a| {
        let gv = a.value("gen")?;
        let g = generator(&gv)?;
        let n = count(a, "n")?;
        let mut g = g.0.borrow_mut();
        let mut order: Vec<i64> = (0..n as i64).collect();
        for i in (1..n).rev() {
            let j = g.interval(i as u64) as usize;
            order.swap(i, j);
        }
        Ok(Value::list(order.into_iter().map(Value::Int).collect()))
    });
    // choice(pop, size, replace=False) for a population up to 10000 (Floyd's algorithm, then
    // the tail shuffle when `shuffle`).
    r.add(
        topic,
        &["np_pcg_floyd"],
        "gen, pop, size, shuffle",
        |_, a| {
            let gv = a.value("gen")?;
            let g = generator(&gv)?;
            let pop = a.i64_or("pop", 0)?.max(0) as u64;
            let size = count(a, "size")?;
            let shuffle = a.bool_or("shuffle", true)?;
            let mut g = g.0.borrow_mut();
            let mut seen = std::collections::HashSet::new();
            let mut out: Vec<u64> = Vec::with_capacity(size);
            for j in pop - size as u64..pop {
                let mut v = g.bounded(j);
                if seen.contains(&v) {
                    v = j;
                }
                seen.insert(v);
                out.push(v);
            }
            if shuffle {
                for i in (1..size).rev() {
                    let k = g.bounded(i as u64) as usize;
                    out.swap(i, k);
                }
            }
            Ok(Value::list(
                out.into_iter().map(|v| Value::Int(v as i64)).collect(),
            ))
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_rng_zero_matches_numpy() {
        // np.random.default_rng(0).random(2) in NumPy 2.4.
        let mut g = Pcg64::from_entropy(&[0]);
        assert_eq!(g.next_double(), 0.6369616873214543);
        assert_eq!(g.next_double(), 0.2697867137638703);
    }
}
