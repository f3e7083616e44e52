//! The 32-bit Mersenne Twister exactly as PyTorch's CPU generator runs it (ATen's
//! `at::mt19937`): the same seeding, the same refill schedule and the same `left`/`next`
//! bookkeeping, because `torch.get_rng_state()` exposes those fields byte for byte.
//!
//! Its output stream equals C++'s `std::mt19937` seeded with the low 32 bits of the seed;
//! the full 64-bit seed is kept only so `initial_seed()` can report it.

pub const STATE_N: usize = 624;
const STATE_M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// The engine's whole state, laid out as PyTorch's `mt19937_data_pod`.
#[derive(Clone, Debug, PartialEq)]
pub struct Mt19937 {
    pub seed: u64,
    pub seeded: bool,
    /// How many words are left before the next refill, plus one (1 right after seeding).
    pub left: u32,
    /// Index of the next word of `state` to temper and hand out.
    pub next: u32,
    pub state: [u32; STATE_N],
}

impl Mt19937 {
    pub fn new(seed: u64) -> Mt19937 {
        let mut state = [0u32; STATE_N];
        state[0] = seed as u32;
        for j in 1..STATE_N {
            let prev = state[j - 1];
            state[j] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(j as u32);
        }
        Mt19937 {
            seed,
            seeded: true,
            left: 1,
            next: 0,
            state,
        }
    }

    /// Seeded from an array of 32-bit words (the reference `init_by_array`), as CPython's
    /// `random.seed(n)` seeds it with the words of |n|, least significant first.
    pub fn from_key(key: &[u32]) -> Mt19937 {
        let mut mt = Mt19937::new(19_650_218);
        let s = &mut mt.state;
        let key: &[u32] = if key.is_empty() { &[0] } else { key };
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..STATE_N.max(key.len()) {
            let prev = s[i - 1] ^ (s[i - 1] >> 30);
            s[i] = (s[i] ^ prev.wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= STATE_N {
                s[0] = s[STATE_N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..STATE_N - 1 {
            let prev = s[i - 1] ^ (s[i - 1] >> 30);
            s[i] = (s[i] ^ prev.wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= STATE_N {
                s[0] = s[STATE_N - 1];
                i = 1;
            }
        }
        s[0] = 0x8000_0000;
        mt.seed = 0;
        mt
    }

    /// PyTorch's validity check for a state read back from bytes.
    pub fn is_valid(&self) -> bool {
        self.seeded
            && self.left > 0
            && self.left as usize <= STATE_N
            && self.next as usize <= STATE_N
    }

    fn twist(u: u32, v: u32) -> u32 {
        let mixed = (u & UPPER_MASK) | (v & LOWER_MASK);
        (mixed >> 1) ^ if v & 1 == 1 { MATRIX_A } else { 0 }
    }

    fn refill(&mut self) {
        let s = &mut self.state;
        for i in 0..STATE_N - STATE_M {
            s[i] = s[i + STATE_M] ^ Self::twist(s[i], s[i + 1]);
        }
        for i in STATE_N - STATE_M..STATE_N - 1 {
            s[i] = s[i + STATE_M - STATE_N] ^ Self::twist(s[i], s[i + 1]);
        }
        s[STATE_N - 1] = s[STATE_M - 1] ^ Self::twist(s[STATE_N - 1], s[0]);
        self.left = STATE_N as u32;
        self.next = 0;
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.left -= 1;
        if self.left == 0 {
            self.refill();
        }
        // A state restored from bytes passed `is_valid`, so `next` < 624 here: a refill
        // happens whenever `left` runs out, and `left + next` stays 625 between refills.
        let mut y = self.state[(self.next as usize).min(STATE_N - 1)];
        self.next += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_the_reference_mersenne_twister() {
        // The C++ standard fixes the 10000th output of std::mt19937 seeded with 5489.
        let mut mt = Mt19937::new(5489);
        let mut last = 0;
        for _ in 0..10_000 {
            last = mt.next_u32();
        }
        assert_eq!(last, 4_123_659_995);
    }

    #[test]
    fn init_by_array_gives_the_reference_stream() {
        // mt19937ar.c's published test: init_by_array({0x123, 0x234, 0x345, 0x456}).
        let mut mt = Mt19937::from_key(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..3).map(|_| mt.next_u32()).collect();
        assert_eq!(first, [1_067_595_299, 955_945_823, 477_289_528]);
    }

    #[test]
    fn only_the_low_32_bits_of_the_seed_pick_the_stream() {
        let (mut a, mut b) = (Mt19937::new(7), Mt19937::new(7 + (1 << 32)));
        assert_eq!(a.next_u32(), b.next_u32());
        assert_ne!(a.seed, b.seed);
    }
}
