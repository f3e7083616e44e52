//! Philox4x32-10, the counter-based generator PyTorch's CUDA backend uses.
//!
//! A counter-based generator maps (key, counter) to random bits with no state between
//! calls, so element `i` of a random fill can be computed by any thread on any device and
//! come out the same: the WGSL kernel implements the same function.

const M0: u32 = 0xD251_1F53;
const M1: u32 = 0xCD9E_8D57;
const W0: u32 = 0x9E37_79B9;
const W1: u32 = 0xBB67_AE85;

fn mulhilo(a: u32, b: u32) -> (u32, u32) {
    let p = a as u64 * b as u64;
    ((p >> 32) as u32, p as u32)
}

/// Ten Philox rounds over a 128-bit counter with a 64-bit key.
pub fn philox4x32(counter: [u32; 4], key: [u32; 2]) -> [u32; 4] {
    let (mut c, mut k) = (counter, key);
    for _ in 0..10 {
        let (hi0, lo0) = mulhilo(M0, c[0]);
        let (hi1, lo1) = mulhilo(M1, c[2]);
        c = [hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0];
        k = [k[0].wrapping_add(W0), k[1].wrapping_add(W1)];
    }
    c
}

/// The four random words for element `index` of the stream `seed`.
pub fn words(seed: u64, index: u64) -> [u32; 4] {
    philox4x32(
        [index as u32, (index >> 32) as u32, 0, 0],
        [seed as u32, (seed >> 32) as u32],
    )
}

/// A uniform draw in [0, 1) with 24 bits, as a float32 kernel would make it.
pub fn unit_f32(w: u32) -> f64 {
    (w >> 8) as f64 * (1.0 / (1u64 << 24) as f64)
}

/// A standard normal draw by Box-Muller from two words; `1 - u` keeps the log finite.
pub fn normal(w0: u32, w1: u32) -> f64 {
    let u1 = 1.0 - unit_f32(w0);
    let u2 = unit_f32(w1);
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn matches_the_random123_known_answer() {
        // Known-answer test from the Random123 distribution (philox4x32_10, zero inputs).
        assert_eq!(
            philox4x32([0, 0, 0, 0], [0, 0]),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
        // ... and with all bits set.
        assert_eq!(
            philox4x32([u32::MAX; 4], [u32::MAX; 2]),
            [0x408f_276d, 0x41c8_3b0e, 0xa20b_c7c6, 0x6d54_51fd]
        );
    }

    #[test]
    fn normal_draws_have_unit_variance() {
        let n = 20000u64;
        let xs: Vec<f64> = (0..n)
            .map(|i| {
                let w = words(7, i);
                normal(w[0], w[1])
            })
            .collect();
        let mean = xs.iter().sum::<f64>() / n as f64;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.03, "mean {mean}");
        assert!((var - 1.0).abs() < 0.05, "var {var}");
    }
}
