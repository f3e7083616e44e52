use super::kernels::{angle, cos, sin};
use super::*;

/// Every twiddle and codelet constant: the `libm` crate's cos/sin (used on every target,
/// wasm32 included) rounded to f32 equal the host libm's (glibc's, which MKL's tables match).
#[test]
fn twiddles_equal_the_host_libm_rounded_to_f32() {
    let mut angles = Vec::new();
    for n in 1..=100usize {
        for e in 0..n {
            angles.push(angle(&[e], n));
        }
        for m in 0..n {
            for k in 0..n {
                angles.push(angle(&[m, k], n));
            }
        }
    }
    for a in angles {
        assert_eq!(cos(a) as f32, a.cos() as f32, "cos({a})");
        assert_eq!(sin(a) as f32, a.sin() as f32, "sin({a})");
    }
}

fn ramp(n: usize, f: impl Fn(f32) -> f32) -> Vec<Cx> {
    (0..n).map(|k| (f(k as f32), 0.0)).collect()
}

fn c2c(x: &[Cx]) -> Vec<Cx> {
    let pass = Pass {
        op: Op::C2c { inverse: false },
        scale: Scale::Kernel(None),
        mt: false,
    };
    run(&pass, x).expect("decoded size")
}

/// FINDINGS' reproducers: PyTorch's bits, where double-then-round differs.
#[test]
fn complex_ramps_give_pytorchs_bits() {
    assert_eq!(c2c(&ramp(7, |v| v))[1].0, -3.4999998);
    assert_eq!(c2c(&ramp(5, |v| v))[1].1, 3.440955);
    assert_eq!(c2c(&ramp(8, |v| v))[3].1, 1.6568542);
    let y = c2c(&ramp(6, |v| v * v))[3].1;
    assert_eq!(y.to_bits(), 0.0f32.to_bits());
}

/// `rfft(ones(3))[1]` is `0.-0.j` in PyTorch; the round trip of `arange(5)` is exact.
#[test]
fn real_codelets_keep_signed_zeros_and_exact_round_trips() {
    let r2c = Pass {
        op: Op::R2c,
        scale: Scale::Kernel(None),
        mt: false,
    };
    let y = run(&r2c, &ramp(3, |_| 1.0)).expect("decoded");
    assert_eq!(y[1].1.to_bits(), (-0.0f32).to_bits());
    let spec = run(&r2c, &ramp(5, |v| v)).expect("decoded");
    let mut full = spec.clone();
    for k in 3..5 {
        full.push((spec[5 - k].0, -spec[5 - k].1));
    }
    full[0].1 = 0.0;
    let c2r = Pass {
        op: Op::C2r,
        scale: Scale::Kernel(Some(0.2)),
        mt: false,
    };
    let back: Vec<f32> = run(&c2r, &full)
        .expect("decoded")
        .iter()
        .map(|v| v.0)
        .collect();
    assert_eq!(back, vec![0.0, 1.0, 2.0, 3.0, 4.0]);
}
