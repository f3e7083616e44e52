//! Products and powers of big Python ints in pieces the host can stop between.
//!
//! Why: num-bigint multiplies in one uninterruptible call, and the time of one call grows
//! faster than its size (`10**(10**8)` took 48 s, `10**(10**9)` hours), while `--timeout`
//! is only checked between steps. CPython computes such an int however long it takes, and
//! its result fits the per-value cap (415 MB for `10**(10**9)`), so refusing it up front
//! would be a wrong answer; stopping at the deadline is what a slow loop gets. Operands up
//! to `PIECE_BITS` multiply in one call (every int a script meets in practice); larger
//! ones are cut into pieces whose products each take a few tens of milliseconds, with a
//! poll of the host after each (docs/decisions.md, "Stop 69: big ints and the deadline").

use crate::error::Result;
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

/// Bits of one piece: a product of two such pieces takes ~0.3 s, the longest the host
/// waits for an answer (a Karatsuba half carries one more bit, hence the slack).
const PIECE_BITS: u64 = (1 << 23) + 64;

/// Asks the host whether to stop (a deadline or Ctrl-C) after one piece of work.
fn poll() -> Result<()> {
    if crate::limits::kernel_work(1 << 20) {
        crate::limits::take_kernel_stop()?;
    }
    Ok(())
}

/// `x` cut into `bits`-bit pieces, lowest first.
fn pieces(x: &BigUint, bits: u64) -> Vec<BigUint> {
    let mask = (BigUint::one() << bits) - 1u8;
    let n = x.bits().div_ceil(bits).max(1);
    (0..n).map(|k| (x >> (k * bits)) & &mask).collect()
}

/// `x * y` of magnitudes: one call when either fits a piece, else Karatsuba's three
/// half-size products, recursively (n**1.58, near num-bigint's own Toom-3, where cutting
/// into pieces and multiplying every pair was n**2 and three times slower at 2**25 bits).
fn mul_mag(x: &BigUint, y: &BigUint, piece: u64) -> Result<BigUint> {
    let (small, big) = if x.bits() <= y.bits() { (x, y) } else { (y, x) };
    if big.bits() <= piece || small.is_zero() {
        return Ok(small * big);
    }
    // Unbalanced: the big side cut into pieces of the small side's size (rounded down, so
    // a small side within one piece meets pieces within one piece: a single call each).
    if small.bits() <= big.bits() / 2 {
        let bits = (small.bits().max(piece) / 64 * 64).max(64);
        let mut acc = BigUint::zero();
        for (k, p) in pieces(big, bits).iter().enumerate() {
            acc += mul_mag(small, p, piece)? << (k as u64 * bits);
            poll()?;
        }
        return Ok(acc);
    }
    let h = (big.bits() / 2).next_multiple_of(64);
    let mask = (BigUint::one() << h) - 1u8;
    let (x0, x1) = (x & &mask, x >> h);
    let (y0, y1) = (y & &mask, y >> h);
    let z0 = mul_mag(&x0, &y0, piece)?;
    let z2 = mul_mag(&x1, &y1, piece)?;
    let z1 = mul_mag(&(x0 + x1), &(y0 + y1), piece)? - &z0 - &z2;
    poll()?;
    Ok((z2 << (2 * h)) + (z1 << h) + z0)
}

/// `x * y`, stoppable by the host when the operands are large.
pub fn mul(x: &BigInt, y: &BigInt) -> Result<BigInt> {
    if x.bits() <= PIECE_BITS && y.bits() <= PIECE_BITS {
        return Ok(x * y);
    }
    let sign = if x.is_zero() || y.is_zero() {
        Sign::NoSign
    } else if (x.sign() == Sign::Minus) == (y.sign() == Sign::Minus) {
        Sign::Plus
    } else {
        Sign::Minus
    };
    let m = mul_mag(x.magnitude(), y.magnitude(), PIECE_BITS)?;
    Ok(BigInt::from_biguint(sign, m))
}

/// `x ** e` by squaring, each product through `mul` (the caller has checked the result
/// against the per-value cap).
pub fn pow(x: &BigInt, e: u64) -> Result<BigInt> {
    if (x.bits() as u128) * (e as u128) <= u128::from(PIECE_BITS) {
        return Ok(num_traits::pow::Pow::pow(x, e));
    }
    let mut acc = BigInt::one();
    for bit in (0..u64::BITS - e.leading_zeros()).rev() {
        acc = mul(&acc, &acc)?;
        if (e >> bit) & 1 == 1 {
            acc = mul(&acc, x)?;
        }
    }
    Ok(acc)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Karatsuba down to 200-bit pieces, balanced and not, against num-bigint's product.
    #[test]
    fn piecewise_products_are_exact() {
        let a = BigInt::from(3u8).pow(3000u32) + 12345u32;
        let b = -(BigInt::from(7u8).pow(2000u32) - 1u8);
        let c = BigInt::from(5u8).pow(400u32);
        for (x, y) in [(&a, &b), (&a, &a), (&b, &c), (&c, &a)] {
            let m = mul_mag(x.magnitude(), y.magnitude(), 200).unwrap();
            assert_eq!(&m, (x * y).magnitude());
        }
        assert_eq!(mul(&a, &b).unwrap(), &a * &b);
        assert_eq!(
            pow(&BigInt::from(-3), 1001).unwrap(),
            num_traits::pow::Pow::pow(&BigInt::from(-3), 1001u64)
        );
    }
}
