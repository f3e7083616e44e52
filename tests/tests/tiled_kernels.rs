//! The tiled (transposing) and blocked (vectorizable) CPU loops give exactly what a plain
//! element-by-element walk gives, on shapes large enough to use them.

use stridelab_core::kernels::TernaryOp;
use stridelab_core::ops::{self, Arg};
use stridelab_core::{Device, Scalar, Tensor};

fn values(t: &Tensor) -> Vec<f64> {
    t.to_f64_vec().unwrap()
}

fn arange(n: usize, shape: &[i64]) -> Tensor {
    let v: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f32 * 0.01 - 5.0)
        .collect();
    ops::view::view(&ops::factory::from_f32(&v, &[n]), shape).unwrap()
}

#[test]
fn contiguous_of_a_batched_transpose_matches_the_strided_read() {
    for (b, r, c) in [(1, 130, 70), (3, 9, 600), (2, 517, 33)] {
        let x = arange(b * r * c, &[b as i64, r as i64, c as i64]);
        let xt = ops::view::transpose(&x, 1, 2).unwrap();
        let y = ops::contiguous(&xt).unwrap();
        let (xv, yv) = (values(&x), values(&y));
        for i in 0..b {
            for j in 0..c {
                for k in 0..r {
                    assert_eq!(yv[(i * c + j) * r + k], xv[(i * r + k) * c + j]);
                }
            }
        }
    }
}

#[test]
fn addcmul_into_a_transposed_output_matches_elementwise_math() {
    for (r, c) in [(130, 70), (9, 1000), (600, 17)] {
        let out = ops::view::t(&arange(r * c, &[c as i64, r as i64])).unwrap();
        let a = arange(r * c, &[r as i64, c as i64]);
        let b = ops::random::randn(&[r, c], None, Device::Cpu).unwrap();
        let before = values(&out);
        let (av, bv) = (values(&a), values(&b));
        ops::ternary_(
            "addcmul_",
            TernaryOp::Addcmul(Scalar::Float(0.25)),
            &[Arg::T(&out), Arg::T(&a), Arg::T(&b)],
        )
        .unwrap();
        let got = values(&out);
        for i in 0..r * c {
            let want = before[i] as f32 + 0.25f32 * av[i] as f32 * bv[i] as f32;
            assert_eq!(got[i] as f32, want, "element {i} of {r}x{c}");
        }
    }
}

#[test]
fn in_place_addcmul_on_a_contiguous_output_uses_its_own_old_values() {
    let n = 1000; // several 64-element blocks and a tail
    let out = arange(n, &[n as i64]);
    let before = values(&out);
    ops::ternary_(
        "addcmul_",
        TernaryOp::Addcmul(Scalar::Float(2.0)),
        &[Arg::T(&out), Arg::T(&out), Arg::T(&out)],
    )
    .unwrap();
    for (g, b) in values(&out).iter().zip(&before) {
        let b = *b as f32;
        assert_eq!(*g as f32, b + 2.0f32 * b * b);
    }
}
