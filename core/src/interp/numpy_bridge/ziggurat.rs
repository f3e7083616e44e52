//! NumPy's Generator normals and exponentials (numpy/random/src/distributions/
//! distributions.c): Marsaglia and Tsang's ziggurat over 256 layers, one 64-bit draw per try
//! for float64 and one 32-bit draw for float32 (each its own tables, ziggurat_tables.rs), the
//! wedges settled against the density with a uniform, the normal's tail by Marsaglia's
//! exponential pairs and the exponential's by its memorylessness. Same arithmetic in the
//! same order (float32 where NumPy's C is float, the wedge test's density in double for the
//! float32 normal as NumPy writes it), so each draw is NumPy 2.4's to the bit.

use super::pcg64::Pcg64;
use super::ziggurat_tables::*;

/// `random_standard_normal`: the draw's low byte picks the layer, the next bit the sign and
/// the 52 after it the abscissa.
pub(super) fn standard_normal(g: &mut Pcg64) -> f64 {
    loop {
        let r = g.next64();
        let idx = (r & 0xff) as usize;
        let r = r >> 8;
        let rabs = (r >> 1) & 0x000f_ffff_ffff_ffff;
        let mut x = rabs as f64 * WI_DOUBLE[idx];
        if r & 1 == 1 {
            x = -x;
        }
        if rabs < KI_DOUBLE[idx] {
            return x;
        }
        if idx == 0 {
            // The tail beyond r, by 1 - U so that log never sees 0.
            loop {
                let xx = -NOR_INV_R * (-g.next_double()).ln_1p();
                let yy = -(-g.next_double()).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(NOR_R + xx)
                    } else {
                        NOR_R + xx
                    };
                }
            }
        }
        if (FI_DOUBLE[idx - 1] - FI_DOUBLE[idx]) * g.next_double() + FI_DOUBLE[idx]
            < (-0.5 * x * x).exp()
        {
            return x;
        }
    }
}

/// `random_standard_normal_f`: the float32 ziggurat on one 32-bit draw (layer byte, sign
/// bit, 23 bits of abscissa).
pub(super) fn standard_normal_f(g: &mut Pcg64) -> f32 {
    loop {
        let r = g.next32();
        let idx = (r & 0xff) as usize;
        let rabs = (r >> 9) & 0x007f_ffff;
        let mut x = rabs as f32 * WI_FLOAT[idx];
        if (r >> 8) & 1 == 1 {
            x = -x;
        }
        if rabs < KI_FLOAT[idx] {
            return x;
        }
        if idx == 0 {
            loop {
                let xx = -NOR_INV_R_F * (-g.next_float()).ln_1p();
                let yy = -(-g.next_float()).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(NOR_R_F + xx)
                    } else {
                        NOR_R_F + xx
                    };
                }
            }
        }
        let wedge = (FI_FLOAT[idx - 1] - FI_FLOAT[idx]) * g.next_float() + FI_FLOAT[idx];
        let xd = f64::from(x);
        if f64::from(wedge) < (-0.5 * xd * xd).exp() {
            return x;
        }
    }
}

/// `random_standard_exponential` (the ziggurat, `method='zig'`): three bits dropped, a
/// byte for the layer, 53 bits of abscissa.
pub(super) fn standard_exponential(g: &mut Pcg64) -> f64 {
    loop {
        let ri = g.next64() >> 3;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f64 * WE_DOUBLE[idx];
        if ri < KE_DOUBLE[idx] {
            return x;
        }
        if idx == 0 {
            return EXP_R - (-g.next_double()).ln_1p();
        }
        if (FE_DOUBLE[idx - 1] - FE_DOUBLE[idx]) * g.next_double() + FE_DOUBLE[idx] < (-x).exp() {
            return x;
        }
    }
}

/// `random_standard_exponential_f`: one bit dropped, a byte for the layer, 23 bits.
pub(super) fn standard_exponential_f(g: &mut Pcg64) -> f32 {
    loop {
        let ri = g.next32() >> 1;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f32 * WE_FLOAT[idx];
        if ri < KE_FLOAT[idx] {
            return x;
        }
        if idx == 0 {
            return EXP_R_F - (-g.next_float()).ln_1p();
        }
        if (FE_FLOAT[idx - 1] - FE_FLOAT[idx]) * g.next_float() + FE_FLOAT[idx] < (-x).exp() {
            return x;
        }
    }
}

/// `method='inv'`: -log(1 - U).
pub(super) fn standard_exponential_inv(g: &mut Pcg64) -> f64 {
    -(-g.next_double()).ln_1p()
}

/// `method='inv'` for float32: the float draw's -log(1 - U) in double, then rounded.
pub(super) fn standard_exponential_inv_f(g: &mut Pcg64) -> f32 {
    -(-f64::from(g.next_float())).ln_1p() as f32
}
